package org.tavolo.count;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
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
 * A chip count sent with a {@code countId}, as received and as answered: a resend of the same id
 * finds it and gets the stored answer again.
 */
@Entity
@Table(name = "chip_count")
public class ChipCount extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Embedded
    private TableInGame at;

    @Column(name = "count_key", nullable = false, length = 64, updatable = false)
    private String countKey;

    @Mutability(Immutability.class) // replaced whole, never changed in place: no deep copy to compare
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb", nullable = false, updatable = false)
    private ChipCountRequest request;

    @Mutability(Immutability.class) // replaced whole, never changed in place: no deep copy to compare
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb", nullable = false, updatable = false)
    private ChipCountAnswer answer;

    @Column(name = "recorded_by", nullable = false, length = 200, updatable = false)
    private String recordedBy;

    @Column(name = "recorded_at", nullable = false, updatable = false)
    private Instant recordedAt;

    protected ChipCount() {
        // for JPA
    }

    static ChipCount record(
            TableInGame where, ChipCountRequest request, ChipCountAnswer answer, String by, Instant now) {
        ChipCount count = new ChipCount();
        count.at = where;
        count.countKey = request.countId();
        count.request = request;
        count.answer = answer;
        count.recordedBy = by;
        count.recordedAt = now;
        return count;
    }

    public static Optional<ChipCount> byKey(long tournamentId, String countKey) {
        return find("at.tournamentId = ?1 and countKey = ?2", tournamentId, countKey)
                .firstResultOptional();
    }

    public TableInGame where() {
        return at;
    }

    ChipCountRequest request() {
        return request;
    }

    public ChipCountAnswer answer() {
        return answer;
    }

    public Instant recordedAt() {
        return recordedAt;
    }
}
