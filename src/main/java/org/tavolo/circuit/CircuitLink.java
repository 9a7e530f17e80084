package org.tavolo.circuit;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Optional;

/**
 * The club side's one setting (docs/circuit.md#the-clubs-steps): where this club sends its evenings, the hub's
 * address, the circuit there, the club's name in it and its key. The key is kept as given, since the club sends it;
 * it is never answered back.
 */
@Entity
@Table(name = "circuit_link")
public class CircuitLink extends PanacheEntityBase {

    private static final int THE_ONE = 1;

    @Id
    private Integer id;

    @Column(nullable = false, length = 500)
    private String hub;

    @Column(name = "circuit_id", nullable = false)
    private long circuitId;

    @Column(nullable = false, length = 200)
    private String club;

    @Column(name = "club_key", nullable = false, length = 200)
    private String clubKey;

    @Column(name = "changed_at", nullable = false)
    private Instant changedAt;

    protected CircuitLink() {
        // for JPA
    }

    static Optional<CircuitLink> current() {
        return findByIdOptional(THE_ONE);
    }

    /** Sets the link, made the first time. */
    static CircuitLink set(CircuitRequests.Link link, Instant now) {
        CircuitLink l = CircuitLink.<CircuitLink>findByIdOptional(THE_ONE).orElseGet(() -> {
            CircuitLink made = new CircuitLink();
            made.id = THE_ONE;
            return made;
        });
        l.hub = link.hub().strip().replaceAll("/+$", "");
        l.circuitId = link.circuit();
        l.club = link.club().strip();
        l.clubKey = link.key().strip();
        l.changedAt = now;
        l.persist();
        return l;
    }

    String hub() {
        return hub;
    }

    long circuitId() {
        return circuitId;
    }

    String club() {
        return club;
    }

    String clubKey() {
        return clubKey;
    }
}
