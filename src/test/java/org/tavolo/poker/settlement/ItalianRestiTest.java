package org.tavolo.poker.settlement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.poker.settlement.Contribution.folded;
import static org.tavolo.poker.settlement.Contribution.live;
import static org.tavolo.poker.settlement.Layouts.layout;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;

/**
 * docs/rules.md#resti, in the words of the Italian game: each player risks at most his "resto"; the
 * winner collects from each opponent at most his own resto, and the others take back the excess.
 * Settled by the same {@link PotLayout} as Hold'em side pots.
 */
class ItalianRestiTest {

    private static final long CIP = 100;
    private static final TableSeats TABLE = new TableSeats(List.of(1, 2, 3, 4), 4);

    @Test
    void winnerCollectsFromEachOpponentAtMostHisOwnResto() {
        // Seat 1 goes all in with a resto of 3,000; seats 2 and 3 bet 8,000 each. Seat 1 has the best hand.
        Settlement s = layout(TABLE, CIP, live(1, 3_000), live(2, 8_000), live(3, 8_000))
                .settle(Judges.byStrength(Map.of(1, 9, 2, 5, 3, 2)));

        // 3,000 from seat 2, 3,000 from seat 3, his own 3,000 back.
        assertEquals(9_000, s.payouts().get(1));
        // Between themselves, seats 2 and 3 play for the rest: seat 2's better hand takes seat 3's excess.
        assertEquals(10_000, s.payouts().get(2));
        assertEquals(0, s.payouts().get(3));
    }

    @Test
    void opponentTakesBackTheExcessOverTheWinnersResto() {
        Settlement s = layout(TABLE, CIP, live(1, 3_000), live(2, 8_000)).settle(Judges.byStrength(Map.of(1, 9, 2, 5)));

        assertEquals(6_000, s.payouts().get(1));
        assertEquals(5_000, s.payouts().get(2));
        assertEquals(Map.of(2, 5_000L), s.returned());
    }

    @Test
    void eachOpponentTakesBackHisExcessAfterPaying() {
        // Seats 2 and 3 hold equal hands behind the winner: each pays 3,000 and takes back his own 5,000.
        Settlement s = layout(TABLE, CIP, live(1, 3_000), live(2, 8_000), live(3, 8_000))
                .settle(Judges.byStrength(Map.of(1, 9, 2, 5, 3, 5)));

        assertEquals(Map.of(1, 9_000L, 2, 5_000L, 3, 5_000L), s.payouts());
    }

    @Test
    void loserWithTheSmallerRestoPaysOnlyHisResto() {
        Settlement s = layout(TABLE, CIP, live(1, 3_000), live(2, 8_000)).settle(Judges.byStrength(Map.of(1, 1, 2, 5)));

        assertEquals(Map.of(1, 0L, 2, 11_000L), s.payouts());
    }

    @Test
    void playerWhoCannotCoverAnteAndOpeningIsOutAndLeavesHisChipsInThePot() {
        ItalianStakes stakes = new ItalianStakes(1_000, 1_000);
        assertFalse(stakes.canPlay(1_500));
        assertTrue(stakes.canPlay(2_000));

        // Seat 4 has 1,500 left: he is out, and his 1,500 go into the pot. Seat 1 opens, seat 2 calls, seat 3 passes.
        Contribution out = stakes.outOfTheGame(4, 1_500);
        assertEquals(folded(4, 1_500), out);
        PotLayout layout = layout(TABLE, CIP, live(1, 2_000), live(2, 2_000), folded(3, 1_000), out);

        assertEquals(List.of(new Pot(0, 6_500, List.of(1, 2))), layout.pots());
        Settlement s = layout.settle(Judges.byStrength(Map.of(1, 3, 2, 8)));
        assertEquals(Map.of(1, 0L, 2, 6_500L, 3, 0L, 4, 0L), s.payouts());
    }

    @Test
    void playerWhoCanCoverAnteAndOpeningIsNotOut() {
        RuleViolation e =
                assertThrows(RuleViolation.class, () -> new ItalianStakes(1_000, 1_000).outOfTheGame(3, 2_000));
        assertEquals("player-can-play", e.code());
        assertEquals(3, e.details().get("seat"));
    }
}
