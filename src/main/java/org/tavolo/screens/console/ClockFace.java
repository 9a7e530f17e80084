package org.tavolo.screens.console;

import java.time.Instant;
import org.tavolo.clock.ClockView;
import org.tavolo.screens.Language;

/**
 * The clock as the organizer reads it, in the reader's numbers, with the moment the running
 * period ends and the server's time, from which js/clock.js counts down between events.
 */
public record ClockFace(ClockView clock, String timeLeft, String blinds, String ante, Instant endsAt) {
    static ClockFace of(ClockView c, Language lang) {
        boolean counting = c.running() && c.secondsLeft() != null;
        return new ClockFace(
                c,
                lang.face(c.secondsLeft()),
                lang.chips(c.smallBlind()) + " / " + lang.chips(c.bigBlind()),
                lang.chips(c.ante()),
                counting ? c.now().plusSeconds(c.secondsLeft()) : null);
    }

    public boolean running() {
        return clock.running();
    }

    public boolean paused() {
        return clock.paused();
    }

    public boolean notStarted() {
        return clock.notStarted();
    }
}
