package org.tavolo.poker.clock;

/** Whether the clock is ticking. */
public enum ClockStatus {
    NOT_STARTED,
    RUNNING,
    PAUSED
}
