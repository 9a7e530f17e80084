package org.tavolo.table;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.tavolo.entry.Entry;
import org.tavolo.poker.seating.Move;
import org.tavolo.poker.seating.MoveReason;

/** What clients see of draws, tables and moves. */
public final class TableViews {

    private TableViews() {}

    /** One occupied seat. */
    public record SeatView(int seat, long entryId, long playerId, String playerName, String nickname) {}

    /** A table in play with its seats, button and the game it belongs to. */
    public record TableView(
            int number, int capacity, int players, Integer buttonSeat, int gameNumber, List<SeatView> seats) {}

    /** A published draw: anyone can recompute the seating from entryOrder, tablePlan and seed (docs/seat-draw.md). */
    public record DrawView(
            long id,
            int gameNumber,
            Long seed,
            String algorithm,
            List<Long> entryOrder,
            List<Integer> tablePlan,
            Instant drawnAt,
            String drawnBy,
            List<TableView> tables,
            int seated,
            List<String> noShows) {}

    /** A move as the floor announces it; {@code id} is null for a move only previewed. */
    public record MoveView(
            Long id,
            long entryId,
            String playerName,
            int fromTable,
            int fromSeat,
            int toTable,
            int toSeat,
            MoveReason reason,
            Long seed,
            Instant movedAt,
            String movedBy,
            Instant undoneAt) {

        /** Why the player moved, as a word pages look up: {@code BALANCE}, {@code TABLE_BREAK}, … */
        public String reasonName() {
            return reason.name();
        }
    }

    static TableView table(PokerTable t, int gameNumber, Map<Long, Entry> entries) {
        List<SeatView> seats = t.seats().entrySet().stream()
                .sorted(Map.Entry.comparingByKey())
                .map(s -> {
                    Entry e = entries.get(s.getValue());
                    return new SeatView(
                            s.getKey(),
                            s.getValue(),
                            e.player().id,
                            e.player().name(),
                            e.player().nickname());
                })
                .toList();
        return new TableView(t.number(), t.capacity(), t.players(), t.buttonSeat(), gameNumber, seats);
    }

    static DrawView draw(Draw d, List<PokerTable> tables, Map<Long, Entry> entries, List<String> noShows) {
        return new DrawView(
                d.id,
                d.gameNumber(),
                d.seed(),
                d.algorithm(),
                d.entryOrder(),
                d.tablePlan(),
                d.drawnAt(),
                d.drawnBy(),
                tables.stream()
                        .filter(t -> !t.isBroken())
                        .map(t -> table(t, d.gameNumber(), entries))
                        .toList(),
                d.entryOrder().size(),
                noShows);
    }

    static MoveView move(SeatMove m, Map<Long, Entry> entries) {
        Move move = m.move();
        Entry e = entries.get(move.entry());
        return new MoveView(
                m.id,
                move.entry(),
                e == null ? null : e.player().name(),
                move.fromTable(),
                move.fromSeat(),
                move.toTable(),
                move.toSeat(),
                move.reason(),
                m.seed(),
                m.movedAt(),
                m.movedBy(),
                m.undoneAt());
    }

    static MoveView move(Move move, Map<Long, Entry> entries) {
        Entry e = entries.get(move.entry());
        return new MoveView(
                null,
                move.entry(),
                e == null ? null : e.player().name(),
                move.fromTable(),
                move.fromSeat(),
                move.toTable(),
                move.toSeat(),
                move.reason(),
                null,
                null,
                null,
                null);
    }
}
