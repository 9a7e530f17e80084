package org.tavolo.ledger;

import org.tavolo.common.error.ProblemException;

/**
 * The players a change names, by entry beside their seats, checked against the table under its lock
 * (docs/errors.md#entries-bound-to-what-was-seen): a change made for the player the director saw at a
 * seat is never applied to whoever sits there now.
 */
public final class SeatedPlayers {

    private SeatedPlayers() {}

    /**
     * Refuses (409 {@code player-moved}) a change naming a player who no longer sits at that seat of
     * the table, saying where he is now: at another table ({@code movedTo}, {@code movedSeat}), at
     * another seat of this one ({@code movedSeat}), or at no table.
     */
    public static void require(TableAtPlay table, TableChanges.SeenPlayer seen) {
        Long now = table.seats().get(seen.seat());
        if (now != null && now == seen.entry()) {
            return;
        }
        throw moved(table, seen.seat(), seen.entry(), seen.field());
    }

    /** The refusal of a change naming a player who does not sit at {@code seat} of the table (or at it at all when null). */
    public static ProblemException moved(TableAtPlay table, Integer seat, long entry, String field) {
        return PlayerMoved.refusal(
                table.where().tournamentId(), table.where().table(), table.seatOf(), seat, entry, field);
    }
}
