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
 * A player's card in the circuit's register. A player first seen in a result file without a card gets a
 * provisional one ({@code P…}); the organizer merges a duplicate into the card it repeats, and the evenings of
 * the merged card count for the other from then on.
 */
@Entity
@Table(name = "circuit_card")
public class CircuitCard extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "circuit_id", nullable = false, updatable = false)
    private long circuitId;

    @Column(nullable = false, length = 40)
    private String card;

    @Column(nullable = false, length = 200)
    private String name;

    @Column(length = 100)
    private String nickname;

    @Column(nullable = false)
    private boolean provisional;

    @Column(name = "merged_into", length = 40)
    private String mergedInto;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    protected CircuitCard() {
        // for JPA
    }

    /** A card of the register, numbered after its row ({@code C12}), or provisional ({@code P12}). */
    static CircuitCard issue(long circuitId, String name, String nickname, boolean provisional, Instant now) {
        CircuitCard c = new CircuitCard();
        c.circuitId = circuitId;
        c.name = name;
        c.nickname = nickname == null || nickname.isBlank() ? null : nickname.strip();
        c.provisional = provisional;
        c.createdAt = now;
        c.card = java.util.UUID.randomUUID().toString(); // numbered after its row, once it has one
        c.persistAndFlush();
        c.card = (provisional ? "P" : "C") + c.id;
        return c;
    }

    static List<CircuitCard> of(long circuitId) {
        return list("circuitId = ?1 order by id", circuitId);
    }

    static Optional<CircuitCard> byCard(long circuitId, String card) {
        return find("circuitId = ?1 and card = ?2", circuitId, card).firstResultOptional();
    }

    /** The card of that name and nickname still in use, for a player the file names without a card. */
    static Optional<CircuitCard> byName(long circuitId, String name, String nickname) {
        return CircuitCard.<CircuitCard>find("circuitId = ?1 and name = ?2 and mergedInto is null", circuitId, name)
                .stream()
                .filter(c -> java.util.Objects.equals(c.nickname, blankToNull(nickname)))
                .findFirst();
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }

    void mergeInto(String other) {
        mergedInto = other;
    }

    public String card() {
        return card;
    }

    public String name() {
        return name;
    }

    public String nickname() {
        return nickname;
    }

    public boolean provisional() {
        return provisional;
    }

    public String mergedInto() {
        return mergedInto;
    }
}
