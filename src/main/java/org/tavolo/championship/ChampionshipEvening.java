package org.tavolo.championship;

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

/** One tournament of a championship: an evening of a season, or a stage (the final marked). */
@Entity
@Table(name = "championship_evening")
public class ChampionshipEvening extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "championship_id", nullable = false, updatable = false)
    private long championshipId;

    @Column(name = "tournament_id", nullable = false, updatable = false)
    private long tournamentId;

    @Column(nullable = false, updatable = false)
    private int position;

    @Column(name = "final_stage", nullable = false, updatable = false)
    private boolean finalStage;

    @Column(name = "attached_at", nullable = false, updatable = false)
    private Instant attachedAt;

    protected ChampionshipEvening() {
        // for JPA
    }

    static ChampionshipEvening of(
            long championshipId, long tournamentId, int position, boolean finalStage, Instant now) {
        ChampionshipEvening e = new ChampionshipEvening();
        e.championshipId = championshipId;
        e.tournamentId = tournamentId;
        e.position = position;
        e.finalStage = finalStage;
        e.attachedAt = now;
        return e;
    }

    /** The championship's tournaments in the order they were attached. */
    static List<ChampionshipEvening> of(long championshipId) {
        return list("championshipId = ?1 order by position", championshipId);
    }

    static Optional<ChampionshipEvening> ofTournament(long tournamentId) {
        return find("tournamentId", tournamentId).firstResultOptional();
    }

    static Optional<ChampionshipEvening> finalOf(long championshipId) {
        return find("championshipId = ?1 and finalStage = true", championshipId).firstResultOptional();
    }

    static int nextPosition(long championshipId) {
        Integer last = getEntityManager()
                .createQuery(
                        "select max(e.position) from ChampionshipEvening e where e.championshipId = ?1", Integer.class)
                .setParameter(1, championshipId)
                .getSingleResult();
        return last == null ? 1 : last + 1;
    }

    public long championshipId() {
        return championshipId;
    }

    public long tournamentId() {
        return tournamentId;
    }

    public int position() {
        return position;
    }

    public boolean finalStage() {
        return finalStage;
    }
}
