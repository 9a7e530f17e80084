package org.tavolo.result;

/** Whether a table result counts in the standings. */
public enum ResultStatus {
    /** The result in force for its game and table. */
    ACTIVE,
    /** Voided or replaced by a correction; kept for the audit trail. */
    VOID
}
