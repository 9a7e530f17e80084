package org.tavolo.ledger;

import java.time.Instant;
import java.util.List;

/**
 * The chips of one game: what the players started with, the counts that changed the total, what
 * sits in stacks, what waits in pots for a ruling and what the tables carry to their next hand
 * (docs/rules.md#parol). {@code inStacks + heldInPots + carriedInPots == expected} always.
 *
 * @param game       the game (draw)
 * @param entries    players who started it
 * @param started    their starting stacks together
 * @param expected   {@code started} plus every flagged change
 * @param inStacks   the stacks together now
 * @param heldInPots chips in pots waiting for a ruling
 * @param carriedInPots chips the tables carry to their next hand: parol pots and penalties paid to the pot
 * @param flagged    every count that changed the total, oldest first
 */
public record ChipsInPlay(
        int game,
        int entries,
        long started,
        long expected,
        long inStacks,
        long heldInPots,
        long carriedInPots,
        List<Flag> flagged) {

    /** A ledger line that changed the total of chips in play. */
    public record Flag(long entry, int table, long delta, String reason, String by, Instant at) {}
}
