package org.tavolo.hand;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.tavolo.testing.Evenings.italianTableOfFour;
import static org.tavolo.testing.Hands.italian;
import static org.tavolo.testing.TableOne.stacks;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Json;

/**
 * docs/rules.md#covering-the-ante, #opening, #betting-limits: the Italian rules applied when a hand is
 * entered, and the minimum opening and betting limits shown with the table and the clock.
 */
@QuarkusTest
class ItalianHandRulesResourceTest {

    private static ValidatableResponse passed(long t) {
        return italian(t, """
                        {"seat": 1, "contributed": 0, "folded": true}, {"seat": 2, "contributed": 0, "folded": true},
                        {"seat": 3, "contributed": 0, "folded": true}, {"seat": 4, "contributed": 0, "folded": true}""", ", \"opened\": false").statusCode(200);
    }

    /** Seat 3 loses 19,500 to seat 1's trips and is left with 500, less than the ante and the opening. */
    private static long seatThreeLeftWithFiveHundred() {
        long t = italianTableOfFour();
        italian(t, """
                        {"seat": 1, "contributed": 19500, "folded": false, "cards": ["Ah", "Ad", "Ac", "9s", "8s"]},
                        {"seat": 2, "contributed": 1000, "folded": true},
                        {"seat": 3, "contributed": 19500, "folded": false, "cards": ["Kh", "Kd", "7c", "7d", "10s"]},
                        {"seat": 4, "contributed": 1000, "folded": true}""").statusCode(200);
        assertEquals(Map.of("1", 41_500, "2", 19_000, "3", 500, "4", 19_000), stacks(t));
        return t;
    }

    private static JsonPath limits(long t) {
        return given().get("/api/tournaments/{id}/tables/1/limits", t)
                .then()
                .log()
                .ifValidationFails()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    @Test
    void aPlayerWhoCannotCoverTheAnteAndTheOpeningIsOutOfTheHand() {
        long t = seatThreeLeftWithFiveHundred();
        String seatThreePlays = """
                {"seat": 1, "contributed": 1000, "folded": true},
                {"seat": 2, "contributed": 1500, "folded": false, "cards": ["Qh", "Qd", "8c", "9d", "10c"]},
                {"seat": 3, "contributed": 500, "folded": false, "cards": ["As", "Ks", "Qs", "Js", "10s"]},
                {"seat": 4, "contributed": 1500, "folded": false, "cards": ["7h", "7d", "8h", "Jd", "9s"]}""";
        italian(t, seatThreePlays)
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/cannot-cover-ante")))
                .body(Json.at("seat", equalTo(3)))
                .body(Json.at("stack", equalTo(500)))
                .body(Json.at("needed", equalTo(1100)))
                .body(Json.at("field", equalTo("players[2]")));
        assertEquals(Map.of("1", 41_500, "2", 19_000, "3", 500, "4", 19_000), stacks(t));

        String seatThreeOut = seatThreePlays.replace(
                "{\"seat\": 3, \"contributed\": 500, \"folded\": false, \"cards\": [\"As\", \"Ks\", \"Qs\", \"Js\", \"10s\"]}",
                "{\"seat\": 3, \"contributed\": 500, \"folded\": true}");
        italian(t, seatThreeOut)
                .statusCode(200)
                .body(Json.at("settlement.payouts.'2'", equalTo(4500)))
                .body(Json.at("eliminated.seat", contains(3)));
        assertEquals(Map.of("1", 40_500, "2", 22_000, "3", 0, "4", 17_500), stacks(t));
    }

    @Test
    void aPlayerWhoCannotCoverTheAnteAndTheOpeningMustBeEnteredWithHisChipsInThePot() {
        long t = seatThreeLeftWithFiveHundred();
        italian(t, """
                        {"seat": 1, "contributed": 1000, "folded": true},
                        {"seat": 2, "contributed": 1500, "folded": false, "cards": ["Qh", "Qd", "8c", "9d", "10c"]},
                        {"seat": 4, "contributed": 1500, "folded": false, "cards": ["7h", "7d", "8h", "Jd", "9s"]}""")
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/cannot-cover-ante")))
                .body(Json.at("seat", equalTo(3)))
                .body(Json.at("field", equalTo("players")));
        assertEquals(Map.of("1", 41_500, "2", 19_000, "3", 500, "4", 19_000), stacks(t));
    }

    @Test
    void aHandNobodyOpenedRaisesTheMinimumOpening() {
        long t = italianTableOfFour();
        assertEquals("JACK", limits(t).getString("minimumOpening"));
        List<String> played = new ArrayList<>();
        List<String> next = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            JsonPath answer = passed(t).extract().jsonPath();
            assertEquals(false, answer.getBoolean("opening.opened"));
            played.add(answer.getString("opening.minimumPair"));
            next.add(answer.getString("opening.nextMinimumPair"));
        }
        assertEquals(List.of("JACK", "QUEEN", "KING", "ACE", "ACE", "KING"), played);
        assertEquals(List.of("QUEEN", "KING", "ACE", "ACE", "KING", "ACE"), next);
        assertEquals("ACE", limits(t).getString("minimumOpening"));
        assertEquals(Map.of("1", 20_000, "2", 20_000, "3", 20_000, "4", 20_000), stacks(t));
    }

