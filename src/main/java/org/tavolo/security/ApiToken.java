package org.tavolo.security;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.LockModeType;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * An organizer's API token for scripts: shown once when made, kept only as its SHA-256 hash. It
 * works until revoked, and only while its organizer's account is enabled.
 */
@Entity
@Table(name = "api_token")
public class ApiToken extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "organizer_id", nullable = false, updatable = false)
    private Long organizerId;

    @Column(nullable = false, updatable = false, length = 100)
    private String label;

    @Column(name = "token_hash", nullable = false, unique = true, updatable = false, length = 64)
    private String tokenHash;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    @Column(name = "revoked_at")
    private Instant revokedAt;

    protected ApiToken() {
        // for JPA
    }

    static ApiToken create(long organizerId, String label, String tokenHash, Instant at) {
        ApiToken token = new ApiToken();
        token.organizerId = organizerId;
        token.label = label;
        token.tokenHash = tokenHash;
        token.createdAt = at;
        return token;
    }

    static List<ApiToken> of(long organizerId) {
        return list("organizerId = ?1 order by id", organizerId);
    }

    /** One of the organizer's tokens, its row held until the change commits. */
    static Optional<ApiToken> forChange(long organizerId, long id) {
        return Optional.ofNullable(ApiToken.<ApiToken>findById(id, LockModeType.PESSIMISTIC_WRITE))
                .filter(t -> t.organizerId == organizerId);
    }

    /** The enabled organizer whose token, not revoked, hashes to {@code tokenHash}. */
    static Optional<Organizer> holder(String tokenHash) {
        return getEntityManager()
                .createQuery(
                        "select o from ApiToken t, Organizer o where t.tokenHash = ?1 and t.revokedAt is null"
                                + " and o.id = t.organizerId and o.disabled = false",
                        Organizer.class)
                .setParameter(1, tokenHash)
                .getResultStream()
                .findFirst();
    }

    void revoke(Instant at) {
        if (revokedAt == null) {
            revokedAt = at;
        }
    }

    public String label() {
        return label;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public Instant revokedAt() {
        return revokedAt;
    }
}
