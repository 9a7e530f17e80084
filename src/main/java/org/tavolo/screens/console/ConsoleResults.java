package org.tavolo.screens.console;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.math.BigDecimal;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.tavolo.entry.EntryView;
import org.tavolo.entry.EntryViews;
import org.tavolo.ledger.TableChips;
import org.tavolo.result.ResultKind;
import org.tavolo.result.ResultService;
import org.tavolo.result.ResultStatus;
import org.tavolo.result.TableResultView;
import org.tavolo.result.chinese.ChineseDealService;
import org.tavolo.result.chinese.ChineseDealsView;
import org.tavolo.screens.Language;
import org.tavolo.table.GameLifecycle;
import org.tavolo.table.GameStage;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentView;

/**
 * The results as the organizer reads them: each table of the current game, open (with the stacks
 * the ledger has, to close it) or closed (with its result), and every result recorded, voided and
 * corrected ones included, newest first.
 */
@ApplicationScoped
public class ConsoleResults {

    /** A player at a table with the chips the ledger gives him, or the chips or points of a result line. */
    public record LineRow(
            long entry,
            String name,
            Integer place,
            String points,
            long value,
            String shown,
            Long eliminatedInHand,
            Long chipsAtStartOfHand) {}

    /**
     * A table of the current game: closed as the game lifecycle says (the one source the board, the
     * floor and the desk read too), with its result in force when it has one.
     */
    public record OpenTable(
            int number, boolean closed, Long resultId, long inPlay, List<LineRow> players, DealsSoFar deals) {

        /** The stacks the close form shows, summed: as typed when it came back refused, else the ledger's. */
        public long typedTotal(ClosingForm typed) {
            return players.stream()
                    .mapToLong(p -> shows(typed) ? typed.chipsOf(p.entry()).orElse(0L) : p.value())
                    .sum();
        }

        /** The stacks typed less the chips in play: a close is refused unless it is 0. */
        public long difference(ClosingForm typed) {
            return typedTotal(typed) - inPlay;
        }

        /** Whether the stacks in the form add up to the chips in play, as a close requires. */
        public boolean addsUp(ClosingForm typed) {
            return difference(typed) == 0;
        }

        /** Whether that player's stack in the form is 0: confirming the close puts him out. */
        public boolean leftWithNoChips(ClosingForm typed, long entry) {
            return players.stream()
                    .filter(p -> p.entry() == entry)
                    .anyMatch(p -> (shows(typed) ? typed.chipsOf(entry).orElse(-1L) : p.value()) == 0);
        }

        private boolean shows(ClosingForm typed) {
            return typed != null && typed.at(number);
        }
    }

    /** A recorded result. */
    /**
     * The deals of a Chinese poker match stored so far at a table that still plays it (docs/results.md#deal-by-deal),
     * as the director's phone stored them.
     *
     * @param stored each standing deal in words: its number and each player's victory points
     * @param totals each player's victory points over the standing deals
     */
    public record DealsSoFar(List<String> stored, String totals) {}

    public record ResultRow(
            long id,
            int game,
            int table,
            boolean italian,
            boolean active,
            String recordedBy,
            Long replaces,
            String voidedBy,
            String voidReason,
            List<LineRow> places) {}

    /** The results page. */
    public record Results(
            TournamentView tournament, boolean italian, int game, List<OpenTable> tables, List<ResultRow> history) {}

    private final TournamentService tournaments;
    private final ResultService results;
    private final TableChips chips;
    private final EntryViews entries;
    private final GameLifecycle lifecycle;
    private final ChineseDealService deals;

    ConsoleResults(
            TournamentService tournaments,
            ResultService results,
            TableChips chips,
            EntryViews entries,
            GameLifecycle lifecycle,
            ChineseDealService deals) {
        this.lifecycle = lifecycle;
        this.deals = deals;
        this.tournaments = tournaments;
        this.results = results;
        this.chips = chips;
        this.entries = entries;
    }

    @Transactional
    public Results read(long tournamentId, Language lang) {
        TournamentView tournament = tournaments.view(tournamentId);
        Map<Long, String> names = names(tournamentId);
        List<TableResultView> recorded = results.history(tournamentId);
        TableChips.Board board = chips.ofCurrentGame(tournamentId);
        GameStage stage = lifecycle.of(tournamentId);
        boolean chinese = tournament.format() == TournamentFormat.CHINESE_POKER;
        List<OpenTable> tables = board.tables().stream()
                .map(t -> new OpenTable(
                        t.table(),
                        stage.closed().contains(t.table()),
                        inForce(recorded, board.game(), t.table())
                                .map(TableResultView::id)
                                .orElse(null),
                        t.inPlay(),
                        t.seats().stream()
                                .map(s -> new LineRow(
                                        s.entry(),
                                        names.getOrDefault(s.entry(), "#" + s.entry()),
                                        null,
                                        null,
                                        s.chips(),
                                        lang.chips(s.chips()),
                                        null,
                                        null))
                                .toList(),
                        chinese && !stage.closed().contains(t.table())
                                ? dealsSoFar(tournamentId, t.table(), board.game())
                                : null))
                .toList();
        List<ResultRow> history = recorded.stream()
                .sorted(Comparator.comparingLong(TableResultView::id).reversed())
                .map(r -> row(r, names, lang))
                .toList();
        return new Results(
                tournament, tournament.format() == TournamentFormat.ITALIAN_DRAW, board.game(), tables, history);
    }

    private DealsSoFar dealsSoFar(long tournamentId, int table, int match) {
        ChineseDealsView view = deals.deals(tournamentId, table, match, null);
        List<String> stored = view.deals().stream()
                .filter(d -> !d.voided())
                .map(d -> d.deal() + ": " + d.pointsInWords())
                .toList();
        return new DealsSoFar(stored, view.totalsInWords());
    }

    /** One result, to correct or void. */
    @Transactional
    public ResultRow result(long tournamentId, long resultId, Language lang) {
        return row(results.get(tournamentId, resultId), names(tournamentId), lang);
    }

    private static Optional<TableResultView> inForce(List<TableResultView> recorded, int game, int table) {
        return recorded.stream()
                .filter(r -> r.game() == game && r.table() == table && r.status() == ResultStatus.ACTIVE)
                .findFirst();
    }

    private static ResultRow row(TableResultView r, Map<Long, String> names, Language lang) {
        boolean italian = r.kind() == ResultKind.ITALIAN_GAME;
        List<LineRow> places = r.places().stream()
                .map(l -> {
                    long value = italian ? l.chips() : l.victoryPoints();
                    return new LineRow(
                            l.entry(),
                            names.getOrDefault(l.entry(), "#" + l.entry()),
                            l.place(),
                            points(l.points(), lang),
                            value,
                            lang.chips(value),
                            l.eliminatedInHand(),
                            l.chipsAtStartOfHand());
                })
                .toList();
        return new ResultRow(
                r.id(),
                r.game(),
                r.table(),
                italian,
                r.status() == ResultStatus.ACTIVE,
                r.recordedBy(),
                r.replaces(),
                r.voidedBy(),
                r.voidReason(),
                places);
    }

    /** Points as the reader writes them: {@code 4,5} in Italian, {@code 4.5} in English. */
    private static String points(BigDecimal points, Language lang) {
        String plain = points.stripTrailingZeros().toPlainString();
        return lang.italian() ? plain.replace('.', ',') : plain;
    }

    private Map<Long, String> names(long tournamentId) {
        return entries.list(tournamentId).stream().collect(Collectors.toMap(EntryView::id, EntryView::playerName));
    }
}
