package org.tavolo.clock;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BiConsumer;
import org.tavolo.audit.AuditTrail;
import org.tavolo.common.error.ProblemException;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.betting.BettingLimits;
import org.tavolo.poker.clock.ClockReading;
import org.tavolo.poker.clock.ClockState;
import org.tavolo.poker.clock.ClockStructure;
import org.tavolo.poker.clock.Period;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentSettings;

/**
 * Runs the tournament clock. Each action loads the stored timestamps, lets the pure clock decide,
 * and stores the result; the version column makes two organizers pressing at once end with one
 * change and one 409. A call that makes no sense now (pausing a paused clock) is a 409 conflict
 * named by the core; bad input (zero seconds) is a 400.
 */
@ApplicationScoped
public class ClockService {

    private final Clock clock;
    private final AuditTrail audit;
    private final TournamentService tournaments;
    private final FieldSize field;
    private final ChipsTakenFromPlay taken;

    ClockService(
            Clock clock, AuditTrail audit, TournamentService tournaments, FieldSize field, ChipsTakenFromPlay taken) {
        this.clock = clock;
        this.audit = audit;
        this.tournaments = tournaments;
        this.field = field;
        this.taken = taken;
    }

    /** The clock now, with players left and average stack. */
    public ClockView read(long tournamentId) {
        Tournament tournament = tournaments.get(tournamentId);
        Instant now = clock.instant();
        ClockReading reading = state(tournamentId).read(tournament.settings().clockStructure(), now);
        long entries = field.entries(tournamentId);
        long left = field.inPlay(tournamentId);
        long stack = tournament.settings().startingStack();
        long chips = Math.addExact(
                Math.multiplyExact(tournament.format() == TournamentFormat.TEXAS_HOLDEM ? entries : left, stack),
                taken.totalChange(tournamentId));
        long version =
                TournamentClock.of(tournamentId).map(TournamentClock::version).orElse(0L);
        return ClockView.of(
                tournamentId,
                now,
                reading,
                entries,
                left,
                chips,
                limits(tournament, reading),
                tournament.format() == TournamentFormat.TEXAS_HOLDEM
                        ? tournament.settings().bettingStructure()
                        : null,
                field.decided(tournamentId),
                version);
    }

    /** The betting limits of the period the clock is in; null during a break (docs/rules.md#betting-limits). */
    public BettingLimits limits(long tournamentId) {
        return limits(tournaments.get(tournamentId), reading(tournamentId));
    }

    private static BettingLimits limits(Tournament tournament, ClockReading reading) {
        TournamentSettings settings = tournament.settings();
        Period period = settings.clockStructure().periods().get(reading.periodIndex());
        return BettingLimits.during(period, settings.chipUnit(), settings.bettingStructure())
                .orElse(null);
    }

    /** The current reading, for other features (late registration checks the level). */
    public ClockReading reading(long tournamentId) {
        Tournament tournament = tournaments.get(tournamentId);
        return state(tournamentId).read(tournament.settings().clockStructure(), clock.instant());
    }

    @Transactional
    public ClockView start(long id) {
        return start(id, null);
    }

    /** Presses the button only on the clock of {@code version} when given (see {@link #act}). */
    @Transactional
    public ClockView start(long id, Long version) {
        requireNotFinished(id);
        return act(id, version, "clock-started", "started", (c, s) -> c.start(clock.instant()));
    }

    @Transactional
    public ClockView pause(long id) {
        return pause(id, null);
    }

    /** Presses the button only on the clock of {@code version} when given (see {@link #act}). */
    @Transactional
    public ClockView pause(long id, Long version) {
        return act(id, version, "clock-paused", "paused", (c, s) -> c.pause(clock.instant()));
    }

    @Transactional
    public ClockView resume(long id) {
        return resume(id, null);
    }

    /** Presses the button only on the clock of {@code version} when given (see {@link #act}). */
    @Transactional
    public ClockView resume(long id, Long version) {
        requireNotFinished(id);
        return act(id, version, "clock-resumed", "resumed", (c, s) -> c.resume(clock.instant()));
    }

    @Transactional
    public ClockView next(long id) {
        return next(id, null);
    }

