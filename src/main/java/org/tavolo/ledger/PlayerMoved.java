package org.tavolo.ledger;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.tavolo.common.error.ProblemException;
import org.tavolo.entry.Entry;
import org.tavolo.table.PokerTable;

/**
 * The refusal of an entry naming a player who no longer sits where the director saw him (409 {@code
 * player-moved}, docs/errors.md#entries-bound-to-what-was-seen), saying where he is now: at another
 * table ({@code movedTo}, {@code movedSeat}), at another seat of this one ({@code movedSeat}), or at no
 * table. Hands, counts and penalties ask it of their locked table; Chinese deals of the table in play.
 */
public final class PlayerMoved {

    private PlayerMoved() {}

    /**
     * @param tournamentId the tournament
     * @param number       the table's number
     * @param seatOf       the seat of each entry at that table now (empty when the table is broken)
     * @param seat         the seat the entry was seen at, or null
     * @param entry        the entry named
     * @param field        the field of the request that named him
     */
    public static ProblemException refusal(
            long tournamentId, int number, Map<Long, Integer> seatOf, Integer seat, long entry, String field) {
        String name = Entry.nameOf(entry);
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
        Integer here = seatOf.get(entry);
        Optional<PokerTable> elsewhere = here != null ? Optional.empty() : PokerTable.seating(tournamentId, entry);
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
