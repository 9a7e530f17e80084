package org.tavolo.entry;

import java.util.Map;
import org.tavolo.tournament.Tournament;

/**
 * What entries need from the floor: a seat for a late entry, and where each entry sits.
 * Declared here and answered by the table feature, which points to entries.
 */
public interface Seating {

    /** Seats an entry that came after the draw at a table in play (docs/rules.md#holdem-tournament). */
    void seatLateEntry(Tournament tournament, Entry entry);

    /** Where each seated entry of a tournament sits now, by entry id. */
    Map<Long, Seat> seatsInPlay(long tournamentId);

    /** A table number and a seat at it. */
    record Seat(int table, int seat) {}
}
