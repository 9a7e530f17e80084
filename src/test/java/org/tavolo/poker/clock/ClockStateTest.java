package org.tavolo.poker.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;

/** The clock read at chosen instants: no sleeping, no wall clock. */
class ClockStateTest {

    private static final ClockStructure HOLDEM = ClockStructure.holdemDefault();
    private static final Instant T0 = Instant.parse("2026-11-26T20:00:00Z");

    private static Instant at(long minutes, long seconds) {
        return T0.plusSeconds(minutes * 60 + seconds);
    }

    /** The reading shows this level with this many seconds left in it. */
    private static void assertLevel(int level, long secondsLeft, ClockReading reading) {
        assertEquals(level, reading.levelNumber());
        assertEquals(secondsLeft, reading.secondsLeft());
    }

    private static final ClockState STARTED = ClockState.NOT_STARTED.start(T0);

    @Test
    void aClockNotYetStartedShowsTheFirstLevelInFull() {
        ClockReading r = ClockState.NOT_STARTED.read(HOLDEM, at(30, 0));
        assertEquals(ClockStatus.NOT_STARTED, r.status());
        assertEquals(1, r.levelNumber());
        assertEquals(25, r.smallBlind());
        assertEquals(50, r.bigBlind());
        assertEquals(720L, r.secondsLeft());
        assertEquals(60L * 60, r.secondsToNextBreak());
    }

    @Test
    void blindsFollowTheRuleBookScheduleMinuteByMinute() {
        ClockReading level3 = STARTED.read(HOLDEM, at(24, 0));
        assertEquals(3, level3.levelNumber());
        assertEquals(75, level3.smallBlind());
        assertEquals(150, level3.bigBlind());
        assertEquals(720L, level3.secondsLeft());
        ClockReading late = STARTED.read(HOLDEM, at(35, 59));
        assertLevel(3, 1L, late);
        assertEquals(4, late.nextLevel().levelNumber());
        assertEquals(200, late.nextLevel().bigBlind());
        assertEquals(1L, late.nextLevel().startsInSeconds());
    }

    @Test
    void theTenMinuteBreakComesAfterLevelFive() {
        ClockReading before = STARTED.read(HOLDEM, at(50, 0));
        assertEquals(5, before.levelNumber());
        assertEquals(600L, before.secondsToNextBreak());
        ClockReading inBreak = STARTED.read(HOLDEM, at(61, 0));
        assertEquals(PeriodKind.BREAK, inBreak.kind());
        assertNull(inBreak.levelNumber());
        assertEquals(540L, inBreak.secondsLeft());
        assertEquals(6, inBreak.nextLevel().levelNumber());
        assertEquals(400, inBreak.nextLevel().bigBlind());
        assertNull(inBreak.secondsToNextBreak());
        ClockReading level6 = STARTED.read(HOLDEM, at(70, 0));
        assertEquals(6, level6.levelNumber());
        assertEquals(200, level6.smallBlind());
    }

    @Test
    void afterTheLastLevelTheBlindsStayAtTheLastLevel() {
        ClockReading r = STARTED.read(HOLDEM, at(600, 0));
        assertEquals(13, r.levelNumber());
        assertEquals(3_000, r.smallBlind());
        assertEquals(6_000, r.bigBlind());
        assertNull(r.secondsLeft());
        assertTrue(r.overtime());
        assertFalse(r.teresinaRound());
        assertNull(r.nextLevel());
    }

    @Test
    void italianGameLastsAnHourThenARoundOfTeresina() {
        ClockStructure italian = ClockStructure.italianGame(60, 1_000);
        ClockReading during = STARTED.read(italian, at(59, 0));
        assertEquals(PeriodKind.GAME, during.kind());
        assertEquals(60L, during.secondsLeft());
        assertEquals(1_000, during.ante());
        assertFalse(during.teresinaRound());
        ClockReading after = STARTED.read(italian, at(60, 0));
        assertTrue(after.teresinaRound());
        assertNull(after.secondsLeft());
    }

    @Test
    void teresinaRoundIsPlayedWithHalfTheAnte() {
        ClockStructure italian = ClockStructure.italianGame(60, 1_000);
        assertEquals(1_000, STARTED.read(italian, at(59, 59)).ante());
        ClockReading teresina = STARTED.read(italian, at(60, 0));
        assertTrue(teresina.teresinaRound());
        assertEquals(500, teresina.ante());
    }

    @Test
    void afterTheLastLevelTheAnteStaysAtTheLastLevelsAnte() {
        ClockStructure withAntes = new ClockStructure(
                List.of(Period.level(10, 50, 100, 0), Period.level(10, 100, 200, 25)), AfterLast.STAY_AT_LAST_LEVEL);
        assertEquals(25, STARTED.read(withAntes, at(30, 0)).ante());
    }

    @Test
    void pausedClockStandsStillAndResumesWhereItStopped() {
        ClockState paused = STARTED.pause(at(5, 0));
        assertEquals(ClockStatus.PAUSED, paused.status());
        assertEquals(420L, paused.read(HOLDEM, at(40, 0)).secondsLeft());
        ClockState resumed = paused.resume(at(40, 0));
        ClockReading r = resumed.read(HOLDEM, at(41, 0));
        assertEquals(ClockStatus.RUNNING, r.status());
        assertLevel(1, 360L, r);
    }

