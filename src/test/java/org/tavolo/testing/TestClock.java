package org.tavolo.testing;

import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/**
 * The service's clock in tests (it replaces common.time.Clocks' system clock): the system's time, moved on by what a
 * test asked ({@link #advance}), so that a test reaches tomorrow's confirmation or a form's least fill time without
 * waiting. A test that moves it puts it back ({@link #reset}) before it ends.
 */
@Singleton
public class TestClock extends Clock {

    private static volatile Duration ahead = Duration.ZERO;

    /** Moves the service's time on by {@code by}. */
    public static void advance(Duration by) {
        ahead = ahead.plus(by);
    }

    /** Back to the system's time. */
    public static void reset() {
        ahead = Duration.ZERO;
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return Clock.offset(Clock.system(zone), ahead);
    }

    @Override
    public Instant instant() {
        return Instant.now().plus(ahead);
    }
}
