package org.tavolo.live;

/**
 * A committed change of a tournament, as the audit trail's channel announced it, fired as a CDI
 * event for every feature that follows tournaments live (the championships' season tables), so that
 * one listening connection serves them all.
 *
 * @param auditId      the audit line's id, which event streams use as their event id
 * @param tournamentId the tournament changed
 * @param action       what changed (the audit line's action)
 */
public record TournamentChanged(long auditId, long tournamentId, String action) {}
