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
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.evaluation.Verdict;

/** docs/rules.md#side-pots: main and side pots, uncalled bets, odd chips, and hands that end without a showdown. */
class PotLayoutTest {

    private static final int PIPPO = 1;
    private static final int PLUTO = 2;
    private static final int PAPERINO = 3;

    private static TableSeats table(int button, Integer... seats) {
        return new TableSeats(List.of(seats), button);
    }

    /** The refusal of a layout. */
    private static RuleViolation refused(TableSeats table, long chipUnit, Contribution... contributions) {
        return assertThrows(RuleViolation.class, () -> layout(table, chipUnit, contributions));
    }

    /**
     * Seed 002, example 1: 60 already in the pot (20 each), Pippo all-in for 100, Pluto folds,
     * Paperino calls with his last 30. 70 go back to Pippo and the pot is 60 + 30 + 30.
     */
    @Test
    void uncalledExcessGoesBackToItsOwner() {
        PotLayout layout = layout(
                table(PLUTO, PIPPO, PLUTO, PAPERINO), 10, live(PIPPO, 120), folded(PLUTO, 20), live(PAPERINO, 50));

        assertEquals(Map.of(PIPPO, 70L), layout.returned());
        assertEquals(List.of(new Pot(0, 120, List.of(PIPPO, PAPERINO))), layout.pots());

        Settlement paperinoWins = layout.settle(Judges.byStrength(Map.of(PIPPO, 1, PAPERINO, 2)));
        assertEquals(Map.of(PIPPO, 70L, PLUTO, 0L, PAPERINO, 120L), paperinoWins.payouts());
        Settlement pippoWins = layout.settle(Judges.byStrength(Map.of(PIPPO, 2, PAPERINO, 1)));
        assertEquals(Map.of(PIPPO, 190L, PLUTO, 0L, PAPERINO, 0L), pippoWins.payouts());
    }

    /**
     * Seed 002, example 2: Pluto calls Pippo's all-in too. Main pot 150 for all three, side pot
     * 140 (Pippo's 70 and Pluto's 70) for Pippo and Pluto only.
     */
    @Test
    void sidePotIsOpenOnlyToThoseWhoReachedItsLevel() {
        PotLayout layout = layout(
                table(PAPERINO, PIPPO, PLUTO, PAPERINO), 10, live(PIPPO, 120), live(PLUTO, 120), live(PAPERINO, 50));

        assertEquals(Map.of(), layout.returned());
        assertEquals(
                List.of(new Pot(0, 150, List.of(PIPPO, PLUTO, PAPERINO)), new Pot(1, 140, List.of(PIPPO, PLUTO))),
                layout.pots());

        Settlement s = layout.settle(Judges.byStrength(Map.of(PIPPO, 1, PLUTO, 2, PAPERINO, 3)));
        assertEquals(List.of(PAPERINO), s.pots().get(0).winners());
        assertEquals(List.of(PLUTO), s.pots().get(1).winners());
        assertEquals(Map.of(PIPPO, 0L, PLUTO, 140L, PAPERINO, 150L), s.payouts());
    }

    @Test
    void foldedChipsStayInThePotButAFoldedPlayerWinsNothing() {
        // Seat 4 folded with the best cards he would have had; his 80 stay in, split across the layers he reached.
        PotLayout layout = layout(table(4, 1, 2, 3, 4), 10, live(1, 50), live(2, 200), live(3, 200), folded(4, 80));

        assertEquals(List.of(new Pot(0, 200, List.of(1, 2, 3)), new Pot(1, 330, List.of(2, 3))), layout.pots());
        Settlement s = layout.settle(Judges.byStrength(Map.of(1, 5, 2, 1, 3, 4)));
        assertEquals(Map.of(1, 200L, 2, 0L, 3, 330L, 4, 0L), s.payouts());
    }

