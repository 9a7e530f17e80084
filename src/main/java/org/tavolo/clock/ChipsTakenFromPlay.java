package org.tavolo.clock;

/**
 * The chips that left play or came into it in the current game after the start (a penalty out of
 * play, a count that changed the total), which the clock adds to the starting chips it shows.
 * Declared here and answered by the hand feature, which points to the clock.
 */
public interface ChipsTakenFromPlay {

    /** The sum of the changes of the total in the current game (negative when chips left play); 0 before the draw. */
    long totalChange(long tournamentId);
}
