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
 * A club staff account: a username and a bcrypt hash of its password. A disabled account cannot
 * sign in, and a session it already holds ends on its next request; so does every session made
 * before a password change ({@link #credentialVersion}).
 */
@Entity
@Table(name = "organizer")
public class Organizer extends PanacheEntityBase {

    /** Lower-case letters, digits, dots and underscores: never a dash, so never a director code. */
    public static final Pattern USERNAME = Pattern.compile("[a-z0-9._]{2,40}");

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(nullable = false, unique = true, updatable = false, length = 40)
    private String username;

    @Column(name = "password_hash", nullable = false, length = 100)
    private String passwordHash;

    @Column(nullable = false)
    private boolean disabled;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    /** Raised by every change that must end the account's sessions and remembered Basic checks. */
    @Column(name = "credential_version", nullable = false)
    private long credentialVersion;

    @Version
    private long version;

    protected Organizer() {
        // for JPA
    }

    static Organizer create(String username, String passwordHash, Instant at) {
        Organizer organizer = new Organizer();
        organizer.username = username;
        organizer.passwordHash = passwordHash;
        organizer.createdAt = at;
        return organizer;
    }

    static Optional<Organizer> byUsername(String username) {
        return find("username", username).firstResultOptional();
    }

    /** Whether the account may still sign in with the credentials of version {@code credentialVersion}. */
    static boolean stillSignsIn(long id, long credentialVersion) {
        return count("id = ?1 and disabled = false and credentialVersion = ?2", id, credentialVersion) == 1;
    }

    static List<Organizer> all() {
        return list("order by username");
    }

    static boolean anyExists() {
        return count() > 0;
    }

    /** Loads an account to change it, holding its row until the change commits. */
    static Optional<Organizer> forChange(long id) {
        return Optional.ofNullable(findById(id, LockModeType.PESSIMISTIC_WRITE));
    }

    /** A new password ends every session and remembered check made with the old one. */
    void changePassword(String newHash) {
        passwordHash = newHash;
        credentialVersion++;
    }

    void disable() {
        disabled = true;
        credentialVersion++;
    }

    void enable() {
        disabled = false;
    }

    public String username() {
        return username;
    }

    String passwordHash() {
        return passwordHash;
    }

    public boolean disabled() {
        return disabled;
    }

    long credentialVersion() {
        return credentialVersion;
    }

    public Instant createdAt() {
        return createdAt;
    }
}