    @Test
    void oddChipGoesToFirstSeatLeftOfButton() {
        // 325 = 13 units of 25 among three equal hands: 4 units each, the odd one to seat 8 (first left of the button
        // at 5).
        PotLayout layout = layout(table(5, 2, 5, 8, 9), 25, live(2, 100), live(5, 100), live(8, 100), folded(9, 25));
        Settlement s = layout.settle(Judges.byStrength(Map.of(2, 7, 5, 7, 8, 7)));

        PotAward main = s.pots().get(0);
        assertEquals(325, main.pot().amount());
        assertEquals(List.of(8, 2, 5), main.winners());
        assertEquals(Map.of(8, 125L, 2, 100L, 5, 100L), main.shares());
        assertEquals(Map.of(2, 100L, 5, 100L, 8, 125L, 9, 0L), s.payouts());
    }

    @Test
    void twoOddChipsGoOneEachClockwiseFromTheButton() {
        // 350 = 14 units: 4 each and two odd units, to seats 8 then 2 (the button at 5 is served last).
        PotLayout layout = layout(table(5, 2, 5, 8, 9), 25, live(2, 100), live(5, 100), live(8, 100), folded(9, 50));
        Settlement s = layout.settle(Judges.byStrength(Map.of(2, 7, 5, 7, 8, 7)));

        assertEquals(Map.of(2, 125L, 5, 100L, 8, 125L, 9, 0L), s.payouts());
    }

    @Test
    void oddChipWrapsPastTheHighestSeatNumber() {
        // Button at 9, the highest seat: the first seat to its left is seat 1.
        PotLayout layout = layout(table(9, 1, 4, 9), 100, live(1, 300), live(4, 300), live(9, 300));
        Settlement s = layout.settle(Judges.byStrength(Map.of(1, 1, 4, 3, 9, 3)));

        assertEquals(List.of(4, 9), s.pots().get(0).winners());
        assertEquals(Map.of(1, 0L, 4, 500L, 9, 400L), s.payouts());
    }

    @Test
    void handWonWithoutShowdownNeedsNoCards() {
        PotLayout layout = layout(table(1, 1, 2, 3), 25, folded(1, 25), folded(2, 50), live(3, 300));

        assertFalse(layout.needsShowdown());
        assertEquals(Set.of(), layout.contenders());
        Settlement s = layout.settle(Judges.none());
        assertEquals(Map.of(3, 250L), s.returned());
        assertEquals(Map.of(1, 0L, 2, 0L, 3, 375L), s.payouts());
    }

    @Test
    void chipsAboveTheLastLivePlayerJoinTheTopPot() {
        // Seat 1 is all-in for 40; seats 2 and 3 went on betting and both folded later: nobody else can win their
        // chips.
        PotLayout layout = layout(table(3, 1, 2, 3), 10, live(1, 40), folded(2, 200), folded(3, 200));

        assertEquals(List.of(new Pot(0, 440, List.of(1))), layout.pots());
        assertEquals(Map.of(1, 440L, 2, 0L, 3, 0L), layout.settle(Judges.none()).payouts());
    }

    @Test
    void playerStillInWhoPutInNothingWinsNothing() {
        PotLayout layout = layout(table(1, 1, 2, 3), 10, live(1, 0), live(2, 100), live(3, 100));

        assertEquals(List.of(new Pot(0, 200, List.of(2, 3))), layout.pots());
        Settlement s = layout.settle(Judges.byStrength(Map.of(1, 9, 2, 1, 3, 2)));
        assertEquals(Map.of(1, 0L, 2, 0L, 3, 200L), s.payouts());
    }

    @Test
    void whenNobodyStillInPutInAnythingTheFoldedChipsGoToThePlayersStillIn() {
        PotLayout layout = layout(table(1, 1, 2, 3), 10, live(1, 0), folded(2, 30), folded(3, 30));

        assertEquals(List.of(new Pot(0, 60, List.of(1))), layout.pots());
        assertEquals(Map.of(1, 60L, 2, 0L, 3, 0L), layout.settle(Judges.none()).payouts());
    }

    @Test
    void onlyPlayersInAContestedPotMustShowCards() {
        PotLayout layout = layout(table(1, 1, 2, 3), 10, live(1, 100), live(2, 100), folded(3, 100));
        assertTrue(layout.needsShowdown());
        assertEquals(Set.of(1, 2), layout.contenders());
    }

