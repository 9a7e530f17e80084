package org.tavolo.calculator;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Json;

/**
 * {@code POST /api/evaluations}: the calculator answers as the specification shows, and every kind of
 * bad input is a 400 problem naming the seat and the card. The calculator stores nothing, so a refused
 * request leaves nothing behind; each refusal is followed by the same showdown sent correctly, which
 * must still be answered in full.
 */
@QuarkusTest
class EvaluationResourceTest {

    private static final String SPEC_EXAMPLE = """
            {"game": "TEXAS_HOLDEM", "board": ["Ah","Kd","7c","7d","2s"],
             "hands": [{"seat": 1, "cards": ["As","Kc"]}, {"seat": 4, "cards": ["Qh","Qd"]}]}""";

    private static ValidatableResponse post(String body) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .when()
                .post("/api/evaluations")
                .then()
                .log()
                .ifValidationFails();
    }

    private static ValidatableResponse refused(String body, String code) {
        return post(body)
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/" + code)))
                .body(Json.at("status", equalTo(400)))
                .body(not(containsString("Exception")))
                .body(not(containsString("org.tavolo")));
    }

    /** The refusal changed nothing: the calculator still answers a good request in full. */
    private static void stillAnswers() {
        post(SPEC_EXAMPLE).statusCode(200).body(Json.at("winners", contains(1))).body(Json.at("hands", hasSize(2)));
    }

    @Test
    void specificationExampleIsAnsweredWithPlacesWinnersAndTheBestFiveInReadingOrder() {
        // Seat 1 holds As Kc: with the board that is aces and kings with a seven (three pairs, the top two play).
        post(SPEC_EXAMPLE)
                .statusCode(200)
                .contentType(ContentType.JSON)
                .body(Json.at("hands.seat", contains(1, 4)))
                .body(Json.at("hands[0].category", equalTo("TWO_PAIR")))
                .body(Json.at("hands[0].best", contains("Ah", "As", "Kd", "Kc", "7c")))
                .body(Json.at("hands[0].place", equalTo(1)))
                .body(Json.at("hands[1].category", equalTo("TWO_PAIR")))
                .body(Json.at("hands[1].best", contains("Qh", "Qd", "7c", "7d", "Ah")))
                .body(Json.at("hands[1].place", equalTo(2)))
                .body(Json.at("winners", contains(1)))
                .body(Json.at("cycle", equalTo(false)))
                .body(Json.at("$", not(hasKey("detail"))));
    }

    @Test
    void bestFiveGroupsCardsAsTheCategoryReadsBoardCardsFirstWithinAGroup() {
        post("""
                {"game": "TEXAS_HOLDEM", "board": ["Ah","Kd","7c","7d","2s"],
                 "hands": [{"seat": 1, "cards": ["As","3c"]}, {"seat": 4, "cards": ["Qh","Qd"]}]}""")
                .statusCode(200)
                .body(Json.at("hands[0].best", contains("Ah", "As", "7c", "7d", "Kd")))
                .body(Json.at("hands[1].best", contains("Qh", "Qd", "7c", "7d", "Ah")))
                .body(Json.at("winners", contains(1)));
    }

    @Test
    void tiedHandsShareThePotAndThePlace() {
        post("""
                {"game": "TEXAS_HOLDEM", "board": ["Ah","Kd","Qc","Js","9s"],
                 "hands": [{"seat": 2, "cards": ["Tc","3d"]}, {"seat": 5, "cards": ["10h","4d"]}, {"seat": 7, "cards": ["2c","3c"]}]}""")
                .statusCode(200)
                .body(Json.at("hands.place", contains(1, 1, 3)))
                .body(Json.at("hands[0].category", equalTo("STRAIGHT")))
                .body(Json.at("hands[1].best", contains("Ah", "Kd", "Qc", "Js", "Th")))
                .body(Json.at("winners", contains(2, 5)));
    }

    @Test
    void omahaAndStudFormTheirHandsByTheirOwnRules() {
        post("""
                {"game": "OMAHA", "board": ["2h","5h","9h","Jh","Kc"],
                 "hands": [{"seat": 3, "cards": ["Ah","Ac","Qd","3s"]}, {"seat": 8, "cards": ["Th","8h","Qc","Qs"]}]}""")
                .statusCode(200)
                .body(Json.at("hands[0].category", equalTo("ONE_PAIR")))
                .body(Json.at("hands[0].best", contains("Ah", "Ac", "Kc", "Jh", "9h")))
                .body(Json.at("hands[1].category", equalTo("FLUSH")))
                .body(Json.at("hands[1].best", contains("Jh", "Th", "9h", "8h", "5h")))
                .body(Json.at("winners", contains(8)));
        post("""
                {"game": "SEVEN_CARD_STUD", "hands": [{"seat": 1, "cards": ["2c","3c","4c","5c","Kd","Kh","6c"]}]}""")
                .statusCode(200)
                .body(Json.at("hands[0].category", equalTo("STRAIGHT_FLUSH")))
                .body(Json.at("hands[0].best", contains("6c", "5c", "4c", "3c", "2c")));
    }

    @Test
    void italianFlushRuleOptionDecidesBetweenFlushes() {
        String showdown = """
                {"game": "ITALIAN_DRAW", "deck": 32, %s
                 "hands": [{"seat": 1, "cards": ["7h","8h","9h","Jh","Qh"]}, {"seat": 2, "cards": ["8s","9s","Js","Qs","As"]}]}""";
        post(showdown.formatted(""))
                .statusCode(200)
                .body(Json.at("hands[0].category", equalTo("FLUSH")))
                .body(Json.at("winners", contains(1)));
        post(showdown.formatted("\"flushRule\": \"CARDS_THEN_SUIT\","))
                .statusCode(200)
                .body(Json.at("hands[1].best", contains("As", "Qs", "Js", "9s", "8s")))
                .body(Json.at("winners", contains(2)));
    }

    @Test
    void italianCycleIsReportedWithoutPlacesOrWinners() {
        post("""
                {"game": "TERESINA", "deck": 32,
                 "hands": [{"seat": 1, "cards": ["Ah","Kh","Qh","Jh","Th"]}, {"seat": 2, "cards": ["Kd","Qd","Jd","Td","9d"]},
                           {"seat": 3, "cards": ["As","7s","8s","9s","Ts"]}]}""")
                .statusCode(200)
                .body(Json.at("cycle", equalTo(true)))
                .body(Json.at("winners", empty()))
                .body(Json.at("hands.place", contains(nullValue(), nullValue(), nullValue())))
                .body(Json.at("hands[2].best", contains("Ts", "9s", "8s", "7s", "As")))
                .body(Json.at("detail", containsString("seat 1 beats seat 2")))
                .body(Json.at("detail", containsString("seat 2 beats seat 3")))
                .body(Json.at("detail", containsString("seat 3 beats seat 1")));
    }

    @Test
    void royalCycleHouseRuleIsChosenWithStraightFlushRule() {
        post("""
                {"game": "ITALIAN_DRAW", "deck": 32, "straightFlushRule": "ROYAL_CYCLE",
                 "hands": [{"seat": 1, "cards": ["As","Ks","Qs","Js","Ts"]}, {"seat": 2, "cards": ["Kh","Qh","Jh","Th","9h"]}]}""").statusCode(200).body(Json.at("winners", contains(1)));
        post("""
                {"game": "ITALIAN_DRAW", "deck": 32, "straightFlushRule": "ROYAL_CYCLE",
                 "hands": [{"seat": 1, "cards": ["Ah","Kh","Qh","Jh","Th"]}, {"seat": 2, "cards": ["Ac","7c","8c","9c","Tc"]}]}""").statusCode(200).body(Json.at("winners", contains(2)));
    }

    @Test
    void unknownCardNamesTheSeatAndTheCard() {
        refused("""
                {"game": "TEXAS_HOLDEM", "board": ["Ah","Kd","7c","7d","2s"],
                 "hands": [{"seat": 1, "cards": ["As","Kc"]}, {"seat": 4, "cards": ["Qh","Dd"]}]}""", "unknown-card")
                .body(Json.at("seat", equalTo(4)))
                .body(Json.at("card", equalTo("Dd")))
                .body(Json.at("field", equalTo("hands[1].cards[1]")));
        refused("""
                {"game": "TEXAS_HOLDEM", "board": ["Ah","Kd","7c","7d","1s"], "hands": [{"seat": 1, "cards": ["As","Kc"]}]}""", "unknown-card").body(Json.at("card", equalTo("1s"))).body(Json.at("field", equalTo("board[4]")));
        stillAnswers();
    }

    @Test
    void cardNotInTheShortDeckNamesTheSeatAndTheCard() {
        refused("""
                {"game": "ITALIAN_DRAW", "deck": 32,
                 "hands": [{"seat": 1, "cards": ["Ah","Kh","Qh","Jh","Th"]}, {"seat": 2, "cards": ["Kd","Qd","Jd","Td","6d"]}]}""", "card-not-in-deck")
                .body(Json.at("seat", equalTo(2)))
                .body(Json.at("card", equalTo("6d")))
                .body(Json.at("deck", equalTo(32)));
        stillAnswers();
    }

    @Test
    void cardGivenTwiceAnywhereNamesTheSeatAndTheCard() {
        refused("""
                {"game": "TEXAS_HOLDEM", "board": ["Ah","Kd","7c","7d","2s"],
                 "hands": [{"seat": 1, "cards": ["As","Kc"]}, {"seat": 4, "cards": ["Qh","kd"]}]}""", "duplicate-card")
                .body(Json.at("seat", equalTo(4)))
                .body(Json.at("card", equalTo("Kd")))
                .body(Json.at("alsoIn", equalTo("the board")));
        refused("""
                {"game": "TEXAS_HOLDEM", "board": ["Ah","Kd","7c","7d","2s"],
                 "hands": [{"seat": 1, "cards": ["As","Kc"]}, {"seat": 4, "cards": ["Qh","10s"]}, {"seat": 6, "cards": ["Ts","3h"]}]}""", "duplicate-card")
                .body(Json.at("seat", equalTo(6)))
                .body(Json.at("card", equalTo("Ts")))
                .body(Json.at("alsoIn", equalTo("seat 4")));
        stillAnswers();
    }

    @Test
    void wrongNumberOfCardsNamesTheSeat() {
        refused("""
                {"game": "TEXAS_HOLDEM", "board": ["Ah","Kd","7c","7d","2s"],
                 "hands": [{"seat": 1, "cards": ["As","Kc","3d"]}]}""", "wrong-card-count")
                .body(Json.at("seat", equalTo(1)))
                .body(Json.at("expected", equalTo(2)))
                .body(Json.at("actual", equalTo(3)));
        refused("""
                {"game": "OMAHA", "board": ["Ah","Kd","7c","7d"], "hands": [{"seat": 1, "cards": ["As","Kc","3d","4d"]}]}""", "wrong-card-count")
                .body(Json.at("field", equalTo("board")))
                .body(Json.at("expected", equalTo(5)));
        refused("""
                {"game": "SEVEN_CARD_STUD", "board": ["Ah"], "hands": [{"seat": 1, "cards": ["2c","3c","4c","5c","Kd","Kh","6c"]}]}""", "wrong-card-count").body(Json.at("field", equalTo("board")));
        stillAnswers();
    }

    @Test
    void fewerThanOneHandIsRefused() {
        refused("""
                {"game": "TEXAS_HOLDEM", "board": ["Ah","Kd","7c","7d","2s"], "hands": []}""", "no-hands").body(Json.at("field", equalTo("hands")));
        refused("""
                {"game": "TEXAS_HOLDEM", "board": ["Ah","Kd","7c","7d","2s"]}""", "no-hands");
        stillAnswers();
    }

    @Test
    void italianGameWithoutADeckIsRefused() {
        refused("""
                {"game": "TERESINA", "hands": [{"seat": 1, "cards": ["Ah","Kh","Qh","Jh","Th"]}]}""", "missing-deck").body(Json.at("field", equalTo("deck")));
        refused("""
                {"game": "TERESINA", "deck": 52, "hands": [{"seat": 1, "cards": ["Ah","Kh","Qh","Jh","Th"]}]}""", "unknown-deck").body(Json.at("field", equalTo("deck")));
        refused("""
                {"game": "TEXAS_HOLDEM", "flushRule": "SUIT_FIRST", "board": ["Ah","Kd","7c","7d","2s"],
                 "hands": [{"seat": 1, "cards": ["As","Kc"]}]}""", "option-not-applicable").body(Json.at("field", equalTo("flushRule")));
        stillAnswers();
    }

    @Test
    void sameSeatTwiceIsRefused() {
        refused("""
                {"game": "TEXAS_HOLDEM", "board": ["Ah","Kd","7c","7d","2s"],
                 "hands": [{"seat": 1, "cards": ["As","Kc"]}, {"seat": 1, "cards": ["Qh","Qd"]}]}""", "duplicate-seat").body(Json.at("seat", equalTo(1)));
        stillAnswers();
    }

    @Test
    void unknownGameAndMissingSeatAreNamedFields() {
        refused("""
                {"game": "BRIDGE", "hands": [{"seat": 1, "cards": ["As","Kc"]}]}""", "invalid-field").body(Json.at("field", equalTo("game")));
        refused("""
                {"game": "TEXAS_HOLDEM", "board": ["Ah","Kd","7c","7d","2s"], "hands": [{"cards": ["As","Kc"]}]}""", "validation").body(Json.at("violations.field", containsInAnyOrder("hands[0].seat")));
        stillAnswers();
    }

    @Test
    void openApiDocumentShowsTheCalculatorWithItsExample() {
        given().accept("application/json")
                .get("/q/openapi")
                .then()
                .statusCode(200)
                .body(containsString("/api/evaluations"))
                .body(containsString("HEARTS_ROYAL_EXCEPTION"))
                .body(containsString("TEXAS_HOLDEM"));
    }
}
