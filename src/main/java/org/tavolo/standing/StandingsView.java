package org.tavolo.standing;

import java.util.List;
import org.tavolo.tournament.TournamentFormat;

/** The standings of one round: best first (docs/rules.md#italian-tournament). */
public record StandingsView(
        long tournamentId, TournamentFormat format, int round, int players, List<StandingLine> standings) {}
