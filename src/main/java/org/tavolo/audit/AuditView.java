package org.tavolo.audit;

import java.time.Instant;

/** One line of the audit trail. */
public record AuditView(long id, Long tournamentId, String actor, String action, String detail, Instant occurredAt) {

    public static AuditView from(AuditEvent e) {
        return new AuditView(e.id, e.tournamentId(), e.actor(), e.action(), e.detail(), e.occurredAt());
    }
}
