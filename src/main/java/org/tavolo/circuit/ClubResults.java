package org.tavolo.circuit;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tavolo.common.error.ProblemException;
import org.tavolo.entry.Entry;
import org.tavolo.player.Player;
import org.tavolo.standing.StandingLine;
import org.tavolo.standing.StandingService;
import org.tavolo.standing.StandingsView;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentService;

/**
 * The club side (docs/circuit.md#the-clubs-steps): the result file of a Tavolo evening, made from its standings in
 * force (round 1): the final places as ranked (a shared rank is a tie), and for each game the places at each table
 * with the points scored there and the chips; a Hold'em evening is one table, its finishing order. A player is named
 * by the card of the club's register (the membership card, which the club gives as the circuit's card, matched with
 * the roster at registration); a player without one is named by name and nickname, and the hub gives a card.
 */
@ApplicationScoped
public class ClubResults {

    private final TournamentService tournaments;
    private final StandingService standings;

    ClubResults(TournamentService tournaments, StandingService standings) {
        this.tournaments = tournaments;
        this.standings = standings;
    }

    /** The file for the registered evening {@code evening} of the circuit this club sends to. */
    @Transactional
    public ResultFile of(long tournamentId, long evening) {
        Tournament t = tournaments.get(tournamentId);
        CircuitLink link = link();
        StandingsView view = standings.standings(tournamentId, 1);
        if (view.standings().size() < 2) {
            throw ProblemException.conflict(
                    "evening-without-results",
                    "Tournament " + tournamentId + " has no results of two players or more yet: a circuit takes a"
                            + " finished evening.",
                    Map.of("tournament", tournamentId));
        }
        Map<Long, Player> players = new HashMap<>();
        Entry.ofTournament(tournamentId).forEach(e -> players.put(e.id, e.player()));
        List<ResultFile.Line> places = new ArrayList<>();
        Map<Integer, Map<Integer, List<ResultFile.Line>>> games = new TreeMap<>();
        for (StandingLine s : view.standings()) {
            Player p = players.get(s.entry());
            places.add(line(p, s.rank(), s.points(), s.chips()));
            if (s.byGame() == null) {
                games.computeIfAbsent(1, g -> new TreeMap<>())
                        .computeIfAbsent(1, n -> new ArrayList<>())
                        .add(line(p, s.rank(), null, s.chips()));
                continue;
            }
            for (StandingLine.Game g : s.byGame()) {
                games.computeIfAbsent(g.game(), n -> new TreeMap<>())
                        .computeIfAbsent(g.table(), n -> new ArrayList<>())
                        .add(line(p, g.place(), g.points(), g.chips()));
            }
        }
        return new ResultFile(
                ResultFile.SCHEMA_VERSION, evening, link.club(), t.date(), t.format(), places, games(games));
    }

    private static List<ResultFile.Game> games(Map<Integer, Map<Integer, List<ResultFile.Line>>> games) {
        List<ResultFile.Game> out = new ArrayList<>();
        games.forEach((game, tables) -> {
            List<ResultFile.Table> at = new ArrayList<>();
            tables.forEach((table, lines) -> at.add(new ResultFile.Table(
                    table,
                    lines.stream()
                            .sorted(java.util.Comparator.comparing(ResultFile.Line::place))
                            .toList())));
            out.add(new ResultFile.Game(game, at));
        });
        return out;
    }

    private static ResultFile.Line line(Player p, int place, java.math.BigDecimal points, Long chips) {
        return new ResultFile.Line(p.membershipCard(), p.name(), p.nickname(), place, points, chips).canonical();
    }

    /** Where this club sends its evenings; refused until the organizer has set it. */
    static CircuitLink link() {
        return CircuitLink.current()
                .orElseThrow(
                        () -> ProblemException.conflict(
                                "circuit-link-missing",
                                "Set the circuit this club sends its evenings to first: PUT /api/circuit-link {hub, circuit, club, key}."));
    }
}
