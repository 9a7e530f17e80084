package org.tavolo.security;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Slows down guessing: after a few failed sign-ins for one username (or director code), or from one
 * network address, each further try must wait, and the wait doubles with every failure. A try made
 * too early is refused without looking at the password, so it cannot be used to guess either.
 */
@ApplicationScoped
public class SignInThrottle {

    private record Failures(int count, Instant last) {}

    private final Map<String, Failures> failures = new ConcurrentHashMap<>();
    private final Clock clock;
    private final SecurityConfig.Throttle config;

    SignInThrottle(Clock clock, SecurityConfig config) {
        this.clock = clock;
        this.config = config.throttle();
    }

    /** Whether a sign-in as {@code user} from {@code address} must wait before it is tried. */
    public boolean mustWait(String user, String address) {
        Instant now = clock.instant();
        return waiting(userKey(user), config.freeFailuresPerUser(), now)
                || waiting(addressKey(address), config.freeFailuresPerAddress(), now);
    }

    public void failed(String user, String address) {
        Instant now = clock.instant();
        count(userKey(user), now);
        count(addressKey(address), now);
    }

    /** A right password forgets the user's failures (not the address's). */
    public void succeeded(String user) {
        failures.remove(userKey(user));
    }

    /** Forgets the failures of one user, as when an organizer unlocks a director access. */
    public void forget(String user) {
        failures.remove(userKey(user));
    }

    private boolean waiting(String key, int free, Instant now) {
        Failures f = current(key, now);
        if (f == null || f.count() < free) {
            return false;
        }
        return now.isBefore(f.last().plus(delay(f.count() - free)));
    }

    private Duration delay(int beyondFree) {
        Duration delay = config.firstDelay();
        for (int i = 0; i < beyondFree && delay.compareTo(config.maxDelay()) < 0; i++) {
            delay = delay.multipliedBy(2);
        }
        return delay.compareTo(config.maxDelay()) > 0 ? config.maxDelay() : delay;
    }

    private void count(String key, Instant now) {
        failures.compute(key, (k, f) -> {
            Failures alive = f == null || expired(f, now) ? null : f;
            return new Failures(alive == null ? 1 : alive.count() + 1, now);
        });
    }

    private Failures current(String key, Instant now) {
        Failures f = failures.get(key);
        if (f != null && expired(f, now)) {
            failures.remove(key, f);
            return null;
        }
        return f;
    }

    private boolean expired(Failures f, Instant now) {
        return !now.isBefore(f.last().plus(config.window()));
    }

    private static String userKey(String user) {
        return "user:" + user;
    }

    private static String addressKey(String address) {
        return "address:" + address;
    }
}
