package org.tavolo.screens.console;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import org.tavolo.common.error.ProblemException;
import org.tavolo.entry.EntryView;
import org.tavolo.entry.EntryViews;
import org.tavolo.ledger.ChipsInPlay;
import org.tavolo.ledger.TableChips;
import org.tavolo.screens.Language;
import org.tavolo.table.FloorViews;
import org.tavolo.table.GameLifecycle;
import org.tavolo.table.GameStage;
import org.tavolo.table.TableViews.MoveView;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentView;

/**
 * The floor board as the organizer reads it: every table of the current game with its status,
 * stacks and chips against the starting stacks, the moves of the floor's latest action, and whether
 * the next game may be drawn (the same check, and so the same refusal, as the API's).
 */
@ApplicationScoped
public class ConsoleBoard {

    /** How a table stands in the current game. */
    public enum Status {
        PLAYING,
        RULING,
        CLOSED
    }

    /** A seat with its player and stack. */
    public record SeatRow(int seat, String name, String chips) {}

    /** A table of the current game. */
    public record TableRow(
            int number,
            Status status,
            List<SeatRow> seats,
            String inPlay,
            String started,
            String difference,
            boolean differs,
            String held) {}

    /** The game's chips: what the players started with against what is in stacks and pots. */
    public record Totals(String started, String inPlay, String held, String difference, boolean differs) {}

    /** A move to announce. */
    public record MoveRow(
            long moveId, String name, int fromTable, int fromSeat, int toTable, int toSeat, String reason) {}

    /** Whether the next game may be drawn now, and if not why (the API's 409 in words). */
    public record NextGame(boolean offered, int game, String reason) {}

    /** The whole board. */
    public record Board(
            TournamentView tournament,
            int game,
            boolean perTable,
            List<TableRow> tables,
            Totals totals,
            List<MoveRow> moves,
            NextGame next) {}

    private final TournamentService tournaments;
    private final TableChips chips;
    private final GameLifecycle lifecycle;
    private final FloorViews floor;
    private final EntryViews entries;
    private final ConsoleService console;

    ConsoleBoard(
            TournamentService tournaments,
            TableChips chips,
            GameLifecycle lifecycle,
            FloorViews floor,
            EntryViews entries,
            ConsoleService console) {
        this.tournaments = tournaments;
        this.chips = chips;
        this.lifecycle = lifecycle;
        this.floor = floor;
        this.entries = entries;
        this.console = console;
    }

    @Transactional
    public Board read(long tournamentId, Language lang) {
        TournamentView tournament = tournaments.view(tournamentId);
        TableChips.Board read = chips.ofCurrentGame(tournamentId);
        GameStage stage = lifecycle.of(tournamentId);
        Map<Long, String> names =
                entries.list(tournamentId).stream().collect(Collectors.toMap(EntryView::id, EntryView::playerName));
        boolean perTable = tournament.format() != TournamentFormat.TEXAS_HOLDEM;
        List<TableRow> tables = read.tables().stream()
                .map(t -> row(t, stage.closed(), names, lang))
                .toList();
        return new Board(
                tournament,
                read.game(),
                perTable,
                tables,
                read.chips() == null ? null : totals(read.chips(), lang),
                latestMoves(tournamentId, lang),
                next(stage, console.messages(lang), lang));
    }

    /** The moves of the floor's latest action not undone, as they are announced. */
    public List<MoveRow> latestMoves(long tournamentId, Language lang) {
        List<MoveView> standing = floor.history(tournamentId).stream()
                .filter(m -> m.undoneAt() == null)
                .toList();
        if (standing.isEmpty()) {
            return List.of();
        }
        Instant latest = standing.get(0).movedAt();
        ConsoleMessages words = console.messages(lang);
        return standing.stream()
                .filter(m -> Objects.equals(m.movedAt(), latest))
                .map(m -> new MoveRow(
                        m.id(), m.playerName(), m.fromTable(), m.fromSeat(), m.toTable(), m.toSeat(), reason(m, words)))
                .toList();
    }

    private static TableRow row(TableChips.AtTable t, Set<Integer> closed, Map<Long, String> names, Language lang) {
        Status status =
                closed.contains(t.table()) ? Status.CLOSED : t.heldInPots() > 0 ? Status.RULING : Status.PLAYING;
        List<SeatRow> seats = t.seats().stream()
                .map(s -> new SeatRow(s.seat(), names.getOrDefault(s.entry(), "#" + s.entry()), lang.chips(s.chips())))
                .toList();
        return new TableRow(
                t.table(),
                status,
                seats,
                lang.chips(t.inPlay()),
                lang.chips(t.started()),
                signed(t.difference(), lang),
                t.difference() != 0,
                lang.chips(t.heldInPots()));
    }

    private static Totals totals(ChipsInPlay c, Language lang) {
        long inPlay = Math.addExact(c.inStacks(), c.heldInPots());
        long difference = Math.subtractExact(inPlay, c.started());
        return new Totals(
                lang.chips(c.started()),
                lang.chips(inPlay),
                lang.chips(c.heldInPots()),
                signed(difference, lang),
                difference != 0);
    }

    private static NextGame next(GameStage stage, ConsoleMessages words, Language lang) {
        int game = stage.game() + 1;
        try {
            return new NextGame(stage.nextGame(game), game, null);
        } catch (ProblemException refused) {
            return new NextGame(false, game, inWords(refused, stage, words, lang));
        }
    }

    /** The refusals of the next-game draw (docs/floor.md#game-lifecycle) in the reader's words. */
    private static String inWords(ProblemException refused, GameStage stage, ConsoleMessages words, Language lang) {
        return switch (refused.problem().type()) {
            case "/problems/tables-not-closed" -> words.board_tables_not_closed(stage.game(), open(stage));
            case "/problems/round-complete" ->
                stage.open().isEmpty()
                        ? words.board_round_complete(stage.gamesPerRound())
                        : words.last_game_playing(stage.game(), open(stage));
            case "/problems/no-next-game" -> words.board_no_next_game();
            case "/problems/not-drawn" -> words.board_not_drawn();
            default -> lang.says(refused);
        };
    }

    /** The tables still playing the current game, as words: {@code 1, 3}. */
    private static String open(GameStage stage) {
        return stage.open().stream().map(String::valueOf).collect(Collectors.joining(", "));
    }

    private static String reason(MoveView m, ConsoleMessages words) {
        return switch (m.reasonName()) {
            case "TABLE_BREAK" -> words.move_TABLE_BREAK();
            case "FINAL_TABLE" -> words.move_FINAL_TABLE();
            case "MANUAL" -> words.move_MANUAL();
            default -> words.move_BALANCE();
        };
    }

    private static String signed(long difference, Language lang) {
        return difference > 0 ? "+" + lang.chips(difference) : lang.chips(difference);
    }
}