    @Test
    void cycleLeavesThePotUnawardedAndPaysNothingFromIt() {
        PotLayout layout = layout(table(1, 1, 2, 3, 4), 100, live(1, 500), live(2, 1000), live(3, 1000), live(4, 1000));
        // Seats 2, 3 and 4 beat each other in a circle; seat 1 loses to all of them.
        Settlement s = layout.settle(contenders -> new Verdict.Cycle(List.of(2, 3, 4)));

        assertEquals(2, s.unawarded().size());
        assertEquals(List.of(2, 3, 4), s.unawarded().get(0).cycle());
        assertEquals(Map.of(1, 0L, 2, 0L, 3, 0L, 4, 0L), s.payouts());
        assertEquals(3500, s.totalUnawarded());
    }

    @Test
    void aCycleInTheMainPotDoesNotStopASidePotWithAClearWinner() {
        PotLayout layout = layout(table(1, 1, 2, 3), 100, live(1, 300), live(2, 800), live(3, 800));
        BestHands showdown = contenders ->
                contenders.size() == 3 ? new Verdict.Cycle(List.of(1, 2, 3)) : new Verdict.Winners(List.of(3));
        Settlement s = layout.settle(showdown);

        assertEquals(1, s.unawarded().size());
        assertEquals(900, s.unawarded().get(0).pot().amount());
        assertEquals(Map.of(1, 0L, 2, 0L, 3, 1000L), s.payouts());
        assertEquals(s.totalPaid() + s.totalUnawarded(), 300 + 800 + 800);
    }

    @Test
    void amountThatIsNotAMultipleOfTheChipUnitIsRefusedNamingTheSeat() {
        RuleViolation e = refused(table(1, 1, 2), 25, live(1, 100), live(2, 110));
        assertEquals("amount-not-multiple-of-unit", e.code());
        assertEquals(Map.of("field", "contributed", "seat", 2), e.details());
    }

    @Test
    void negativeAmountIsRefusedNamingTheSeat() {
        RuleViolation e = refused(table(1, 1, 2), 25, live(1, -25), live(2, 100));
        assertEquals("negative-amount", e.code());
        assertEquals(1, e.details().get("seat"));
    }

    @Test
    void absurdAmountIsRefusedRatherThanOverflowing() {
        RuleViolation e = refused(table(1, 1, 2), 1, live(1, Long.MAX_VALUE), live(2, Long.MAX_VALUE));
        assertEquals("amount-too-large", e.code());
        assertEquals(Map.of("field", "contributed", "seat", 1), e.details());
    }

    @Test
    void duplicateSeatIsRefused() {
        RuleViolation e = refused(table(1, 1, 2), 25, live(1, 100), live(1, 100));
        assertEquals("duplicate-seat", e.code());
        assertEquals(1, e.details().get("seat"));
    }

    @Test
    void buttonMustBeASeatAtTheTable() {
        RuleViolation e = assertThrows(RuleViolation.class, () -> table(6, 1, 2, 3));
        assertEquals("button-not-a-seat", e.code());
        assertEquals(Map.of("field", "button", "seat", 6), e.details());
    }

    @Test
    void contributorMustSitAtTheTable() {
        RuleViolation e = refused(table(1, 1, 2), 25, live(1, 100), live(7, 100));
        assertEquals("seat-not-at-table", e.code());
        assertEquals(7, e.details().get("seat"));
    }

    @Test
    void chipUnitMustBePositive() {
        RuleViolation e = refused(table(1, 1, 2), 0, live(1, 100), live(2, 100));
        assertEquals("invalid-chip-unit", e.code());
        assertEquals("chipUnit", e.details().get("field"));
    }

    @Test
    void someoneMustStillBeInTheHand() {
        RuleViolation e = refused(table(1, 1, 2), 25, folded(1, 100), folded(2, 100));
        assertEquals("no-live-player", e.code());
    }

    @Test
    void showdownNamingSomeoneNotEligibleIsAFault() {
        PotLayout layout = layout(table(1, 1, 2, 3), 10, live(1, 100), live(2, 100), folded(3, 100));
        assertThrows(IllegalStateException.class, () -> layout.settle(c -> new Verdict.Winners(List.of(3))));
    }
}
