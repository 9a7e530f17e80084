package org.tavolo.poker.betting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.clock.ClockStructure;
import org.tavolo.poker.clock.Period;

/** docs/rules.md#blinds-by-position (003: the first seat left of the dealer posts the buio, the second the controbuio). */
class BlindsTest {

    private static final Period LEVEL_ONE = Period.level(12, 25, 50, 0);

    @Test
    void theSmallBlindIsTheFirstSeatLeftOfTheButtonAndTheBigBlindTheNext() {
        Blinds blinds = Blinds.of(List.of(1, 2, 3, 4, 5, 6), 4, LEVEL_ONE).orElseThrow();
        assertEquals(new Blinds(5, 25, 6, 50), blinds);
        assertEquals(0, blinds.owedBy(1));
    }

    @Test
    void countingGoesRoundAfterTheHighestSeatAndSkipsEmptySeats() {
        assertEquals(List.of(1, 3, 6), Positions.leftOfButton(List.of(6, 3, 1), 6));
        assertEquals(
                new Blinds(1, 25, 3, 50),
                Blinds.of(List.of(1, 3, 6), 6, LEVEL_ONE).orElseThrow());
        // the button at a seat whose player left: counting starts after it all the same
        assertEquals(
                new Blinds(6, 25, 1, 50),
                Blinds.of(List.of(1, 3, 6), 4, LEVEL_ONE).orElseThrow());
    }

    @Test
    void headsUpTheButtonPostsTheSmallBlind() {
        assertEquals(
                new Blinds(5, 25, 2, 50), Blinds.of(List.of(2, 5), 5, LEVEL_ONE).orElseThrow());
        assertEquals(
                new Blinds(2, 25, 5, 50), Blinds.of(List.of(2, 5), 2, LEVEL_ONE).orElseThrow());
        assertEquals(Optional.empty(), Blinds.of(List.of(2), 2, LEVEL_ONE));
    }

    @Test
    void aBlindSeatPutsInAtLeastItsBlindOrAllItsChips() {
        Blinds blinds = new Blinds(5, 25, 6, 50);
        Map<Integer, Long> stacks = Map.of(1, 6_000L, 5, 6_000L, 6, 30L);
        assertEquals(Optional.empty(), blinds.unpaid(Map.of(5, 25L, 6, 50L), Map.of(5, 6_000L, 6, 6_000L)));
        // seat 6 has 30 chips: all of them cover his big blind
        assertEquals(Optional.empty(), blinds.unpaid(Map.of(5, 25L, 6, 30L), stacks));
        RuleViolation nothing = blinds.unpaid(Map.of(1, 100L), stacks).orElseThrow();
        assertEquals(5, nothing.details().get("seat"));
        assertEquals("SMALL", nothing.details().get("blind"));
        RuleViolation short_ = blinds.unpaid(Map.of(5, 25L, 6, 20L), stacks).orElseThrow();
        // 20 of his 30 chips
        assertEquals(6, short_.details().get("seat"));
        assertEquals(50L, short_.details().get("forcedBet"));
        assertTrue(short_.getMessage().contains("big blind"));
    }

    @Test
    void theLevelInForceDuringABreakIsTheLevelBeforeIt() {
        ClockStructure schedule = ClockStructure.holdemDefault();
        // levels 1-5 are periods 0-4, the break period 5, level 6 period 6
        assertEquals(300, Blinds.levelInForce(schedule, 5).bigBlind());
        assertEquals(400, Blinds.levelInForce(schedule, 6).bigBlind());
        assertEquals(50, Blinds.levelInForce(schedule, 0).bigBlind());
    }

    /**
     * docs/rules.md#blinds-by-position: a hand dealt at level 1 and typed once the clock shows level 2 posts the
     * blinds of level 1; two levels back is refused (a hand is never dealt two levels ago); without a level, the level
     * in force.
     */
    @Test
    void aHandPostsTheBlindsOfTheLevelItWasDealtAtTheLevelInForceOrTheOneBefore() {
        ClockStructure schedule = ClockStructure.holdemDefault();
        // period 1 is level 2 (50/100)
        assertEquals(50, Blinds.levelDealt(schedule, 1, 1, false).orElseThrow().bigBlind());
        assertEquals(100, Blinds.levelDealt(schedule, 1, 2, false).orElseThrow().bigBlind());
        assertEquals(
                100, Blinds.levelDealt(schedule, 1, null, false).orElseThrow().bigBlind());
        // period 2 is level 3: level 1 is two levels ago, level 4 not yet played
        assertEquals(Optional.empty(), Blinds.levelDealt(schedule, 2, 1, false));
        assertEquals(Optional.empty(), Blinds.levelDealt(schedule, 2, 4, false));
        // the organizer records a hand at any past level
        assertEquals(50, Blinds.levelDealt(schedule, 2, 1, true).orElseThrow().bigBlind());
        assertEquals(Optional.empty(), Blinds.levelDealt(schedule, 2, 4, true));
    }

    /** Breaks do not count: during the break after level 5, and at level 6 after it, level 5 is "the one before". */
    @Test
    void breaksDoNotCountBetweenALevelAndTheOneBefore() {
        ClockStructure schedule = ClockStructure.holdemDefault();
        assertEquals(5, Blinds.levelNumberInForce(schedule, 5));
        assertEquals(300, Blinds.levelDealt(schedule, 5, 5, false).orElseThrow().bigBlind());
        assertEquals(200, Blinds.levelDealt(schedule, 5, 4, false).orElseThrow().bigBlind());
        assertEquals(300, Blinds.levelDealt(schedule, 6, 5, false).orElseThrow().bigBlind());
        assertEquals(Optional.empty(), Blinds.levelDealt(schedule, 6, 4, false));
    }

    @Test
    void potLimitIsTheClubsStructureAndTheOthersChangeTheCap() {
        assertEquals(BettingLimits.holdem(50), BettingLimits.holdem(50, BettingStructure.POT_LIMIT));
        assertEquals(
                BettingLimits.Maximum.STACK,
                BettingLimits.holdem(50, BettingStructure.NO_LIMIT).maximum());
        BettingLimits fixed = BettingLimits.holdem(50, BettingStructure.FIXED_LIMIT);
        assertEquals(BettingLimits.Maximum.FIXED, fixed.maximum());
        assertEquals(50, fixed.minimumRaise());
    }
}
