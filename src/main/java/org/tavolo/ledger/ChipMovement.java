package org.tavolo.ledger;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.hibernate.query.NativeQuery;
import org.tavolo.common.db.SqlArrays;

/**
 * One line of the chip ledger: a change of one player's stack in one game, with its cause. Lines
 * are only ever added; a stack is the game's starting stack plus the sum of its lines, so every
 * stack can be recomputed and explained.
 */
@Entity
@Table(name = "chip_movement")
public class ChipMovement extends PanacheEntityBase {

    /** Taken fifty at a time from the column's sequence, so that a hand's lines are inserted in one batch (V192). */
    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "chip_movement_ids")
    @SequenceGenerator(name = "chip_movement_ids", sequenceName = "chip_movement_id_seq", allocationSize = 50)
    public Long id;

    @Embedded
    private TableInGame at;

    @Column(name = "entry_id", nullable = false, updatable = false)
    private long entry;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 20, updatable = false)
    private MovementKind kind;

    @Column(nullable = false, updatable = false)
    private long delta;

    @Column(name = "hand_id", updatable = false)
    private Long hand;

    @Column(length = 500, updatable = false)
    private String reason;

    @Column(name = "changes_total", nullable = false, updatable = false)
    private boolean changesTotal;

    @Column(name = "recorded_by", nullable = false, length = 200, updatable = false)
    private String recordedBy;

    @Column(name = "recorded_at", nullable = false, updatable = false)
    private Instant recordedAt;

    protected ChipMovement() {
        // for JPA
    }

    /** A hand's result for one player: what he won back less what he put in. */
    public static ChipMovement handResult(
            TableInGame where, long entry, long delta, long hand, String by, Instant now) {
        return line(where, entry, MovementKind.HAND, delta, hand, null, by, now);
    }

    /** A stack set to the chips counted, keeping the total in play. */
    public static ChipMovement count(TableInGame where, long entry, long delta, String reason, String by, Instant now) {
        return line(where, entry, MovementKind.COUNT, delta, null, reason, by, now);
    }

    /** A stack set to the chips counted where the count changes the total in play: flagged. */
    public static ChipMovement countChangingTotal(
            TableInGame where, long entry, long delta, String reason, String by, Instant now) {
        ChipMovement m = count(where, entry, delta, reason, by, now);
        m.changesTotal = true;
        return m;
    }

    /** Chips of a held pot paid by the director's ruling (docs/rules.md#italian). */
    public static ChipMovement ruling(TableInGame where, long entry, long chips, long hand, String by, Instant now) {
        return line(where, entry, MovementKind.RULING, chips, hand, "Director's ruling", by, now);
    }

    /** A penalty's change of one stack; {@code changesTotal} when its chips leave play (docs/rules.md#penalties). */
    public static ChipMovement penalty(
            TableInGame where, long entry, long delta, boolean changesTotal, String reason, String by, Instant now) {
        ChipMovement m = line(where, entry, MovementKind.PENALTY, delta, null, reason, by, now);
        m.changesTotal = changesTotal;
        return m;
    }

    /** The reversal of one line of a voided hand. */
    public static ChipMovement reversal(ChipMovement line, long hand, String reason, String by, Instant now) {
        return line(line.at, line.entry, MovementKind.VOID, -line.delta, hand, reason, by, now);
    }

    private static ChipMovement line(
            TableInGame where,
            long entry,
            MovementKind kind,
            long delta,
            Long hand,
            String reason,
            String by,
            Instant now) {
        ChipMovement m = new ChipMovement();
        m.at = where;
        m.entry = entry;
        m.kind = kind;
        m.delta = delta;
        m.hand = hand;
        m.reason = reason;
        m.recordedBy = by;
        m.recordedAt = now;
        return m;
    }

    /** The sum of the movements of each of these entries in one game (entries without any are left out). */
    public static Map<Long, Long> netByEntry(long tournamentId, int game, Collection<Long> entries) {
        Map<Long, Long> net = new HashMap<>();
        if (entries.isEmpty()) {
            return net;
        }
        // the sums kept beside the ledger (migration V191, docs/results.md#stacks), one row per entry
        List<?> rows = getEntityManager()
                .createNativeQuery(
                        "select entry_id, net from chip_ledger_net where tournament_id = ?1 and game_no = ?2 "
                                + "and entry_id = any(cast(?3 as bigint[]))")
                .unwrap(NativeQuery.class)
                .addSynchronizedEntityClass(ChipMovement.class)
                .setParameter(1, tournamentId)
                .setParameter(2, game)
                .setParameter(3, SqlArrays.bigints(entries))
                .getResultList();
        rows.forEach(
                row -> net.put(((Number) ((Object[]) row)[0]).longValue(), ((Number) ((Object[]) row)[1]).longValue()));
        return net;
    }

    /** The movements of one game that changed the total of chips in play, oldest first. */
    public static List<ChipMovement> totalChanges(long tournamentId, int game) {
        return list(
                "at.tournamentId = ?1 and at.game = ?2 and changesTotal = true order by recordedAt, id",
                tournamentId,
                game);
    }

    /** The net of every movement of one game. */
    public static long netOfGame(long tournamentId, int game) {
        Long sum = getEntityManager()
                .createQuery(
                        "select coalesce(sum(m.delta), 0) from ChipMovement m where m.at.tournamentId = ?1 and m.at.game = ?2",
                        Long.class)
                .setParameter(1, tournamentId)
                .setParameter(2, game)
                .getSingleResult();
        return sum;
    }

    /** What a hand moved: its own lines and any paid by a ruling, not reversals. */
    public static List<ChipMovement> ofHand(long handId) {
        return list("hand = ?1 and kind in ?2 order by id", handId, List.of(MovementKind.HAND, MovementKind.RULING));
    }

    public long entry() {
        return entry;
    }

    public int table() {
        return at.table();
    }

    public MovementKind kind() {
        return kind;
    }

    public long delta() {
        return delta;
    }

    public Long hand() {
        return hand;
    }

    public String reason() {
        return reason;
    }

    public String recordedBy() {
        return recordedBy;
    }

    public Instant recordedAt() {
        return recordedAt;
    }
}
