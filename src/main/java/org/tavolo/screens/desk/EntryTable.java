package org.tavolo.screens.desk;

import org.tavolo.ledger.LastEntry;

/**
 * The table as the void form is parsed against, without the rest of the desk ({@link DirectorService#entryTable}):
 * its game, whether it plays it now, and its last entry in that game.
 *
 * @param gameNumber the game (draw) in play
 * @param open       whether the table plays its game now (drawn, not closed)
 * @param last       the table's last entry in this game (a hand or a count), if any
 */
public record EntryTable(int gameNumber, boolean open, LastEntry last) {

    /** Whether {@code me} may void the last entry: theirs, not voided, the table still open. */
    public boolean voidableBy(String me) {
        return open && last != null && !last.voided() && last.recordedBy().equals(me);
    }
}
