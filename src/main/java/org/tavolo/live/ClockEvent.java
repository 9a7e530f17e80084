package org.tavolo.live;

import java.time.Instant;
import org.tavolo.clock.ClockView;
import org.tavolo.poker.clock.ClockStatus;
import org.tavolo.poker.clock.PeriodKind;

/**
 * The data of a {@code clock} event. A running period carries its end as a server timestamp and
 * the server's own time, so a screen counts down locally and corrects for the difference between
 * its clock and the server's: every screen in the room shows the same second.
 *
 * @param periodEndsAt when the current period ends, null unless the clock is running a timed period
 * @param serverNow    the server's time when the event was made
 * @param finished     the tournament has its winner: the clock stays stopped
 */
public record ClockEvent(
        long tournamentId,
        ClockStatus status,
        PeriodKind kind,
        Integer levelNumber,
        long smallBlind,
        long bigBlind,
        long ante,
        Long secondsLeft,
        Instant periodEndsAt,
        Instant serverNow,
        boolean teresinaRound,
        long playersLeft,
        long entries,
        boolean finished) {

    static ClockEvent from(ClockView clock) {
        boolean counting = clock.status() == ClockStatus.RUNNING && clock.secondsLeft() != null;
        return new ClockEvent(
                clock.tournamentId(),
                clock.status(),
                clock.kind(),
                clock.levelNumber(),
                clock.smallBlind(),
                clock.bigBlind(),
                clock.ante(),
                clock.secondsLeft(),
                counting ? clock.now().plusSeconds(clock.secondsLeft()) : null,
                clock.now(),
                clock.teresinaRound(),
                clock.playersLeft(),
                clock.entries(),
                clock.finished());
    }
}
