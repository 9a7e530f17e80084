package org.tavolo.tournament;

import jakarta.enterprise.context.ApplicationScoped;
import org.tavolo.audit.AuditedTournaments;

/** Lets the audit trail check that a tournament exists. */
@ApplicationScoped
class TournamentsAudited implements AuditedTournaments {

    private final TournamentService tournaments;

    TournamentsAudited(TournamentService tournaments) {
        this.tournaments = tournaments;
    }

    @Override
    public void requireExists(long tournamentId) {
        tournaments.get(tournamentId);
    }
}
