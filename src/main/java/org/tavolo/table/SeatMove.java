package org.tavolo.table;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.List;
import org.tavolo.poker.seating.Move;
import org.tavolo.poker.seating.MoveReason;

/**
 * A recorded change of seat: who, from, to, why, when and by whom, so the floor can announce it.
 * Moves made by one floor action (a balance, a table break, a final-table redraw) share a batch;
 * undoing the last action undoes its whole batch, and undone moves stay on record.
 */
@Entity
@Table(name = "seat_move")
public class SeatMove extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "tournament_id", nullable = false, updatable = false)
    private long tournamentId;

    @Column(name = "draw_id", nullable = false, updatable = false)
    private long drawId;

    @Column(nullable = false, updatable = false)
    private long batch;

    @Column(name = "entry_id", nullable = false, updatable = false)
    private long entryId;

    @Column(name = "from_table", nullable = false, updatable = false)
    private int fromTable;

    @Column(name = "from_seat", nullable = false, updatable = false)
    private int fromSeat;

    @Column(name = "to_table", nullable = false, updatable = false)
    private int toTable;

    @Column(name = "to_seat", nullable = false, updatable = false)
    private int toSeat;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, updatable = false, length = 20)
    private MoveReason reason;

    @Column(updatable = false)
    private Long seed;

    @Column(name = "moved_at", nullable = false, updatable = false)
    private Instant movedAt;

    @Column(name = "moved_by", nullable = false, updatable = false)
    private String movedBy;

    @Column(name = "undone_at")
    private Instant undoneAt;

    protected SeatMove() {
        // for JPA
    }

    static SeatMove record(
            long tournamentId, long drawId, long batch, Move move, Long seed, Instant now, String actor) {
        SeatMove m = new SeatMove();
        m.tournamentId = tournamentId;
        m.drawId = drawId;
        m.batch = batch;
        m.entryId = move.entry();
        m.fromTable = move.fromTable();
        m.fromSeat = move.fromSeat();
        m.toTable = move.toTable();
        m.toSeat = move.toSeat();
        m.reason = move.reason();
        m.seed = seed;
        m.movedAt = now;
        m.movedBy = actor;
        return m;
    }

    /** Every move of a tournament, newest first. */
    public static List<SeatMove> ofTournament(long tournamentId) {
        return list("tournamentId = ?1 order by id desc", tournamentId);
    }

    /** The moves of the latest floor action not yet undone, in the order they were made. */
    static List<SeatMove> lastBatch(long tournamentId) {
        List<SeatMove> latest = SeatMove.<SeatMove>find(
                        "tournamentId = ?1 and undoneAt is null order by id desc", tournamentId)
                .page(0, 1)
                .list();
        if (latest.isEmpty()) {
            return List.of();
        }
        return list(
                "tournamentId = ?1 and batch = ?2 and undoneAt is null order by id", tournamentId, latest.get(0).batch);
    }

    static long nextBatch(long tournamentId) {
        Long max = find("select max(batch) from SeatMove where tournamentId = ?1", tournamentId)
                .project(Long.class)
                .firstResult();
        return max == null ? 1 : max + 1;
    }

    void undo(Instant now) {
        undoneAt = now;
    }

    public Move move() {
        return new Move(entryId, fromTable, fromSeat, toTable, toSeat, reason);
    }

    public long batch() {
        return batch;
    }

    public Long seed() {
        return seed;
    }

    public Instant movedAt() {
        return movedAt;
    }

    public String movedBy() {
        return movedBy;
    }

    public Instant undoneAt() {
        return undoneAt;
    }

    public long drawId() {
        return drawId;
    }
}
