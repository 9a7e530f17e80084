package org.tavolo.penalty;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Optional;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.annotations.Mutability;
import org.hibernate.type.SqlTypes;
import org.hibernate.type.descriptor.java.Immutability;
import org.tavolo.ledger.TableInGame;

/**
 * A penalty given at a table, as received and as answered, and the answer of its void once voided
 * (docs/rules.md#penalties).
 */
@Entity
@Table(name = "penalty")
public class Penalty extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Embedded
    private TableInGame at;

    @Column(name = "penalty_key", nullable = false, length = 64, updatable = false)
    private String penaltyKey;

    @Column(name = "entry_id", nullable = false, updatable = false)
    private long entry;

    @Enumerated(EnumType.STRING)
    @Column(name = "paid_to", nullable = false, length = 20, updatable = false)
    private PenaltyTo to;

    @Column(nullable = false, updatable = false)
    private long chips;

    @Mutability(Immutability.class) // replaced whole, never changed in place: no deep copy to compare
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb", nullable = false, updatable = false)
    private PenaltyRequest request;

    @Mutability(Immutability.class)
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb", nullable = false)
    private PenaltyAnswer answer;

    @Mutability(Immutability.class)
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(name = "void_answer", columnDefinition = "jsonb")
    private PenaltyAnswer voidAnswer;

    @Column(name = "recorded_by", nullable = false, length = 200, updatable = false)
    private String recordedBy;

    @Column(name = "recorded_at", nullable = false, updatable = false)
    private Instant recordedAt;

    protected Penalty() {
        // for JPA
    }

    static Penalty of(TableInGame where, PenaltyRequest request, long chips, String by, Instant now) {
        Penalty p = new Penalty();
        p.at = where;
        p.penaltyKey = request.entryId();
        p.entry = request.entry();
        p.to = request.to();
        p.chips = chips;
        p.request = request;
        p.recordedBy = by;
        p.recordedAt = now;
        return p;
    }

    static Optional<Penalty> byKey(long tournamentId, String key) {
        return find("at.tournamentId = ?1 and penaltyKey = ?2", tournamentId, key)
                .firstResultOptional();
    }

    TableInGame where() {
        return at;
    }

    PenaltyRequest request() {
        return request;
    }

    PenaltyAnswer answer() {
        return answer;
    }

    void answer(PenaltyAnswer answer) {
        this.answer = answer;
    }

    Optional<PenaltyAnswer> voidAnswer() {
        return Optional.ofNullable(voidAnswer);
    }

    void voided(PenaltyAnswer voidAnswer) {
        this.voidAnswer = voidAnswer;
    }
}
