package org.tavolo.audit;

import io.quarkus.arc.Arc;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.common.paging.PageRequest;

/**
 * Records every change with its actor and time, inside the caller's transaction: a change and its
 * audit line are stored together or not at all.
 *
 * <p>A change of a tournament is also announced on the PostgreSQL channel {@value #CHANNEL}, to
 * every service instance listening on the same database: the insert of its audit line fires
 * {@code pg_notify} in the same transaction (trigger {@code audit_event_announced}, migration
 * V190), so it is delivered on commit and never for a change rolled back. The payload is
 * {@code {"id": …, "tournamentId": …, "action": "…"}}.
 */
@ApplicationScoped
public class AuditTrail {

    /** The PostgreSQL notification channel on which committed changes of tournaments are announced. */
    public static final String CHANNEL = "tavolo_audit";

    private final Clock clock;
    private final Instance<CurrentActor> actor;

    AuditTrail(Clock clock, Instance<CurrentActor> actor) {
        this.clock = clock;
        this.actor = actor;
    }

    /** The name of whoever makes the current request ("anonymous" when nobody is signed in). */
    public String actor() {
        return Arc.container().requestContext().isActive() ? actor.get().name() : CurrentActor.ANONYMOUS;
    }

    /** Records a change told in an English sentence only (the pages show the sentence as it is). */
    @Transactional(Transactional.TxType.MANDATORY)
    public void record(Long tournamentId, String action, String detail) {
        record(tournamentId, action, detail, Map.of());
    }

    /**
     * Records a change with its English sentence and its facts: plain values (names, numbers, words
     * of a closed list) from which a page says the change in its reader's language. A null value
     * is left out.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void record(Long tournamentId, String action, String detail, Map<String, ?> facts) {
        Map<String, Object> kept = new LinkedHashMap<>();
        facts.forEach((name, value) -> {
            if (value != null) {
                kept.put(name, value);
            }
        });
        AuditEvent event = AuditEvent.of(tournamentId, actor(), action, detail, kept, clock.instant());
        event.persist(); // announced on commit by the database (see above)
    }

    public List<AuditEvent> ofTournament(long tournamentId, PageRequest page) {
        return AuditEvent.ofTournament(tournamentId, page);
    }

    /** A page of a tournament's trail, as pages and clients see it. */
    public List<AuditView> linesOf(long tournamentId, PageRequest page) {
        return ofTournament(tournamentId, page).stream().map(AuditView::from).toList();
    }

    public List<AuditEvent> latest(int limit) {
        return AuditEvent.latest(limit);
    }

    /** The changes of one tournament recorded after the event {@code afterId}, oldest first, at most {@code limit}. */
    public List<AuditEvent> since(long tournamentId, long afterId, int limit) {
        return AuditEvent.since(tournamentId, afterId, limit);
    }

    /** Whether {@code action} was recorded for the tournament after {@code after}, up to {@code until} included. */
    public boolean recordedBetween(long tournamentId, String action, Instant after, Instant until) {
        return AuditEvent.count(
                        "tournamentId = ?1 and action = ?2 and occurredAt > ?3 and occurredAt <= ?4",
                        tournamentId,
                        action,
                        after,
                        until)
                > 0;
    }

    /** The id of the latest change of one tournament, 0 when there is none. */
    public long lastId(long tournamentId) {
        return AuditEvent.lastId(tournamentId);
    }
}
