package org.tavolo.ledger;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.tavolo.poker.settlement.CarriedPot;

/**
 * One line of a table's carried pot (docs/rules.md#parol): chips moved into it by a parol hand or a penalty paid to
 * the pot, or out of it by the hand that won it. Lines are only ever added; the carried pot is the sum of a table's
 * lines, so that its stacks plus its carried pot add up to its chips in play.
 */
@Entity
@Table(name = "carried_pot_move")
public class CarriedPotMove extends PanacheEntityBase {

    /** Where the chips came from. */
    public enum Kind {
        /** A pot nobody won because every player passed the word after the draw, or its replay. */
        PAROL,
        /** A penalty paid to the pot. */
        PENALTY
    }

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Embedded
    private TableInGame at;

    @Column(nullable = false, length = 20, updatable = false)
    @jakarta.persistence.Enumerated(jakarta.persistence.EnumType.STRING)
    private Kind kind;

    @Column(nullable = false, updatable = false)
    private long delta;

    @Column(name = "hand_id", updatable = false)
    private Long hand;

    @Column(name = "penalty_id", updatable = false)
    private Long penalty;

    @Column(nullable = false, updatable = false)
    private boolean reversal;

    @Column(name = "recorded_by", nullable = false, length = 200, updatable = false)
    private String recordedBy;

    @Column(name = "recorded_at", nullable = false, updatable = false)
    private Instant recordedAt;

    protected CarriedPotMove() {
        // for JPA
    }

    /** Chips a hand moved into the carried pot (a parol hand) or out of it (the hand that won it). */
    public static CarriedPotMove ofHand(TableInGame where, Kind kind, long delta, long hand, String by, Instant now) {
        CarriedPotMove m = line(where, kind, delta, by, now);
        m.hand = hand;
        return m;
    }

    /** Chips a penalty paid to the pot. */
    public static CarriedPotMove ofPenalty(TableInGame where, long chips, long penalty, String by, Instant now) {
        CarriedPotMove m = line(where, Kind.PENALTY, chips, by, now);
        m.penalty = penalty;
        return m;
    }

    /** The reversal of a line of a voided hand or penalty. */
    public CarriedPotMove reversed(String by, Instant now) {
        CarriedPotMove m = line(at, kind, -delta, by, now);
        m.hand = hand;
        m.penalty = penalty;
        m.reversal = true;
        return m;
    }

    private static CarriedPotMove line(TableInGame where, Kind kind, long delta, String by, Instant now) {
        CarriedPotMove m = new CarriedPotMove();
        m.at = where;
        m.kind = kind;
        m.delta = delta;
        m.recordedBy = by;
        m.recordedAt = now;
        return m;
    }

    /** The pot a table carries now in its game: the sum of its lines, by kind. */
    public static CarriedPot at(TableInGame where) {
        List<CarriedPotMove> lines = list(
                "at.tournamentId = ?1 and at.game = ?2 and at.table = ?3",
                where.tournamentId(),
                where.game(),
                where.table());
        return sum(lines);
    }

    /** Every chip carried at the tables of a game. */
    public static long inGame(long tournamentId, int game) {
        return getEntityManager()
                .createQuery(
                        "select coalesce(sum(m.delta), 0) from CarriedPotMove m where m.at.tournamentId = ?1 and m.at.game = ?2",
                        Long.class)
                .setParameter(1, tournamentId)
                .setParameter(2, game)
                .getSingleResult();
    }

    /** The chips each table of a game carries to its next hand, in one statement; a table carrying none is absent. */
    public static Map<Integer, Long> byTable(long tournamentId, int game) {
        Map<Integer, Long> carried = new java.util.TreeMap<>();
        getEntityManager()
                .createQuery(
                        "select m.at.table, sum(m.delta) from CarriedPotMove m where m.at.tournamentId = ?1 and m.at.game = ?2 "
                                + "group by m.at.table",
                        Object[].class)
                .setParameter(1, tournamentId)
                .setParameter(2, game)
                .getResultList()
                .forEach(row -> {
                    long total = ((Number) row[1]).longValue();
                    if (total != 0) {
                        carried.put(((Number) row[0]).intValue(), total);
                    }
                });
        return carried;
    }

    /** The lines a hand wrote, not reversals. */
    public static List<CarriedPotMove> ofHand(long handId) {
        return list("hand = ?1 and reversal = false order by id", handId);
    }

    /** The lines a penalty wrote, not reversals. */
    public static List<CarriedPotMove> ofPenalty(long penaltyId) {
        return list("penalty = ?1 and reversal = false order by id", penaltyId);
    }

    /** The carried pot these lines make. */
    public static CarriedPot sum(List<CarriedPotMove> lines) {
        long parol = 0;
        long penalties = 0;
        for (CarriedPotMove line : lines) {
            if (line.kind == Kind.PAROL) {
                parol = Math.addExact(parol, line.delta);
            } else {
                penalties = Math.addExact(penalties, line.delta);
            }
        }
        return new CarriedPot(parol, penalties);
    }

    public Kind kind() {
        return kind;
    }

    public long delta() {
        return delta;
    }
}
