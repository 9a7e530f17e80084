package org.tavolo.tournament;

/**
 * What closing a table does when the final stacks entered differ from the chips in play at that
 * table (docs/results.md#closing-a-table).
 */
public enum ChipDifference {
    /** The close is refused with the difference: count again (the default). */
    REFUSE,
    /** The close is recorded, and its answer carries the difference. */
    FLAG
}
