package org.tavolo.standing;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.tavolo.entry.Entry;
import org.tavolo.hand.ChipLedger;
import org.tavolo.hand.GameElimination;
import org.tavolo.player.Player;
import org.tavolo.poker.scoring.Finish;
import org.tavolo.poker.scoring.Place;
import org.tavolo.poker.scoring.PlacePoints;
import org.tavolo.poker.scoring.Points;
import org.tavolo.poker.scoring.Qualifiers;
import org.tavolo.poker.scoring.Ranking;
import org.tavolo.poker.scoring.Standing;
import org.tavolo.result.PointsSchemeService;
import org.tavolo.table.Draw;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;

/**
 * Standings and qualifiers of a round, computed from the table results in force each time they
 * are asked for, so a correction or a void shows at once.
 */
@ApplicationScoped
public class StandingService {

    private final TournamentService tournaments;
    private final ChipLedger ledger;
    private final PointsSchemeService schemes;

    StandingService(TournamentService tournaments, ChipLedger ledger, PointsSchemeService schemes) {
        this.tournaments = tournaments;
        this.ledger = ledger;
        this.schemes = schemes;
    }

    /**
     * Total points, then total chips (victory points for Chinese poker), then shared rank
     * (docs/rules.md#italian-tournament); Hold'em: finishing places, with league points when a scheme is set (docs/rules.md#holdem-tournament).
     */
    public StandingsView standings(long tournamentId, int round) {
        Tournament tournament = tournaments.get(tournamentId);
        if (tournament.format() == TournamentFormat.TEXAS_HOLDEM) {
            List<StandingLine> lines = holdem(tournament);
            return new StandingsView(tournamentId, tournament.format(), round, lines.size(), lines);
        }
        Map<Long, Player> players = playersOf(tournamentId);
        boolean vp = usesVictoryPoints(tournament);
        RoundResults results = RoundResults.of(tournamentId, round, vp);
        List<StandingLine> lines = results.standings().stream()
                .map(s -> StandingLine.from(s, vp, players, results.of(s.player())))
                .toList();
        return new StandingsView(tournamentId, tournament.format(), round, lines.size(), lines);
    }

    /**
     * {@code count} qualifiers, or the number in the settings, or ⌈N/3⌉; a tie across the cut is
     * reported (docs/rules.md#italian-tournament).
     */
    public QualifiersView qualifiers(long tournamentId, int round, Integer count) {
        Tournament tournament = tournaments.get(tournamentId);
        boolean vp = usesVictoryPoints(tournament);
        RoundResults results = tournament.format() == TournamentFormat.TEXAS_HOLDEM
                ? RoundResults.holdem(holdemStandings(tournament))
                : RoundResults.of(tournamentId, round, vp);
        List<Standing<Long>> standings = results.standings();
        if (standings.isEmpty()) {
            return new QualifiersView(tournamentId, round, 0, 0, List.of(), null);
        }
        Integer setting = tournament.settings().qualifiers();
        Qualifiers<Long> selected = count != null
                ? Qualifiers.select(standings, count)
                : setting != null
                        ? Qualifiers.select(standings, Math.min(setting, standings.size()))
                        : Qualifiers.select(standings);
        Map<Long, Player> players = playersOf(tournamentId);
        QualifiersView.CutTie tie = selected.cutTie()
                .map(t -> new QualifiersView.CutTie(
                        t.firstPlace(),
                        t.lastPlace(),
                        t.seatsLeft(),
                        t.tied().stream()
                                .map(s -> StandingLine.from(s, vp, players, results.of(s.player())))
                                .toList()))
                .orElse(null);
        return new QualifiersView(
                tournamentId,
                round,
                standings.size(),
                selected.seats(),
                selected.qualified().stream()
                        .map(s -> StandingLine.from(s, vp, players, results.of(s.player())))
                        .toList(),
                tie);
    }

    /**
     * The Hold'em field: players still in first, ranked by chips for now, then the eliminated by
     * finishing place (reverse order of elimination; out in the same hand: by chips when it began).
     */
    private List<StandingLine> holdem(Tournament tournament) {
        int game = Draw.current(tournament.id).map(Draw::gameNumber).orElse(1);
        List<Entry> entries = Entry.ofTournament(tournament.id);
        Map<Long, Player> players = playersOf(entries);
        List<Long> field = entries.stream().map(e -> e.id).toList();
        Map<Long, GameElimination> out = new TreeMap<>();
        GameElimination.ofGame(tournament.id, game).forEach(e -> out.put(e.entry(), e));
        Map<Long, Long> stacks = ledger.stacks(tournament, game, field);
        List<Finish<Long>> stillIn = field.stream()
                .filter(e -> !out.containsKey(e))
                .map(e -> Finish.withChips(e, stacks.get(e)))
                .toList();
        List<Finish<Long>> everyone = new ArrayList<>(stillIn);
        out.values().forEach(e -> everyone.add(e.finish()));
        List<Place<Long>> placed = Ranking.holdemFinishingPlaces(everyone);
        Map<Long, Points> league = new HashMap<>();
        schemes.leagueScheme(tournament.id)
                .ifPresent(s -> PlacePoints.award(placed, s).forEach(a -> league.put(a.player(), a.points())));
        List<StandingLine> lines = new ArrayList<>();
        boolean decided = stillIn.size() == 1;
        if (!decided) {
            Ranking.italianTable(stillIn)
                    .forEach(
                            p -> lines.add(StandingLine.holdem(p, Points.ZERO, stacks.get(p.player()), true, players)));
        }
        placed.forEach(p -> lines.add(StandingLine.holdem(
                p, league.getOrDefault(p.player(), Points.ZERO), stacks.get(p.player()), false, players)));
        return lines;
    }

    /** The Hold'em field as standings (rank = finishing place, or place by chips while in play), for the qualifiers. */
    private List<Standing<Long>> holdemStandings(Tournament tournament) {
        List<StandingLine> lines = holdem(tournament);
        Map<Integer, Long> perRank = new HashMap<>();
        lines.forEach(l -> perRank.merge(l.rank(), 1L, Long::sum));
        return lines.stream()
                .map(l -> new Standing<>(
                        l.rank(),
                        perRank.get(l.rank()).intValue(),
                        l.entry(),
                        Points.of(l.points()),
                        l.chips() == null ? 0 : l.chips(),
                        1))
                .toList();
    }

    /** Who each entry is, for the standings to name them: one query, players fetched with their entries. */
    private static Map<Long, Player> playersOf(long tournamentId) {
        return playersOf(Entry.ofTournament(tournamentId));
    }

    private static Map<Long, Player> playersOf(List<Entry> entries) {
        return entries.stream().collect(Collectors.toMap(e -> e.id, Entry::player));
    }

    private static boolean usesVictoryPoints(Tournament tournament) {
        return tournament.format() == TournamentFormat.CHINESE_POKER;
    }
}
