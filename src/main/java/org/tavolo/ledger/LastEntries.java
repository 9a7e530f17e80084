package org.tavolo.ledger;

import java.util.Optional;

/**
 * Where the ledger learns a table's last entry, which the entries above it (hands, chip counts) keep: the check
 * of {@link TableChanges} that a void names the table's last entry. Implemented by {@code hand.TableEntries}.
 */
public interface LastEntries {

    /** The latest hand or keyed count at a table in a game, voided ones included. */
    Optional<LastEntry> last(long tournamentId, int game, int table);
}
