package org.tavolo.registration;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Map;
import org.tavolo.common.error.Problem;
import org.tavolo.common.error.ProblemException;

/**
 * Slows public registration down per network address, as sign-in is: an address may make so many registrations in a
 * window, then waits for the window to end. A registration is counted in its own transaction, so a refused one (bad
 * input, closed, too many) counts nothing and changes nothing; the count's row also makes registrations from one
 * address wait for each other.
 */
@ApplicationScoped
class RegistrationThrottle {

    /** Counts one more registration from the address, starting a new window when the last one ended. */
    private static final String COUNT = """
            insert into registration_address as a (address, window_start, registrations) values (?1, ?2, 1)
            on conflict (address) do update set
                window_start = case when a.window_start <= ?3 then ?2 else a.window_start end,
                registrations = case when a.window_start <= ?3 then 1 else a.registrations + 1 end
            returning registrations""";

    private final EntityManager em;
    private final Clock clock;

    RegistrationThrottle(EntityManager em, Clock clock) {
        this.em = em;
        this.clock = clock;
    }

    /** Counts a registration from {@code address}; 429 {@code too-many-registrations} beyond {@code allowed}. */
    @Transactional(Transactional.TxType.MANDATORY)
    void count(String address, int allowed, Duration window) {
        OffsetDateTime now = OffsetDateTime.ofInstant(clock.instant(), ZoneOffset.UTC);
        Number made = (Number) em.createNativeQuery(COUNT)
                .setParameter(1, address == null ? "unknown" : address)
                .setParameter(2, now)
                .setParameter(3, now.minus(window))
                .getSingleResult();
        if (made.intValue() > allowed) {
            throw new ProblemException(Problem.of(
                            429,
                            "too-many-registrations",
                            "Too many registrations",
                            "Too many registrations from this address: try again later.")
                    .with(Map.of("retryAfterMinutes", Math.max(1, window.toMinutes()))));
        }
    }
}
