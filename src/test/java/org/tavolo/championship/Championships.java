package org.tavolo.championship;

import static io.restassured.RestAssured.given;
import static org.tavolo.result.ResultApi.closeGameOneByFours;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.path.json.config.JsonPathConfig;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Json;

/** Builds championships and their evenings through the API, and adds up evenings' standings independently. */
final class Championships {

    private Championships() {}

    static long create(String body) {
        return Json.id(given().contentType(ContentType.JSON)
                .body(body)
                .post("/api/championships")
                .then()
                .statusCode(201)
                .extract());
    }

    static void attach(long championship, long tournament) {
        given().contentType(ContentType.JSON)
                .body("{\"tournament\": " + tournament + "}")
                .post("/api/championships/{id}/tournaments", championship)
                .then()
                .log()
                .ifValidationFails()
                .statusCode(200);
    }

    static JsonPath standings(long championship) {
        return Answers.json(given().get("/api/championships/{id}/standings", championship), 200);
    }

    static String json(String path) {
        return given().get(path).asString();
    }

    static long tournament(String format, String name, String date) {
        return Json.id(given().contentType(ContentType.JSON)
                .body(Map.of("name", name, "format", format, "date", date))
                .post("/api/tournaments")
                .then()
                .statusCode(201)
                .extract());
    }

    /** Enters register players; their entry ids, in the same order. */
    static List<Long> enter(long tournament, List<Long> players) {
        List<Long> entries = new ArrayList<>();
        for (long player : players) {
            entries.add(Json.id(given().contentType(ContentType.JSON)
                    .body("{\"playerId\": %d}".formatted(player))
                    .post("/api/tournaments/{id}/entries", tournament)
                    .then()
                    .statusCode(201)
                    .extract()));
        }
        return entries;
    }

    /**
     * An Italian evening of game 1: the players sit by fours in the order given, and at each table
     * finish in that order (40,000, 25,000, 10,000 and 5,000 chips, plus {@code bonus} for a seat).
     */
    static long italianEvening(String name, String date, List<Long> players) {
        long t = tournament("ITALIAN_DRAW", name, date);
        List<Long> e = enter(t, players);
        long[] chips = {40_000, 25_000, 10_000, 5_000};
        closeGameOneByFours(t, e, (s, table) -> chips[s] + table * 100);
        return t;
    }

    /** Each entry's register player, read from the tournament's entries. */
    static Map<Long, Long> playersOf(long tournament) {
        JsonPath entries = Answers.json(given().get("/api/tournaments/{id}/entries", tournament), 200);
        Map<Long, Long> players = new HashMap<>();
        List<Long> ids = entries.getList("id", Long.class);
        List<Long> owners = entries.getList("playerId", Long.class);
        for (int i = 0; i < ids.size(); i++) {
            players.put(ids.get(i), owners.get(i));
        }
        return players;
    }

    /** Each register player's points at the evening, as its own standings publish them. */
    static Map<Long, BigDecimal> eveningPoints(long tournament) {
        Map<Long, Long> players = playersOf(tournament);
        JsonPath standings = Answers.json(given().get("/api/tournaments/{id}/standings", tournament), 200);
        Map<Long, BigDecimal> points = new HashMap<>();
        List<Long> entries = standings.getList("standings.entry", Long.class);
        List<BigDecimal> scored = decimals(standings, "standings.points");
        for (int i = 0; i < entries.size(); i++) {
            points.put(players.get(entries.get(i)), exact(scored.get(i)));
        }
        return points;
    }

    /** The season total of every player, adding up the best {@code bestOf} of the evenings' own standings. */
    static Map<Long, BigDecimal> addedUp(List<Long> evenings, Integer bestOf) {
        Map<Long, List<BigDecimal>> byPlayer = new HashMap<>();
        for (long evening : evenings) {
            eveningPoints(evening).forEach((player, points) -> byPlayer.computeIfAbsent(player, p -> new ArrayList<>())
                    .add(points));
        }
        Map<Long, BigDecimal> totals = new HashMap<>();
        byPlayer.forEach((player, points) -> totals.put(
                player,
                points.stream()
                        .sorted(Comparator.reverseOrder())
                        .limit(bestOf == null ? Long.MAX_VALUE : bestOf)
                        .reduce(BigDecimal.ZERO, BigDecimal::add)
                        .stripTrailingZeros()));
        return totals;
    }

    /** The season table's totals by register player. */
    static Map<Long, BigDecimal> totals(JsonPath table) {
        Map<Long, BigDecimal> totals = new HashMap<>();
        List<Long> players = table.getList("standings.player.id", Long.class);
        List<BigDecimal> points = decimals(table, "standings.total");
        for (int i = 0; i < players.size(); i++) {
            totals.put(players.get(i), exact(points.get(i)));
        }
        return totals;
    }

    /** Numbers of a JSON document read as decimals, never as binary floating point. */
    static List<BigDecimal> decimals(JsonPath json, String path) {
        return json.using(JsonPathConfig.jsonPathConfig().numberReturnType(JsonPathConfig.NumberReturnType.BIG_DECIMAL))
                .getList(path, BigDecimal.class);
    }

    /** A decimal without trailing zeros, so that 10 and 10.0 compare equal. */
    static BigDecimal exact(BigDecimal value) {
        return value.stripTrailingZeros();
    }
}
