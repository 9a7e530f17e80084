package org.tavolo.hand;

/** Where a penalty's chips go (docs/rules.md#penalties). */
public enum PenaltyTo {
    /** To the pot of the next hand: recorded as chips out of play, flagged. */
    POT,
    /** Split equally among the other players at the table, odd chips from the button's left. */
    PLAYERS,
    /** Out of play: the chips in play drop. */
    OUT_OF_PLAY,
    /** No chips: the player sits out the next hand. */
    SKIP_HAND;

    /** Whether the chips leave the stacks at the table. */
    boolean leavesPlay() {
        return this == POT || this == OUT_OF_PLAY;
    }
}
