package org.tavolo.entry;

/** Whether an entry is still in the tournament. */
public enum EntryStatus {
    /** Still playing (or waiting for the draw). */
    ACTIVE,
    /** Out, with a finishing place. */
    ELIMINATED,
    /** Finished first with chips: the last player left in a Hold'em tournament (place 1). */
    WINNER
}
