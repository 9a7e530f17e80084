package org.tavolo.tournament;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Version;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;

/**
 * A tournament: one event in one format, on a date, at a venue. It is created with its identity
 * and everything else about it (entries, tables, clock, results) hangs off it.
 */
@Entity
public class Tournament extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(nullable = false, length = 200)
    private String name;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 20)
    private TournamentFormat format;

    @Column(name = "event_date", nullable = false)
    private LocalDate date;

    @Column(length = 200)
    private String venue;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    @Version
    private long version;

    protected Tournament() {
        // for JPA
    }

    private Tournament(String name, TournamentFormat format, LocalDate date, String venue, Instant createdAt) {
        this.name = name;
        this.format = format;
        this.date = date;
        this.venue = venue;
        this.createdAt = createdAt;
    }

    /** Announces a new tournament; it is stored by the caller's transaction. */
    public static Tournament announce(String name, TournamentFormat format, LocalDate date, String venue, Instant now) {
        return new Tournament(name.strip(), format, date, venue == null || venue.isBlank() ? null : venue.strip(), now);
    }

    /** Newest first: by date, then by creation. */
    public static List<Tournament> listNewestFirst() {
        return list("order by date desc, id desc");
    }

    public String name() {
        return name;
    }

    public TournamentFormat format() {
        return format;
    }

    public LocalDate date() {
        return date;
    }

    public String venue() {
        return venue;
    }

    public Instant createdAt() {
        return createdAt;
    }

    public long version() {
        return version;
    }
}
