package org.tavolo.security;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/**
 * docs/security.md#director-accesses: repeated failed sign-ins must wait, longer each time. The
 * failures live in the database, so the test runs against it, with a clock it moves by hand; every
 * test uses names and addresses of its own.
 */
@QuarkusTest
class SignInThrottleTest {

    @Inject
    EntityManager em;

    /** A clock the test moves by hand. */
    private static final class HandClock extends Clock {
        private Instant now = Instant.parse("2026-11-26T20:00:00Z");

        void advance(Duration d) {
            now = now.plus(d);
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }

    /** The documented defaults: 3 free failures per user, 20 per address, 1 s doubling to 5 min, 15 min memory. */
    private static SecurityConfig defaults() {
        SecurityConfig.Throttle throttle = new SecurityConfig.Throttle() {
            public int freeFailuresPerUser() {
                return 3;
            }

            public int freeFailuresPerAddress() {
                return 20;
            }

            public Duration firstDelay() {
                return Duration.ofSeconds(1);
            }

            public Duration maxDelay() {
                return Duration.ofMinutes(5);
            }

            public Duration window() {
                return Duration.ofMinutes(15);
            }
        };
        return new SecurityConfig() {
            public int bcryptCost() {
                return 4;
            }

            public boolean secureCookie() {
                return false;
            }

            public Duration basicCheckMemory() {
                return Duration.ofSeconds(60);
            }

            public Throttle throttle() {
                return throttle;
            }
        };
    }

    private static String unique(String name) {
        return name + System.nanoTime();
    }

    @Test
    void afterThreeFailuresTheNextTryWaitsASecondThenTwo() {
        HandClock clock = new HandClock();
        SignInThrottle throttle = new SignInThrottle(em, clock, defaults());
        String marco = unique("marco");
        String address = unique("10.0.0.1/");
        for (int i = 0; i < 3; i++) {
            assertTrue(throttle.claim(marco, address), "failure " + (i + 1) + " is free");
        }
        assertFalse(throttle.claim(marco, address));
        clock.advance(Duration.ofMillis(1_001));
        assertTrue(throttle.claim(marco, address));
        clock.advance(Duration.ofMillis(1_500));
        assertFalse(throttle.claim(marco, address), "the second wait is two seconds");
        assertTrue(
                throttle.claim(unique("anna"), unique("10.0.0.2/")), "other users from other addresses are not slowed");
    }

    @Test
    void oneAddressTryingManyUsersIsSlowedDownToo() {
        HandClock clock = new HandClock();
        SignInThrottle throttle = new SignInThrottle(em, clock, defaults());
        String address = unique("10.0.0.9/");
        for (int i = 0; i < 20; i++) {
            assertTrue(throttle.claim(unique("user" + i + "_"), address));
        }
        String someone = unique("someone-new");
        assertFalse(throttle.claim(someone, address));
        assertTrue(throttle.claim(someone, unique("10.0.0.10/")), "the refused try was not counted against the user");
    }

    @Test
    void aRightPasswordAndTimeForgetTheFailures() {
        HandClock clock = new HandClock();
        SignInThrottle throttle = new SignInThrottle(em, clock, defaults());
        String marco = unique("marco");
        String address = unique("10.0.0.1/");
        for (int i = 0; i < 3; i++) {
            throttle.claim(marco, address);
        }
        throttle.succeeded(marco, address);
        assertTrue(throttle.claim(marco, unique("10.0.0.3/")));
        String anna = unique("anna");
        String hers = unique("10.0.0.4/");
        for (int i = 0; i < 4; i++) {
            throttle.claim(anna, hers);
        }
        assertFalse(throttle.claim(anna, hers));
        clock.advance(Duration.ofMinutes(15));
        assertTrue(throttle.claim(anna, hers));
    }
}
