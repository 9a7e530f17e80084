package org.tavolo.ledger;

/** Why a stack changed. */
public enum MovementKind {
    /** Won or lost in a hand entered by the director. */
    HAND,
    /** Set by a chip count or a correction, with a reason. */
    COUNT,
    /** Paid from a pot held for the director's ruling (docs/rules.md#italian). */
    RULING,
    /** The reversal of a voided hand. */
    VOID,
    /** A penalty paid at the table, or its reversal (docs/rules.md#penalties). */
    PENALTY
}
