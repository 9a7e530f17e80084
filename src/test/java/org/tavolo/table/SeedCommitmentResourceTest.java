package org.tavolo.table;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.table.FloorFixtures.entries;
import static org.tavolo.table.FloorFixtures.seating;
import static org.tavolo.table.FloorFixtures.tournament;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.seating.SeatDraw;
import org.tavolo.poker.seating.TablePlan;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Json;

/** Commit, then reveal (docs/seat-draw.md#commit-then-reveal). */
@QuarkusTest
class SeedCommitmentResourceTest {

    private static JsonPath commit(long t, int status) {
        return given().post("/api/tournaments/{id}/draw-commitments", t)
                .then()
                .statusCode(status)
                .extract()
                .jsonPath();
    }

    private static JsonPath published(long t) {
        return Answers.json(given().auth().none().get("/api/tournaments/{id}/draw-commitments", t), 200);
    }

    private static String sha256(String text) throws Exception {
        return HexFormat.of()
                .formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void theCommitmentIsPublicAtOnceAndTheSeedOnlyAfterTheDraw() {
        long t = tournament("ITALIAN_DRAW");
        entries(t, 8);
        String hash = commit(t, 201).getString("commitment");
        assertTrue(hash.matches("[0-9a-f]{64}"), hash);

        JsonPath before = published(t);
        assertEquals(List.of(hash), before.getList("commitment"));
        assertEquals(List.of(1), before.getList("game"));
        assertEquals(List.of(false), before.getList("revealed"));
        assertNull(before.get("[0].seed"));
        assertNull(before.get("[0].nonce"));
    }

    @Test
    void theDrawUsesTheCommittedSeedAndAnyoneCanCheckTheHashAndRecomputeTheSeats() throws Exception {
        long t = tournament("ITALIAN_DRAW");
        entries(t, 9);
        String hash = commit(t, 201).getString("commitment");

        JsonPath drawn = Answers.json(
                given().contentType(ContentType.JSON).body("{}").post("/api/tournaments/{id}/draws", t), 201);

        JsonPath after = published(t);
        assertEquals(true, after.getBoolean("[0].revealed"));
        long seed = after.getLong("[0].seed");
        String nonce = after.getString("[0].nonce");
        assertEquals(hash, sha256(seed + ":" + nonce));
        assertEquals(seed, drawn.getLong("seed"));
        List<String> recomputed = SeatDraw.draw(
                        drawn.getList("entryOrder", Long.class),
                        new TablePlan(drawn.getList("tablePlan", Integer.class)),
                        seed)
                .stream()
                .map(s -> s.table() + "/" + s.seat() + "=" + s.entry())
                .toList();
        assertEquals(recomputed, seating(t));
    }

    @Test
    void aDrawWithAnotherSeedThanTheCommittedOneIsRefusedAndNothingIsDrawn() {
        long t = tournament("ITALIAN_DRAW");
        entries(t, 8);
        commit(t, 201);

        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body("{\"seed\": 5}")
                                .post("/api/tournaments/{id}/draws", t),
                        409,
                        "/problems/seed-committed")
                .body(Json.at("field", equalTo("seed")));

        assertTrue(given().get("/api/tournaments/{id}/draws", t)
                .jsonPath()
                .getList("$")
                .isEmpty());
        assertFalse(published(t).getBoolean("[0].revealed"));
    }

    @Test
    void noSealIsMadeForADrawThatCannotComeWhateverDoorAsksForIt() {
        long holdem = Evenings.drawn("TEXAS_HOLDEM", 8);
        refusedAtEveryDoor(holdem, "no-next-game");

        long italian = Evenings.drawn("ITALIAN_DRAW", 8);
        FloorFixtures.closeEveryTable(italian, 1);
        given().contentType(ContentType.JSON)
                .body("{\"game\": 2}")
                .post("/api/tournaments/{id}/draws/next-game", italian)
                .then()
                .statusCode(201);
        refusedAtEveryDoor(italian, "round-complete");
    }

    /** The API refuses the seal in words, the console's form stores none either. */
    private static void refusedAtEveryDoor(long t, String problem) {
        given().post("/api/tournaments/{id}/draw-commitments", t)
                .then()
                .statusCode(409)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/" + problem)));
        given().queryParam("lang", "it").post("/console/tournaments/{id}/floor/commitment", t);
        assertTrue(
                published(t).getList("$").isEmpty(),
                "a seal for a draw that cannot come: " + published(t).prettify());
    }

    @Test
    void askingTwiceBeforeTheDrawAnswersTheSameCommitment() {
        long t = tournament("CHINESE_POKER");
        entries(t, 6);
        String first = commit(t, 201).getString("commitment");
        String second = commit(t, 200).getString("commitment");
        assertEquals(first, second);
        assertEquals(1, published(t).getList("$").size());
    }

    @Test
    void onlyAnOrganizerCommits() {
        long t = tournament("ITALIAN_DRAW");
        given().auth()
                .none()
                .post("/api/tournaments/{id}/draw-commitments", t)
                .then()
                .statusCode(401);
        assertTrue(published(t).getList("$").isEmpty());
    }
}
