package org.tavolo.circuit;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import org.tavolo.common.error.ProblemException;
import org.tavolo.tournament.TournamentFormat;

/**
 * A circuit on its hub: its variant and season, how many of a player's evenings count and how many qualify to the
 * final. {@code standings} keeps what the last approval computed, so that reads never recompute.
 */
@Entity
@Table(name = "circuit")
public class Circuit extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(nullable = false, length = 200)
    private String name;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 20)
    private TournamentFormat variant;

    @Column(nullable = false, length = 50)
    private String season;

    @Column(name = "best_evenings", nullable = false)
    private int bestEvenings;

    @Column(nullable = false)
    private int qualifiers;

    @Column(columnDefinition = "text")
    private String standings;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    protected Circuit() {
        // for JPA
    }

    static Circuit create(CreateCircuitRequest request, Instant now) {
        Circuit c = new Circuit();
        c.name = request.name().strip();
        c.variant = request.variant();
        c.season = request.season().strip();
        c.bestEvenings = request.bestEvenings();
        c.qualifiers = request.qualifiers();
        c.createdAt = now;
        return c;
    }

    static Circuit require(long id) {
        Circuit c = findById(id);
        if (c == null) {
            throw ProblemException.notFound("circuit", id);
        }
        return c;
    }

    void publish(String computed) {
        standings = computed;
    }

    public String name() {
        return name;
    }

    public TournamentFormat variant() {
        return variant;
    }

    public String season() {
        return season;
    }

    public int bestEvenings() {
        return bestEvenings;
    }

    public int qualifiers() {
        return qualifiers;
    }

    String standings() {
        return standings;
    }
}
