package org.tavolo.security;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/** docs/security.md#director-accesses: repeated failed sign-ins must wait, longer each time. */
class SignInThrottleTest {

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

            public Throttle throttle() {
                return throttle;
            }
        };
    }

    @Test
    void afterThreeFailuresTheNextTryWaitsASecondThenTwo() {
        HandClock clock = new HandClock();
        SignInThrottle throttle = new SignInThrottle(clock, defaults());
        for (int i = 0; i < 3; i++) {
            assertFalse(throttle.mustWait("marco", "10.0.0.1"));
            throttle.failed("marco", "10.0.0.1");
        }
        assertTrue(throttle.mustWait("marco", "10.0.0.1"));
        clock.advance(Duration.ofMillis(1_001));
        assertFalse(throttle.mustWait("marco", "10.0.0.1"));
        throttle.failed("marco", "10.0.0.1");
        clock.advance(Duration.ofMillis(1_500));
        assertTrue(throttle.mustWait("marco", "10.0.0.1"), "the second wait is two seconds");
        assertFalse(throttle.mustWait("anna", "10.0.0.2"), "other users from other addresses are not slowed");
    }

    @Test
    void oneAddressTryingManyUsersIsSlowedDownToo() {
        HandClock clock = new HandClock();
        SignInThrottle throttle = new SignInThrottle(clock, defaults());
        for (int i = 0; i < 20; i++) {
            throttle.failed("user" + i, "10.0.0.9");
        }
        assertTrue(throttle.mustWait("someone-new", "10.0.0.9"));
        assertFalse(throttle.mustWait("someone-new", "10.0.0.10"));
    }

    @Test
    void aRightPasswordAndTimeForgetTheFailures() {
        HandClock clock = new HandClock();
        SignInThrottle throttle = new SignInThrottle(clock, defaults());
        for (int i = 0; i < 3; i++) {
            throttle.failed("marco", "10.0.0.1");
        }
        throttle.succeeded("marco");
        assertFalse(throttle.mustWait("marco", "10.0.0.3"));
        for (int i = 0; i < 3; i++) {
            throttle.failed("anna", "10.0.0.4");
        }
        clock.advance(Duration.ofMinutes(15));
        assertFalse(throttle.mustWait("anna", "10.0.0.4"));
    }
}
