package org.tavolo.audit;

import io.quarkus.arc.Arc;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.List;
import org.tavolo.common.paging.PageRequest;

/**
 * Records every change with its actor and time, inside the caller's transaction: a change and its
 * audit line are stored together or not at all.
 */
@ApplicationScoped
public class AuditTrail {

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

    @Transactional(Transactional.TxType.MANDATORY)
    public void record(Long tournamentId, String action, String detail) {
        AuditEvent.of(tournamentId, actor(), action, detail, clock.instant()).persist();
    }

    public List<AuditEvent> ofTournament(long tournamentId, PageRequest page) {
        return AuditEvent.ofTournament(tournamentId, page);
    }

    public List<AuditEvent> latest(int limit) {
        return AuditEvent.latest(limit);
    }
}
