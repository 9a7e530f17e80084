package org.tavolo.screens;

import static org.tavolo.result.ResultApi.closeGameOneByFours;

import com.fasterxml.jackson.databind.JsonNode;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

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
        return Json.longAt(
                Api.post("/api/tournaments", Json.write(Map.of("name", name, "format", format, "date", date)), 201),
                "id");
    }

    /** Enters register players; their entry ids, in the same order. */
    public static List<Long> enter(long tournament, List<Long> players) {
        List<Long> entries = new ArrayList<>();
        for (long player : players) {
            entries.add(Json.longAt(
                    Api.post("/api/tournaments/{id}/entries", "{\"playerId\": %d}".formatted(player), 201, tournament),
                    "id"));
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
        closeGameOneByFours(t, e, (s, table) -> chips[s] + table * 100);
        return t;
    }

    public static long championship(String body) {
        return Json.longAt(Api.post("/api/championships", body, 201), "id");
    }

    public static void attach(long championship, long tournament) {
        Api.post("/api/championships/{id}/tournaments", "{\"tournament\": " + tournament + "}", 200, championship);
    }

    public static JsonPath standings(long championship) {
        return JsonPath.from(Api.send("GET", "/api/championships/{id}/standings", null, null, 200, championship));
    }

    /**
     * Corrects table 1 of game 1 of an Italian evening: its first and last players swap their chips
     * (40,000 and 5,000), as if they had been written the wrong way round.
     */
    public static void swapFirstAndLastOfTableOne(long tournament) {
        JsonNode tableOne = Json.firstWith(Api.get("/api/tournaments/{id}/results", 200, tournament), "table", 1)
                .orElseThrow(() -> new AssertionError("no result of table 1 in tournament " + tournament));
        long result = Json.longAt(tableOne, "id");
        List<Long> seats = Json.longsOfEach(tableOne.get("places"), "entry");
        Api.post(
                "/api/tournaments/{id}/results/{result}/correction",
                """
                        {"stacks": [{"entry": %d, "chips": 5000}, {"entry": %d, "chips": 25000},
                                    {"entry": %d, "chips": 10000}, {"entry": %d, "chips": 40000}],
                         "reason": "Chips written the wrong way round"}""".formatted(seats.get(0), seats.get(1), seats.get(2), seats.get(3)),
                201,
                tournament,
                result);
    }
}
