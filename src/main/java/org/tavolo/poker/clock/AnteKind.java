package org.tavolo.poker.clock;

/** Who posts a level's ante (docs/rules.md#big-blind-ante). */
public enum AnteKind {
    /** Every player dealt in posts it, as part of what he puts in. */
    EACH_PLAYER,
    /**
     * The big blind alone posts it for the table, as dead money: it goes to the main pot and is never returned to him
     * as uncalled.
     */
    BIG_BLIND
}
