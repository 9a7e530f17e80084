package org.tavolo.poker.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.tavolo.common.error.ProblemTexts;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.betting.OpeningRequirement;
import org.tavolo.poker.evaluation.FlushRule;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.evaluation.StraightFlushRule;
import org.tavolo.poker.settlement.CarriedPot;

/**
 * The table's rules for one hand (docs/rules.md#parol, #parol-end, #blinds-by-position), on a table as plain data: the
 * same function the hand service records with and the page previews with offline.
 */
class TableRulesTest {

    /** Four seats after a parol hand of 8,000: seats 3 and 4 folded in it and buy back 2,000 each. */
    private static TableAtHand italianTableCarryingAParolPot() {
        return new TableAtHand(
                new TreeMap<>(Map.of(1, 17_000L, 2, 17_000L, 3, 19_000L, 4, 19_000L)),
                1000,
                1000,
                32,
                FlushRule.SUIT_FIRST,
                StraightFlushRule.HEARTS_ROYAL_EXCEPTION,
                OpeningRequirement.parolPot(),
                new CarriedPot(8000, 0),
                Map.of(3, 2000L, 4, 2000L),
                0,
                0);
    }

    private static EnteredHand.Player plays(int seat, long put, String cards) {
        return new EnteredHand.Player(seat, put, false, List.of(cards.split(" ")));
    }

    @Test
    void theWinnerOfTheReplayTakesTheCarriedParolPotInHisStackAfter() {
        PlayedHand played = TableRules.play(
                italianTableCarryingAParolPot(),
                new EnteredHand(
                        Game.ITALIAN_DRAW,
                        4,
                        List.of(),
                        List.of(plays(1, 8000, "Kh Kd 7c 8d 9s"), plays(2, 8000, "Ah Ad Ac Ts Js")),
                        true,
                        null,
                        false,
                        null));

        assertEquals(Map.of(2, 8000L), played.carried().shares());
        assertEquals(CarriedPot.NONE, played.carried().left());
        assertEquals(Map.of(1, 9000L, 2, 33_000L), played.after());
        assertEquals(Map.of(1, -8000L, 2, 16_000L), played.deltas());
    }

    @Test
    void aBetBelowThePotInPlayOfTheReplayIsRefusedNamingTheField() {
        RuleViolation refused = assertThrows(
                RuleViolation.class,
                () -> TableRules.play(
                        italianTableCarryingAParolPot(),
                        new EnteredHand(
                                Game.ITALIAN_DRAW,
                                4,
                                List.of(),
                                List.of(plays(1, 5000, "Kh Kd 7c 8d 9s"), plays(2, 8000, "Ah Ad Ac Ts Js")),
                                true,
                                null,
                                false,
                                null)));

        assertEquals("parol-no-ante", refused.code());
        assertEquals("players[0].contributed", refused.details().get("field"));
        assertEquals(8000L, refused.details().get("leastBet"));
    }

    @Test
    void aTeresinaHandWhileAParolPotWaitsForItsReplayIsOutOfOrder() {
        OutOfOrder refused = assertThrows(
                OutOfOrder.class,
                () -> TableRules.play(
                        italianTableCarryingAParolPot(),
                        new EnteredHand(
                                Game.TERESINA,
                                4,
                                List.of(),
                                List.of(plays(1, 500, "Kh Kd 7c 8d 9s"), plays(2, 500, "Ah Ad Ac Ts Js")),
                                true,
                                null,
                                false,
                                null)));

        assertEquals("parol-pot-waiting", refused.code());
        assertEquals("game", refused.details().get("field"));
        assertEquals(8000L, refused.details().get("carried"));
    }

    @Test
    void theBigBlindSeatCountedFromTheButtonPutsInItsBlindOrIsRefusedNamingItsField() {
        TableAtHand holdem = new TableAtHand(
                new TreeMap<>(Map.of(1, 1000L, 2, 1000L, 3, 1000L, 4, 0L)),
                1,
                0,
                null,
                null,
                null,
                null,
                null,
                null,
                25,
                50);
        assertEquals(Map.of(2, 25L, 3, 50L), holdem.owedBlinds(1));

        RuleViolation refused = assertThrows(
                RuleViolation.class,
                () -> TableRules.play(
                        holdem,
                        new EnteredHand(
                                Game.TEXAS_HOLDEM,
                                1,
                                List.of("2c", "7d", "9h", "Jc", "Ks"),
                                List.of(
                                        new EnteredHand.Player(2, 25, true, null),
                                        new EnteredHand.Player(3, 20, true, null),
                                        new EnteredHand.Player(1, 100, false, null)),
                                true,
                                null,
                                false,
                                null)));

        assertEquals("impossible-contribution", refused.code());
        assertEquals("players[1].contributed", refused.details().get("field"));
        assertEquals("BIG", refused.details().get("blind"));
    }

    @Test
    void everyProblemTheTableRulesRefuseWithHasItalianWordsForTheDirectorsPage() {
        for (String type : TableRules.REFUSALS) {
            assertTrue(ProblemTexts.types(ProblemTexts.ITALIAN).contains(type), type);
        }
    }
}
