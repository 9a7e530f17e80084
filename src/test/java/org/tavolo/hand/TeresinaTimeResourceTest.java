package org.tavolo.hand;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.testing.Evenings.italianTableOfFour;
import static org.tavolo.testing.TableOne.stacks;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Hands;
import org.tavolo.testing.Json;

/**
 * docs/rules.md#teresina (003: «un'ora al termine della quale sarà disputato un giro di Teresina»): Teresina hands
 * belong to the round played once the game's hour has run out.
 */
@QuarkusTest
class TeresinaTimeResourceTest {

    private static final Map<String, Integer> UNTOUCHED = Map.of("1", 20_000, "2", 20_000, "3", 20_000, "4", 20_000);

    /** Seat 1's trips beat seat 2's two pair; seats 3 and 4 fold after the Teresina ante of 500. */
    private static ValidatableResponse teresina(long t) {
        return Hands.enterNew(t, """
                        {"entryId": "%s", "button": 4, "game": "TERESINA", "players": [
                          {"seat": 1, "contributed": 1500, "folded": false, "cards": ["Ah", "Ad", "Ac", "9s", "8s"]},
                          {"seat": 2, "contributed": 1500, "folded": false, "cards": ["Kh", "Kd", "7c", "7d", "10s"]},
                          {"seat": 3, "contributed": 500, "folded": true},
                          {"seat": 4, "contributed": 500, "folded": true}]}""");
    }

    private static JsonPath clock(long t, String action, String body) {
        return Answers.json(
                given().contentType(ContentType.JSON).body(body).post("/api/tournaments/{id}/clock/" + action, t), 200);
    }

    @Test
    void teresinaIsRefusedBeforeTheGamesHourHasRunOutAndNothingChanges() {
        long t = italianTableOfFour();
        teresina(t)
                .statusCode(409)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/teresina-before-its-time")))
                .body(Json.at("clock", equalTo("NOT_STARTED")))
                .body(Json.at("period", equalTo("GAME")));
        assertEquals(UNTOUCHED, stacks(t));

        clock(t, "start", "{}");
        long left = clock(t, "pause", "{}").getLong("secondsLeft");
        teresina(t)
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/teresina-before-its-time")))
                .body(Json.at("clock", equalTo("PAUSED")))
                .body(Json.at("period", equalTo("GAME")))
                .body(Json.at("secondsLeft", equalTo((int) left)));
        assertEquals(UNTOUCHED, stacks(t));
        given().get("/api/tournaments/{id}/chips", t).then().statusCode(200).body(Json.at("inStacks", equalTo(80_000)));
    }

    @Test
    void teresinaIsAcceptedOnceTheHourHasRunOutUntilTheTableCloses() {
        long t = italianTableOfFour();
        clock(t, "start", "{}");
        long left = clock(t, "pause", "{}").getLong("secondsLeft");
        assertEquals(
                true,
                clock(t, "remove-time", "{\"seconds\": %d}".formatted(left)).getBoolean("teresinaRound"));

        teresina(t).statusCode(200).body(Json.at("settlement.payouts.'1'", equalTo(4_000)));
        assertEquals(Map.of("1", 22_500, "2", 18_500, "3", 19_500, "4", 19_500), stacks(t));

        FloorFixtures.closeEveryTable(t, 1);
        teresina(t).statusCode(409).body(Json.at("type", equalTo("/problems/table-closed")));
        assertEquals(Map.of("1", 22_500, "2", 18_500, "3", 19_500, "4", 19_500), stacks(t));
    }
}
