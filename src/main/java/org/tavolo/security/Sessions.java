package org.tavolo.security;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Sign-in sessions kept in the database (docs/security.md#sessions). The session cookie of Quarkus's
 * form sign-in is an encrypted credential that names its holder; it also carries the id of a row
 * here, and a request is signed in only while that row says so: signing out ends the one session,
 * a password change or a disabled account ends all of an organizer's (their credential version
 * moved on), a revoked, locked or expired access all of a director's.
 */
@ApplicationScoped
public class Sessions {

    /** 32 random bytes, base64url without padding. */
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{43}");

    private final SecureRandom random = new SecureRandom();
    private final EntityManager em;
    private final AccessEnds ends;
    private final Clock clock;
    private final Duration lifetime;

    Sessions(
            EntityManager em,
            AccessEnds ends,
            Clock clock,
            @ConfigProperty(name = "quarkus.http.auth.form.timeout") Duration lifetime) {
        this.em = em;
        this.ends = ends;
        this.clock = clock;
        this.lifetime = lifetime;
    }

    /** Opens a session for whoever just signed in at the form; its id, for the cookie. */
    String open(Caller caller) {
        byte[] bytes = new byte[32];
        random.nextBytes(bytes);
        String id = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        String owner = caller.role().equals(Roles.ORGANIZER) ? "organizer_id" : "director_access_id";
        QuarkusTransaction.requiringNew().run(() -> em.createNativeQuery("insert into sign_in_session (id, " + owner
                        + ", credential_version, started_at, expires_at) values (?1, ?2, ?3, ?4, ?5)")
                .setParameter(1, id)
                .setParameter(2, caller.accountId())
                .setParameter(3, caller.credentialVersion())
                .setParameter(4, now())
                .setParameter(5, now().plus(lifetime))
                .executeUpdate());
        return id;
    }

    /**
     * Who the session {@code id} signs in, if it is still open: one statement for an organizer; for
     * a director, the access is then asked whether it may still be used ({@link AccessEnds#usable}).
     */
    @SuppressWarnings("unchecked")
    Optional<Caller> find(String id) {
        if (id == null || !ID.matcher(id).matches()) {
            return Optional.empty();
        }
        return QuarkusTransaction.requiringNew().call(() -> {
            List<Object[]> rows = em.createNativeQuery(
                            "select s.organizer_id, s.director_access_id, o.username, o.credential_version"
                                    + " from sign_in_session s"
                                    + " left join organizer o on o.id = s.organizer_id"
                                    + " where s.id = ?1 and s.ended_at is null and s.expires_at > ?2"
                                    + " and (s.director_access_id is not null"
                                    + " or (not o.disabled and o.credential_version = s.credential_version))")
                    .setParameter(1, id)
                    .setParameter(2, now())
                    .getResultList();
            if (rows.isEmpty()) {
                return Optional.<Caller>empty();
            }
            Object[] row = rows.get(0);
            if (row[0] != null) {
                return Optional.of(new Caller(
                        (String) row[2],
                        Roles.ORGANIZER,
                        null,
                        null,
                        ((Number) row[0]).longValue(),
                        ((Number) row[3]).longValue()));
            }
            return Optional.ofNullable(DirectorAccess.<DirectorAccess>findById(((Number) row[1]).longValue()))
                    .filter(ends::usable)
                    .map(Caller::director);
        });
    }

    /** Signing out: ends this session, and no other. */
    public void end(String id) {
        QuarkusTransaction.requiringNew().run(() -> em.createNativeQuery(
                        "update sign_in_session set ended_at = ?1 where id = ?2 and ended_at is null")
                .setParameter(1, now())
                .setParameter(2, id)
                .executeUpdate());
    }

    private OffsetDateTime now() {
        return OffsetDateTime.ofInstant(clock.instant(), ZoneOffset.UTC);
    }
}
