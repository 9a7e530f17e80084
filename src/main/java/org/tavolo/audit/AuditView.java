package org.tavolo.audit;

import java.time.Instant;
import java.util.Map;

/** One line of the audit trail: its English sentence, and its facts (empty on lines recorded before facts existed). */
public record AuditView(
        long id,
        Long tournamentId,
        String actor,
        String action,
        String detail,
        Map<String, Object> facts,
        Instant occurredAt) {

    public static AuditView from(AuditEvent e) {
        return new AuditView(e.id, e.tournamentId(), e.actor(), e.action(), e.detail(), e.facts(), e.occurredAt());
    }
}
