package org.tavolo.tournament;

/**
 * How far a tournament's clock has run, as the settings need to know it: periods already played
 * or in play may not change. Declared here and answered by the clock feature, so that the clock
 * points to the tournament and not the other way round.
 */
public interface ClockProgress {

    /** Clock periods already played or in play: 0 before the clock starts. */
    int periodsInPlay(Tournament tournament);
}
