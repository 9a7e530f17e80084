package org.tavolo.tournament;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Version;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.annotations.Mutability;
import org.hibernate.type.SqlTypes;
import org.hibernate.type.descriptor.java.Immutability;
import org.tavolo.common.error.ProblemException;
import org.tavolo.common.paging.PageRequest;

/**
 * A tournament: one event in one format, on a date, at a venue. It is created with its identity
 * and the rule-book settings of its format; everything else about it (entries, tables, clock,
 * results) hangs off it.
 *
 * <p>Lifecycle: announced, then settings may change freely and players enter; at the first draw
 * ({@link #markDrawn}) registration closes (except Hold'em late registration) and the settings
 * freeze, except clock periods not yet played ({@link #changeSettings}).
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

    @Mutability(Immutability.class) // replaced whole, never changed in place: no deep copy to compare
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb")
    private TournamentSettings settings;

    @Column(name = "drawn_at")
    private Instant drawnAt;

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
        this.settings = TournamentSettings.defaultsFor(format);
    }

    /** Announces a new tournament; it is stored by the caller's transaction. */
    public static Tournament announce(String name, TournamentFormat format, LocalDate date, String venue, Instant now) {
        return new Tournament(name.strip(), format, date, venue == null || venue.isBlank() ? null : venue.strip(), now);
    }

    /** Newest first: by date, then by creation. */
    public static List<Tournament> listNewestFirst(PageRequest page) {
        return find("order by date desc, id desc").page(page.panache()).list();
    }

    /** Tournaments played on a day, the last announced first. */
    public static List<Tournament> listOn(LocalDate day, int limit) {
        return find("date = ?1 order by id desc", day).page(0, limit).list();
    }

    /** Tournaments played after a day, the soonest first. */
    public static List<Tournament> listAfter(LocalDate day, int limit) {
        return find("date > ?1 order by date, id", day).page(0, limit).list();
    }

    /** Tournaments played before a day, the most recent first. */
    public static List<Tournament> listBefore(LocalDate day, int limit) {
        return find("date < ?1 order by date desc, id desc", day).page(0, limit).list();
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

    /** The settings in force: the rule-book defaults of the format until the organizer changes them. */
    public TournamentSettings settings() {
        return settings == null ? TournamentSettings.defaultsFor(format) : settings;
    }

    /** Whether the first seat draw has been made: registration closed, settings frozen. */
    public boolean isDrawn() {
        return drawnAt != null;
    }

    public Instant drawnAt() {
        return drawnAt;
    }

    /**
     * Replaces the settings. Before the first draw anything valid goes; afterwards only clock periods
     * after the first {@code periodsInPlay} (those already played and the current one) may change.
     */
    public void changeSettings(TournamentSettings next, int periodsInPlay) {
        next.validated();
        if (isDrawn()) {
            TournamentSettings current = settings();
            if (!current.withClock(next.clock()).equals(next)) {
                throw ProblemException.conflict(
                        "settings-frozen", "The seats are drawn: only clock levels not yet played can change now.");
            }
            if (!current.clockStructure().keepsFirst(periodsInPlay, next.clockStructure())) {
                throw ProblemException.conflict(
                        "clock-period-played",
                        "The first " + periodsInPlay + " clock periods are played or in play and cannot change.",
                        Map.of("periodsInPlay", periodsInPlay));
            }
        }
        this.settings = next;
    }

    /** Records the first draw: from now on registration is closed and settings are frozen. */
    public void markDrawn(Instant now) {
        if (drawnAt == null) {
            drawnAt = now;
        }
    }

    public long version() {
        return version;
    }
}
