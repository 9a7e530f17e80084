package org.tavolo.poker.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.evaluation.Game;

/**
 * docs/rules.md#big-blind-ante at a Hold'em table: the big blind seat counted from the button posts the level's ante
 * for the table as dead money, his blind first when he cannot cover both (Poker TDA 2024, recommended procedure 11).
 */
class BigBlindAnteTableTest {

    /** Blinds 112,500 / 225,000 and a big-blind ante of 225,000; button 1, small blind 2, big blind 3. */
    private static TableAtHand table(long bigBlindStack, long shortStack) {
        return new TableAtHand(
                new TreeMap<>(Map.of(1, 3_000_000L, 2, 3_000_000L, 3, bigBlindStack, 4, shortStack)),
                25,
                0,
                null,
                null,
                null,
                null,
                null,
                null,
                112_500,
                225_000,
                225_000);
    }

    private static EnteredHand hand(EnteredHand.Player... players) {
        return new EnteredHand(
                Game.TEXAS_HOLDEM, 1, List.of("2c", "7d", "9h", "Jc", "Ks"), List.of(players), true, null, false, null);
    }

    /**
     * The recorded hand: seat 4 all in for 2,000,000, the big blind calls with his last chips (2,225,000 with the
     * ante), seat 4 wins. The big blind is out; seat 4 takes every chip, the ante included.
     */
    @Test
    void aBigBlindWhoCallsWithHisLastChipsAndLosesIsOutAndTheWinnerTakesHisAnte() {
        PlayedHand played = TableRules.play(
                table(2_225_000, 2_000_000),
                hand(
                        new EnteredHand.Player(2, 112_500, true, null),
                        new EnteredHand.Player(3, 2_225_000, false, List.of("Qc", "Qd")),
                        new EnteredHand.Player(4, 2_000_000, false, List.of("Ah", "Ad"))));

        assertEquals(Map.of(2, 2_887_500L, 3, 0L, 4, 4_337_500L), played.after());
    }

    @Test
    void theBigBlindOwesHisBlindAndTheAnteOrAllHisChips() {
        assertEquals(
                Map.of(2, 112_500L, 3, 450_000L), table(3_000_000, 2_000_000).owedBlinds(1));
        assertEquals(Map.of(2, 112_500L, 3, 300_000L), table(300_000, 2_000_000).owedBlinds(1));
        assertEquals(Map.of(3, 225_000L), table(3_000_000, 2_000_000).deadAnte(1));
    }

    /** TDA 2024 RP-11, the big blind first: with 300,000 he posts the blind of 225,000 and 75,000 of ante. */
    @Test
    void aBigBlindShortOfBothPostsHisBlindFirstAndTheRestAsTheAnte() {
        assertEquals(Map.of(3, 75_000L), table(300_000, 2_000_000).deadAnte(1));
        assertEquals(Map.of(), table(200_000, 2_000_000).deadAnte(1));

        // seat 4 calls the big blind's 225,000 and wins: the main pot holds the live bets and the 75,000 of ante
        PlayedHand played = TableRules.play(
                table(300_000, 2_000_000),
                hand(
                        new EnteredHand.Player(2, 112_500, true, null),
                        new EnteredHand.Player(3, 300_000, false, List.of("Qc", "Qd")),
                        new EnteredHand.Player(4, 225_000, false, List.of("Ah", "Ad"))));
        assertEquals(Map.of(2, 2_887_500L, 3, 0L, 4, 2_412_500L), played.after());
    }

    @Test
    void aBigBlindWhoPutInHisBlindButNotTheAnteIsRefusedNamingHisField() {
        RuleViolation refused = assertThrows(
                RuleViolation.class,
                () -> TableRules.play(
                        table(3_000_000, 2_000_000),
                        hand(
                                new EnteredHand.Player(2, 112_500, true, null),
                                new EnteredHand.Player(3, 225_000, true, null),
                                new EnteredHand.Player(4, 225_000, false, null))));

        assertEquals("impossible-contribution", refused.code());
        assertEquals("players[1].contributed", refused.details().get("field"));
        assertEquals(450_000L, refused.details().get("forcedBet"));
    }
}
