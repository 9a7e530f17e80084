package org.tavolo.ledger;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import java.time.Instant;
import java.util.Map;
import org.tavolo.common.error.ProblemException;

/**
 * The head of an entry a client sends at a table with its own idempotency key (a chip count, a penalty), stored as
 * received and as answered: where it was made, under which key, who recorded it and when. A resend of the key gets
 * the first answer ({@link #sentAgain}). Each entity names its key's column ({@code @AttributeOverride} of {@code
 * clientKey}) and stores its request and answer.
 *
 * @param <Q> the request as received
 * @param <A> the answer as given
 */
@MappedSuperclass
public abstract class KeyedEntry<Q, A> extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Embedded
    private TableInGame at;

    @Column(name = "client_key", nullable = false, length = 64, updatable = false)
    private String clientKey;

    @Column(name = "recorded_by", nullable = false, length = 200, updatable = false)
    private String recordedBy;

    @Column(name = "recorded_at", nullable = false, updatable = false)
    private Instant recordedAt;

    protected KeyedEntry() {
        // for JPA
    }

    protected KeyedEntry(TableInGame where, String key, String by, Instant now) {
        this.at = where;
        this.clientKey = key;
        this.recordedBy = by;
        this.recordedAt = now;
    }

    public TableInGame where() {
        return at;
    }

    public Instant recordedAt() {
        return recordedAt;
    }

    /** Who recorded it: an organizer's name or a director access's. */
    public String recordedBy() {
        return recordedBy;
    }

    /** The request as it was received. */
    protected abstract Q request();

    /** The answer as it was given. */
    public abstract A answer();

    /**
     * This entry's answer to {@code request} sent again with its key at {@code tableNumber}: the first answer when
     * it is the same entry at the same table; otherwise the key was reused, refused 409 {@code code}, which says the
     * key in {@code field} was already used for {@code what} ("another chip count").
     */
    public A sentAgain(int tableNumber, Q request, String code, String field, String what) {
        if (at.table() != tableNumber || !request().equals(request)) {
            throw ProblemException.conflict(
                    code, field + " '" + clientKey + "' was already used for " + what + ".", Map.of("field", field));
        }
        return answer();
    }
}
