package org.tavolo.poker.settlement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.tavolo.poker.settlement.Contribution.folded;
import static org.tavolo.poker.settlement.Contribution.live;
import static org.tavolo.poker.settlement.Layouts.layout;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;

/**
 * docs/rules.md#big-blind-ante: the big blind's ante is dead money. It goes to the main pot, whoever wins it, and is
 * never returned to him as a bet nobody called.
 */
class BigBlindAnteTest {

    private static final int BUTTON = 1;
    private static final int SMALL_BLIND = 2;
    private static final int BIG_BLIND = 3;
    private static final int SHORT_STACK = 4;
    private static final TableSeats TABLE = new TableSeats(List.of(1, 2, 3, 4), BUTTON);

    /**
     * The recorded hand: blinds 112,500 / 225,000 and a big-blind ante of 225,000. Seat 4 goes all in for 2,000,000,
     * the big blind calls with his last chips (2,225,000 put in, the ante included), the small blind folds, seat 4
     * wins. Read as one total, the big blind's 225,000 over seat 4's all-in went back to him: he stayed in with
     * 225,000 and seat 4 took 225,000 less.
     */
    @Test
    void theBigBlindsAnteIsNotReturnedToHimWhenHisTotalIsTheLargest() {
        PotLayout layout = layout(
                TABLE,
                25,
                folded(SMALL_BLIND, 112_500),
                live(BIG_BLIND, 2_225_000).withDead(225_000),
                live(SHORT_STACK, 2_000_000));

        assertEquals(Map.of(), layout.returned());
        assertEquals(List.of(new Pot(0, 4_337_500, List.of(BIG_BLIND, SHORT_STACK))), layout.pots());
        Settlement shortStackWins = layout.settle(Judges.byStrength(Map.of(BIG_BLIND, 1, SHORT_STACK, 2)));
        assertEquals(Map.of(SMALL_BLIND, 0L, BIG_BLIND, 0L, SHORT_STACK, 4_337_500L), shortStackWins.payouts());
    }

    /** The ante is dead money in the main pot: a side pot above it holds only live bets. */
    @Test
    void theBigBlindsAnteGoesToTheMainPotNotToASidePot() {
        PotLayout layout = layout(
                TABLE, 25, live(SMALL_BLIND, 1_000), live(BIG_BLIND, 1_200).withDead(200), live(SHORT_STACK, 400));

        assertEquals(Map.of(), layout.returned());
        assertEquals(
                List.of(
                        new Pot(0, 1_400, List.of(SMALL_BLIND, BIG_BLIND, SHORT_STACK)),
                        new Pot(1, 1_200, List.of(SMALL_BLIND, BIG_BLIND))),
                layout.pots());
    }

    /** Everyone folds to the big blind: his blind over the small blind comes back, the ante stays in the pot he wins. */
    @Test
    void onlyTheUncalledPartOfTheBigBlindsLiveBetComesBackToHim() {
        PotLayout layout = layout(
                TABLE, 25, folded(SMALL_BLIND, 1_000), live(BIG_BLIND, 4_000).withDead(2_000));

        assertEquals(Map.of(BIG_BLIND, 1_000L), layout.returned());
        assertEquals(List.of(new Pot(0, 4_000, List.of(BIG_BLIND))), layout.pots());
        assertEquals(
                Map.of(SMALL_BLIND, 0L, BIG_BLIND, 5_000L),
                layout.settle(Judges.none()).payouts());
    }

    @Test
    void deadMoneyOverWhatThePlayerPutInIsRefused() {
        RuleViolation refused = assertThrows(
                RuleViolation.class,
                () -> layout(
                        TABLE,
                        25,
                        folded(SMALL_BLIND, 1_000),
                        live(BIG_BLIND, 1_000).withDead(2_000)));
        assertEquals("impossible-contribution", refused.code());
        assertEquals(BIG_BLIND, refused.details().get("seat"));
    }
}
