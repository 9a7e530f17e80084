package org.tavolo.security;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.LockModeType;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A table director's way in: a short code and a PIN that an organizer issues for one tournament,
 * and for one of its tables or all of them. It works until it expires (when the tournament finishes,
 * see {@link AccessEnds}, or at the latest at the end of the day after the tournament's date), is
 * revoked, or is locked by {@value #MAX_FAILED_PINS} wrong PINs in a row; only an organizer unlocks it.
 */
@Entity
@Table(name = "director_access")
public class DirectorAccess extends PanacheEntityBase {

    public static final int MAX_FAILED_PINS = 5;

    /** Two groups of four letters and digits, without the look-alikes 0, O, 1 and I. */
    public static final Pattern CODE = Pattern.compile("[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}");

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "tournament_id", nullable = false, updatable = false)
    private Long tournamentId;

    @Column(name = "table_no", updatable = false)
    private Integer tableNo;

    @Column(nullable = false, unique = true, updatable = false, length = 9)
    private String code;

    @Column(nullable = false, updatable = false, length = 100)
    private String label;

    @Column(name = "pin_hash", nullable = false, updatable = false, length = 100)
    private String pinHash;

    @Column(name = "failed_attempts", nullable = false)
    private int failedAttempts;

    @Column(nullable = false)
    private boolean locked;

    @Column(name = "expires_at", nullable = false)
    private Instant expiresAt;

    @Column(name = "revoked_at")
    private Instant revokedAt;

    @Column(name = "issued_by", nullable = false, updatable = false, length = 40)
    private String issuedBy;

    @Column(name = "issued_at", nullable = false, updatable = false)
    private Instant issuedAt;

    @Version
    private long version;

    protected DirectorAccess() {
        // for JPA
    }

    static DirectorAccess issue(
            long tournamentId,
            Integer tableNo,
            String code,
            String label,
            String pinHash,
            Instant expiresAt,
            String issuedBy,
            Instant at) {
        DirectorAccess access = new DirectorAccess();
        access.tournamentId = tournamentId;
        access.tableNo = tableNo;
        access.code = code;
        access.label = label;
        access.pinHash = pinHash;
        access.expiresAt = expiresAt;
        access.issuedBy = issuedBy;
        access.issuedAt = at;
        return access;
    }

    public static Optional<DirectorAccess> byCode(String code) {
        return find("code", code).firstResultOptional();
    }

    static List<DirectorAccess> ofTournament(long tournamentId) {
        return list("tournamentId = ?1 order by id", tournamentId);
    }

    /** Whether the access may be used at {@code now}: not revoked, not locked, not expired. */
    public boolean usableAt(Instant now) {
        return revokedAt == null && !locked && now.isBefore(expiresAt);
    }

    /**
     * Counts a wrong PIN, in one statement so that guesses arriving together are each counted; the
     * fifth in a row locks the access. A locked access counts no further. The lock ends every session
     * of the access for good: unlocking lets the PIN sign in again, and brings back no session.
     */
    static void countWrongPin(long id) {
        getEntityManager()
                .createNativeQuery("update director_access set failed_attempts = failed_attempts + 1,"
                        + " locked = failed_attempts + 1 >= ?1 where id = ?2 and not locked")
                .setParameter(1, MAX_FAILED_PINS)
                .setParameter(2, id)
                .executeUpdate();
        getEntityManager()
                .createNativeQuery("update sign_in_session set ended_at = current_timestamp"
                        + " where director_access_id = ?1 and ended_at is null"
                        + " and exists (select 1 from director_access a where a.id = ?1 and a.locked)")
                .setParameter(1, id)
                .executeUpdate();
    }

    /**
     * A right PIN starts the count of wrong ones again, if the access is still neither locked nor
     * revoked at this moment: whether the sign-in stands is decided by this one statement.
     */
    static boolean acceptRightPin(long id) {
        return getEntityManager()
                        .createNativeQuery("update director_access set failed_attempts = 0"
                                + " where id = ?1 and not locked and revoked_at is null")
                        .setParameter(1, id)
                        .executeUpdate()
                == 1;
    }

    /** Loads an access to change it, holding its row until the change commits. */
    static Optional<DirectorAccess> forChange(long id) {
        return Optional.ofNullable(findById(id, LockModeType.PESSIMISTIC_WRITE));
    }

    void unlock() {
        failedAttempts = 0;
        locked = false;
    }

    void revoke(Instant at) {
        if (revokedAt == null) {
            revokedAt = at;
        }
    }

    /** Ends the access at {@code at}, as when the tournament is over. */
    public void expire(Instant at) {
        expiresAt = at;
    }

    /**
     * Ends at {@code at} every access of a tournament that has not ended yet: one statement, so that
     * directors' requests arriving together cannot trip over each other's version.
     */
    static void expireAllOf(long tournamentId, Instant at) {
        update("expiresAt = ?1 where tournamentId = ?2 and expiresAt > ?1", at, tournamentId);
    }

    /** How the audit trail and the session name this access: its code, then its label. */
    public String principalName() {
        return code + " (" + label + ")";
    }

    public long tournamentId() {
        return tournamentId;
    }

    public Integer tableNo() {
        return tableNo;
    }

    public String code() {
        return code;
    }

    public String label() {
        return label;
    }

    String pinHash() {
        return pinHash;
    }

    public int failedAttempts() {
        return failedAttempts;
    }

    public boolean locked() {
        return locked;
    }

    public Instant expiresAt() {
        return expiresAt;
    }

    public Instant revokedAt() {
        return revokedAt;
    }

    public String issuedBy() {
        return issuedBy;
    }
}
