package org.tavolo.penalty;

import jakarta.persistence.AttributeOverride;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Optional;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.annotations.Mutability;
import org.hibernate.type.SqlTypes;
import org.hibernate.type.descriptor.java.Immutability;
import org.tavolo.ledger.KeyedEntry;
import org.tavolo.ledger.TableInGame;

/**
 * A penalty given at a table, as received and as answered, and the answer of its void once voided
 * (docs/rules.md#penalties).
 */
@Entity
@Table(name = "penalty")
@AttributeOverride(
        name = "clientKey",
        column = @Column(name = "penalty_key", nullable = false, length = 64, updatable = false))
public class Penalty extends KeyedEntry<PenaltyRequest, PenaltyAnswer> {

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

    protected Penalty() {
        // for JPA
    }

    private Penalty(TableInGame where, PenaltyRequest request, long chips, String by, Instant now) {
        super(where, request.entryId(), by, now);
        this.entry = request.entry();
        this.to = request.to();
        this.chips = chips;
        this.request = request;
    }

    static Penalty of(TableInGame where, PenaltyRequest request, long chips, String by, Instant now) {
        return new Penalty(where, request, chips, by, now);
    }

    static Optional<Penalty> byKey(long tournamentId, String key) {
        return find("at.tournamentId = ?1 and clientKey = ?2", tournamentId, key)
                .firstResultOptional();
    }

    @Override
    protected PenaltyRequest request() {
        return request;
    }

    @Override
    public PenaltyAnswer answer() {
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
