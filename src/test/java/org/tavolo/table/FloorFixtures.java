package org.tavolo.table;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.restassured.path.json.JsonPath;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.tavolo.entry.Entry;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/** Builds the data a floor test needs through the API; every call makes its own, uniquely named data. */
public final class FloorFixtures {

    private FloorFixtures() {}

    public static long tournament(String format) {
        return Json.longAt(
                Api.post("/api/tournaments", """
                        {"name": "Floor %s", "format": "%s", "date": "%s"}""".formatted(UUID.randomUUID(), format, java.time.LocalDate.now()), 201),
                "id");
    }

    public static long player(String name) {
        return Json.longAt(Api.post("/api/players", "{\"name\": \"%s\"}".formatted(name), 201), "id");
    }

    /**
     * Enters {@code count} new players; returns the entry ids in registration order. They are registered as a club
     * registers a list of players, with one registration file (its lines in order, each a new name): the entries
     * are the ones {@code POST …/entries} makes one at a time, in one request instead of two per player
     * (docs/performance.md#fixtures).
     */
    public static List<Long> entries(long tournamentId, int count) {
        StringBuilder csv = new StringBuilder();
        for (int i = 0; i < count; i++) {
            csv.append("Player ")
                    .append(i + 1)
                    .append(' ')
                    .append(UUID.randomUUID().toString(), 0, 8)
                    .append('\n');
        }
        List<Long> ids = Json.longsOfEach(
                Json.of(Api.send(
                                "POST",
                                "/api/tournaments/{id}/entries/csv",
                                "text/csv",
                                csv.toString(),
                                201,
                                tournamentId))
                        .get("entries"),
                "id");
        if (ids.size() != count) {
            throw new AssertionError(count + " players registered, " + ids.size() + " entries made");
        }
        return ids;
    }

    public static JsonPath draw(long tournamentId, long seed) {
        return JsonPath.from(Api.send(
                "POST",
                "/api/tournaments/{id}/draws",
                "application/json",
                "{\"seed\": %d}".formatted(seed),
                201,
                tournamentId));
    }

    public static JsonPath tables(long tournamentId) {
        return JsonPath.from(Api.send("GET", "/api/tournaments/{id}/tables", null, null, 200, tournamentId));
    }

    /** Puts an entry out, as the results feature does when a player busts. */
    public static void eliminate(long entryId, int place) {
        QuarkusTransaction.requiringNew()
                .run(() -> Entry.<Entry>findById(entryId).eliminate(place, Instant.now()));
    }

    /** The seats as "table/seat=entry" strings, for comparing before and after. */
    public static List<String> seating(long tournamentId) {
        JsonNode tables = Api.get("/api/tournaments/{id}/tables", 200, tournamentId);
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
        for (JsonNode table : Api.get("/api/tournaments/{id}/tables", 200, tournamentId)) {
            Api.post(
                    "/api/tournaments/{id}/tables/{table}/games/{game}/result",
                    "{}",
                    201,
                    tournamentId,
                    Json.longAt(table, "number"),
                    game);
        }
    }

    /** Changes the settings a JSON Merge Patch names. */
    public static void patchSettings(long tournamentId, String patch) {
        Api.send("PATCH", "/api/tournaments/{id}/settings", "application/merge-patch+json", patch, 200, tournamentId);
    }
}
