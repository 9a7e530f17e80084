package org.tavolo.standing;

import java.util.List;
import org.tavolo.tournament.TournamentFormat;

/** The standings of one round: best first (RULES.md 5.1). */
public record StandingsView(
        long tournamentId, TournamentFormat format, int round, int players, List<StandingLine> standings) {}
