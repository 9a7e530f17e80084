package org.tavolo.poker.clock;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.tavolo.poker.RuleViolation;

/**
 * The persisted state of a tournament clock, as timestamps only; {@link #read} derives everything
 * else at any instant, so a restart or a second service instance shows the same clock.
 *
 * <p>The state is an anchor: period {@code anchorIndex} (lengthened by {@code anchorExtraSeconds}
 * through added or removed time) began at {@code anchorStart}; later periods follow at their own
 * lengths. While paused, time stands still at {@code pausedAt}; resuming shifts the anchor by the
 * pause. Next, previous and time changes re-anchor at the current period. An action that makes no
 * sense in the current state (pausing a paused clock, say) is refused with a {@link RuleViolation}
 * and the state is left as it was.
 *
 * @param startedAt          when the clock was first started, null before
 * @param anchorIndex        period the anchor refers to
 * @param anchorStart        when that period (virtually) began
 * @param anchorExtraSeconds time added to (or removed from, when negative) that period
 * @param pausedAt           when the clock was paused, null while running
 */
public record ClockState(
        Instant startedAt, int anchorIndex, Instant anchorStart, long anchorExtraSeconds, Instant pausedAt) {

    /** A clock that has not been started. */
    public static final ClockState NOT_STARTED = new ClockState(null, 0, null, 0, null);

    public ClockStatus status() {
        if (startedAt == null) {
            return ClockStatus.NOT_STARTED;
        }
        return pausedAt == null ? ClockStatus.RUNNING : ClockStatus.PAUSED;
    }

    /** Starts the clock at the first period. */
    public ClockState start(Instant now) {
        if (status() != ClockStatus.NOT_STARTED) {
            throw refused("clock-already-started", "The clock is already started.");
        }
        return new ClockState(now, 0, now, 0, null);
    }

    /** Stops time; the clock shows the same reading until resumed. */
    public ClockState pause(Instant now) {
        requireStatus(ClockStatus.RUNNING, "clock-not-running", "Only a running clock can be paused.");
        return new ClockState(startedAt, anchorIndex, anchorStart, anchorExtraSeconds, now);
    }

    /** Lets time run again from where it was paused. */
    public ClockState resume(Instant now) {
        requireStatus(ClockStatus.PAUSED, "clock-not-paused", "Only a paused clock can be resumed.");
        Duration paused = now.isBefore(pausedAt) ? Duration.ZERO : Duration.between(pausedAt, now);
        return new ClockState(startedAt, anchorIndex, anchorStart.plus(paused), anchorExtraSeconds, null);
    }

    /** Jumps to the start of the next period. */
    public ClockState next(ClockStructure structure, Instant now) {
        Position at = position(structure, requireStarted(now));
        if (at.index() >= structure.size() - 1) {
            throw refused("no-next-level", "The clock is at its last period; there is no next level.");
        }
        return reanchor(at.index() + 1, reference(now), 0);
    }

    /** Jumps to the start of the previous period. */
    public ClockState previous(ClockStructure structure, Instant now) {
        Position at = position(structure, requireStarted(now));
        if (at.index() == 0 && !at.overtime()) {
            throw refused("no-previous-level", "The clock is at its first period; there is no previous level.");
        }
        int target = at.overtime() ? structure.size() - 1 : at.index() - 1;
        return reanchor(target, reference(now), 0);
    }

    /**
     * Lengthens the current period by {@code seconds}. Once the last period has run out (the
     * Italian hour is over), the last period is lengthened so that {@code seconds} are left: a
     * mistaken {@code removeTime} can always be taken back.
     */
    public ClockState addTime(ClockStructure structure, long seconds, Instant now) {
        requirePositive(seconds);
        Position at = position(structure, requireStarted(now));
        if (at.overtime()) {
            return reanchor(
                    at.index(),
                    reference(now).minusSeconds(at.elapsed()),
                    at.length() - lengthOf(structure, at.index()) + (at.elapsed() - at.length()) + seconds);
        }
        return reanchor(
                at.index(),
                reference(now).minusSeconds(at.elapsed()),
                at.length() - lengthOf(structure, at.index()) + seconds);
    }

    /** Shortens the current period by {@code seconds}, at most the time it has left. */
    public ClockState removeTime(ClockStructure structure, long seconds, Instant now) {
        requirePositive(seconds);
        Position at = position(structure, requireStarted(now));
        requireTimedPeriod(at);
        long left = at.length() - at.elapsed();
        if (seconds > left) {
            throw refused(
                    "not-enough-time-left",
                    "Only " + left + " seconds are left in this period; " + seconds + " cannot be removed.",
                    Map.of("field", "seconds", "secondsLeft", left));
        }
        return reanchor(
                at.index(),
                reference(now).minusSeconds(at.elapsed()),
                at.length() - lengthOf(structure, at.index()) - seconds);
    }

    /** What the clock shows at {@code now}. */
    public ClockReading read(ClockStructure structure, Instant now) {
        Position at = status() == ClockStatus.NOT_STARTED
                ? new Position(0, 0, lengthOf(structure, 0), false)
                : position(structure, reference(now));
        Period period = structure.period(at.index());
        Long secondsLeft = at.overtime() ? null : at.length() - at.elapsed();
        long untilNext = at.overtime() ? 0 : at.length() - at.elapsed();
        NextLevel nextLevel = null;
        Long toBreak = null;
        for (int i = at.index() + 1; i < structure.size() && !at.overtime(); i++) {
            Period p = structure.period(i);
            if (p.isPlay() && nextLevel == null) {
                nextLevel = new NextLevel(
                        structure.levelNumber(i), p.kind(), p.smallBlind(), p.bigBlind(), p.ante(), untilNext);
            }
            if (!p.isPlay() && toBreak == null) {
                toBreak = untilNext;
            }
            untilNext += p.seconds();
        }
        boolean teresina = at.overtime() && structure.afterLast() == AfterLast.TERESINA_ROUND;
        return new ClockReading(
                status(),
                at.index(),
                period.kind(),
                structure.levelNumber(at.index()),
                period.smallBlind(),
                period.bigBlind(),
                at.overtime() ? structure.anteAfterLast() : period.ante(),
                secondsLeft,
                at.elapsed(),
                nextLevel,
                toBreak,
                at.overtime(),
                teresina);
    }

    /** Where the clock stands: period index, seconds into it, its length; overtime once all have run. */
    private record Position(int index, long elapsed, long length, boolean overtime) {}

    private Position position(ClockStructure structure, Instant reference) {
        long t = Math.max(0, Duration.between(anchorStart, reference).getSeconds());
        int index = Math.min(anchorIndex, structure.size() - 1);
        long length = lengthOf(structure, index) + (index == anchorIndex ? anchorExtraSeconds : 0);
        while (t >= length) {
            if (index == structure.size() - 1) {
                return new Position(index, t, length, true);
            }
            t -= length;
            index++;
            length = lengthOf(structure, index);
        }
        return new Position(index, t, length, false);
    }

    private static long lengthOf(ClockStructure structure, int index) {
        return structure.period(index).seconds();
    }

    private ClockState reanchor(int index, Instant start, long extra) {
        return new ClockState(startedAt, index, start, extra, pausedAt);
    }

    private Instant reference(Instant now) {
        return pausedAt != null ? pausedAt : now;
    }

    private Instant requireStarted(Instant now) {
        if (status() == ClockStatus.NOT_STARTED) {
            throw refused("clock-not-started", "The clock has not been started.");
        }
        return reference(now);
    }

    private void requireStatus(ClockStatus wanted, String code, String message) {
        if (status() != wanted) {
            throw refused(
                    code,
                    message + " The clock is " + status().name().toLowerCase().replace('_', ' ') + ".");
        }
    }

    private static void requirePositive(long seconds) {
        if (seconds <= 0) {
            throw new RuleViolation(
                    "invalid-seconds", "Give a positive number of seconds.", Map.of("field", "seconds"));
        }
    }

    private static void requireTimedPeriod(Position at) {
        if (at.overtime()) {
            throw refused("clock-overtime", "The last period has run out; there is no running period to change.");
        }
    }

    private static RuleViolation refused(String code, String message) {
        return new RuleViolation(code, message);
    }

    private static RuleViolation refused(String code, String message, Map<String, ?> details) {
        return new RuleViolation(code, message, details);
    }
}
