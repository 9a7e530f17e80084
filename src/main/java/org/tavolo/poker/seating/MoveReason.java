package org.tavolo.poker.seating;

/** Why a player changed seats. */
public enum MoveReason {
    /** The largest table had too many players more than the smallest (TDA rule 10). */
    BALANCE,
    /** His table was broken and he was drawn into an open seat (TDA rule 11). */
    TABLE_BREAK,
    /** Everyone left fits at the final table and was redrawn there. */
    FINAL_TABLE,
    /** The organizer moved him by hand. */
    MANUAL
}
