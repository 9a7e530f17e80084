package org.tavolo.standing;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Optional;

/** The tournament made as a round's next round, once (docs/results.md#next-round). */
@Entity
@Table(name = "next_round")
class NextRound extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "tournament_id", nullable = false, updatable = false)
    private long tournamentId;

    @Column(name = "round_no", nullable = false, updatable = false)
    private int round;

    @Column(name = "next_tournament_id", nullable = false, updatable = false)
    private long nextTournamentId;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    protected NextRound() {
        // for JPA
    }

    static NextRound of(long tournamentId, int round, long nextTournamentId, Instant now) {
        NextRound link = new NextRound();
        link.tournamentId = tournamentId;
        link.round = round;
        link.nextTournamentId = nextTournamentId;
        link.createdAt = now;
        return link;
    }

    /** The next round already made from this round, if any. */
    static Optional<NextRound> of(long tournamentId, int round) {
        return find("tournamentId = ?1 and round = ?2", tournamentId, round).firstResultOptional();
    }

    /** The next round made from any round of this tournament, if any (a tournament is one round, round 1). */
    static Optional<NextRound> madeFrom(long tournamentId) {
        return find("tournamentId = ?1 order by round", tournamentId).firstResultOptional();
    }

    long nextTournamentId() {
        return nextTournamentId;
    }
}
