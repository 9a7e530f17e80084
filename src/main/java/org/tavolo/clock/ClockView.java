package org.tavolo.clock;

import java.time.Instant;
import org.tavolo.poker.betting.BettingLimits;
import org.tavolo.poker.betting.BettingStructure;
import org.tavolo.poker.clock.ClockReading;
import org.tavolo.poker.clock.ClockStatus;
import org.tavolo.poker.clock.NextLevel;
import org.tavolo.poker.clock.PeriodKind;

/**
 * The clock as the room sees it, computed at {@code now} from the stored timestamps, with the
 * players left and the average stack (chips in play over players left; in a freezeout the chips in
 * play are entries × starting stack), and the betting limits of the current period as information
 * ({@code betting}: min bet, min raise in chips, the cap, raises per player; null during a break;
 * docs/rules.md#betting-limits), and in Hold'em the betting structure of the tournament's settings
 * ({@code bettingStructure}, docs/rules.md#betting-structure; null in other formats).
 * {@code finished} once the tournament has its winner (Hold'em: the one player left, counted in
 * {@code playersLeft}); its clock stopped at the last elimination and does not start again.
 * {@code version} changes with every button pressed; a button sent with {@code ?version=} is pressed
 * only on the clock of that version.
 */
public record ClockView(
        long tournamentId,
        Instant now,
        ClockStatus status,
        int periodIndex,
        PeriodKind kind,
        Integer levelNumber,
        long smallBlind,
        long bigBlind,
        long ante,
        Long secondsLeft,
        long elapsedSeconds,
        NextLevel nextLevel,
        Long secondsToNextBreak,
        boolean overtime,
        boolean teresinaRound,
        long entries,
        long playersLeft,
        long chipsInPlay,
        Long averageStack,
        BettingLimits betting,
        BettingStructure bettingStructure,
        boolean finished,
        long version) {

    /** Whether the clock counts down now. */
    public boolean running() {
        return status == ClockStatus.RUNNING;
    }

    /** Whether the clock is paused. */
    public boolean paused() {
        return status == ClockStatus.PAUSED;
    }

    /** Whether the period is a game of Italian draw poker (timed play without blinds), not a level or a break. */
    public boolean inGame() {
        return kind == PeriodKind.GAME;
    }

    /** Whether the clock has not started yet. */
    public boolean notStarted() {
        return status == ClockStatus.NOT_STARTED;
    }

    static ClockView of(
            long tournamentId,
            Instant now,
            ClockReading r,
            long entries,
            long playersLeft,
            long chipsInPlay,
            BettingLimits betting,
            BettingStructure bettingStructure,
            boolean finished,
            long version) {
        return new ClockView(
                tournamentId,
                now,
                r.status(),
                r.periodIndex(),
                r.kind(),
                r.levelNumber(),
                r.smallBlind(),
                r.bigBlind(),
                r.ante(),
                r.secondsLeft(),
                r.elapsedSeconds(),
                r.nextLevel(),
                r.secondsToNextBreak(),
                r.overtime(),
                r.teresinaRound(),
                entries,
                playersLeft,
                chipsInPlay,
                playersLeft == 0 ? null : chipsInPlay / playersLeft,
                betting,
                bettingStructure,
                finished,
                version);
    }
}
