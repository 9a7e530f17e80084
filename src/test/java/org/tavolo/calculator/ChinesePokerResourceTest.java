package org.tavolo.calculator;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Json;

/** POST /api/chinese-poker/deals and /matches: docs/rules.md#chinese-tokens and #chinese-match over HTTP. */
@QuarkusTest
class ChinesePokerResourceTest {

    private static String anna(String tokens) {
        return """
                {"player": "Anna", "first": ["Kh","Jh","Th","3h","2h"], "second": ["Kd","Kc","6d","6s","4c"],
                 "third": ["5s","5c","As","Qc","Ts"], "tokens": [%s]}""".formatted(tokens);
    }

    private static String bruno(String tokens) {
        return """
                {"player": "Bruno", "first": ["Ad","Ac","Ah","9c","9d"], "second": ["8c","8d","8s","7c","2c"],
                 "third": ["4h","4s","Jd","9h","2d"], "tokens": [%s]}""".formatted(tokens);
    }

    private static String carla(String tokens) {
        return """
                {"player": "Carla", "first": ["Qd","Jc","Tc","9s","8h"], "second": ["Qh","Qs","7s","7h","3c"],
                 "third": ["5d","5h","6c","3s","2s"], "tokens": [%s]}""".formatted(tokens);
    }

    private static ValidatableResponse post(String path, String body) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .when()
                .post("/api/chinese-poker/" + path)
                .then()
                .log()
                .ifValidationFails();
    }

    private static ValidatableResponse refused(String path, String body, String code) {
        return post(path, body)
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/" + code)))
                .body(not(containsString("Exception")));
    }

    @Test
    void bestHandOfEachRowCollectsItsTokens() {
        post("deals", """
                {"players": [%s, %s, %s]}""".formatted(anna("0, 1, 4"), bruno("2, 3, 0"), carla("1, 2, 3")))
                .statusCode(200)
                .body(Json.at("rows.row", contains("first", "second", "third")))
                .body(Json.at("rows[0].winners", contains("Bruno")))
                .body(Json.at("rows[0].ranking", contains(contains("Bruno"), contains("Anna"), contains("Carla"))))
                .body(Json.at("rows[0].collected.Bruno", equalTo(3)))
                .body(Json.at("rows[0].hands.Bruno.category", equalTo("FULL_HOUSE")))
                .body(Json.at("rows[2].winners", contains("Anna")))
                .body(Json.at("rows[2].collected.Anna", equalTo(7)))
                .body(Json.at("collected.Anna", equalTo(7)))
                .body(Json.at("collected.Bruno", equalTo(9)))
                .body(Json.at("collected.Carla", equalTo(0)));
    }

    @Test
    void variantEachHandCollectsTheTokenOfTheHandJustBelow() {
        post("deals", """
                {"rule": "VARIANT", "players": [%s, %s, %s]}""".formatted(anna("0, 1, 4"), bruno("2, 3, 0"), carla("1, 2, 3")))
                .statusCode(200)
                .body(Json.at("rows[0].collected.Bruno", equalTo(2)))
                .body(Json.at("rows[0].collected.Anna", equalTo(1)))
                .body(Json.at("collected.Anna", equalTo(10)))
                .body(Json.at("collected.Bruno", equalTo(6)))
                .body(Json.at("collected.Carla", equalTo(0)));
    }

    @Test
    void matchOfThreeDealsIsWonOnVictoryPoints() {
        post("matches", """
                {"deals": [{"players": [%s, %s]}, {"players": [%s, %s]}, {"players": [%s, %s]}]}""".formatted(
                                anna("0, 1, 4"),
                                bruno("2, 3, 0"),
                                anna("0, 1, 2"),
                                bruno("4, 1, 0"),
                                anna("2, 3, 3"),
                                bruno("1, 2, 3")))
                .statusCode(200)
                .body(Json.at("deals.size()", equalTo(3)))
                .body(Json.at("deals[1].collected.Anna", equalTo(2)))
                .body(Json.at("victoryPoints.Anna", equalTo(12)))
                .body(Json.at("victoryPoints.Bruno", equalTo(20)))
                .body(Json.at("winners", contains("Bruno")));
    }

    @Test
    void configuredTokenSetIsUsed() {
        post("matches", """
                {"tokenSet": [1, 1, 1, 2, 2, 2, 3, 3, 3],
                 "deals": [{"players": [%s, %s]}, {"players": [%s, %s]}, {"players": [%s, %s]}]}""".formatted(
                                anna("1, 2, 3"),
                                bruno("3, 2, 1"),
                                anna("1, 2, 3"),
                                bruno("3, 2, 1"),
                                anna("1, 2, 3"),
                                bruno("3, 2, 1")))
                .statusCode(200)
                // Each deal: Bruno takes the first row (1+3) and the second (2+2), Anna the third (3+1).
                .body(Json.at("victoryPoints.Anna", equalTo(12)))
                .body(Json.at("victoryPoints.Bruno", equalTo(24)));
    }

    @Test
    void tokenUsedTwiceInAMatchNamesPlayerDealAndToken() {
        refused(
                        "matches",
                        """
                {"deals": [{"players": [%s, %s]}, {"players": [%s, %s]}, {"players": [%s, %s]}]}""".formatted(
                                        anna("0, 1, 4"),
                                        bruno("2, 3, 0"),
                                        anna("0, 1, 2"),
                                        bruno("4, 1, 0"),
                                        anna("2, 3, 4"),
                                        bruno("1, 2, 3")),
                        "token-used-twice")
                .body(Json.at("player", equalTo("Anna")))
                .body(Json.at("token", equalTo(4)))
                .body(Json.at("deal", equalTo(2)))
                .body(Json.at("field", equalTo("deals[2].players[0].tokens")));
    }

    @Test
    void handsOutOfOrderAreRefusedNamingTheRows() {
        refused("deals", """
                {"players": [
                  {"player": "Anna", "first": ["Kd","Kc","6d","6s","4c"], "second": ["Kh","Jh","Th","3h","2h"],
                   "third": ["5s","5c","As","Qc","Ts"], "tokens": [0, 1, 4]}, %s]}""".formatted(bruno("2, 3, 0")), "hands-out-of-order")
                .body(Json.at("rows", contains("first", "second")))
                .body(Json.at("player", equalTo("Anna")))
                .body(Json.at("field", equalTo("players[0].second")))
                .body(Json.at("detail", containsString("decreasing order")));
    }

    @Test
    void cardGivenTwiceNamesCardPlayerAndRow() {
        refused("deals", """
                {"players": [%s,
                  {"player": "Bruno", "first": ["Ad","Ac","Ah","9c","9d"], "second": ["8c","8d","8s","7c","2c"],
                   "third": ["4h","4s","Jd","9h","Kh"], "tokens": [2, 3, 0]}]}""".formatted(anna("0, 1, 4")), "duplicate-card")
                .body(Json.at("card", equalTo("Kh")))
                .body(Json.at("player", equalTo("Bruno")))
                .body(Json.at("field", equalTo("players[1].third")));
    }

    @Test
    void unreadableCardNamesTheRow() {
        refused("deals", """
                {"players": [%s,
                  {"player": "Bruno", "first": ["Ad","Ac","Ah","9c","9d"], "second": ["8c","8d","8s","7c","2c"],
                   "third": ["4h","4s","Jd","9h","1d"], "tokens": [2, 3, 0]}]}""".formatted(anna("0, 1, 4")), "unknown-card")
                .body(Json.at("card", equalTo("1d")))
                .body(Json.at("field", equalTo("players[1].third")));
    }

    @Test
    void tokenSetOfTheWrongSizeIsRefused() {
        refused("deals", """
                {"tokenSet": [0, 1, 2], "players": [%s, %s]}""".formatted(anna("0, 1, 2"), bruno("0, 1, 2")), "wrong-token-count")
                .body(Json.at("field", equalTo("tokenSet")));
    }

    @Test
    void unknownRuleIsRefusedNamingTheField() {
        refused("deals", """
                {"rule": "REVERSE", "players": [%s, %s]}""".formatted(anna("0, 1, 4"), bruno("2, 3, 0")), "invalid-field")
                .body(Json.at("field", equalTo("rule")));
    }

    @Test
    void singlePlayerIsRefused() {
        refused("deals", """
                {"players": [%s]}""".formatted(anna("0, 1, 4")), "wrong-player-count")
                .body(Json.at("field", equalTo("players")));
    }
}
