package org.tavolo.ledger;

import java.util.Optional;

/**
 * Where the ledger learns a table's last entry, which the entries above it (hands, chip counts) keep: the check
 * of {@link TableChanges} that a void names the table's last entry, and that its caller may void it. Implemented by {@code hand.TableEntries}.
 */
public interface LastEntries {

    /** The latest hand or keyed count at a table in a game, voided ones included. */
    Optional<LastEntry> last(long tournamentId, int game, int table);

    /**
     * Refuses the void of {@code last}, the table's last entry, by a caller who may not void it: the one rule of who may
     * correct or void which entry ({@code hand.WhoMayVoid}, docs/security.md#who-may-correct-or-void).
     */
    void requireMayVoid(LastEntry last, int table);
}
