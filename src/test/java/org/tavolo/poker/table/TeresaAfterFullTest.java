package org.tavolo.poker.table;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.evaluation.HandCategory;
import org.tavolo.poker.table.TeresaAfterFull.PastHand;

/** docs/rules.md#teresa-after-full, 001: «SE NELLA MANO PRECEDENTE SI E' VISTO UN PUNTO FULL O SUPERIORE». */
class TeresaAfterFullTest {

    private static PastHand showing(HandCategory... shown) {
        return new PastHand(Set.of(shown), false);
    }

    private static final PastHand PAROL = new PastHand(Set.of(), true);

    @Test
    void teresaIsOwedRightAfterAHandThatShowedAFullHouse() {
        assertTrue(TeresaAfterFull.owed(List.of(showing(HandCategory.FULL_HOUSE, HandCategory.ONE_PAIR))));
    }

    @Test
    void teresaIsOwedAfterAFlushFourOfAKindOrStraightFlushWhichRankAboveTheFullOnAShortDeck() {
        assertTrue(TeresaAfterFull.owed(List.of(showing(HandCategory.FLUSH))));
        assertTrue(TeresaAfterFull.owed(List.of(showing(HandCategory.FOUR_OF_A_KIND))));
        assertTrue(TeresaAfterFull.owed(List.of(showing(HandCategory.STRAIGHT_FLUSH))));
    }

    @Test
    void teresaIsNotOwedAfterAHandBelowTheFullNorTwoHandsAfterTheFull() {
        assertFalse(TeresaAfterFull.owed(List.of(showing(HandCategory.STRAIGHT, HandCategory.THREE_OF_A_KIND))));
        assertFalse(TeresaAfterFull.owed(List.of(showing(HandCategory.TWO_PAIR), showing(HandCategory.FULL_HOUSE))));
        assertFalse(TeresaAfterFull.owed(List.of(showing())));
        assertFalse(TeresaAfterFull.owed(List.of()));
    }

    @Test
    void teresaAfterAFullIsStillOwedAfterTheReplayOfAParolPot() {
        PastHand full = showing(HandCategory.FULL_HOUSE);
        // the full, then a parol hand: its pot is replayed first
        assertTrue(TeresaAfterFull.owed(List.of(PAROL, full)));
        // the full, the parol hand, its replay: now the Teresa
        assertTrue(TeresaAfterFull.owed(List.of(showing(HandCategory.ONE_PAIR), PAROL, full)));
        // one hand more and the Teresa is no longer owed
        assertFalse(TeresaAfterFull.owed(
                List.of(showing(HandCategory.ONE_PAIR), showing(HandCategory.ONE_PAIR), PAROL, full)));
    }
}
