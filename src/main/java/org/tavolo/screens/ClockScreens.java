package org.tavolo.screens;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import org.tavolo.clock.ClockService;
import org.tavolo.clock.ClockView;
import org.tavolo.entry.EntryView;
import org.tavolo.entry.EntryViews;
import org.tavolo.hand.italian.ItalianOpenings;
import org.tavolo.live.AnnouncementService;
import org.tavolo.live.AnnouncementView;
import org.tavolo.screens.ClockScreen.TableOpening;
import org.tavolo.standing.NextRoundService;
import org.tavolo.standing.StandingLine;
import org.tavolo.standing.StandingService;
import org.tavolo.table.FloorViews;
import org.tavolo.table.TableViews.MoveView;
import org.tavolo.table.TableViews.TableView;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentView;

/**
 * The tournament's clock as every wing shows it (the room's TV clock and front page, the console's floor): gathered
 * once from the features' own read methods, with the moves and late entries of the last minutes.
 */
@ApplicationScoped
public class ClockScreens {

    /** How long a moved player stays highlighted on the seating screen and told on the clock's ticker. */
    public static final Duration RECENT_MOVE = AnnouncementService.MOVES_SHOWN_FOR;

    private final Clock time;
    private final TournamentService tournaments;
    private final ClockService clocks;
    private final FloorViews tables;
    private final StandingService standings;
    private final AnnouncementService announcements;
    private final ItalianOpenings openings;
    private final EntryViews entries;
    private final NextRoundService nextRounds;

    ClockScreens(
            Clock time,
            TournamentService tournaments,
            ClockService clocks,
            FloorViews tables,
            StandingService standings,
            AnnouncementService announcements,
            ItalianOpenings openings,
            EntryViews entries,
            NextRoundService nextRounds) {
        this.time = time;
        this.tournaments = tournaments;
        this.clocks = clocks;
        this.tables = tables;
        this.standings = standings;
        this.announcements = announcements;
        this.openings = openings;
        this.entries = entries;
        this.nextRounds = nextRounds;
    }

    /** The tournament's clock as the TV shows it: format, game of the round, openings, the ticker's news. */
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
    public List<MoveView> recentMoves(long id) {
        Instant since = time.instant().minus(RECENT_MOVE);
        return tables.history(id).stream()
                .filter(m -> m.undoneAt() == null
                        && m.movedAt() != null
                        && m.movedAt().isAfter(since))
                .toList();
    }

    /** The game the tables play: the latest of any table. */
    public static int gameNumber(List<TableView> inPlay) {
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
}
