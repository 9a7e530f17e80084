package org.tavolo.testing;

import io.restassured.path.json.JsonPath;
import java.util.List;
import org.tavolo.table.FloorFixtures;

/**
 * The evenings tests start from, each made through the API with its own uniquely named players: one call
 * instead of the same three lines in every class that needs a table.
 */
public final class Evenings {

    private Evenings() {}

    /** An Italian tournament of four players drawn to one table (seed 7): seats 1–4 of table 1, 20,000 each. */
    public static long italianTableOfFour() {
        return drawn("ITALIAN_DRAW", 4, 7);
    }

    /** The same, its settings first changed as the JSON Merge Patch {@code settings} says. */
    public static long italianTableOfFour(String settings) {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        FloorFixtures.patchSettings(t, settings);
        FloorFixtures.entries(t, 4);
        FloorFixtures.draw(t, 7);
        return t;
    }

    /** A tournament of {@code format} with {@code players} entered and drawn (seed 7). */
    public static long drawn(String format, int players) {
        return drawn(format, players, 7);
    }

    /** A tournament of {@code format} with {@code players} entered and drawn with {@code seed}. */
    public static long drawn(String format, int players, long seed) {
        long t = FloorFixtures.tournament(format);
        FloorFixtures.entries(t, players);
        FloorFixtures.draw(t, seed);
        return t;
    }

    /** Moves the first player of the first table to the lowest free seat of the second, as the floor does; their name. */
    public static String moveTheFirstPlayerToTheNextTable(long tournament) {
        JsonPath tables = FloorFixtures.tables(tournament);
        List<Integer> taken = tables.getList("[1].seats.seat", Integer.class);
        int free = 1;
        while (taken.contains(free)) {
            free++;
        }
        move(tournament, tables.getLong("[0].seats[0].entryId"), tables.getInt("[1].number"), free);
        return tables.getString("[0].seats[0].playerName");
    }

    /** The name of the player of {@code entry}, as the API answers it. */
    public static String playerName(long tournament, long entry) {
        return Api.get("/api/tournaments/{id}/entries/{entry}", 200, tournament, entry)
                .get("playerName")
                .asText();
    }

    /** Moves {@code entry} to {@code seat} of {@code table}, as the floor does. */
    public static void move(long tournament, long entry, int table, int seat) {
        Api.post(
                "/api/tournaments/{id}/moves",
                "{\"entryId\": %d, \"toTable\": %d, \"toSeat\": %d}".formatted(entry, table, seat),
                201,
                tournament);
    }

    /** Presses the clock's {@code button} ({@code start}, {@code pause}, {@code resume}, {@code next}…), as the floor does. */
    public static void clock(long tournament, String button) {
        Api.send("POST", "/api/tournaments/{id}/clock/" + button, null, null, 200, tournament);
    }
}
