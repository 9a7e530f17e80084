package org.tavolo.championship;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.championship.Championships.attach;
import static org.tavolo.championship.Championships.italianEvening;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Json;

/**
 * docs/championships.md#archive-validation: an archive goes through the checks of the API it
 * restores (the same request records and their sizes and bounds, the same rules of the game), and
 * a refusal is a 400 {@code archive-invalid} naming the field and its line in the archive, with
 * nothing stored. The dry run is the import itself, rolled back: it passes exactly when the import
 * passes, and it changes nothing.
 */
@QuarkusTest
class ArchiveImportValidationTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** One Italian evening of 8 players, table 2 voided, in a season with points by place: exported. */
    private static ObjectNode base;

    @Inject
    AgroalDataSource database;

    private static synchronized ObjectNode base() throws Exception {
        if (base == null) {
            String club = UUID.randomUUID().toString().substring(0, 6);
            List<Long> p = new ArrayList<>();
            for (int i = 1; i <= 8; i++) {
                p.add(FloorFixtures.player("Socio " + i + " " + club));
            }
            long evening = italianEvening("Serata " + club, "2026-10-01", p);
            long voided = given().get("/api/tournaments/{id}/results", evening)
                    .jsonPath()
                    .getLong("find { it.table == 2 }.id");
            given().contentType(ContentType.JSON)
                    .body("{\"reason\": \"Played with a short deck\"}")
                    .post("/api/tournaments/{id}/results/{r}/void", evening, voided)
                    .then()
                    .statusCode(200);
            long c = Championships.create("""
                    {"name": "Campionato %s", "season": "2026/27", "pointsByPlace": [10, 6, 4, 1.5]}""".formatted(club));
            attach(c, evening);
            base = (ObjectNode) JSON.readTree(Answers.text(given().get("/api/championships/{id}/archive", c), 200));
        }
        return base.deepCopy();
    }

    private static String pretty(JsonNode archive) throws Exception {
        return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(archive);
    }

    private static Response send(String archive, boolean dryRun) {
        return given().contentType(ContentType.JSON)
                .queryParam("dryRun", dryRun)
                .body(archive)
                .post("/api/championships/archive");
    }

    /** The line (from 1) of the first occurrence of {@code text}. */
    private static int lineOf(String archive, String text) {
        int at = archive.indexOf(text);
        assertTrue(at >= 0, "the archive holds " + text);
        return (int) archive.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
    }

    private static ObjectNode tournament(ObjectNode archive) {
        return (ObjectNode) archive.withArray("tournaments").get(0);
    }

    private static ObjectNode voidedResult(ObjectNode archive) {
        for (JsonNode r : tournament(archive).withArray("results")) {
            if (r.get("status").asText().equals("VOID")) {
                return (ObjectNode) r;
            }
        }
        throw new AssertionError("the base archive has a voided result");
    }

    /**
     * Sends a bad archive as a dry run and as an import: both refused alike with 400
     * archive-invalid naming {@code field} at the line of {@code marker}, and no row changed.
     */
    private void refusedAlike(ObjectNode archive, String field, String marker) throws Exception {
        String text = pretty(archive);
        Map<String, String> before = DataFingerprint.of(database);
        for (boolean dryRun : new boolean[] {true, false}) {
            Response answer = send(text, dryRun);
            assertEquals(400, answer.statusCode(), (dryRun ? "dry run: " : "import: ") + answer.asString());
            assertTrue(answer.contentType().startsWith("application/problem+json"));
            assertEquals("/problems/archive-invalid", Json.stringAt(answer.asString(), "type"));
            assertEquals(field, Json.stringAt(answer.asString(), "field"), answer.asString());
            if (marker != null) {
                assertEquals(
                        lineOf(text, marker), ((Integer) Json.valueAt(answer.asString(), "line")), answer.asString());
            }
            assertTrue(((Integer) Json.valueAt(answer.asString(), "column")) >= 1);
        }
        assertEquals(before, DataFingerprint.of(database), "a refused archive changed the data");
    }

    @Test
    void aChampionshipNameOverTwoHundredCharactersIsRefusedByName() throws Exception {
        ObjectNode archive = base();
        String name = "N".repeat(201);
        ((ObjectNode) archive.get("championship")).put("name", name);
        refusedAlike(archive, "championship.name", name);
    }

    @Test
    void aSeasonOverFiftyCharactersIsRefusedByName() throws Exception {
        ObjectNode archive = base();
        String season = "S".repeat(51);
        ((ObjectNode) archive.get("championship")).put("season", season);
        refusedAlike(archive, "championship.season", season);
    }

    @Test
    void aPlayerNameOrNicknameOverItsSizeIsRefusedByName() throws Exception {
        ObjectNode archive = base();
        String nickname = "K".repeat(101);
        ((ObjectNode) archive.withArray("players").get(3)).put("nickname", nickname);
        refusedAlike(archive, "players[3].nickname", nickname);

        archive = base();
        String name = "P".repeat(201);
        ((ObjectNode) archive.withArray("players").get(5)).put("name", name);
        refusedAlike(archive, "players[5].name", name);
    }

    @Test
    void aTournamentNameOrVenueOverItsSizeIsRefusedByName() throws Exception {
        ObjectNode archive = base();
        String name = "T".repeat(201);
        tournament(archive).put("name", name);
        refusedAlike(archive, "tournaments[0].name", name);

        archive = base();
        String venue = "V".repeat(201);
        tournament(archive).put("venue", venue);
        refusedAlike(archive, "tournaments[0].venue", venue);
    }

    @Test
    void aVoidReasonOverFiveHundredCharactersIsRefusedByName() throws Exception {
        ObjectNode archive = base();
        String reason = "R".repeat(501);
        ObjectNode voided = voidedResult(archive);
        voided.put("voidReason", reason);
        int index = indexOf(tournament(archive).withArray("results"), voided);
        refusedAlike(archive, "tournaments[0].results[" + index + "].voidReason", reason);
    }

    @Test
    void whoRecordedAResultIsAtMostTwoHundredCharacters() throws Exception {
        ObjectNode archive = base();
        String who = "W".repeat(201);
        ((ObjectNode) tournament(archive).withArray("results").get(0)).put("recordedBy", who);
        refusedAlike(archive, "tournaments[0].results[0].recordedBy", who);
    }

    @Test
    void aYearOfAMillionIsRefusedByName() throws Exception {
        ObjectNode archive = base();
        tournament(archive).put("date", "+1000000-01-01");
        refusedAlike(archive, "tournaments[0].date", "+1000000-01-01");

        archive = base();
        ((ObjectNode) tournament(archive).withArray("results").get(0)).put("recordedAt", "+1000000-01-01T00:00:00Z");
        refusedAlike(archive, "tournaments[0].results[0].recordedAt", "+1000000-01-01T00:00:00Z");
    }

    @Test
    void negativePointsByPlaceAreRefusedAsTheApiRefusesThem() throws Exception {
        ObjectNode archive = base();
        ArrayNode points = ((ObjectNode) archive.get("championship")).putArray("pointsByPlace");
        points.add(10).add(-7);
        refusedAlike(archive, "championship.pointsByPlace[1]", "-7");
    }

    @Test
    void aStartingStackOverTheChipBoundIsRefusedAsTheApiRefusesIt() throws Exception {
        ObjectNode archive = base();
        ((ObjectNode) tournament(archive).get("settings")).put("startingStack", 10_000_000_000_000L);
        refusedAlike(archive, "tournaments[0].settings.startingStack", "10000000000000");
    }

    @Test
    void aTournamentHasAtMostOneWinner() throws Exception {
        ObjectNode archive = base();
        ArrayNode entries = tournament(archive).withArray("entries");
        ((ObjectNode) entries.get(0)).put("status", "WINNER").putNull("finishingPlace");
        ((ObjectNode) entries.get(1)).put("status", "WINNER").putNull("finishingPlace");
        refusedAlike(archive, "tournaments[0].entries[1].status", null);
    }

    /** Archives that each break one rule a stored championship keeps; keyed by what they break. */
    private static Map<String, Consumer<ObjectNode>> badArchives() {
        Map<String, Consumer<ObjectNode>> bad = new LinkedHashMap<>();
        bad.put("blank name", a -> ((ObjectNode) a.get("championship")).put("name", "   "));
        bad.put("bestOf 0", a -> ((ObjectNode) a.get("championship")).put("bestOf", 0));
        bad.put("points finer than tenths", a -> ((ObjectNode) a.get("championship"))
                .putArray("pointsByPlace")
                .add(10.25));
        bad.put("settings: no seats", a -> ((ObjectNode) tournament(a).get("settings")).put("minSeats", 0));
        bad.put(
                "settings: stack not in chip units",
                a -> ((ObjectNode) tournament(a).get("settings")).put("startingStack", 20_001));
        bad.put("settings: missing clock", a -> ((ObjectNode) tournament(a).get("settings")).putNull("clock"));
        bad.put(
                "league scheme negative",
                a -> tournament(a).putArray("leagueScheme").add(-1));
        bad.put("league scheme of 101 places", a -> {
            ArrayNode scheme = tournament(a).putArray("leagueScheme");
            for (int i = 0; i < 101; i++) {
                scheme.add(0);
            }
        });
        bad.put("a player entered twice", a -> {
            ArrayNode entries = tournament(a).withArray("entries");
            ((ObjectNode) entries.get(1))
                    .put("player", entries.get(0).get("player").asLong());
        });
        bad.put("a winner placed third", a -> ((ObjectNode)
                        tournament(a).withArray("entries").get(0))
                .put("status", "WINNER")
                .put("finishingPlace", 3));
        bad.put("line place 0", a -> line(a, 0).put("place", 0));
        bad.put("line shared by 0", a -> line(a, 0).put("sharedBy", 0));
        bad.put("negative points", a -> line(a, 0).put("pointsUnits", -1));
        bad.put("negative chips", a -> line(a, 0).put("chips", -5));
        bad.put("chips over the bound", a -> line(a, 0).put("chips", 10_000_000_000_000L));
        bad.put("an entry twice in a result", a -> {
            ArrayNode lines =
                    (ArrayNode) tournament(a).withArray("results").get(0).get("lines");
            ((ObjectNode) lines.get(1)).put("entry", lines.get(0).get("entry").asLong());
        });
        bad.put("two standing results of one table", a -> {
            ObjectNode voided = voidedResult(a);
            voided.put("status", "ACTIVE");
            ObjectNode other = (ObjectNode) tournament(a).withArray("results").get(0);
            voided.put("table", other.get("table").asInt());
        });
        bad.put(
                "a blank recorder",
                a -> ((ObjectNode) tournament(a).withArray("results").get(0)).put("recordedBy", ""));
        bad.put("a voider of 201 characters", a -> voidedResult(a).put("voidedBy", "X".repeat(201)));
        bad.put("an elimination without chips", a -> tournament(a)
                .withArray("eliminations")
                .addObject()
                .put("game", 1)
                .put("table", 1)
                .put(
                        "entry",
                        tournament(a).withArray("entries").get(0).get("id").asLong())
                .put("sequence", 1)
                .put("chipsAtStartOfHand", 0));
        bad.put("a player listed as null", a -> a.withArray("players").addNull());
        bad.put(
                "unknown result kind",
                a -> ((ObjectNode) tournament(a).withArray("results").get(0)).put("kind", "X"));
        return bad;
    }

    private static ObjectNode line(ObjectNode archive, int index) {
        return (ObjectNode)
                tournament(archive).withArray("results").get(0).get("lines").get(index);
    }

    private static int indexOf(ArrayNode array, JsonNode node) {
        for (int i = 0; i < array.size(); i++) {
            if (array.get(i) == node) {
                return i;
            }
        }
        throw new AssertionError("not in the array");
    }

    @Test
    void aDryRunAndTheImportRefuseTheSameArchivesAlikeAndNeverWithAnInternalError() throws Exception {
        List<String> disagreements = new ArrayList<>();
        Map<String, String> before = DataFingerprint.of(database);
        for (Map.Entry<String, Consumer<ObjectNode>> bad : badArchives().entrySet()) {
            ObjectNode archive = base();
            bad.getValue().accept(archive);
            String text = pretty(archive);
            Response dry = send(text, true);
            Response real = send(text, false);
            if (dry.statusCode() != 400
                    || real.statusCode() != 400
                    || !Json.stringAt(dry.asString(), "type").equals(Json.stringAt(real.asString(), "type"))
                    || !String.valueOf(Json.stringAt(dry.asString(), "field"))
                            .equals(Json.stringAt(real.asString(), "field"))) {
                disagreements.add(bad.getKey() + ": dry run " + dry.statusCode() + " " + dry.asString() + " / import "
                        + real.statusCode() + " " + real.asString());
            } else if (Json.stringAt(dry.asString(), "field") == null
                    || !Json.stringAt(dry.asString(), "type").equals("/problems/archive-invalid")) {
                disagreements.add(bad.getKey() + ": refused without naming the field: " + dry.asString());
            }
        }
        assertTrue(disagreements.isEmpty(), String.join("\n", disagreements));
        assertEquals(before, DataFingerprint.of(database), "a refused archive changed the data");
    }

    @Test
    void aDryRunThatPassesMeansTheImportPassesAndTheDryRunChangesNothing() throws Exception {
        ObjectNode archive = base();
        // a fresh name: the players are registered, not found
        for (JsonNode p : archive.withArray("players")) {
            ((ObjectNode) p).put("name", p.get("name").asText() + " bis " + UUID.randomUUID());
        }
        String text = pretty(archive);
        Map<String, String> before = DataFingerprint.of(database);
        Response dry = send(text, true);
        assertEquals(200, dry.statusCode(), dry.asString());
        assertEquals(true, ((Boolean) Json.valueAt(dry.asString(), "dryRun")));
        assertEquals(8, ((Integer) Json.valueAt(dry.asString(), "playersRegistered")));
        assertEquals(8, ((Integer) Json.valueAt(dry.asString(), "entries")));
        assertEquals(before, DataFingerprint.of(database), "the dry run changed the data");

        Response real = send(text, false);
        assertEquals(201, real.statusCode(), real.asString());
        assertEquals(8, ((Integer) Json.valueAt(real.asString(), "playersRegistered")));
        assertEquals(((Integer) Json.valueAt(dry.asString(), "results")), ((Integer)
                Json.valueAt(real.asString(), "results")));
        assertNotEquals(before, DataFingerprint.of(database));
    }
}
