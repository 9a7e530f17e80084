package org.tavolo.ledger;

/**
 * Whether the caller of the current request must name, with each change he makes at a table, what he made it
 * against ({@link Binding}): a table's director must, the organizer need not. Who is who is known above the ledger;
 * implemented by {@code hand.DirectorsBind}.
 */
public interface BindingRequired {

    /** Whether the current caller must name the game, the players and the stacks of his change. */
    boolean ofCaller();
}
