package org.tavolo.championship;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Version;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;
import org.tavolo.common.error.ProblemException;
import org.tavolo.poker.scoring.Points;

/**
 * A championship: a club's tournaments of one season, in order (docs/championships.md). Its
 * evenings are {@link ChampionshipEvening}s; it owns the rules of attaching them: a tournament
 * belongs to at most one championship, and a championship of stages takes no tournament after its
 * final.
 */
@Entity
public class Championship extends PanacheEntityBase {

    /** The first key of the advisory locks on championships' names (the register's is 11,007). */
    private static final int NAME_LOCK = 11_011;

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(nullable = false, length = 200)
    private String name;

    @Column(nullable = false, length = 50)
    private String season;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 10)
    private ChampionshipKind kind;

    @Column(name = "best_of")
    private Integer bestOf;

    @JdbcTypeCode(SqlTypes.JSON)
    @Column(name = "points_by_place", columnDefinition = "jsonb")
    private List<BigDecimal> pointsByPlace;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    @Version
    private long version;

    protected Championship() {
        // for JPA
    }

    /** A new championship; {@code pointsByPlace} is checked to be whole tenths of a point. */
    static Championship of(
            String name,
            String season,
            ChampionshipKind kind,
            Integer bestOf,
            List<BigDecimal> pointsByPlace,
            Instant now) {
        if (pointsByPlace != null) {
            pointsByPlace.forEach(Points::of);
        }
        Championship c = new Championship();
        c.name = name.strip();
        c.season = season.strip();
        c.kind = kind == null ? ChampionshipKind.SEASON : kind;
        c.bestOf = bestOf;
        c.pointsByPlace = pointsByPlace == null ? null : List.copyOf(pointsByPlace);
        c.createdAt = now;
        return c;
    }

    static List<Championship> listNewestFirst() {
        return list("order by id desc");
    }

    /** The first championship of this name and season, case aside. */
    static Optional<Championship> named(String name, String season) {
        return Championship.<Championship>find(
                        "lower(name) = ?1 and lower(season) = ?2 order by id",
                        name.toLowerCase(Locale.ROOT),
                        season.toLowerCase(Locale.ROOT))
                .firstResultOptional();
    }

    /** Holds, until the transaction ends, the lock on a championship's name and season (case aside). */
    static void lockName(String name, String season) {
        getEntityManager()
                .createNativeQuery("select 1 from (select pg_advisory_xact_lock(?1, ?2)) locked")
                .setParameter(1, NAME_LOCK)
                .setParameter(
                        2, (name.toLowerCase(Locale.ROOT) + "\u0000" + season.toLowerCase(Locale.ROOT)).hashCode())
                .getSingleResult();
    }

    /**
     * Attaches a tournament as the last evening (or stage). Refused when the tournament already
     * belongs to a championship (409 {@code tournament-in-championship}) or when this one's final is
     * made (409 {@code championship-final-made}).
     */
    ChampionshipEvening attach(long tournamentId, boolean finalStage, Instant now) {
        ChampionshipEvening.ofTournament(tournamentId).ifPresent(taken -> {
            throw ProblemException.conflict(
                    "tournament-in-championship",
                    "Tournament " + tournamentId + " already belongs to championship " + taken.championshipId()
                            + "; take it out of that one first.",
                    Map.of("tournamentId", tournamentId, "championshipId", taken.championshipId()));
        });
        if (ChampionshipEvening.finalOf(id).isPresent()) {
            throw ProblemException.conflict(
                    "championship-final-made",
                    "This championship's final is made: no stage comes after it.",
                    Map.of("championshipId", id));
        }
        ChampionshipEvening evening =
                ChampionshipEvening.of(id, tournamentId, ChampionshipEvening.nextPosition(id), finalStage, now);
        evening.persist();
        return evening;
    }

    /** Takes a tournament out; 404 when it is not one of this championship's. */
    void detach(long tournamentId) {
        ChampionshipEvening evening = ChampionshipEvening.ofTournament(tournamentId)
                .filter(e -> e.championshipId() == id)
                .orElseThrow(() -> ProblemException.notFound("tournament of the championship", tournamentId));
        evening.delete();
    }

    public String name() {
        return name;
    }

    public String season() {
        return season;
    }

    public ChampionshipKind kind() {
        return kind;
    }

    /** How many of a player's best evenings count; null: all of them. */
    public Integer bestOf() {
        return bestOf;
    }

    /** Points by finishing place for evenings without points of their own; null when not set. */
    public List<BigDecimal> pointsByPlace() {
        return pointsByPlace;
    }

    public Instant createdAt() {
        return createdAt;
    }
}
