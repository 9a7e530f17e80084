package org.tavolo.entry;

/** Whether an entry is still in the tournament. */
public enum EntryStatus {
    /** Still playing (or waiting for the draw). */
    ACTIVE,
    /** Out, with a finishing place. */
    ELIMINATED
}
