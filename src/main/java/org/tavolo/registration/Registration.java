package org.tavolo.registration;

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
 * A player's registration for a tournament, from the public form (or the door, for a walk-in) to the draw. It starts
 * {@link RegistrationStatus#REGISTERED} within the capacity or {@link RegistrationStatus#WAITING} beyond it; a waiting
 * one is {@link #promote}d when a place frees, in the order of the ids; a registered one may {@link #confirm} when
 * asked, is {@link #checkIn}ed at the door, and ends {@link #cancel}led or as a {@link #noShow} (docs/registration.md).
 * Being present is kept apart from the status, as a waiting player may come to the door before a place frees.
 */
@Entity
public class Registration extends PanacheEntityBase {

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
    private RegistrationStatus status;

    @Column(name = "token_hash", nullable = false, updatable = false, length = 64)
    private String tokenHash;

    @Column(length = 200, updatable = false)
    private String email;

    @Column(length = 40, updatable = false)
    private String phone;

    /** The register had a player of this name whose contact did not match: a new player, for the organizer to check. */
    @Column(nullable = false, updatable = false)
    private boolean namesake;

    @Column(name = "walk_in", nullable = false, updatable = false)
    private boolean walkIn;

    @Column(name = "registered_at", nullable = false, updatable = false)
    private Instant registeredAt;

    /** When the registration got its place (at once, or when promoted); null while it waits. */
    @Column(name = "placed_at")
    private Instant placedAt;

    @Column(name = "confirmed_at")
    private Instant confirmedAt;

    @Column(name = "present_at")
    private Instant presentAt;

    @Column(name = "ended_at")
    private Instant endedAt;

    /** Why a registration ended: {@link Ended}. */
    @Enumerated(EnumType.STRING)
    @Column(name = "ended_why", length = 30)
    private Ended endedWhy;

    @Column(name = "entry_id")
    private Long entryId;

    @Version
    private long version;

    protected Registration() {
        // for JPA
    }

    /** A new registration, holding a place or waiting for one. */
    static Registration of(Player player, long tournamentId, Contacts contacts, boolean placed, Instant now) {
        Registration r = new Registration();
        r.tournamentId = tournamentId;
        r.player = player;
        r.status = placed ? RegistrationStatus.REGISTERED : RegistrationStatus.WAITING;
        r.tokenHash = contacts.tokenHash();
        r.email = contacts.email();
        r.phone = contacts.phone();
        r.namesake = contacts.namesake();
        r.registeredAt = now;
        r.placedAt = placed ? now : null;
        return r;
    }

    /** What a registration is given besides its player: the hash of its token, the contacts, the namesake flag. */
    record Contacts(String tokenHash, String email, String phone, boolean namesake) {}

    /** Marks the registration as made at the door by the organizer. */
    void madeAtTheDoor() {
        walkIn = true;
    }

    static Optional<Registration> byTokenHash(String hash) {
        return find("from Registration r join fetch r.player where r.tokenHash = ?1", hash)
                .firstResultOptional();
    }

    /** Every registration of a tournament, in the order they were made, with their players. */
    static List<Registration> ofTournament(long tournamentId) {
        return list("from Registration r join fetch r.player where r.tournamentId = ?1 order by r.id", tournamentId);
    }

    /** The registration of this tournament with this id, or 404. */
    static Registration inTournament(long tournamentId, long id) {
        return Registration.<Registration>find(
                        "from Registration r join fetch r.player where r.tournamentId = ?1 and r.id = ?2",
                        tournamentId,
                        id)
                .firstResultOptional()
                .orElseThrow(() -> ProblemException.notFound("registration", id));
    }

    /** The waiting list of a tournament, first first. */
    static List<Registration> waiting(long tournamentId) {
        return list(
                "from Registration r join fetch r.player where r.tournamentId = ?1 and r.status = ?2 order by r.id",
                tournamentId,
                RegistrationStatus.WAITING);
    }

    /** The registrations of a tournament in these statuses, in the order they were made. */
    static List<Registration> inStatus(long tournamentId, List<RegistrationStatus> statuses) {
        return list(
                "from Registration r join fetch r.player where r.tournamentId = ?1 and r.status in ?2 order by r.id",
                tournamentId,
                statuses);
    }

    /** The player's registration in this tournament that has not ended, if any. */
    static Optional<Registration> openOf(long tournamentId, long playerId) {
        return find(
                        "tournamentId = ?1 and player.id = ?2 and status not in ?3",
                        tournamentId,
                        playerId,
                        List.of(RegistrationStatus.CANCELLED, RegistrationStatus.NO_SHOW))
                .firstResultOptional();
    }

    /** 1 for the first on the waiting list; 0 when not waiting. */
    int waitingPosition() {
        if (status != RegistrationStatus.WAITING) {
            return 0;
        }
        return 1
                + (int) count(
                        "tournamentId = ?1 and status = ?2 and id < ?3", tournamentId, RegistrationStatus.WAITING, id);
    }

    /** Gives a waiting registration the place that freed. */
    void promote(Instant now) {
        status = RegistrationStatus.REGISTERED;
        placedAt = now;
    }

    /** The player says they will come; refused unless the registration holds a place not yet confirmed. */
    void confirm(Instant now) {
        if (status == RegistrationStatus.CONFIRMED || status == RegistrationStatus.CHECKED_IN) {
            return;
        }
        if (status != RegistrationStatus.REGISTERED) {
            throw refused("registration-not-confirmable", "Only a registration holding a place can be confirmed.");
        }
        status = RegistrationStatus.CONFIRMED;
        confirmedAt = now;
    }

    /**
     * The player is at the door: a registration holding a place is checked in; a waiting one is marked present and
     * keeps its place in the list. Refused for a registration that ended.
     */
    void checkIn(Instant now) {
        requireOpen("registration-ended", "This registration ended: register the player again, or as a walk-in.");
        if (presentAt == null) {
            presentAt = now;
        }
        if (status.holdsAPlace()) {
            status = RegistrationStatus.CHECKED_IN;
        }
    }

    /** Ends the registration: the player or the organizer cancelled, or the confirmation's deadline passed. */
    void cancel(Ended why, Instant now) {
        requireOpen("registration-ended", "This registration has already ended.");
        if (status == RegistrationStatus.CHECKED_IN) {
            throw refused(
                    "registration-checked-in", "The player is checked in and entered: withdraw the entry instead.");
        }
        status = RegistrationStatus.CANCELLED;
        endedWhy = why;
        endedAt = now;
    }

    /** The player held a place and did not come: out of the draw. */
    void noShow(Instant now) {
        requireOpen("registration-ended", "This registration has already ended.");
        if (status == RegistrationStatus.CHECKED_IN) {
            throw refused("registration-checked-in", "The player came and is checked in: not a no-show.");
        }
        status = RegistrationStatus.NO_SHOW;
        endedWhy = Ended.ABSENT;
        endedAt = now;
    }

    /** The entry the registration became. */
    void enteredAs(long entry) {
        entryId = entry;
    }

    private void requireOpen(String type, String detail) {
        if (status.ended()) {
            throw refused(type, detail);
        }
    }

    private ProblemException refused(String type, String detail) {
        return ProblemException.conflict(type, detail, Map.of("status", status.name()));
    }

    public long tournamentId() {
        return tournamentId;
    }

    public Player player() {
        return player;
    }

    public RegistrationStatus status() {
        return status;
    }

    public String email() {
        return email;
    }

    public String phone() {
        return phone;
    }

    public boolean namesake() {
        return namesake;
    }

    public boolean walkIn() {
        return walkIn;
    }

    public Instant registeredAt() {
        return registeredAt;
    }

    public Instant confirmedAt() {
        return confirmedAt;
    }

    public Instant presentAt() {
        return presentAt;
    }

    public boolean present() {
        return presentAt != null;
    }

    public Ended endedWhy() {
        return endedWhy;
    }

    public Long entryId() {
        return entryId;
    }
}
