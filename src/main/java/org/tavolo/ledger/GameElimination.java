package org.tavolo.ledger;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.util.List;
import java.util.Optional;
import org.tavolo.poker.scoring.Finish;

/**
 * A player who ran out of chips in a game (docs/rules.md#italian-tournament, #holdem-tournament). {@code sequence} orders the
 * eliminations of a game across all its tables: players out in the same hand share it, and a
 * later hand has a larger one. The chips the player had when that hand began order players out
 * together.
 */
@Entity
@Table(name = "game_elimination")
public class GameElimination extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Embedded
    private TableInGame at;

    @Column(name = "entry_id", nullable = false, updatable = false)
    private long entry;

    @Column(name = "hand_id", updatable = false)
    private Long hand;

    @Column(nullable = false, updatable = false)
    private long sequence;

    @Column(name = "chips_at_start_of_hand", nullable = false, updatable = false)
    private long chipsAtStartOfHand;

    protected GameElimination() {
        // for JPA
    }

    public static GameElimination of(TableInGame where, long entry, Long hand, long sequence, long chipsAtStartOfHand) {
        GameElimination e = new GameElimination();
        e.at = where;
        e.entry = entry;
        e.hand = hand;
        e.sequence = sequence;
        e.chipsAtStartOfHand = chipsAtStartOfHand;
        return e;
    }

    public static List<GameElimination> ofGame(long tournamentId, int game) {
        return list("at.tournamentId = ?1 and at.game = ?2 order by sequence", tournamentId, game);
    }

    public static List<GameElimination> ofHand(long handId) {
        return list("hand", handId);
    }

    /** This elimination as the scoring core sees it. */
    public Finish<Long> finish() {
        return Finish.eliminated(entry, sequence, chipsAtStartOfHand);
    }

    public long entry() {
        return entry;
    }

    /** The hand the player ran out of chips in; empty when a chip count put him out. */
    public Optional<Long> hand() {
        return Optional.ofNullable(hand);
    }

    public int game() {
        return at.game();
    }

    public int table() {
        return at.table();
    }

    public long sequence() {
        return sequence;
    }

    public long chipsAtStartOfHand() {
        return chipsAtStartOfHand;
    }
}
