package org.tavolo.circuit;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * A club of a circuit. Its key is shown once when the club is added and kept only as its SHA-256 hash, as the
 * organizers' API tokens are (docs/security.md#club-keys); a revoked key sends nothing more.
 */
@Entity
@Table(name = "circuit_club")
public class CircuitClub extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "circuit_id", nullable = false, updatable = false)
    private long circuitId;

    @Column(nullable = false, length = 200, updatable = false)
    private String name;

    @Column(name = "key_hash", nullable = false, unique = true, updatable = false, length = 64)
    private String keyHash;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    @Column(name = "revoked_at")
    private Instant revokedAt;

    protected CircuitClub() {
        // for JPA
    }

    static CircuitClub create(long circuitId, String name, String keyHash, Instant now) {
        CircuitClub club = new CircuitClub();
        club.circuitId = circuitId;
        club.name = name;
        club.keyHash = keyHash;
        club.createdAt = now;
        return club;
    }

    static List<CircuitClub> of(long circuitId) {
        return list("circuitId = ?1 order by id", circuitId);
    }

    static Optional<CircuitClub> byName(long circuitId, String name) {
        return find("circuitId = ?1 and name = ?2", circuitId, name).firstResultOptional();
    }

    static Optional<CircuitClub> byKeyHash(String hash) {
        return find("keyHash", hash).firstResultOptional();
    }

    void revoke(Instant at) {
        if (revokedAt == null) {
            revokedAt = at;
        }
    }

    long circuitId() {
        return circuitId;
    }

    public String name() {
        return name;
    }

    public Instant revokedAt() {
        return revokedAt;
    }
}
