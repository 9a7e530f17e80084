package org.tavolo.table;

import static io.restassured.RestAssured.given;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.tavolo.entry.Entry;
import org.tavolo.testing.Json;

/** Builds the data a floor test needs through the API; every call makes its own, uniquely named data. */
public final class FloorFixtures {

    private FloorFixtures() {}

    public static long tournament(String format) {
        return Json.id(given().contentType(ContentType.JSON)
                .body("""
                        {"name": "Floor %s", "format": "%s", "date": "%s"}""".formatted(UUID.randomUUID(), format, java.time.LocalDate.now()))
                .post("/api/tournaments")
                .then()
                .statusCode(201)
                .extract());
    }

    public static long player(String name) {
        return Json.id(given().contentType(ContentType.JSON)
                .body("{\"name\": \"%s\"}".formatted(name))
                .post("/api/players")
                .then()
                .statusCode(201)
                .extract());
    }

    /** Enters {@code count} new players; returns the entry ids in registration order. */
    public static List<Long> entries(long tournamentId, int count) {
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            long player = player(
                    "Player " + (i + 1) + " " + UUID.randomUUID().toString().substring(0, 8));
            ids.add(Json.id(given().contentType(ContentType.JSON)
                    .body("{\"playerId\": %d}".formatted(player))
                    .post("/api/tournaments/{id}/entries", tournamentId)
                    .then()
                    .statusCode(201)
                    .extract()));
        }
        return ids;
    }

    public static JsonPath draw(long tournamentId, long seed) {
        return given().contentType(ContentType.JSON)
                .body("{\"seed\": %d}".formatted(seed))
                .post("/api/tournaments/{id}/draws", tournamentId)
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
    }

    public static JsonPath tables(long tournamentId) {
        return given().get("/api/tournaments/{id}/tables", tournamentId)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    /** Puts an entry out, as the results feature does when a player busts. */
    public static void eliminate(long entryId, int place) {
        QuarkusTransaction.requiringNew()
                .run(() -> Entry.<Entry>findById(entryId).eliminate(place, Instant.now()));
    }

    /** The seats as "table/seat=entry" strings, for comparing before and after. */
    public static List<String> seating(long tournamentId) {
        JsonNode tables = Json.of(given().get("/api/tournaments/{id}/tables", tournamentId)
                .then()
                .statusCode(200)
                .extract());
        List<String> out = new ArrayList<>();
        for (JsonNode table : tables) {
            for (JsonNode seat : table.get("seats")) {
                Long entry = seat.hasNonNull("entryId") ? Json.longAt(seat, "entryId") : null;
                out.add(Json.longAt(table, "number") + "/" + Json.longAt(seat, "seat") + "=" + entry);
            }
        }
        return out;
    }

    /** Closes an Italian game at every table in play from the chip ledger, as the director does at the end of a game. */
    public static void closeEveryTable(long tournamentId, int game) {
        for (int number : tables(tournamentId).getList("number", Integer.class)) {
            given().contentType(ContentType.JSON)
                    .body("{}")
                    .post("/api/tournaments/{id}/tables/{table}/games/{game}/result", tournamentId, number, game)
                    .then()
                    .statusCode(201);
        }
    }

    /** Changes the settings a JSON Merge Patch names. */
    public static void patchSettings(long tournamentId, String patch) {
        given().contentType("application/merge-patch+json")
                .body(patch)
                .patch("/api/tournaments/{id}/settings", tournamentId)
                .then()
                .statusCode(200);
    }
}
