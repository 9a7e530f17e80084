package org.tavolo.championship;

import jakarta.enterprise.context.ApplicationScoped;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.entry.Entry;
import org.tavolo.player.Player;
import org.tavolo.poker.scoring.Points;
import org.tavolo.result.PointsSchemeService;
import org.tavolo.standing.StandingLine;
import org.tavolo.standing.StandingService;
import org.tavolo.standing.StandingsView;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;

/**
 * A championship's table, computed on every read from the standings of its tournaments as
 * {@link StandingService} serves them (kept ones while current), so a correction or a void at any
 * evening shows at once: nothing is copied (docs/championships.md#the-season-table). Players are
 * told apart by their register id, never by name.
 */
@ApplicationScoped
public class SeasonStandings {

    private final ChampionshipService championships;
    private final StandingService standings;
    private final PointsSchemeService schemes;

    SeasonStandings(ChampionshipService championships, StandingService standings, PointsSchemeService schemes) {
        this.championships = championships;
        this.standings = standings;
        this.schemes = schemes;
    }

    public SeasonStandingsView of(long championshipId) {
        Championship championship = championships.get(championshipId);
        List<Tournament> evenings = championships.tournaments(championshipId);
        Map<Long, SeasonTable.Result[]> results = new LinkedHashMap<>();
        Map<Long, Player> names = new HashMap<>();
        boolean stages = championship.kind() == ChampionshipKind.STAGES;
        for (int i = 0; i < evenings.size(); i++) {
            Tournament evening = evenings.get(i);
            Map<Long, Player> players = new HashMap<>();
            for (Entry e : Entry.ofTournament(evening.id)) {
                players.put(e.id, e.player());
                names.put(e.player().id, e.player());
                if (stages) {
                    card(results, e.player().id, evenings.size())[i] = SeasonTable.Result.ENTERED;
                }
            }
            StandingsView view = standings.standings(evening.id, 1);
            EveningPoints points = pointsOf(championship, evening, view);
            for (StandingLine line : view.standings()) {
                Player player = players.get(line.entry());
                if (player != null) {
                    card(results, player.id, evenings.size())[i] = new SeasonTable.Result(points.of(line), line.rank());
                }
            }
        }
        List<SeasonTable.Card> cards = results.entrySet().stream()
                .map(c -> new SeasonTable.Card(c.getKey(), Arrays.asList(c.getValue())))
                .toList();
        List<SeasonTable.Line> table =
                stages ? SeasonTable.stages(cards) : SeasonTable.season(cards, championship.bestOf());
        List<Long> ids = evenings.stream().map(t -> t.id).toList();
        return new SeasonStandingsView(
                championshipId,
                championship.kind(),
                championship.bestOf(),
                ids,
                table.stream().map(l -> view(l, ids, names, stages)).toList());
    }

    private static SeasonTable.Result[] card(Map<Long, SeasonTable.Result[]> results, long player, int evenings) {
        return results.computeIfAbsent(player, p -> new SeasonTable.Result[evenings]);
    }

    private static SeasonStandingsView.Line view(
            SeasonTable.Line line, List<Long> tournaments, Map<Long, Player> names, boolean stages) {
        List<SeasonStandingsView.Evening> evenings = new ArrayList<>();
        List<SeasonTable.Result> results = line.card().results();
        for (int i = 0; i < results.size(); i++) {
            if (results.get(i) != null) {
                evenings.add(new SeasonStandingsView.Evening(
                        tournaments.get(i),
                        results.get(i).points(),
                        line.counted().contains(i)));
            }
        }
        Player player = names.get(line.card().player());
        return new SeasonStandingsView.Line(
                line.rank(),
                line.shared(),
                new SeasonStandingsView.Player(line.card().player(), player.name(), player.membershipCard()),
                evenings,
                line.total(),
                line.played(),
                stages ? line.stage() : null,
                tieBreak(line.tieBreak(), tournaments));
    }

    private static SeasonStandingsView.TieBreak tieBreak(SeasonTable.TieBreak t, List<Long> tournaments) {
        if (t == null) {
            return null;
        }
        return new SeasonStandingsView.TieBreak(
                t.rule(), t.own(), t.other(), t.evening() == null ? null : tournaments.get(t.evening()));
    }

    /** How one tournament's standings lines become points of the season. */
    private interface EveningPoints {
        BigDecimal of(StandingLine line);
    }

    /**
     * The points of the line, when the evening has points of its own (placement points, or a
     * Hold'em league scheme); otherwise the championship's points by place, players sharing a rank
     * sharing the points of the places they cover (docs/rules.md#season-table).
     */
    private EveningPoints pointsOf(Championship championship, Tournament evening, StandingsView view) {
        boolean ownPoints = evening.format() != TournamentFormat.TEXAS_HOLDEM
                || schemes.leagueScheme(evening.id).isPresent();
        List<BigDecimal> byPlace = championship.pointsByPlace();
        if (ownPoints || byPlace == null) {
            return StandingLine::points;
        }
        Map<Integer, Integer> sharing = new HashMap<>();
        view.standings().forEach(l -> sharing.merge(l.rank(), 1, Integer::sum));
        return line -> {
            int shares = sharing.get(line.rank());
            Points sum = Points.ZERO;
            for (int place = line.rank(); place < line.rank() + shares; place++) {
                sum = sum.plus(place <= byPlace.size() ? Points.of(byPlace.get(place - 1)) : Points.ZERO);
            }
            return sum.dividedBy(shares).toDecimal();
        };
    }
}
