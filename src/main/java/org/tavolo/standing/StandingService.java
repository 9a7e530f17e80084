package org.tavolo.standing;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.tavolo.entry.Entry;
import org.tavolo.ledger.ChipLedger;
import org.tavolo.ledger.GameElimination;
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
 * Standings and qualifiers of a round, computed from the table results in force, so a correction or
 * a void shows at once; the last ones computed are served again while nothing that changes them has
 * happened since ({@link LastStandings}).
 */
@ApplicationScoped
public class StandingService {

    private final TournamentService tournaments;
    private final ChipLedger ledger;
    private final PointsSchemeService schemes;
    private final LastStandings last;

    StandingService(TournamentService tournaments, ChipLedger ledger, PointsSchemeService schemes, LastStandings last) {
        this.tournaments = tournaments;
        this.ledger = ledger;
        this.schemes = schemes;
        this.last = last;
    }

    /**
     * Total points, then total chips (victory points for Chinese poker), then shared rank
     * (docs/rules.md#italian-tournament); Hold'em: finishing places, with league points when a scheme is set (docs/rules.md#holdem-tournament).
     */
    public StandingsView standings(long tournamentId, int round) {
        return inForce(tournamentId, round).standings().view();
    }

    /** The same standings as {@link #standings}, written as JSON: kept standings are written once. */
    public byte[] standingsJson(long tournamentId, int round) {
        LastStandings.Kept inForce = inForce(tournamentId, round);
        return inForce.json() != null
                ? inForce.json()
                : last.write(inForce.standings().view());
    }

    /**
     * {@code count} qualifiers, or the number in the settings, or ⌈N/3⌉; a tie across the cut is
     * reported (docs/rules.md#italian-tournament).
     */
    public QualifiersView qualifiers(long tournamentId, int round, Integer count) {
        RoundStandings inForce = inForce(tournamentId, round).standings();
        RoundResults results = inForce.results();
        List<Standing<Long>> standings = results.standings();
        if (standings.isEmpty()) {
            return new QualifiersView(tournamentId, round, 0, 0, List.of(), null);
        }
        Integer setting = tournaments.get(tournamentId).settings().qualifiers();
        Qualifiers<Long> selected = count != null
                ? Qualifiers.select(standings, count)
                : setting != null
                        ? Qualifiers.select(standings, Math.min(setting, standings.size()))
                        : Qualifiers.select(standings);
        boolean vp = inForce.view().format().victoryPoints();
        QualifiersView.CutTie tie = selected.cutTie()
                .map(t -> new QualifiersView.CutTie(
                        t.firstPlace(),
                        t.lastPlace(),
                        t.seatsLeft(),
                        t.tied().stream().map(s -> results.line(s, vp)).toList()))
                .orElse(null);
        return new QualifiersView(
                tournamentId,
                round,
                standings.size(),
                selected.seats(),
                selected.qualified().stream().map(s -> results.line(s, vp)).toList(),
                tie);
    }

    /**
     * The results in force in a round, as its standings were summed from them: kept ones while still current (the
     * outlook reads the first round's points from them).
     */
    RoundResults results(long tournamentId, int round) {
        return inForce(tournamentId, round).standings().results();
    }

    /**
     * The round's standings now: kept ones while still current (outside a transaction, in Italian and
     * Chinese poker rounds); otherwise computed, and not written as JSON yet.
     */
    private LastStandings.Kept inForce(long tournamentId, int round) {
        LastStandings.Stamp stamp = LastStandings.stamp(tournamentId);
        if (stamp.format() == TournamentFormat.TEXAS_HOLDEM || !last.keepable()) {
            return new LastStandings.Kept(stamp.version(), computed(tournamentId, round, stamp.format()), null);
        }
        return last.at(
                new LastStandings.Round(tournamentId, round),
                stamp.version(),
                () -> computed(tournamentId, round, stamp.format()));
    }

    private RoundStandings computed(long tournamentId, int round, TournamentFormat format) {
        if (format == TournamentFormat.TEXAS_HOLDEM) {
            List<Entry> entries = Entry.ofTournament(tournamentId);
            Map<Long, PlayerName> names = entries.stream()
                    .collect(Collectors.toMap(
                            e -> e.id,
                            e -> new PlayerName(e.player().name(), e.player().nickname())));
            List<StandingLine> lines = holdem(tournaments.get(tournamentId), entries, names);
            RoundResults results = RoundResults.holdem(holdemStandings(lines), names);
            return new RoundStandings(results, new StandingsView(tournamentId, format, round, lines.size(), lines));
        }
        boolean vp = format.victoryPoints();
        RoundResults results = RoundResults.of(tournamentId, round, vp);
        List<StandingLine> lines = StandingLine.withTieBreaks(
                results.standings().stream().map(s -> results.line(s, vp)).toList(), StandingLine::onEqualPoints);
        return new RoundStandings(results, new StandingsView(tournamentId, format, round, lines.size(), lines));
    }

    /**
     * The Hold'em field: players still in first, ranked by chips for now, then the eliminated by
     * finishing place (reverse order of elimination; out in the same hand: by chips when it began).
     */
    private List<StandingLine> holdem(Tournament tournament, List<Entry> entries, Map<Long, PlayerName> names) {
        int game = Draw.current(tournament.id).map(Draw::gameNumber).orElse(1);
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
                    .forEach(p -> lines.add(
                            StandingLine.holdem(p, Points.ZERO, stacks.get(p.player()), true, names.get(p.player()))));
        }
        List<StandingLine> finished = placed.stream()
                .map(p -> StandingLine.holdem(
                        p,
                        league.getOrDefault(p.player(), Points.ZERO),
                        stacks.get(p.player()),
                        false,
                        names.get(p.player())))
                .toList();
        lines.addAll(StandingLine.withTieBreaks(finished, (line, other) -> outTogether(line, other, out)));
        return lines;
    }

    /**
     * Players out in the same hand but placed apart: by the chips each had when it began
     * (docs/rules.md#holdem-tournament); null for any other two lines.
     */
    private static StandingLine.TieBreak outTogether(
            StandingLine line, StandingLine other, Map<Long, GameElimination> out) {
        GameElimination own = out.get(line.entry());
        GameElimination theirs = out.get(other.entry());
        if (own == null || theirs == null || own.sequence() != theirs.sequence() || line.rank() == other.rank()) {
            return null;
        }
        return new StandingLine.TieBreak(
                StandingLine.By.CHIPS_AT_START_OF_HAND, own.chipsAtStartOfHand(), theirs.chipsAtStartOfHand());
    }

    /** The Hold'em field as standings (rank = finishing place, or place by chips while in play), for the qualifiers. */
    private static List<Standing<Long>> holdemStandings(List<StandingLine> lines) {
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
}
