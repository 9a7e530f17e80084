package org.tavolo.table;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.tavolo.audit.AuditTrail;
import org.tavolo.common.error.ProblemException;
import org.tavolo.entry.Entry;
import org.tavolo.poker.seating.Move;
import org.tavolo.tournament.TournamentService;

/**
 * Takes back the last floor action not yet undone (a balance, a break, a final-table redraw or a
 * manual move, each stored by {@link FloorService} as one batch of {@link SeatMove}s): everyone it
 * moved goes back to his seat and broken tables reopen. Refused when a player it moved has since
 * moved again or busted.
 */
@ApplicationScoped
public class MoveUndo {

    private final Clock clock;
    private final AuditTrail audit;
    private final TournamentService tournaments;

    MoveUndo(Clock clock, AuditTrail audit, TournamentService tournaments) {
        this.clock = clock;
        this.audit = audit;
        this.tournaments = tournaments;
    }

    /** Undoes the last batch of moves and answers the moves it took back. */
    @Transactional
    public List<Move> undoLast(long tournamentId) {
        tournaments.getForChange(tournamentId);
        List<SeatMove> batch = SeatMove.lastBatch(tournamentId);
        if (batch.isEmpty()) {
            throw ProblemException.conflict("nothing-to-undo", "There is no move to undo.");
        }
        Map<Integer, PokerTable> tables = PokerTable.ofDraw(batch.get(0).drawId()).stream()
                .collect(Collectors.toMap(PokerTable::number, t -> t, (a, b) -> a, LinkedHashMap::new));
        requireUndoable(batch, tables);
        batch.forEach(recorded ->
                tables.get(recorded.move().toTable()).unseat(recorded.move().entry()));
        Instant now = clock.instant();
        for (SeatMove recorded : batch) {
            Move m = recorded.move();
            PokerTable from = tables.get(m.fromTable());
            if (from.isBroken()) {
                from.reopen();
            }
            from.seat(m.entry(), m.fromSeat());
            recorded.undo(now);
        }
        List<Move> undone = batch.stream().map(SeatMove::move).toList();
        audit.record(
                tournamentId,
                "moves-undone",
                "Undid " + batch.size() + " move(s): " + FloorService.describe(undone),
                Map.of("moves", FloorService.facts(undone)));
        return undone;
    }

    /** Refuses the undo when a player the batch moved no longer sits where it put him. */
    private static void requireUndoable(List<SeatMove> batch, Map<Integer, PokerTable> tables) {
        for (SeatMove recorded : batch) {
            Move m = recorded.move();
            PokerTable to = tables.get(m.toTable());
            if (to.isBroken() || !Long.valueOf(m.entry()).equals(to.seats().get(m.toSeat()))) {
                throw ProblemException.conflict(
                        "move-not-undoable",
                        Entry.nameOf(m.entry()) + " no longer sits at table " + m.toTable() + " seat " + m.toSeat()
                                + "; the move cannot be undone.",
                        Map.of(
                                "entry",
                                m.entry(),
                                "name",
                                Entry.nameOf(m.entry()),
                                "table",
                                m.toTable(),
                                "seat",
                                m.toSeat()));
            }
        }
    }
}
