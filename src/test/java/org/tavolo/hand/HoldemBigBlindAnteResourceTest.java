package org.tavolo.hand;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.testing.Hands.enterNew;
import static org.tavolo.testing.TableOne.stacks;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Json;

/**
 * docs/rules.md#big-blind-ante through the API: a clock level says who posts its ante; at a level whose ante is the big
 * blind's, a Hold'em hand's big blind seat posts it as dead money, which goes to the main pot and never comes back to
 * him as uncalled.
 */
@QuarkusTest
class HoldemBigBlindAnteResourceTest {

    private static String settings(long t) {
        return Answers.text(given().get("/api/tournaments/{id}/settings", t), 200);
    }

    private static ValidatableResponse put(long t, String settings) {
        return given().contentType(ContentType.JSON)
                .body(settings)
                .put("/api/tournaments/{id}/settings", t)
                .then()
                .log()
                .ifValidationFails();
    }

    /** Six players at table 1, level 1 (25 / 50) with a big-blind ante of 50. */
    private static long tableOfSixWithABigBlindAnte() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        String level1 = "\"smallBlind\":25,\"bigBlind\":50,\"ante\":0,\"anteKind\":\"EACH_PLAYER\"";
        assertTrue(settings(t).contains(level1));
        put(
                        t,
                        settings(t)
                                .replaceFirst(
                                        level1,
                                        "\"smallBlind\":25,\"bigBlind\":50,\"ante\":50,\"anteKind\":\"BIG_BLIND\""))
                .statusCode(200)
                .body(Json.at("clock.periods[0].anteKind", equalTo("BIG_BLIND")))
                .body(Json.at("clock.periods[1].anteKind", equalTo("EACH_PLAYER")));
        FloorFixtures.entries(t, 6);
        FloorFixtures.draw(t, 3);
        assertEquals(List.of(1, 2, 3, 4, 5, 6), FloorFixtures.tables(t).getList("[0].seats.seat", Integer.class));
        return t;
    }

    /**
     * The recorded hand at these stakes. Hand 1 leaves seat 3 with 5,050 and seat 4 with 5,000. Hand 2: button 1,
     * small blind 2, big blind 3 posts 50 and the ante of 50; seat 4 goes all in for 5,000, seat 3 calls with his last
     * chips (5,050 put in) and loses. He is out, and seat 4 takes 10,075: both all-ins, the ante and the small blind.
     */
    @Test
    void aBigBlindWhoCallsWithHisLastChipsAndLosesIsOutAndTheWinnerTakesHisAnte() {
        long t = tableOfSixWithABigBlindAnte();
        enterNew(t, """
                {"entryId": "%s", "button": 6, "players": [
                  {"seat": 1, "contributed": 25, "folded": true},
                  {"seat": 2, "contributed": 100, "folded": true},
                  {"seat": 3, "contributed": 950, "folded": true},
                  {"seat": 4, "contributed": 1000, "folded": true},
                  {"seat": 5, "contributed": 1000, "folded": false}]}""").statusCode(200);
        assertEquals(Map.of("1", 5_975, "2", 5_900, "3", 5_050, "4", 5_000, "5", 8_075, "6", 6_000), stacks(t));

        enterNew(t, """
                {"entryId": "%s", "button": 1, "board": ["2c", "7d", "9h", "Jc", "Ks"], "players": [
                  {"seat": 2, "contributed": 25, "folded": true},
                  {"seat": 3, "contributed": 5050, "folded": false, "cards": ["Qc", "Qd"]},
                  {"seat": 4, "contributed": 5000, "folded": false, "cards": ["Ah", "Ad"]}]}""")
                .statusCode(200)
                .body(Json.at("settlement.returned", equalTo(Map.of())))
                .body(Json.at("settlement.pots[0].amount", equalTo(10_075)))
                .body(Json.at("settlement.payouts.'4'", equalTo(10_075)))
                .body(Json.at("eliminated[0].seat", equalTo(3)));
        assertEquals(Map.of("1", 5_975, "2", 5_875, "4", 10_075, "5", 8_075, "6", 6_000), stacks(t));
    }

    @Test
    void aBigBlindWhoPutInHisBlindWithoutTheAnteIsRefusedAndNothingChanges() {
        long t = tableOfSixWithABigBlindAnte();
        Map<String, Integer> before = stacks(t);
        enterNew(t, """
                {"entryId": "%s", "button": 6, "players": [
                  {"seat": 1, "contributed": 25, "folded": true},
                  {"seat": 2, "contributed": 50, "folded": true},
                  {"seat": 3, "contributed": 50, "folded": false}]}""")
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/impossible-contribution")))
                .body(Json.at("blind", equalTo("BIG")))
                .body(Json.at("forcedBet", equalTo(100)))
                .body(Json.at("field", equalTo("players[1].contributed")));
        assertEquals(before, stacks(t));
    }

    @Test
    void onlyALevelHasABigBlindToPostTheAnte() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        String before = settings(t);
        String pause = "{\"kind\":\"BREAK\",\"minutes\":10,\"smallBlind\":0,\"bigBlind\":0,\"ante\":0,\"anteKind\":\"";
        assertTrue(before.contains(pause + "EACH_PLAYER\""));
        put(t, before.replace(pause + "EACH_PLAYER\"", pause + "BIG_BLIND\""))
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/invalid-clock-structure")))
                .body(Json.at("field", equalTo("clock.periods[5].anteKind")));
        assertEquals(before, settings(t));
    }
}
