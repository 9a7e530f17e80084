package org.tavolo.hand;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.tavolo.common.error.ProblemException;
import org.tavolo.entry.Entry;
import org.tavolo.table.PokerTable;

/**
 * The players a change names, by entry beside their seats, checked against the table under its lock
 * (docs/errors.md#entries-bound-to-what-was-seen): a change made for the player the director saw at a
 * seat is never applied to whoever sits there now.
 */
final class SeatedPlayers {

    private SeatedPlayers() {}

    /**
     * Refuses (409 {@code player-moved}) a change naming a player who no longer sits at that seat of
     * the table, saying where he is now: at another table ({@code movedTo}, {@code movedSeat}), at
     * another seat of this one ({@code movedSeat}), or at no table.
     */
    static void require(TableAtPlay table, TableChanges.SeenPlayer seen) {
        Long now = table.seats().get(seen.seat());
        if (now != null && now == seen.entry()) {
            return;
        }
        throw moved(table, seen.seat(), seen.entry(), seen.field());
    }

    /** The refusal of a change naming a player who does not sit at {@code seat} of the table (or at it at all when null). */
    static ProblemException moved(TableAtPlay table, Integer seat, long entry, String field) {
        String name = Entry.nameOf(entry);
        int number = table.where().table();
        Map<String, Object> facts = new LinkedHashMap<>();
        if (seat != null) {
            facts.put("seat", seat);
        }
        facts.put("entry", entry);
        facts.put("name", name);
        facts.put("table", number);
        facts.put("field", field);
        String who = (seat == null ? "The player" : "The player of seat " + seat) + " (" + name + ")";
        String where;
        Integer here = table.seatOf().get(entry);
        Optional<PokerTable> elsewhere = here != null
                ? Optional.empty()
                : PokerTable.seating(table.where().tournamentId(), entry);
        if (here != null) {
            facts.put("movedSeat", here);
            where = " sits at seat " + here + " now";
        } else if (elsewhere.isPresent()) {
            int movedSeat = elsewhere.get().seatOf(entry).orElseThrow();
            facts.put("movedTo", elsewhere.get().number());
            facts.put("movedSeat", movedSeat);
            where = " was moved to table " + elsewhere.get().number() + ", seat " + movedSeat;
        } else {
            where = " no longer sits at table " + number;
        }
        return ProblemException.conflict(
                "player-moved",
                who + where
                        + ": the table changed meanwhile. Reload the table and check the entry; nothing was recorded.",
                facts);
    }
}
