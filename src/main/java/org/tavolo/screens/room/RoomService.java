package org.tavolo.screens.room;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.tavolo.common.text.Folding;
import org.tavolo.common.time.ClubTime;
import org.tavolo.hand.read.EliminationViews;
import org.tavolo.ledger.EliminationView;
import org.tavolo.screens.ClockScreens;
import org.tavolo.screens.room.RoomViews.Found;
import org.tavolo.screens.room.RoomViews.SeatingScreen;
import org.tavolo.screens.room.RoomViews.StandingsScreen;
import org.tavolo.standing.OutlookService;
import org.tavolo.standing.OutlookView;
import org.tavolo.standing.QualifiersView;
import org.tavolo.standing.StandingLine;
import org.tavolo.standing.StandingService;
import org.tavolo.standing.StandingsView;
import org.tavolo.table.FloorViews;
import org.tavolo.table.TableViews.MoveView;
import org.tavolo.table.TableViews.TableView;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentView;

/**
 * Gathers what the room's screens show from the features' own read methods (the clock, which the console shows
 * too, from {@link ClockScreens}). The tables and moves
 * come from the table feature's resource, which is where their views are built.
 */
@ApplicationScoped
public class RoomService {

    private final TournamentService tournaments;
    private final FloorViews tables;
    private final StandingService standings;
    private final ClockScreens clocks;
    private final ClubTime clubTime;
    private final OutlookService outlooks;
    private final EliminationViews eliminations;

    RoomService(
            TournamentService tournaments,
            FloorViews tables,
            StandingService standings,
            ClockScreens clocks,
            ClubTime clubTime,
            OutlookService outlooks,
            EliminationViews eliminations) {
        this.tournaments = tournaments;
        this.tables = tables;
        this.standings = standings;
        this.clocks = clocks;
        this.clubTime = clubTime;
        this.outlooks = outlooks;
        this.eliminations = eliminations;
    }

    public SeatingScreen seating(long id, String query) {
        TournamentView tournament = tournaments.view(id);
        List<TableView> inPlay = tables.tables(id);
        List<MoveView> recent = clocks.recentMoves(id);
        Set<Long> moved = recent.stream().map(MoveView::entryId).collect(Collectors.toSet());
        String q = query == null || query.isBlank() ? null : query.strip();
        return new SeatingScreen(
                tournament,
                inPlay,
                ClockScreens.gameNumber(inPlay),
                tournaments.settings(id).gamesPerRound(),
                moved,
                recent,
                q,
                find(inPlay, q));
    }

    public StandingsScreen standings(long id, int round) {
        TournamentView tournament = tournaments.view(id);
        StandingsView lines = standings.standings(id, round);
        if (tournament.format() == TournamentFormat.TEXAS_HOLDEM) {
            Map<Long, EliminationView> out = new HashMap<>();
            eliminations.of(id).forEach(e -> out.putIfAbsent(e.entry(), e));
            return new StandingsScreen(
                    tournament, lines, Set.of(), 0, false, List.of(), Set.of(), Set.of(), out, clubTime.zone());
        }
        QualifiersView q = standings.qualifiers(id, round, null);
        Set<Long> through = new HashSet<>();
        q.qualified().forEach(l -> through.add(l.entry()));
        List<Integer> games = lines.standings().stream()
                .flatMap(l -> l.byGame().stream())
                .map(StandingLine.Game::game)
                .distinct()
                .sorted()
                .toList();
        Map<Long, OutlookView> outlook = round == 1 ? outlooks.all(id) : Map.of();
        return new StandingsScreen(
                tournament,
                lines,
                through,
                q.seats(),
                q.cutTie() != null,
                games,
                having(outlook, "qualified"),
                having(outlook, "out"),
                Map.of(),
                clubTime.zone());
    }

    /** The players whose outlook is of this kind ({@link OutlookView#kind}). */
    private static Set<Long> having(Map<Long, OutlookView> outlooks, String kind) {
        return outlooks.values().stream()
                .filter(o -> o.kind().equals(kind))
                .map(OutlookView::entry)
                .collect(Collectors.toSet());
    }

    private static List<Found> find(List<TableView> inPlay, String query) {
        if (query == null) {
            return List.of();
        }
        String q = query;
        return inPlay.stream()
                .flatMap(t -> t.seats().stream()
                        .filter(s -> matches(s.playerName(), q) || matches(s.nickname(), q))
                        .map(s -> new Found(s.entryId(), s.playerName(), s.nickname(), t.number(), s.seat())))
                .toList();
    }

    private static boolean matches(String name, String q) {
        return Folding.contains(name, q);
    }
}
