package org.tavolo.poker.chinese;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;

/** The deals of a Chinese poker match are stored in order (docs/rules.md#chinese-match), one of each number. */
class DealOrderTest {

    @Test
    void theNextDealIsTheOneAfterTheLastStanding() {
        assertEquals(Optional.empty(), DealOrder.refusal(1, 2, 1, Map.of()));
        assertEquals(Optional.empty(), DealOrder.refusal(1, 2, 2, Map.of(1, "k1")));
        Optional<RuleViolation> early = DealOrder.refusal(1, 2, 3, Map.of(1, "k1"));
        assertTrue(early.isPresent());
        assertEquals("deal-out-of-order", early.get().code());
        assertEquals(
                "Deal 2 of match 1 at table 2 is not stored yet: store deal 2 first.",
                early.get().getMessage());
        assertEquals(Map.of("deal", 3, "nextDeal", 2), early.get().details());
    }

    @Test
    void aDealStandingIsVoidedBeforeItIsEnteredAgain() {
        Optional<RuleViolation> again = DealOrder.refusal(1, 2, 1, Map.of(1, "k1"));
        assertTrue(again.isPresent());
        assertEquals("deal-exists", again.get().code());
        assertEquals(
                "Deal 1 of match 1 at table 2 is stored already (entryId 'k1'); void it first to enter it again.",
                again.get().getMessage());
        assertEquals(Map.of("deal", 1, "entryId", "k1"), again.get().details());
    }
}
