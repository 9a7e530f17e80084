package org.tavolo.audit;

/**
 * The tournaments whose trail can be read. Declared here and answered by the tournament feature,
 * so that the audit trail stays a leaf that points to no other feature.
 */
public interface AuditedTournaments {

    /** Refuses, as not found, an id that names no tournament. */
    void requireExists(long tournamentId);
}
