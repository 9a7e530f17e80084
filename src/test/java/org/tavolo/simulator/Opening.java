package org.tavolo.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Json;

/** Opens a tournament of the night through the API, as the organizer does, and reads its seats. */
final class Opening {

    private Opening() {}

    /**
     * An Italian tournament plays the Teresa after a full (docs/rules.md#teresa-after-full), so that {@link
     * TeresaHand} may follow a full with a Teresina hand whatever the hour; a hand after a full need not be one.
     */
    static Tourney open(String format, int players, long drawSeed, Doors doors) {
        long id = FloorFixtures.tournament(format);
        if (format.equals("ITALIAN_DRAW")) {
            FloorFixtures.patchSettings(id, "{\"teresinaAfterFull\": true}");
        }
        List<Long> entries = FloorFixtures.entries(id, players);
        FloorFixtures.draw(id, drawSeed & Long.MAX_VALUE);
        JsonNode settings = doors.read("/api/tournaments/" + id + "/settings");
        Tourney t = new Tourney(
                id,
                format,
                Json.longAt(settings, "startingStack"),
                settings.path("gamesPerRound").asInt(1),
                entries);
        readSeats(t, doors);
        return t;
    }

    /** The seats as the service has them now: table → seat → entry. */
    static void readSeats(Tourney t, Doors doors) {
        Map<Integer, TreeMap<Integer, Long>> seats = new TreeMap<>();
        t.empty.clear();
        for (JsonNode table : doors.read("/api/tournaments/" + t.id + "/tables")) {
            TreeMap<Integer, Long> bySeat = new TreeMap<>();
            for (JsonNode seat : table.get("seats")) {
                if (seat.hasNonNull("entryId")) {
                    bySeat.put((int) Json.longAt(seat, "seat"), Json.longAt(seat, "entryId"));
                } else {
                    t.empty.add((int) Json.longAt(table, "number") + "/" + Json.longAt(seat, "seat"));
                }
            }
            seats.put((int) Json.longAt(table, "number"), bySeat);
        }
        t.seats.clear();
        t.seats.putAll(seats);
    }
}
