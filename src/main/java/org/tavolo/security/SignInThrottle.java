package org.tavolo.security;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * Slows down guessing: after a few failed sign-ins for one username (or director code), or from one
 * network address, each further try must wait, and the wait doubles with every failure. A try made
 * too early is refused without looking at the password, so it cannot be used to guess either.
 *
 * <p>The failures are kept in the database ({@code sign_in_failure}), shared by every instance, and
 * each try claims its place before its password is checked: one statement counts it as a failure if
 * it may go ahead at all, so tries sent together are let through exactly as many as tries sent one
 * after the other. A right password then takes its count back.
 */
@ApplicationScoped
public class SignInThrottle {

    /** Counts the try if it need not wait; no row comes back when it must. */
    private static final String CLAIM = """
            insert into sign_in_failure as f (key, failures, last_at) values (?1, 1, ?2)
            on conflict (key) do update set
                failures = case when f.last_at <= ?3 then 1 else f.failures + 1 end,
                last_at = ?2
            where f.last_at <= ?3
                or f.failures < ?4
                or f.last_at + make_interval(secs => least(?5 * power(2, least(f.failures - ?4, 30)), ?6)) <= ?2
            returning failures""";

    private final EntityManager em;
    private final Clock clock;
    private final SecurityConfig.Throttle config;

    SignInThrottle(EntityManager em, Clock clock, SecurityConfig config) {
        this.em = em;
        this.clock = clock;
        this.config = config.throttle();
    }

    /**
     * Whether a sign-in as {@code user} from {@code address} may be checked now; if so it is counted
     * as failed until {@link #succeeded} says otherwise. Each claim commits at once.
     */
    public boolean claim(String user, String address) {
        OffsetDateTime now = OffsetDateTime.ofInstant(clock.instant(), ZoneOffset.UTC);
        if (!claim(userKey(user), config.freeFailuresPerUser(), now)) {
            return false;
        }
        if (!claim(addressKey(address), config.freeFailuresPerAddress(), now)) {
            giveBack(userKey(user));
            return false;
        }
        return true;
    }

    /** A right password forgets the user's failures, and gives the address its claim back. */
    public void succeeded(String user, String address) {
        forget(user);
        giveBack(addressKey(address));
    }

    /** Forgets the failures of one user, as when an organizer unlocks a director access. */
    public void forget(String user) {
        QuarkusTransaction.joiningExisting()
                .run(() -> em.createNativeQuery("delete from sign_in_failure where key = ?1")
                        .setParameter(1, userKey(user))
                        .executeUpdate());
    }

    private boolean claim(String key, int free, OffsetDateTime now) {
        Instant forgotten = now.toInstant().minus(config.window());
        return QuarkusTransaction.requiringNew().call(() -> !em.createNativeQuery(CLAIM)
                .setParameter(1, key)
                .setParameter(2, now)
                .setParameter(3, OffsetDateTime.ofInstant(forgotten, ZoneOffset.UTC))
                .setParameter(4, free)
                .setParameter(5, seconds(config.firstDelay()))
                .setParameter(6, seconds(config.maxDelay()))
                .getResultList()
                .isEmpty());
    }

    private void giveBack(String key) {
        QuarkusTransaction.requiringNew().run(() -> em.createNativeQuery(
                        "update sign_in_failure set failures = greatest(failures - 1, 0) where key = ?1")
                .setParameter(1, key)
                .executeUpdate());
    }

    private static double seconds(Duration duration) {
        return duration.toMillis() / 1000.0;
    }

    /** A name longer than any username is cut: it can only be a wrong one. */
    private static String userKey(String user) {
        return "user:" + (user.length() > 100 ? user.substring(0, 100) : user);
    }

    private static String addressKey(String address) {
        return "address:" + address;
    }
}
