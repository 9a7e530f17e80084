package org.tavolo.clock;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.LockModeType;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.tavolo.poker.clock.ClockReading;
import org.tavolo.poker.clock.ClockState;
import org.tavolo.poker.clock.ClockStatus;
import org.tavolo.poker.clock.ClockStructure;

/**
 * The persisted clock of one tournament: only the timestamps of {@link ClockState}. Every action
 * goes through the pure core, which refuses a call that makes no sense (pausing a paused clock)
 * before anything is stored.
 */
@Entity
@Table(name = "tournament_clock")
public class TournamentClock extends PanacheEntityBase {

    @Id
    @Column(name = "tournament_id")
    public Long tournamentId;

    @Column(name = "started_at")
    private Instant startedAt;

    @Column(name = "anchor_index", nullable = false)
    private int anchorIndex;

    @Column(name = "anchor_start")
    private Instant anchorStart;

    @Column(name = "anchor_extra_seconds", nullable = false)
    private long anchorExtraSeconds;

    @Column(name = "paused_at")
    private Instant pausedAt;

    @Version
    private long version;

    protected TournamentClock() {
        // for JPA
    }

    static TournamentClock forTournament(long tournamentId) {
        TournamentClock clock = new TournamentClock();
        clock.tournamentId = tournamentId;
        return clock;
    }

    public static Optional<TournamentClock> of(long tournamentId) {
        return findByIdOptional(tournamentId);
    }

    /**
     * The clock, made if the tournament has none yet, locked for the rest of the transaction: two
     * buttons pressed at once are applied one after the other, the second to what the first left.
     */
    static TournamentClock lockedFor(long tournamentId) {
        getEntityManager()
                .createNativeQuery("insert into tournament_clock (tournament_id) values (?1) on conflict do nothing")
                .setParameter(1, tournamentId)
                .executeUpdate();
        return findById(tournamentId, LockModeType.PESSIMISTIC_WRITE);
    }

    /** Changes with every button pressed: what a client states to press a button only on the clock it saw. */
    public long version() {
        return version;
    }

    public ClockState state() {
        return new ClockState(startedAt, anchorIndex, anchorStart, anchorExtraSeconds, pausedAt);
    }

    public ClockReading read(ClockStructure structure, Instant now) {
        return state().read(structure, now);
    }

    void start(Instant now) {
        apply(s -> s.start(now));
    }

    void pause(Instant now) {
        apply(s -> s.pause(now));
    }

    void resume(Instant now) {
        apply(s -> s.resume(now));
    }

    void next(ClockStructure structure, Instant now) {
        apply(s -> s.next(structure, now));
    }

    void previous(ClockStructure structure, Instant now) {
        apply(s -> s.previous(structure, now));
    }

    void addTime(ClockStructure structure, long seconds, Instant now) {
        apply(s -> s.addTime(structure, seconds, now));
    }

    void removeTime(ClockStructure structure, long seconds, Instant now) {
        apply(s -> s.removeTime(structure, seconds, now));
    }

    /** The tournament is over (a Hold'em winner): a running clock stops where it is. */
    public void stopAtTheEnd(Instant now) {
        if (state().status() == ClockStatus.RUNNING) {
            pause(now);
        }
    }

    /** Back to not started: a new Italian game starts its own hour. */
    public void restartForNextGame() {
        apply(s -> ClockState.NOT_STARTED);
    }

    private void apply(UnaryOperator<ClockState> action) {
        ClockState next = action.apply(state());
        startedAt = next.startedAt();
        anchorIndex = next.anchorIndex();
        anchorStart = next.anchorStart();
        anchorExtraSeconds = next.anchorExtraSeconds();
        pausedAt = next.pausedAt();
    }
}
