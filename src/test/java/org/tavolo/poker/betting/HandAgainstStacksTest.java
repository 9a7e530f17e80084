package org.tavolo.poker.betting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.settlement.ItalianStakes;

/**
 * The checks of an entered hand against the stacks at its start, made by the core for both a hand's preview and
 * its recording (docs/rules.md#betting-limits, #covering-the-ante, #opening): each refusal names the seat and
 * the entered player, in words that fit any player.
 */
class HandAgainstStacksTest {

    private static final Map<Integer, Long> STACKS = Map.of(1, 20_000L, 2, 5_000L, 3, 500L, 4, 0L);

    private static HandAgainstStacks hand(HandAgainstStacks.Part... parts) {
        return new HandAgainstStacks(STACKS, List.of(parts));
    }

    private static HandAgainstStacks.Part in(int seat, long put) {
        return new HandAgainstStacks.Part(seat, put, false, true);
    }

    private static HandAgainstStacks.Part folded(int seat, long put) {
        return new HandAgainstStacks.Part(seat, put, true, false);
    }

    private static void assertNamesTheSeat(RuleViolation refused, String type, int seat, String field) {
        assertEquals(type, refused.code());
        assertEquals(seat, refused.details().get("seat"));
        assertEquals(field, refused.details().get("field"));
        assertFalse(refused.getMessage().matches("(?s).*\\b(his|him|he)\\b.*"), refused.getMessage());
    }

    @Test
    void aSeatThatPutInMoreThanItsStackIsRefusedByItsSeat() {
        RuleViolation refused = assertThrows(
                RuleViolation.class, () -> hand(in(1, 1_000), in(2, 5_100)).requireStacksCover());
        assertNamesTheSeat(refused, "contribution-exceeds-stack", 2, "players[1].contributed");
        assertEquals(5_000L, refused.details().get("stack"));
        assertEquals("Seat 2 put in more than their stack: 5100, with 5000 in front of them.", refused.getMessage());
    }

    @Test
    void aSeatNobodySitsAtAndASeatWithoutChipsAreRefused() {
        assertNamesTheSeat(
                assertThrows(RuleViolation.class, () -> hand(in(1, 1_000), in(5, 1_000))
                        .requireStacksCover()),
                "seat-empty",
                5,
                "players[1].seat");
        assertNamesTheSeat(
                assertThrows(RuleViolation.class, () -> hand(in(4, 0)).requireStacksCover()),
                "player-out-of-chips",
                4,
                "players[0].seat");
    }

    @Test
    void everySeatOwesTheAnteUnlessItIsItsWholeStack() {
        hand(in(1, 1_000), folded(3, 500)).requirePossible(1_000);
        RuleViolation refused = assertThrows(
                RuleViolation.class, () -> hand(in(1, 1_000), folded(2, 900)).requirePossible(1_000));
        assertNamesTheSeat(refused, "impossible-contribution", 2, "players[1].contributed");
        assertEquals(1_000L, refused.details().get("forcedBet"));
    }

    @Test
    void aSeatShortOfTheAnteAndTheOpeningGoesInFoldedWithItsWholeStack() {
        ItalianStakes stakes = new ItalianStakes(1_000, 100);
        hand(in(1, 1_100), in(2, 1_100), folded(3, 500)).requireAnteCovered(stakes);
        assertNamesTheSeat(
                assertThrows(RuleViolation.class, () -> hand(in(1, 1_100), in(2, 1_100), in(3, 500))
                        .requireAnteCovered(stakes)),
                "cannot-cover-ante",
                3,
                "players[2]");
        RuleViolation left = assertThrows(
                RuleViolation.class, () -> hand(in(1, 1_100), in(2, 1_100)).requireAnteCovered(stakes));
        assertNamesTheSeat(left, "cannot-cover-ante", 3, "players");
        assertEquals(1_100L, left.details().get("needed"));
    }

    @Test
    void aSeatStillInCoveredTheAnteAndTheOpening() {
        hand(in(1, 3_000), folded(2, 1_000)).requireOpeningCalled(3_000);
        RuleViolation refused = assertThrows(
                RuleViolation.class, () -> hand(in(1, 3_000), in(2, 2_000)).requireOpeningCalled(3_000));
        assertNamesTheSeat(refused, "impossible-contribution", 2, "players[1].contributed");
        assertEquals(3_000L, refused.details().get("forcedBet"));
    }

    @Test
    void aHandNobodyOpenedMovesNoChipsAndShowsNoCards() {
        hand(folded(1, 0), folded(2, 0)).requireNothingMoved();
        assertNamesTheSeat(
                assertThrows(RuleViolation.class, () -> hand(folded(1, 0), folded(2, 1_000))
                        .requireNothingMoved()),
                "passed-hand-moves-chips",
                2,
                "players[1].contributed");
        assertNamesTheSeat(
                assertThrows(
                        RuleViolation.class, () -> hand(folded(1, 0), in(2, 0)).requireNothingMoved()),
                "passed-hand-moves-chips",
                2,
                "players[1].cards");
    }
}
