package org.tavolo.table;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.tavolo.common.error.ProblemException;
import org.tavolo.entry.Entry;
import org.tavolo.entry.Turnout;
import org.tavolo.poker.seating.Move;
import org.tavolo.table.TableViews.DrawView;
import org.tavolo.table.TableViews.MoveView;
import org.tavolo.table.TableViews.TableView;

/**
 * The floor as clients and pages see it: draws, tables and moves with the players' names, each
 * read in one transaction.
 */
@ApplicationScoped
public class FloorViews {

    private final FloorService floor;
    private final SeatDraws seatDraws;
    private final Turnout turnout;

    FloorViews(FloorService floor, SeatDraws seatDraws, Turnout turnout) {
        this.floor = floor;
        this.seatDraws = seatDraws;
        this.turnout = turnout;
    }

    /** Every draw with its seed, algorithm, entry order and tables. */
    @Transactional
    public List<DrawView> draws(long tournamentId) {
        List<Draw> draws = seatDraws.draws(tournamentId);
        Map<Long, Entry> entries = entries(tournamentId);
        return draws.stream()
                .map(d -> TableViews.draw(d, PokerTable.ofDraw(d.id), entries, noShows(d)))
                .toList();
    }

    /** One draw. */
    @Transactional
    public DrawView draw(long tournamentId, long drawId) {
        Draw draw = Draw.<Draw>findByIdOptional(drawId).orElseThrow(() -> ProblemException.notFound("draw", drawId));
        return TableViews.draw(draw, PokerTable.ofDraw(draw.id), entries(tournamentId), noShows(draw));
    }

    /** Who the first draw left out as a no-show (docs/registration.md#the-draw); nobody for a later game's draw. */
    private List<String> noShows(Draw draw) {
        return draw.gameNumber() == 1 ? turnout.noShows(draw.tournamentId()) : List.of();
    }

    /** The tables in play with their game number. */
    @Transactional
    public List<TableView> tables(long tournamentId) {
        List<PokerTable> tables = floor.tablesInPlay(tournamentId);
        Map<Long, Entry> entries = entries(tournamentId);
        int game = Draw.current(tournamentId).map(Draw::gameNumber).orElse(0);
        return tables.stream().map(t -> TableViews.table(t, game, entries)).toList();
    }

    /** One table in play. */
    @Transactional
    public TableView table(long tournamentId, int number) {
        PokerTable table = PokerTable.inPlay(tournamentId, number)
                .orElseThrow(() -> ProblemException.notFoundByNumber("table in play", number));
        int game = Draw.current(tournamentId).map(Draw::gameNumber).orElse(0);
        return TableViews.table(table, game, entries(tournamentId));
    }

    /** These moves, with the players' names. */
    @Transactional
    public List<MoveView> moves(long tournamentId, List<Move> moves) {
        Map<Long, Entry> entries = entries(tournamentId);
        return moves.stream().map(m -> TableViews.move(m, entries)).toList();
    }

    /** Every move on record, newest first. */
    @Transactional
    public List<MoveView> history(long tournamentId) {
        List<SeatMove> moves = floor.moves(tournamentId);
        Map<Long, Entry> entries = entries(tournamentId);
        return moves.stream().map(m -> TableViews.move(m, entries)).toList();
    }

    private static Map<Long, Entry> entries(long tournamentId) {
        return Entry.ofTournament(tournamentId).stream().collect(Collectors.toMap(e -> e.id, Function.identity()));
    }
}
