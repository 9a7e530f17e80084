package org.tavolo.result;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tavolo.poker.scoring.Points;
import org.tavolo.poker.scoring.PointsScheme;
import org.tavolo.poker.scoring.PointsSchemes;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;

/**
 * The points schemes of a tournament. Per table size they come from the tournament's settings
 * ({@code pointsByTableSize}), over the rule book's 10/6/3/1 and 12/8/5/3/1 for sizes the
 * settings leave out (docs/rules.md#italian-tournament; Chinese poker places turn into points the same way). The
 * optional Hold'em league scheme is kept here.
 */
@ApplicationScoped
public class PointsSchemeService {

    private final TournamentService tournaments;

    PointsSchemeService(TournamentService tournaments) {
        this.tournaments = tournaments;
    }

    public PointsSchemes tableSchemes(Tournament tournament) {
        return PointsSchemes.defaults()
                .withAll(PointsSchemes.ofWholePoints(tournament.settings().pointsByTableSize()));
    }

    /** The Hold'em league scheme, when the organizer set one. */
    public Optional<PointsScheme> leagueScheme(long tournamentId) {
        return LeagueScheme.ofTournament(tournamentId).map(LeagueScheme::scheme);
    }

    public PointsSchemesView view(long tournamentId) {
        Tournament tournament = tournaments.get(tournamentId);
        PointsSchemesView view = PointsSchemesView.of(
                tableSchemes(tournament), leagueScheme(tournamentId).orElse(null));
        return tournament.format() == TournamentFormat.TEXAS_HOLDEM
                ? new PointsSchemesView(Map.of(), view.league())
                : view;
    }

    @Transactional
    public PointsSchemesView setLeague(long tournamentId, List<BigDecimal> points) {
        tournaments.get(tournamentId);
        PointsScheme scheme = new PointsScheme(points.stream().map(Points::of).toList());
        LeagueScheme league = LeagueScheme.ofTournament(tournamentId).orElseGet(() -> LeagueScheme.of(tournamentId));
        league.setPoints(scheme);
        league.persist();
        return view(tournamentId);
    }
}
