package org.tavolo.penalty;

/** Where a penalty's chips go (docs/rules.md#penalties). */
public enum PenaltyTo {
    /** To the pot of the next hand: carried by the table until a hand is won (docs/rules.md#parol). */
    POT,
    /** Split equally among the other players at the table, odd chips from the button's left. */
    PLAYERS,
    /** Out of play: the chips in play drop. */
    OUT_OF_PLAY,
    /** No chips: the player sits out the next hand. */
    SKIP_HAND;

    /** Whether the chips leave play: a penalty paid to the pot stays in play, carried by the table. */
    boolean leavesPlay() {
        return this == OUT_OF_PLAY;
    }
}
