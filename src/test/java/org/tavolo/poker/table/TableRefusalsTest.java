package org.tavolo.poker.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;

/**
 * The reasons a penalty, the close of an Italian game and a void are refused at a table (docs/rules.md#penalties,
 * #italian-tournament), decided by the core without a database: each answers its reason with the code and the facts
 * the service's problem carries, or none.
 */
class TableRefusalsTest {

    private static RuleViolation reason(Optional<RuleViolation> refused) {
        assertTrue(refused.isPresent(), "refused");
        return refused.get();
    }

    @Test
    void aPenaltyThatTakesNoChipsIsRefusedWithChipsAndGivenWithout() {
        RuleViolation said = reason(PenaltyRules.chipsRefused("SKIP_HAND", false, 500, 100, 3, 20_000));
        assertEquals("penalty-chips", said.code());
        assertEquals("A penalty SKIP_HAND takes no chips; send none with it.", said.getMessage());
        assertEquals(Map.of("field", "chips"), said.details());
        assertEquals(Optional.empty(), PenaltyRules.chipsRefused("SKIP_HAND", false, 0, 100, 3, 20_000));
    }

    @Test
    void aPenaltyInChipsTakesAWholeNumberOfChipUnitsUpToTheStack() {
        assertEquals(
                "penalty-chips",
                reason(PenaltyRules.chipsRefused("POT", true, 0, 100, 3, 20_000))
                        .code());
        RuleViolation odd = reason(PenaltyRules.chipsRefused("POT", true, 150, 100, 3, 20_000));
        assertEquals("not-a-chip-multiple", odd.code());
        assertEquals(Map.of("seat", 3, "field", "chips"), odd.details());
        RuleViolation over = reason(PenaltyRules.chipsRefused("POT", true, 20_100, 100, 3, 20_000));
        assertEquals("penalty-exceeds-stack", over.code());
        assertEquals(
                "The player at seat 3 has 20000 chips; a penalty of 20100 takes more than that stack.",
                over.getMessage());
        assertEquals(Optional.empty(), PenaltyRules.chipsRefused("POT", true, 20_000, 100, 3, 20_000));
    }

    @Test
    void chipsSharedAmongThePlayersNeedAnotherPlayerWithChips() {
        RuleViolation said = reason(PenaltyRules.nobodyToShare(2, 0));
        assertEquals("no-players", said.code());
        assertEquals("Nobody else with chips sits at table 2 to be paid.", said.getMessage());
        assertEquals(Optional.empty(), PenaltyRules.nobodyToShare(2, 1));
    }

    @Test
    void aGameClosesOnlyOnceItsHeldPotsAreRuled() {
        RuleViolation said = reason(CloseRules.potsHeld(4, 16_000));
        assertEquals("pots-not-ruled", said.code());
        assertEquals(Map.of("table", 4, "heldInPots", 16_000L), said.details());
        assertEquals(Optional.empty(), CloseRules.potsHeld(4, 0));
    }

    @Test
    void finalStacksThatDoNotAddUpToTheChipsInPlayAreRefusedWhereTheTournamentRefusesADifference() {
        RuleViolation said = reason(CloseRules.chipsNotConserved(1, 80_000, 79_000, true));
        assertEquals("chips-not-conserved", said.code());
        assertEquals(Map.of("table", 1, "inPlay", 80_000L, "entered", 79_000L, "difference", -1_000L), said.details());
        assertEquals(Optional.empty(), CloseRules.chipsNotConserved(1, 80_000, 79_000, false));
        assertEquals(Optional.empty(), CloseRules.chipsNotConserved(1, 80_000, 80_000, true));
    }

    @Test
    void aVoidNeverLeavesAStackBelowZeroAndNamesThePlayerOnlyWhenItRefuses() {
        RuleViolation said = reason(VoidRules.leavesNegativeStack("hand 12", 7, 1_000, -3_000, entry -> "Anna"));
        assertEquals("void-leaves-negative-stack", said.code());
        assertEquals(
                "Voiding hand 12 would leave Anna with -2000 chips: a later hand spent the chips it moved."
                        + " Void that hand first.",
                said.getMessage());
        assertEquals(Map.of("entry", 7L, "stack", 1_000L, "name", "Anna"), said.details());
        assertEquals(Optional.empty(), VoidRules.leavesNegativeStack("hand 12", 7, 3_000, -3_000, entry -> {
            throw new AssertionError("no name is read for a void that stands");
        }));
    }
}
