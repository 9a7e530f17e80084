package org.tavolo.entry;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tavolo.common.error.ProblemException;
import org.tavolo.player.Player;

/**
 * A player's entry in a tournament. It is {@link EntryStatus#ACTIVE} from registration until
 * {@link #eliminate} gives it a finishing place (docs/rules.md#holdem-tournament: places are the reverse order of
 * elimination; players out in the same hand may share a place). A director's correction can
 * {@link #reinstate} it.
 */
@Entity
public class Entry extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "tournament_id", nullable = false, updatable = false)
    private long tournamentId;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "player_id", nullable = false, updatable = false)
    private Player player;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 20)
    private EntryStatus status;

    @Column(name = "finishing_place")
    private Integer finishingPlace;

    @Column(name = "entered_at", nullable = false, updatable = false)
    private Instant enteredAt;

    @Column(name = "eliminated_at")
    private Instant eliminatedAt;

    @Column(nullable = false, updatable = false)
    private boolean late;

    /** The walk-in form's idempotency key, when the entry was made by that form (docs/console.md#walk-ins). */
    @Column(name = "walk_in_key", length = 64, updatable = false)
    private String walkInKey;

    @Version
    private long version;

    protected Entry() {
        // for JPA
    }

    /** Enters a player before the draw. */
    public static Entry enter(long tournamentId, Player player, Instant now) {
        return create(tournamentId, player, now, false);
    }

    /** Enters a player after the draw, under the late-registration setting (docs/rules.md#holdem-tournament). */
    public static Entry enterLate(long tournamentId, Player player, Instant now) {
        return create(tournamentId, player, now, true);
    }

    private static Entry create(long tournamentId, Player player, Instant now, boolean late) {
        Entry entry = new Entry();
        entry.tournamentId = tournamentId;
        entry.player = player;
        entry.status = EntryStatus.ACTIVE;
        entry.enteredAt = now;
        entry.late = late;
        return entry;
    }

    /** Marks the entry as made by the walk-in form sent with this key, so that the same form sent again finds it. */
    void keyedByWalkIn(String key) {
        this.walkInKey = key;
    }

    /** The entry the walk-in form sent with this key made in this tournament, if it made one. */
    static Optional<Entry> ofWalkIn(long tournamentId, String key) {
        return find(
                        "from Entry e join fetch e.player where e.tournamentId = ?1 and e.walkInKey = ?2",
                        tournamentId,
                        key)
                .firstResultOptional();
    }

    /** Every entry of a tournament, in registration order, with its player. */
    public static List<Entry> ofTournament(long tournamentId) {
        return list("from Entry e join fetch e.player where e.tournamentId = ?1 order by e.id", tournamentId);
    }

    /** Entries still in play, in registration order (the order a seat draw uses). */
    public static List<Entry> activeIn(long tournamentId) {
        return list(
                "from Entry e join fetch e.player where e.tournamentId = ?1 and e.status = ?2 order by e.id",
                tournamentId,
                EntryStatus.ACTIVE);
    }

    public static long countIn(long tournamentId) {
        return count("tournamentId", tournamentId);
    }

    public static long countActiveIn(long tournamentId) {
        return count("tournamentId = ?1 and status = ?2", tournamentId, EntryStatus.ACTIVE);
    }

    /** Whether a Hold'em tournament has its winner: the last player with chips (docs/rules.md#holdem-tournament). */
    public static boolean hasWinner(long tournamentId) {
        return count("tournamentId = ?1 and status = ?2", tournamentId, EntryStatus.WINNER) > 0;
    }

    public static boolean exists(long tournamentId, long playerId) {
        return count("tournamentId = ?1 and player.id = ?2", tournamentId, playerId) > 0;
    }

    /**
     * The name of the entry's player, as an error names the person rather than the entry's number
     * (docs/errors.md#language-of-detail); the number when there is no such entry.
     */
    public static String nameOf(long entryId) {
        Entry entry = findById(entryId);
        return entry == null ? String.valueOf(entryId) : entry.player().name();
    }

    /** The entry of this tournament with this id, or 404. */
    public static Entry inTournament(long tournamentId, long entryId) {
        return Entry.<Entry>find("tournamentId = ?1 and id = ?2", tournamentId, entryId)
                .firstResultOptional()
                .orElseThrow(() -> ProblemException.notFound("entry", entryId));
    }

    /**
     * Puts the entry out of the tournament at {@code place} (1 is the winner). Refused for an entry
     * already out; several entries may share a place.
     */
    public void eliminate(int place, Instant at) {
        requireActive();
        if (place < 1) {
            throw ProblemException.badRequest(
                    "invalid-place", "A finishing place is 1 or more.", Map.of("field", "place"));
        }
        status = EntryStatus.ELIMINATED;
        finishingPlace = place;
        eliminatedAt = at;
    }

    /** The last player with chips wins: place 1, not eliminated (docs/rules.md#holdem-tournament). */
    public void win() {
        requireActive();
        status = EntryStatus.WINNER;
        finishingPlace = 1;
    }

    /** Undoes an elimination or a win (a director's correction): the entry is back in play without a place. */
    public void reinstate() {
        if (status == EntryStatus.ACTIVE) {
            throw ProblemException.conflict(
                    "entry-not-eliminated",
                    player.name() + " is still in play: there is no elimination to undo.",
                    Map.of("entry", id, "name", player.name()));
        }
        status = EntryStatus.ACTIVE;
        finishingPlace = null;
        eliminatedAt = null;
    }

    /** Refuses anything that needs the entry in play (a move, a seat) once it is out. */
    public void requireActive() {
        if (status != EntryStatus.ACTIVE) {
            throw ProblemException.conflict(
                    "entry-eliminated",
                    player.name() + " is already out of the tournament.",
                    Map.of("entry", id, "name", player.name()));
        }
    }

    public boolean isActive() {
        return status == EntryStatus.ACTIVE;
    }

    public long tournamentId() {
        return tournamentId;
    }

    public Player player() {
        return player;
    }

    public EntryStatus status() {
        return status;
    }

    public Integer finishingPlace() {
        return finishingPlace;
    }

    public Instant enteredAt() {
        return enteredAt;
    }

    public Instant eliminatedAt() {
        return eliminatedAt;
    }

    public boolean late() {
        return late;
    }
}
