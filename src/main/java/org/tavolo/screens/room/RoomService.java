package org.tavolo.screens.room;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import org.tavolo.clock.ClockService;
import org.tavolo.clock.ClockView;
import org.tavolo.common.text.Folding;
import org.tavolo.common.time.ClubTime;
import org.tavolo.entry.EntryView;
import org.tavolo.entry.EntryViews;
import org.tavolo.hand.italian.ItalianOpenings;
import org.tavolo.hand.read.EliminationViews;
import org.tavolo.ledger.EliminationView;
import org.tavolo.live.AnnouncementService;
import org.tavolo.live.AnnouncementView;
import org.tavolo.screens.room.RoomViews.ClockScreen;
import org.tavolo.screens.room.RoomViews.Found;
import org.tavolo.screens.room.RoomViews.SeatingScreen;
import org.tavolo.screens.room.RoomViews.StandingsScreen;
import org.tavolo.screens.room.RoomViews.TableOpening;
import org.tavolo.standing.NextRoundService;
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
 * Gathers what the room's screens show from the features' own read methods. The tables and moves
 * come from the table feature's resource, which is where their views are built.
 */
@ApplicationScoped
public class RoomService {

    /** How long a moved player stays highlighted on the seating screen. */
    static final Duration RECENT_MOVE = AnnouncementService.MOVES_SHOWN_FOR;

    private final Clock time;
    private final TournamentService tournaments;
    private final ClockService clocks;
    private final FloorViews tables;
    private final StandingService standings;
    private final AnnouncementService announcements;
    private final ItalianOpenings openings;
    private final EntryViews entries;
    private final ClubTime clubTime;
    private final OutlookService outlooks;
    private final EliminationViews eliminations;
    private final NextRoundService nextRounds;

    RoomService(
            Clock time,
            TournamentService tournaments,
            ClockService clocks,
            FloorViews tables,
            StandingService standings,
            AnnouncementService announcements,
            ItalianOpenings openings,
            EntryViews entries,
            ClubTime clubTime,
            OutlookService outlooks,
            EliminationViews eliminations,
            NextRoundService nextRounds) {
        this.time = time;
        this.tournaments = tournaments;
        this.clocks = clocks;
        this.tables = tables;
        this.standings = standings;
        this.announcements = announcements;
        this.openings = openings;
        this.entries = entries;
        this.clubTime = clubTime;
        this.outlooks = outlooks;
        this.eliminations = eliminations;
        this.nextRounds = nextRounds;
    }

    public ClockScreen clock(long id) {
        TournamentView tournament = tournaments.view(id);
        ClockView clock = clocks.read(id);
        List<TableView> inPlay = tables.tables(id);
        boolean counting = clock.running() && clock.secondsLeft() != null;
        boolean drawPoker =
                tournament.format() == TournamentFormat.ITALIAN_DRAW && clock.inGame() && !clock.teresinaRound();
        // a move announced runs as its announcement, not a second time among the moves (docs/room-screens.md)
        List<AnnouncementView> said = announcements.recent(id);
        Set<Long> announced = said.stream()
                .map(AnnouncementView::moveId)
                .filter(Objects::nonNull)
                .collect(Collectors.toSet());
        return new ClockScreen(
                tournament,
                clock,
                gameNumber(inPlay),
                tournaments.settings(id).gamesPerRound(),
                counting ? clock.now().plusSeconds(clock.secondsLeft()) : null,
                winner(id, clock),
                drawPoker ? openings.first() : null,
                drawPoker ? raisedOpenings(id, inPlay) : List.of(),
                said,
                recentMoves(id).stream()
                        .filter(m -> !announced.contains(m.id()))
                        .toList(),
                recentLateEntries(id),
                nextRounds.nextTournament(id).orElse(null));
    }

    /**
     * The tables whose next hand needs more than the first pair, after hands nobody opened (docs/rules.md#opening), or
     * carries a pot to it (docs/rules.md#parol).
     */
    private List<TableOpening> raisedOpenings(long id, List<TableView> inPlay) {
        Map<Integer, Map<Integer, ItalianOpenings.NextHand>> byGame = new HashMap<>();
        return inPlay.stream()
                .map(t -> {
                    ItalianOpenings.NextHand next = byGame.computeIfAbsent(
                                    t.gameNumber(), game -> openings.ofGame(id, game))
                            .getOrDefault(t.number(), new ItalianOpenings.NextHand(openings.first(), 0));
                    return new TableOpening(t.number(), next.pair(), next.carried());
                })
                .filter(o -> !o.pair().equals(openings.first()) || o.carried() > 0)
                .toList();
    }

    public SeatingScreen seating(long id, String query) {
        TournamentView tournament = tournaments.view(id);
        List<TableView> inPlay = tables.tables(id);
        List<MoveView> recent = recentMoves(id);
        Set<Long> moved = recent.stream().map(MoveView::entryId).collect(Collectors.toSet());
        String q = query == null || query.isBlank() ? null : query.strip();
        return new SeatingScreen(
                tournament,
                inPlay,
                gameNumber(inPlay),
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

    /**
     * Late entries (Hold'em, after the draw) of the last {@link #RECENT_MOVE} that still have their seat, newest
     * first: the room learns where the newcomer sits as it learns of a move.
     */
    private List<EntryView> recentLateEntries(long id) {
        Instant since = time.instant().minus(RECENT_MOVE);
        return entries.list(id).stream()
                .filter(e -> e.late() && e.table() != null && e.enteredAt().isAfter(since))
                .sorted(Comparator.comparing(EntryView::enteredAt).reversed())
                .toList();
    }

    /** Moves of the last {@link #RECENT_MOVE}, not undone, newest first. */
    private List<MoveView> recentMoves(long id) {
        Instant since = time.instant().minus(RECENT_MOVE);
        return tables.history(id).stream()
                .filter(m -> m.undoneAt() == null
                        && m.movedAt() != null
                        && m.movedAt().isAfter(since))
                .toList();
    }

    private static int gameNumber(List<TableView> inPlay) {
        return inPlay.stream().mapToInt(TableView::gameNumber).max().orElse(1);
    }

    /** The winner of a Hold'em tournament once it has one: the player placed first, alone. */
    private StandingLine winner(long id, ClockView clock) {
        if (!clock.finished()) {
            return null;
        }
        return standings.standings(id, 1).standings().stream()
                .filter(l -> l.rank() == 1 && !l.shared())
                .findFirst()
                .orElse(null);
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
