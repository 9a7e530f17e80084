package org.tavolo.poker.settlement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.betting.OpeningRequirement;
import org.tavolo.poker.cards.Rank;

/** docs/rules.md#parol (003 «Il piatto di "parol"») and #penalties: the pot a table carries to its next hand. */
class ParolPotTest {

    private static final TableSeats FOUR = new TableSeats(List.of(1, 2, 3, 4), 4);

    /** Seats 1 and 2 stayed with 3,000 each (ante and an opening of 2,000); 3 and 4 folded after the ante. */
    private static final List<Contribution> PAROL_HAND = List.of(
            Contribution.live(1, 3_000),
            Contribution.live(2, 3_000),
            Contribution.folded(3, 1_000),
            Contribution.folded(4, 1_000));

    private static Settlement wonBy(List<Contribution> bets, Map<Integer, Integer> strength) {
        return PotLayout.of(FOUR, 100, bets).settle(Judges.byStrength(strength));
    }

    @Test
    void aParolHandCarriesItsPotToTheNextHand() {
        CarriedPot carried = CarriedPot.NONE.afterParolHand(PAROL_HAND);
        assertEquals(8_000, carried.parol());
        assertEquals(8_000, carried.total());
        assertTrue(carried.replay());
    }

    @Test
    void theNextHandsWinnerTakesTheCarriedPot() {
        CarriedPot carried = CarriedPot.NONE.afterParolHand(PAROL_HAND);
        List<Contribution> bets = List.of(Contribution.live(1, 8_000), Contribution.live(2, 8_000));
        Settlement settlement = wonBy(bets, Map.of(1, 1, 2, 9));

        CarriedPot.Paid paid = carried.paid(carried.parol(), 0, settlement, FOUR, 100);

        assertEquals(Map.of(2, 8_000L), paid.shares());
        assertEquals(CarriedPot.NONE, paid.left());
        assertEquals(16_000, settlement.payouts().get(2));
    }

    @Test
    void aSplitMainPotSharesTheCarriedPotOddChipsFromTheButtonsLeft() {
        CarriedPot carried = new CarriedPot(8_100, 0);
        List<Contribution> bets = List.of(Contribution.live(1, 8_100), Contribution.live(3, 8_100));
        CarriedPot.Paid paid = carried.paid(8_100, 0, wonBy(bets, Map.of(1, 5, 3, 5)), FOUR, 100);
        assertEquals(Map.of(1, 4_100L, 3, 4_000L), paid.shares());
    }

    @Test
    void aMainPotHeldForARulingLeavesTheCarriedPotOnTheTable() {
        CarriedPot carried = new CarriedPot(8_000, 500);
        Settlement held = new Settlement(
                Map.of(),
                List.of(PotAward.unawarded(new Pot(0, 16_000, List.of(1, 2, 3)), List.of(1, 2, 3))),
                Map.of(1, 0L, 2, 0L, 3, 0L));
        CarriedPot.Paid paid = carried.paid(8_000, 2_000, held, FOUR, 100);
        assertEquals(Map.of(), paid.shares());
        assertEquals(new CarriedPot(10_000, 500), paid.left());
    }

    @Test
    void theReplayedHandTakesNoAnte() {
        ParolReplay replay = new ParolReplay(8_000, ParolReplay.buyBacks(PAROL_HAND, List.of(1, 2, 3, 4)));
        Map<Integer, Long> stacks = Map.of(1, 17_000L, 2, 17_000L, 3, 19_000L, 4, 19_000L);
        RuleViolation ante = assertThrows(
                RuleViolation.class,
                () -> replay.bets(List.of(Contribution.live(1, 8_000), Contribution.folded(2, 1_000)), stacks));
        assertEquals("parol-no-ante", ante.code());
        assertEquals("players[1].contributed", ante.details().get("field"));
        assertEquals(8_000L, ante.details().get("leastBet"));

        RuleViolation blind = assertThrows(RuleViolation.class, () -> replay.checkOpening(1_000, true));
        assertEquals("parol-no-ante", blind.code());
    }

    @Test
    void theReplayedHandIsOpenedWithKingsAndThePotInPlay() {
        assertEquals(Rank.KING, OpeningRequirement.parolPot().minimumPair());
        ParolReplay replay = new ParolReplay(8_000, Map.of());
        replay.checkOpening(8_000, false);
        RuleViolation less = assertThrows(RuleViolation.class, () -> replay.checkOpening(2_000, false));
        assertEquals("invalid-opening", less.code());
    }

    @Test
    void foldedPlayersBuyBackInByPayingWhatThePlayersWhoStayedPaid() {
        Map<Integer, Long> owed = ParolReplay.buyBacks(PAROL_HAND, List.of(1, 2, 3, 4, 5));
        // 3 and 4 put in 1,000 of the 3,000 the others did; seat 5 was not in the parol hand
        assertEquals(Map.of(3, 2_000L, 4, 2_000L, 5, 3_000L), owed);

        ParolReplay replay = new ParolReplay(8_000, owed);
        Map<Integer, Long> stacks = Map.of(1, 17_000L, 2, 17_000L, 3, 19_000L, 4, 19_000L);
        ParolReplay.Bets bets = replay.bets(
                List.of(
                        Contribution.live(1, 8_000),
                        Contribution.folded(2, 0),
                        Contribution.live(3, 10_000),
                        Contribution.folded(4, 0)),
                stacks);
        assertEquals(2_000, bets.buyBacks());
        assertEquals(
                List.of(
                        Contribution.live(1, 8_000),
                        Contribution.folded(2, 0),
                        Contribution.live(3, 8_000),
                        Contribution.folded(4, 0)),
                bets.bets());

        RuleViolation short_ = assertThrows(
                RuleViolation.class,
                () -> replay.bets(List.of(Contribution.live(1, 8_000), Contribution.live(4, 1_500)), stacks));
        assertEquals("parol-buy-back", short_.code());
        assertEquals(2_000L, short_.details().get("buyBack"));
    }

    @Test
    void aPenaltyPaidToThePotReachesTheNextHandsPot() {
        CarriedPot carried = CarriedPot.NONE.withPenalty(800);
        assertFalse(carried.replay());
        List<Contribution> bets = List.of(Contribution.live(1, 3_000), Contribution.folded(2, 1_000));
        CarriedPot.Paid paid = carried.paid(0, 0, wonBy(bets, Map.of(1, 1, 2, 2)), FOUR, 100);
        assertEquals(Map.of(1, 800L), paid.shares());
        assertEquals(CarriedPot.NONE, paid.left());
    }

    @Test
    void theParolPotMayBeSplitIntoPartsOfAtMostThreeAntes() {
        CarriedPot carried = new CarriedPot(8_000, 0);
        assertEquals(8_000, carried.partInPlay(null, 1_000, 100));
        assertEquals(3_000, carried.partInPlay(3_000L, 1_000, 100));
        assertEquals(
                "parol-part",
                assertThrows(RuleViolation.class, () -> carried.partInPlay(3_100L, 1_000, 100))
                        .code());
        List<Contribution> bets = List.of(Contribution.live(1, 3_000), Contribution.live(2, 3_000));
        CarriedPot.Paid paid = carried.paid(3_000, 0, wonBy(bets, Map.of(1, 1, 2, 2)), FOUR, 100);
        assertEquals(Map.of(2, 3_000L), paid.shares());
        assertEquals(new CarriedPot(5_000, 0), paid.left());
        assertTrue(paid.left().replay());
    }
}