    /** Presses the button only on the clock of {@code version} when given (see {@link #act}). */
    @Transactional
    public ClockView next(long id, Long version) {
        return act(id, version, "clock-next-level", "moved to the next period", (c, s) -> c.next(s, clock.instant()));
    }

    @Transactional
    public ClockView previous(long id) {
        return previous(id, null);
    }

    /** Presses the button only on the clock of {@code version} when given (see {@link #act}). */
    @Transactional
    public ClockView previous(long id, Long version) {
        return act(
                id,
                version,
                "clock-previous-level",
                "moved back to the previous period",
                (c, s) -> c.previous(s, clock.instant()));
    }

    @Transactional
    public ClockView addTime(long id, long seconds) {
        return addTime(id, seconds, null);
    }

    /** Presses the button only on the clock of {@code version} when given (see {@link #act}). */
    @Transactional
    public ClockView addTime(long id, long seconds, Long version) {
        return act(
                id,
                version,
                "clock-time-added",
                seconds + " s added",
                (c, s) -> c.addTime(s, seconds, clock.instant()));
    }

    @Transactional
    public ClockView removeTime(long id, long seconds) {
        return removeTime(id, seconds, null);
    }

    /** Presses the button only on the clock of {@code version} when given (see {@link #act}). */
    @Transactional
    public ClockView removeTime(long id, long seconds, Long version) {
        return act(
                id,
                version,
                "clock-time-removed",
                seconds + " s removed",
                (c, s) -> c.removeTime(s, seconds, clock.instant()));
    }

    /**
     * Applies a button to the clock, locked first so that buttons pressed together are applied one
     * after the other. A button sent with the {@code version} of the clock the organizer saw is
     * refused with 409 {@code clock-changed} when someone pressed a button since: a double tap or
     * two organizers pressing "next" at once move the clock once, and the others are told to reload.
     */
    private ClockView act(
            long tournamentId,
            Long version,
            String action,
            String what,
            BiConsumer<TournamentClock, ClockStructure> change) {
        Tournament tournament = tournaments.get(tournamentId);
        TournamentClock stored = TournamentClock.lockedFor(tournamentId);
        if (version != null && version != stored.version()) {
            throw ProblemException.conflict(
                    "clock-changed",
                    "The clock was changed since version " + version + " (it is at version " + stored.version()
                            + " now): reload the clock and press the button again if it is still needed.",
                    Map.of("version", stored.version(), "field", "version"));
        }
        try {
            change.accept(stored, tournament.settings().clockStructure());
        } catch (RuleViolation refused) {
            if (refused.details().containsKey("field")) {
                throw refused;
            }
            throw ProblemException.conflict(refused.code(), refused.getMessage(), refused.details());
        }
        ClockReading after = stored.read(tournament.settings().clockStructure(), clock.instant());
        audit.record(tournamentId, action, describe(what, after), facts(after));
        TournamentClock.getEntityManager().flush();
        return read(tournamentId);
    }

    /** A won tournament's clock stays stopped; voiding the hand that decided it makes it playable again. */
    private void requireNotFinished(long tournamentId) {
        if (field.decided(tournamentId)) {
            throw ProblemException.conflict(
                    "tournament-finished",
                    "Tournament " + tournamentId + " has its winner, so its clock stays stopped; void the hand that "
                            + "decided it first if play goes on.",
                    Map.of("tournamentId", tournamentId));
        }
    }

    /** Where the clock stands after a change, as the audit trail's facts: the level (none in a break) and the seconds left. */
    private static Map<String, Object> facts(ClockReading after) {
        Map<String, Object> facts = new LinkedHashMap<>();
        facts.put("level", after.levelNumber());
        facts.put("secondsLeft", after.secondsLeft());
        return facts;
    }

    private static String describe(String what, ClockReading after) {
        String where = after.levelNumber() == null ? "break" : "level " + after.levelNumber();
        return "Clock " + what + "; now at " + where + ", "
                + (after.secondsLeft() == null ? "overtime" : after.secondsLeft() + " s left") + ".";
    }

    private static ClockState state(long tournamentId) {
        return TournamentClock.of(tournamentId).map(TournamentClock::state).orElse(ClockState.NOT_STARTED);
    }
}
