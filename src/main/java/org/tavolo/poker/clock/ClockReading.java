package org.tavolo.poker.clock;

/**
 * What the clock shows at one instant, all derived from the structure and the persisted state.
 *
 * @param status             not started, running or paused
 * @param periodIndex        index of the current period (0-based); the last one once all have run
 * @param kind               level, break or game
 * @param levelNumber        current level number, null during a break
 * @param smallBlind         current small blind (0 outside levels)
 * @param bigBlind           current big blind (0 outside levels)
 * @param ante               current ante
 * @param secondsLeft        seconds left in the current period, null once the last period has run out
 * @param elapsedSeconds     clock seconds played in the current period
 * @param nextLevel          the next period of play, null when none is left
 * @param secondsToNextBreak seconds until the next break starts, null when no break is ahead
 * @param overtime           true once the last period has run out (the blinds stay; or Teresina)
 * @param teresinaRound      true once an Italian game's time is over: one final round of Teresina
 */
public record ClockReading(
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
        boolean teresinaRound) {}
