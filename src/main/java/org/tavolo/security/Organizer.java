package org.tavolo.security;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A club staff account: a username and a bcrypt hash of its password. A disabled account cannot
 * sign in, and a session it already holds ends on its next request.
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

    static List<Organizer> all() {
        return list("order by username");
    }

    static boolean anyExists() {
        return count() > 0;
    }

    void changePassword(String newHash) {
        passwordHash = newHash;
    }

    void disable() {
        disabled = true;
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

    public Instant createdAt() {
        return createdAt;
    }
}
