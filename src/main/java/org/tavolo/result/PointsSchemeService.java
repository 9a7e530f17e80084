package org.tavolo.result;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;

import org.tavolo.poker.scoring.Points;
import org.tavolo.poker.scoring.PointsScheme;
import org.tavolo.poker.scoring.PointsSchemes;
import org.tavolo.tournament.TournamentService;

/** The points schemes of a tournament: the rule book's defaults, overridden by the organizer's settings. */
@ApplicationScoped
public class PointsSchemeService {

    private final TournamentService tournaments;

    PointsSchemeService(TournamentService tournaments) {
        this.tournaments = tournaments;
    }

    /** The scheme for each table size: 10/6/3/1 and 12/8/5/3/1 unless the organizer set others (RULES.md 5.1). */
    public PointsSchemes tableSchemes(long tournamentId) {
        PointsSchemes schemes = PointsSchemes.defaults();
        for (PointsSchemeSetting setting : PointsSchemeSetting.ofTournament(tournamentId)) {
            if (setting.scope() == PointsSchemeSetting.Scope.TABLE) {
                schemes = schemes.with(setting.tableSize(), setting.scheme());
            }
        }
        return schemes;
    }

    /** The Hold'em league scheme, when the organizer set one. */
    public Optional<PointsScheme> leagueScheme(long tournamentId) {
        return PointsSchemeSetting.find(tournamentId, PointsSchemeSetting.Scope.LEAGUE, null).map(PointsSchemeSetting::scheme);
    }

    public PointsSchemesView view(long tournamentId) {
        tournaments.get(tournamentId);
        return PointsSchemesView.of(tableSchemes(tournamentId), leagueScheme(tournamentId).orElse(null));
    }

    @Transactional
    public PointsSchemesView setForTables(long tournamentId, int tableSize, List<BigDecimal> points) {
        tournaments.get(tournamentId);
        PointsScheme scheme = schemeOf(points);
        PointsSchemeSetting setting = PointsSchemeSetting.find(tournamentId, PointsSchemeSetting.Scope.TABLE, tableSize)
                .orElseGet(() -> PointsSchemeSetting.forTables(tournamentId, tableSize));
        setting.setPoints(scheme);
        setting.persist();
        return view(tournamentId);
    }

    @Transactional
    public PointsSchemesView setLeague(long tournamentId, List<BigDecimal> points) {
        tournaments.get(tournamentId);
        PointsScheme scheme = schemeOf(points);
        PointsSchemeSetting setting = PointsSchemeSetting.find(tournamentId, PointsSchemeSetting.Scope.LEAGUE, null)
                .orElseGet(() -> PointsSchemeSetting.league(tournamentId));
        setting.setPoints(scheme);
        setting.persist();
        return view(tournamentId);
    }

    private static PointsScheme schemeOf(List<BigDecimal> points) {
        return new PointsScheme(points.stream().map(Points::of).toList());
    }
}
