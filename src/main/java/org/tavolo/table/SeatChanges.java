package org.tavolo.table;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.Optional;
import org.tavolo.audit.AuditTrail;
import org.tavolo.poker.seating.Move;
import org.tavolo.table.SeatChange.Cause;

/**
 * The latest change of a player's seat, read from what the floor recorded: the last move of the
 * current draw not undone that put the player where they sit, else the current game's draw when it
 * seated them elsewhere than they ended the game before (a redraw when that game's draw was taken
 * back meanwhile, docs/floor.md#game-lifecycle). Nothing for the first game's seat, nor for a seat
 * kept from the game before.
 */
@ApplicationScoped
public class SeatChanges {

    private final AuditTrail audit;

    SeatChanges(AuditTrail audit) {
        this.audit = audit;
    }

    @Transactional
    public Optional<SeatChange> latest(long tournamentId, long entryId) {
        Optional<Draw> current = Draw.current(tournamentId);
        Optional<PokerTable> table = PokerTable.seating(tournamentId, entryId);
        if (current.isEmpty() || table.isEmpty()) {
            return Optional.empty();
        }
        Draw draw = current.get();
        int number = table.get().number();
        int seat = table.get().seatOf(entryId).orElseThrow();
        Optional<SeatMove> moved = SeatMove.<SeatMove>find(
                        "drawId = ?1 and entryId = ?2 and undoneAt is null order by id desc", draw.id, entryId)
                .firstResultOptional();
        if (moved.isPresent()) {
            Move move = moved.get().move();
            if (move.toTable() == number && move.toSeat() == seat) {
                return Optional.of(new SeatChange(
                        cause(move),
                        draw.gameNumber(),
                        move.fromTable(),
                        move.fromSeat(),
                        number,
                        seat,
                        moved.get().movedAt(),
                        "move-" + moved.get().id));
            }
        }
        return fromDraw(tournamentId, entryId, draw, number, seat);
    }

    private Optional<SeatChange> fromDraw(long tournamentId, long entryId, Draw draw, int number, int seat) {
        if (draw.gameNumber() == 1) {
            return Optional.empty();
        }
        Optional<Draw> before = Draw.ofGame(tournamentId, draw.gameNumber() - 1);
        Integer fromTable = null;
        Integer fromSeat = null;
        if (before.isPresent()) {
            for (PokerTable t : PokerTable.ofDraw(before.get().id)) {
                Optional<Integer> s = t.seatOf(entryId);
                if (s.isPresent()) {
                    fromTable = t.number();
                    fromSeat = s.get();
                }
            }
        }
        if (fromTable != null && fromTable == number && fromSeat == seat) {
            return Optional.empty();
        }
        boolean redrawn = before.isPresent()
                && audit.recordedBetween(
                        tournamentId, "draw-undone", before.get().drawnAt(), draw.drawnAt());
        return Optional.of(new SeatChange(
                redrawn ? Cause.REDRAWN : Cause.NEXT_GAME,
                draw.gameNumber(),
                fromTable,
                fromSeat,
                number,
                seat,
                draw.drawnAt(),
                "draw-" + draw.id));
    }

    private static Cause cause(Move move) {
        return switch (move.reason()) {
            case MANUAL -> Cause.MOVED;
            case BALANCE -> Cause.BALANCED;
            case TABLE_BREAK -> Cause.TABLE_BROKEN;
            case FINAL_TABLE -> Cause.FINAL_TABLE;
        };
    }
}