    @Test
    void anOpenedHandResetsTheMinimumOpeningToJacks() {
        long t = italianTableOfFour();
        passed(t);
        passed(t);
        assertEquals("KING", limits(t).getString("minimumOpening"));
        long hand = italian(t, """
                        {"seat": 1, "contributed": 3000, "folded": false, "cards": ["Ah", "Ad", "Ac", "9s", "8s"]},
                        {"seat": 2, "contributed": 3000, "folded": false, "cards": ["Kh", "Kd", "7c", "7d", "10s"]},
                        {"seat": 3, "contributed": 1000, "folded": true},
                        {"seat": 4, "contributed": 1000, "folded": true}""")
                .statusCode(200)
                .body(Json.at("opening.minimumPair", equalTo("KING")))
                .body(Json.at("opening.opened", equalTo(true)))
                .body(Json.at("opening.nextMinimumPair", equalTo("JACK")))
                .extract()
                .jsonPath()
                .getLong("hand");
        assertEquals("JACK", limits(t).getString("minimumOpening"));
        given().get("/api/tournaments/{id}/hands/{hand}", t, hand)
                .then()
                .statusCode(200)
                .body(Json.at("opening.minimumPair", equalTo("KING")));
    }

    @Test
    void aVoidedHandNoLongerCountsForTheMinimumOpening() {
        long t = italianTableOfFour();
        passed(t);
        long second = passed(t).extract().jsonPath().getLong("hand");
        assertEquals("KING", limits(t).getString("minimumOpening"));
        given().contentType(ContentType.JSON)
                .body("{\"reason\": \"entered twice\"}")
                .post("/api/tournaments/{id}/hands/{hand}/void", t, second)
                .then()
                .statusCode(200);
        assertEquals("QUEEN", limits(t).getString("minimumOpening"));
    }

    @Test
    void aHandNobodyOpenedMovesNoChips() {
        long t = italianTableOfFour();
        italian(t, """
                        {"seat": 1, "contributed": 1000, "folded": true}, {"seat": 2, "contributed": 0, "folded": true}""", ", \"opened\": false")
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/passed-hand-moves-chips")))
                .body(Json.at("field", equalTo("players[0].contributed")));
        assertEquals("JACK", limits(t).getString("minimumOpening"));
        assertEquals(Map.of("1", 20_000, "2", 20_000, "3", 20_000, "4", 20_000), stacks(t));
    }

    @Test
    void aContributionNoBettingCouldProduceIsRefused() {
        long t = italianTableOfFour();
        italian(t, """
                        {"seat": 1, "contributed": 3000, "folded": false, "cards": ["Ah", "Ad", "Ac", "9s", "8s"]},
                        {"seat": 2, "contributed": 3000, "folded": false, "cards": ["Kh", "Kd", "7c", "7d", "10s"]},
                        {"seat": 3, "contributed": 1000, "folded": true},
                        {"seat": 4, "contributed": 500, "folded": true}""")
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/impossible-contribution")))
                .body(Json.at("seat", equalTo(4)))
                .body(Json.at("forcedBet", equalTo(1000)))
                .body(Json.at("field", equalTo("players[3].contributed")));
        assertEquals(Map.of("1", 20_000, "2", 20_000, "3", 20_000, "4", 20_000), stacks(t));
        given().get("/api/tournaments/{id}/chips", t).then().statusCode(200).body(Json.at("inStacks", equalTo(80_000)));
    }

    @Test
    void theClockAndTheTableShowTheItalianBettingLimits() {
        long t = italianTableOfFour();
        given().get("/api/tournaments/{id}/clock", t)
                .then()
                .statusCode(200)
                .body(Json.at("betting.minimumBet", equalTo(100)))
                .body(Json.at("betting.minimumRaise", equalTo(100)))
                .body(Json.at("betting.maximum", equalTo("POT_THEN_RESTO")))
                .body(Json.at("betting.raisesPerPlayer", nullValue()));
        JsonPath table = limits(t);
        assertEquals(100, table.getInt("betting.minimumBet"));
        assertEquals("POT_THEN_RESTO", table.getString("betting.maximum"));
        assertEquals(20_000, table.getInt("stacks.'1'"));
    }

    @Test
    void theClockAndTheTableShowTheHoldemMinimumRaiseAndPotLimit() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 6, 3);
        JsonPath clock = Answers.json(given().get("/api/tournaments/{id}/clock", t), 200);
        long bigBlind = clock.getLong("bigBlind");
        assertEquals(2 * bigBlind, clock.getLong("betting.minimumRaise"));
        assertEquals("POT", clock.getString("betting.maximum"));
        assertEquals(2, clock.getInt("betting.raisesPerPlayer"));
        JsonPath table = limits(t);
        assertEquals(2 * bigBlind, table.getLong("betting.minimumRaise"));
        assertEquals("POT", table.getString("betting.maximum"));
        assertNull(table.get("minimumOpening"));
    }

    @Test
    void onlyAnItalianDrawHandCanBeEnteredAsOneNobodyOpened() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 6, 3);
        italian(t, "{\"seat\": 1, \"contributed\": 0, \"folded\": true}", ", \"opened\": false")
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/option-not-applicable")))
                .body(Json.at("field", equalTo("opened")));
    }
}
