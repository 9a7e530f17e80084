package org.tavolo.clock;

/**
 * The size of a tournament's field, which the clock shows beside the level (players left,
 * average stack). Declared here and answered by the entry feature, which points to the clock.
 */
public interface FieldSize {

    /** Every entry of the tournament, out or not. */
    long entries(long tournamentId);

    /** The entries still in play; once a Hold'em tournament is won, its winner alone. */
    long inPlay(long tournamentId);

    /** Whether the tournament has its winner (Hold'em: the last player with chips). */
    boolean decided(long tournamentId);
}
