package org.tavolo.registration;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.tavolo.audit.AuditTrail;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentSettings;

/**
 * The places within the capacity and the waiting list that fills them, first come first served
 * (docs/registration.md#capacity-and-the-waiting-list). A place is held by a registration registered, confirmed or
 * checked in, and by an entry the organizer made without a registration. Every change is made holding the
 * tournament's row lock, so that registrations and cancellations sent at once are served one after the other.
 */
@ApplicationScoped
class WaitingList {

    /** The places taken: registrations holding one, and entries made without a registration. */
    private static final String TAKEN = """
            select (select count(*) from registration r
                    where r.tournament_id = ?1 and r.status in ('REGISTERED', 'CONFIRMED', 'CHECKED_IN'))
                 + (select count(*) from entry e where e.tournament_id = ?1
                    and not exists (select 1 from registration r where r.entry_id = e.id))""";

    private final Clock clock;
    private final AuditTrail audit;
    private final Arrivals arrivals;
    private final EntityManager em;

    WaitingList(Clock clock, AuditTrail audit, Arrivals arrivals, EntityManager em) {
        this.clock = clock;
        this.audit = audit;
        this.arrivals = arrivals;
        this.em = em;
    }

    long taken(long tournamentId) {
        Registration.flush();
        return ((Number) em.createNativeQuery(TAKEN)
                        .setParameter(1, tournamentId)
                        .getSingleResult())
                .longValue();
    }

    /** Whether a new registration gets a place now: no cap, or a place free and nobody waiting for one. */
    boolean placeFor(Tournament tournament) {
        Integer capacity = tournament.settings().capacity();
        return capacity == null
                || (taken(tournament.id) < capacity
                        && Registration.waiting(tournament.id).isEmpty());
    }

    /** Whether the list must move now: a confirmation's deadline passed with some unconfirmed, or a place free. */
    boolean due(Tournament tournament) {
        if (tournament.isDrawn()) {
            return false;
        }
        Instant deadline = tournament.settings().confirmationDeadline();
        boolean unconfirmed = deadline != null
                && !clock.instant().isBefore(deadline)
                && Registration.count(
                                "tournamentId = ?1 and status = ?2 and placedAt < ?3",
                                tournament.id,
                                RegistrationStatus.REGISTERED,
                                deadline)
                        > 0;
        return unconfirmed
                || (Registration.count("tournamentId = ?1 and status = ?2", tournament.id, RegistrationStatus.WAITING)
                                > 0
                        && freePlaces(tournament) > 0);
    }

    /**
     * Brings the list up to date, holding the tournament's lock: the registrations unconfirmed at the deadline move
     * out, then the first waiting take the places free. Nothing moves once the seats are drawn.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    void settle(Tournament tournament) {
        if (tournament.isDrawn()) {
            return;
        }
        Instant now = clock.instant();
        for (Registration r : unconfirmed(tournament)) {
            r.cancel(Ended.UNCONFIRMED, now);
            record(r, "registration-unconfirmed", "missed the confirmation's deadline and moved out");
        }
        fill(tournament, r -> true);
    }

    /** Gives the places free to the first waiting registrations that {@code may} take one, in waiting order. */
    @Transactional(Transactional.TxType.MANDATORY)
    void fill(Tournament tournament, Predicate<Registration> may) {
        List<Registration> waiting =
                Registration.waiting(tournament.id).stream().filter(may).toList();
        long free = Math.min(waiting.size(), freePlaces(tournament));
        Instant now = clock.instant();
        for (int i = 0; i < free; i++) {
            Registration r = waiting.get(i);
            r.promote(now);
            record(r, "registration-promoted", "was promoted from the waiting list");
            if (r.present()) {
                r.checkIn(now);
                arrivals.enter(r);
            }
        }
    }

    private long freePlaces(Tournament tournament) {
        Integer capacity = tournament.settings().capacity();
        return capacity == null ? Long.MAX_VALUE : Math.max(0, capacity - taken(tournament.id));
    }

    /** The registrations that held their place before the confirmation's deadline, now passed, without confirming. */
    private List<Registration> unconfirmed(Tournament tournament) {
        TournamentSettings settings = tournament.settings();
        Instant deadline = settings.confirmationDeadline();
        if (deadline == null || clock.instant().isBefore(deadline)) {
            return List.of();
        }
        return Registration.list(
                "from Registration r join fetch r.player where r.tournamentId = ?1 and r.status = ?2"
                        + " and r.placedAt < ?3 order by r.id",
                tournament.id,
                RegistrationStatus.REGISTERED,
                deadline);
    }

    /** Notes a registration's change in the tournament's audit trail (and so on its live stream). */
    void record(Registration r, String action, String what) {
        String name = r.player().name();
        audit.record(
                r.tournamentId(),
                action,
                name + " (registration " + r.id + ") " + what + ".",
                Map.of("name", name, "registration", r.id, "status", r.status().name()));
    }
}
