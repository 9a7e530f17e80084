package org.tavolo.table;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.HashMap;
import java.util.Map;
import org.tavolo.entry.Entry;
import org.tavolo.entry.Seating;
import org.tavolo.tournament.Tournament;

/** Answers the entry feature from the floor: late entries are seated, seats are looked up. */
@ApplicationScoped
class FloorSeating implements Seating {

    private final FloorService floor;

    FloorSeating(FloorService floor) {
        this.floor = floor;
    }

    @Override
    public void seatLateEntry(Tournament tournament, Entry entry) {
        floor.seatLateEntry(tournament, entry);
    }

    @Override
    public Map<Long, Seat> seatsInPlay(long tournamentId) {
        Map<Long, Seat> seats = new HashMap<>();
        for (PokerTable table : PokerTable.inPlay(tournamentId)) {
            table.seats().forEach((seat, entry) -> seats.put(entry, new Seat(table.number(), seat)));
        }
        return seats;
    }
}
