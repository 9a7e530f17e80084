package org.tavolo.hand.stored;

/** Where an entered hand stands. */
public enum HandStatus {
    /** Every pot was paid. */
    SETTLED,
    /** A pot's hands formed a cycle (docs/rules.md#italian): its chips wait for the director's ruling. */
    PENDING_RULING,
    /** Voided by the organizer; its ledger lines were reversed. */
    VOID
}
