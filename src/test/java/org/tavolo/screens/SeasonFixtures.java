package org.tavolo.screens;

import static io.restassured.RestAssured.given;
import static org.tavolo.result.ResultApi.closeGame;
import static org.tavolo.result.ResultApi.stacks;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.tavolo.table.FloorFixtures;

/** Championships and their evenings for the pages' tests, built through the API as an organizer would. */
public final class SeasonFixtures {

    private SeasonFixtures() {}

    /** A short mark that keeps one test's names apart from another's. */
    public static String club() {
        return UUID.randomUUID().toString().substring(0, 6);
    }

    /** New register players, named {@code name club}. */
    public static List<Long> register(String club, String... names) {
        List<Long> players = new ArrayList<>();
        for (String name : names) {
            players.add(FloorFixtures.player(name + " " + club));
        }
        return players;
    }

    public static long tournament(String format, String name, String date) {
        return given().contentType(ContentType.JSON)
                .body(Map.of("name", name, "format", format, "date", date))
                .post("/api/tournaments")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
    }

    /** Enters register players; their entry ids, in the same order. */
    public static List<Long> enter(long tournament, List<Long> players) {
        List<Long> entries = new ArrayList<>();
        for (long player : players) {
            entries.add(given().contentType(ContentType.JSON)
                    .body("{\"playerId\": %d}".formatted(player))
                    .post("/api/tournaments/{id}/entries", tournament)
                    .then()
                    .statusCode(201)
                    .extract()
                    .jsonPath()
                    .getLong("id"));
        }
        return entries;
    }

    /**
     * An Italian evening of one game: the players sit by fours in the order given and at each table
     * finish in that order (40,000, 25,000, 10,000 and 5,000 chips).
     */
    public static long italianEvening(String name, String date, List<Long> players) {
        long t = tournament("ITALIAN_DRAW", name, date);
        List<Long> e = enter(t, players);
        long[] chips = {40_000, 25_000, 10_000, 5_000};
        for (int table = 0; table * 4 < e.size(); table++) {
            int from = table * 4;
            int size = Math.min(4, e.size() - from);
            long[] body = new long[size * 2];
            for (int s = 0; s < size; s++) {
                body[2 * s] = e.get(from + s);
                body[2 * s + 1] = chips[s] + table * 100;
            }
            closeGame(t, table + 1, 1, stacks(body)).statusCode(201);
        }
        return t;
    }

    public static long championship(String body) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .post("/api/championships")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
    }

    public static void attach(long championship, long tournament) {
        given().contentType(ContentType.JSON)
                .body("{\"tournament\": " + tournament + "}")
                .post("/api/championships/{id}/tournaments", championship)
                .then()
                .statusCode(200);
    }

    public static JsonPath standings(long championship) {
        return given().get("/api/championships/{id}/standings", championship)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    /**
     * Corrects table 1 of game 1 of an Italian evening: its first and last players swap their chips
     * (40,000 and 5,000), as if they had been written the wrong way round.
     */
    public static void swapFirstAndLastOfTableOne(long tournament) {
        JsonPath results = given().get("/api/tournaments/{id}/results", tournament)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        long result = results.getLong("find { it.table == 1 }.id");
        List<Long> seats = results.getList("find { it.table == 1 }.places.entry", Long.class);
        given().contentType(ContentType.JSON)
                .body("""
                        {"stacks": [{"entry": %d, "chips": 5000}, {"entry": %d, "chips": 25000},
                                    {"entry": %d, "chips": 10000}, {"entry": %d, "chips": 40000}],
                         "reason": "Chips written the wrong way round"}""".formatted(seats.get(0), seats.get(1), seats.get(2), seats.get(3)))
                .post("/api/tournaments/{id}/results/{result}/correction", tournament, result)
                .then()
                .statusCode(201);
    }
}