    @Test
    void nextLevelStartsTheFollowingPeriodInFull() {
        ClockState next = STARTED.next(HOLDEM, at(3, 0));
        ClockReading r = next.read(HOLDEM, at(4, 0));
        assertLevel(2, 660L, r);
    }

    @Test
    void previousLevelGoesBackToTheStartOfThePeriodBefore() {
        ClockState back = STARTED.previous(HOLDEM, at(30, 0));
        ClockReading r = back.read(HOLDEM, at(30, 0));
        assertLevel(2, 720L, r);
    }

    @Test
    void addedTimeLengthensOnlyTheCurrentLevel() {
        ClockState more = STARTED.addTime(HOLDEM, 120, at(10, 0));
        assertEquals(240L, more.read(HOLDEM, at(10, 0)).secondsLeft());
        ClockReading level2 = more.read(HOLDEM, at(14, 0));
        assertLevel(2, 720L, level2);
    }

    @Test
    void removedTimeShortensTheCurrentLevelButNoMoreThanItHasLeft() {
        ClockState less = STARTED.removeTime(HOLDEM, 60, at(10, 0));
        assertEquals(60L, less.read(HOLDEM, at(10, 0)).secondsLeft());
        RuleViolation refused = assertThrows(RuleViolation.class, () -> STARTED.removeTime(HOLDEM, 121, at(10, 0)));
        assertEquals("not-enough-time-left", refused.code());
    }

    @Test
    void timeChangesWhilePausedKeepTheClockPaused() {
        ClockState paused = STARTED.pause(at(2, 0)).addTime(HOLDEM, 60, at(3, 0));
        assertEquals(ClockStatus.PAUSED, paused.status());
        assertEquals(660L, paused.read(HOLDEM, at(9, 0)).secondsLeft());
        assertEquals(600L, paused.resume(at(10, 0)).read(HOLDEM, at(11, 0)).secondsLeft());
    }

    @Test
    void pausingAPausedClockIsRefused() {
        ClockState paused = STARTED.pause(at(1, 0));
        assertEquals(
                "clock-not-running",
                assertThrows(RuleViolation.class, () -> paused.pause(at(2, 0))).code());
    }

    @Test
    void wrongCallsAreRefusedByName() {
        assertEquals(
                "clock-not-paused",
                assertThrows(RuleViolation.class, () -> STARTED.resume(at(1, 0)))
                        .code());
        assertEquals(
                "clock-already-started",
                assertThrows(RuleViolation.class, () -> STARTED.start(at(1, 0))).code());
        assertEquals(
                "clock-not-started",
                assertThrows(RuleViolation.class, () -> ClockState.NOT_STARTED.next(HOLDEM, at(1, 0)))
                        .code());
        assertEquals(
                "clock-not-running",
                assertThrows(RuleViolation.class, () -> ClockState.NOT_STARTED.pause(T0))
                        .code());
        assertEquals(
                "no-previous-level",
                assertThrows(RuleViolation.class, () -> STARTED.previous(HOLDEM, at(1, 0)))
                        .code());
        assertEquals(
                "no-next-level",
                assertThrows(RuleViolation.class, () -> STARTED.next(HOLDEM, at(600, 0)))
                        .code());
        assertEquals(
                "invalid-seconds",
                assertThrows(RuleViolation.class, () -> STARTED.addTime(HOLDEM, 0, at(1, 0)))
                        .code());
        assertEquals(
                "clock-overtime",
                assertThrows(RuleViolation.class, () -> STARTED.removeTime(HOLDEM, 60, at(600, 0)))
                        .code());
    }

    @Test
    void timeAddedAfterTheItalianHourRanOutGivesThatTimeBackToTheGame() {
        ClockStructure italian = ClockStructure.italianGame(60, 1_000);
        ClockState removedByMistake = STARTED.removeTime(italian, 58 * 60, at(1, 0));
        assertTrue(removedByMistake.read(italian, at(3, 0)).overtime());
        ClockReading restored =
                removedByMistake.addTime(italian, 58 * 60, at(3, 0)).read(italian, at(3, 0));
        assertFalse(restored.overtime());
        assertEquals(58L * 60, restored.secondsLeft());
    }

    @Test
    void previousAfterTheItalianHourRanOutStartsTheHourAgain() {
        ClockStructure italian = ClockStructure.italianGame(60, 1_000);
        ClockReading again = STARTED.previous(italian, at(61, 0)).read(italian, at(61, 0));
        assertFalse(again.overtime());
        assertEquals(0, again.periodIndex());
        assertEquals(60L * 60, again.secondsLeft());
    }

    @Test
    void theReadingIsAPureFunctionOfStructureStateAndNow() {
        ClockState a = STARTED.pause(at(7, 0)).resume(at(9, 0));
        ClockState b =
                new ClockState(a.startedAt(), a.anchorIndex(), a.anchorStart(), a.anchorExtraSeconds(), a.pausedAt());
        assertEquals(a.read(HOLDEM, at(50, 0)), b.read(HOLDEM, at(50, 0)));
    }
}
