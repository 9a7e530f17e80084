package org.tavolo.count;

import jakarta.persistence.AttributeOverride;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
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
 * A chip count sent with a {@code countId}, as received and as answered: a resend of the same id
 * finds it and gets the stored answer again.
 */
@Entity
@Table(name = "chip_count")
@AttributeOverride(
        name = "clientKey",
        column = @Column(name = "count_key", nullable = false, length = 64, updatable = false))
public class ChipCount extends KeyedEntry<ChipCountRequest, ChipCountAnswer> {

    @Mutability(Immutability.class) // replaced whole, never changed in place: no deep copy to compare
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb", nullable = false, updatable = false)
    private ChipCountRequest request;

    @Mutability(Immutability.class) // replaced whole, never changed in place: no deep copy to compare
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb", nullable = false, updatable = false)
    private ChipCountAnswer answer;

    protected ChipCount() {
        // for JPA
    }

    private ChipCount(TableInGame where, ChipCountRequest request, ChipCountAnswer answer, String by, Instant now) {
        super(where, request.countId(), by, now);
        this.request = request;
        this.answer = answer;
    }

    static ChipCount record(
            TableInGame where, ChipCountRequest request, ChipCountAnswer answer, String by, Instant now) {
        return new ChipCount(where, request, answer, by, now);
    }

    public static Optional<ChipCount> byKey(long tournamentId, String countKey) {
        return find("at.tournamentId = ?1 and clientKey = ?2", tournamentId, countKey)
                .firstResultOptional();
    }

    @Override
    protected ChipCountRequest request() {
        return request;
    }

    @Override
    public ChipCountAnswer answer() {
        return answer;
    }
}
