package org.tavolo.security;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Settings of sign-in (docs/security.md). */
@ConfigMapping(prefix = "tavolo.security")
public interface SecurityConfig {

    /** bcrypt cost of new password and PIN hashes (2^cost rounds); lowered only in tests. */
    @WithDefault("12")
    int bcryptCost();

    /** Whether the session cookie is marked Secure (sent over HTTPS only); off in dev mode and tests. */
    @WithDefault("true")
    boolean secureCookie();

    /**
     * How long a username and password checked over HTTP Basic are remembered, so that the next
     * calls skip bcrypt (a changed password or a disabled account ends it at once).
     */
    @WithDefault("60s")
    Duration basicCheckMemory();

    /** Slow-down of repeated failed sign-ins. */
    Throttle throttle();

    interface Throttle {

        /** Failed sign-ins for one username or code before each further try must wait. */
        @WithDefault("3")
        int freeFailuresPerUser();

        /** Failed sign-ins from one network address before each further try must wait. */
        @WithDefault("20")
        int freeFailuresPerAddress();

        /** The wait after the first failure beyond the free ones; it doubles with each further failure. */
        @WithDefault("1s")
        Duration firstDelay();

        /** The longest wait. */
        @WithDefault("5m")
        Duration maxDelay();

        /** Failures older than this are forgotten. */
        @WithDefault("15m")
        Duration window();
    }
}
