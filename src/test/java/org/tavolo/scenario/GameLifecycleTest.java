package org.tavolo.scenario;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.testing.Evenings.italianTableOfFour;
import static org.tavolo.testing.Hands.enter;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Json;

/**
 * The game lifecycle of docs/floor.md#game-lifecycle: a game is drawn, played and closed table by
 * table; the next game only when every table has closed, up to the round's games, and a request
 * names the game it means, so that a repeated or late request is never applied twice.
 */
@QuarkusTest
class GameLifecycleTest {

    /** Nine Italian players: a table of five and a table of four, game 1 drawn. */
    private static long italianEvening() {
        return Evenings.drawn("ITALIAN_DRAW", 9, 42);
    }

    private static ValidatableResponse nextGame(long t, String body) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .post("/api/tournaments/{id}/draws/next-game", t)
                .then()
                .log()
                .ifValidationFails();
    }

    private static List<Integer> drawnGames(long t) {
        return given().get("/api/tournaments/{id}/draws", t).jsonPath().getList("gameNumber", Integer.class);
    }

    private static ValidatableResponse close(long t, int table, int game, String body) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .post("/api/tournaments/{id}/tables/{table}/games/{game}/result", t, table, game)
                .then()
                .log()
                .ifValidationFails();
    }

    private static String foldedHand(Integer gameNumber) {
        return """
                {"entryId": "%s", "button": 4,%s "players": [
                  {"seat": 1, "contributed": 1000, "folded": false},
                  {"seat": 2, "contributed": 1000, "folded": true},
                  {"seat": 3, "contributed": 1000, "folded": true},
                  {"seat": 4, "contributed": 1000, "folded": true}]}""".formatted(UUID.randomUUID(), gameNumber == null ? "" : " \"gameNumber\": " + gameNumber + ",");
    }

    @Test
    void nextGameWithoutABodyIsRefusedNamingTheGameAndDrawsNothing() {
        long t = italianEvening();
        FloorFixtures.closeEveryTable(t, 1);
        given().contentType(ContentType.JSON)
                .post("/api/tournaments/{id}/draws/next-game", t)
                .then()
                .statusCode(400)
                .body(Json.at("field", equalTo("game")));
        nextGame(t, "{}").statusCode(400).body(Json.at("violations.field", hasItem("game")));
        assertEquals(List.of(1), drawnGames(t));
    }

    @Test
    void aRepeatedNextGameRequestAnswersTheSameDrawAndNeverDrawsTwice() {
        long t = italianEvening();
        FloorFixtures.closeEveryTable(t, 1);
        long drawn = nextGame(t, "{\"game\": 2}")
                .statusCode(201)
                .body(Json.at("gameNumber", equalTo(2)))
                .extract()
                .jsonPath()
                .getLong("id");
        nextGame(t, "{\"game\": 2}").statusCode(200).body(Json.at("id", equalTo((int) drawn)));
        assertEquals(List.of(1, 2), drawnGames(t));
    }

    @Test
    void theNextGameWaitsUntilEveryTableOfTheCurrentGameIsClosed() {
        long t = italianEvening();
        close(t, 1, 1, "{}").statusCode(201);
        nextGame(t, "{\"game\": 2}")
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/tables-not-closed")))
                .body(Json.at("detail", equalTo("Table 2 is still playing game 1: close it before drawing game 2.")))
                .body(Json.at("tables", contains(2)));
        assertEquals(List.of(1), drawnGames(t));
    }

    @Test
    void noGameIsDrawnPastTheGamesOfTheRoundNorOutOfTurn() {
        long t = italianEvening();
        nextGame(t, "{\"game\": 3}").statusCode(409).body(Json.at("type", equalTo("/problems/game-out-of-turn")));
        FloorFixtures.closeEveryTable(t, 1);
        nextGame(t, "{\"game\": 2}").statusCode(201);
        FloorFixtures.closeEveryTable(t, 2);
        nextGame(t, "{\"game\": 3}")
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/round-complete")))
                .body(Json.at("gamesPerRound", equalTo(2)));
        nextGame(t, "{\"game\": 1}").statusCode(409).body(Json.at("type", equalTo("/problems/game-out-of-turn")));
        assertEquals(List.of(1, 2), drawnGames(t));
    }

    @Test
    void theLatestDrawIsUndoneWhileNothingRefersToItAndTheGameCanBeDrawnAgain() {
        long t = italianEvening();
        List<String> game1 = FloorFixtures.seating(t);
        FloorFixtures.closeEveryTable(t, 1);
        nextGame(t, "{\"game\": 2, \"seed\": 5}").statusCode(201);
        given().delete("/api/tournaments/{id}/draws/{game}", t, 2).then().statusCode(204);
        assertEquals(List.of(1), drawnGames(t));
        assertEquals(game1, FloorFixtures.seating(t));
        nextGame(t, "{\"game\": 2, \"seed\": 6}").statusCode(201);
        assertEquals(List.of(1, 2), drawnGames(t));
    }

    @Test
    void aDrawWithAHandEnteredIsNotUndone() {
        long t = italianTableOfFour();
        FloorFixtures.closeEveryTable(t, 1);
        nextGame(t, "{\"game\": 2}").statusCode(201);
        enter(t, 1, foldedHand(2)).statusCode(200).body(Json.at("game", equalTo(2)));
        List<String> seats = FloorFixtures.seating(t);
        Answers.problem(given().delete("/api/tournaments/{id}/draws/{game}", t, 2), 409, "/problems/draw-in-use")
                .body(Json.at("detail", startsWith("Table 1 has recorded 1 hand in game 2: ")))
                .body(Json.at("tables", contains(1)))
                .body(Json.at("hands", equalTo(1)));
        assertEquals(List.of(1, 2), drawnGames(t));
        assertEquals(seats, FloorFixtures.seating(t));
    }

    @Test
    void aHandForAGameThatIsOverIsRefusedNotBookedToTheCurrentGame() {
        long t = italianTableOfFour();
        FloorFixtures.closeEveryTable(t, 1);
        nextGame(t, "{\"game\": 2}").statusCode(201);
        enter(t, 1, foldedHand(1))
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/not-current-game")))
                .body(Json.at("currentGame", equalTo(2)));
        given().get("/api/tournaments/{id}/chips", t)
                .then()
                .body(Json.at("game", equalTo(2)))
                .body(Json.at("inStacks", equalTo(80_000)));
        given().get("/api/tournaments/{id}/audit", t).then().body(Json.at("action", not(hasItem("hand-entered"))));
    }

    @Test
    void aTableIsNotClosedWhileAPotWaitsForARuling() {
        long t = italianTableOfFour();
        // docs/rules.md#italian: hearts royal > diamonds K-high straight flush > spades minima > hearts royal
        enter(t, 1, """
                {"entryId": "%s", "button": 4, "players": [
                  {"seat": 1, "contributed": 5000, "folded": false, "cards": ["Ah", "Kh", "Qh", "Jh", "10h"]},
                  {"seat": 2, "contributed": 5000, "folded": false, "cards": ["Kd", "Qd", "Jd", "10d", "9d"]},
                  {"seat": 3, "contributed": 5000, "folded": false, "cards": ["As", "7s", "8s", "9s", "10s"]},
                  {"seat": 4, "contributed": 1000, "folded": true}]}""".formatted(UUID.randomUUID()))
                .statusCode(200)
                .body(Json.at("status", equalTo("PENDING_RULING")));
        close(t, 1, 1, "{}")
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/pots-not-ruled")))
                .body(Json.at("heldInPots", equalTo(16_000)));
        given().get("/api/tournaments/{id}/results", t).then().body(Json.at("size()", equalTo(0)));
    }

    @Test
    void closingWithMoreChipsThanInPlayIsRefusedWithTheDifferenceOrFlaggedWhenTheTournamentSaysSo() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        List<Long> e = FloorFixtures.entries(t, 4);
        FloorFixtures.draw(t, 7);
        String stacks = stacksAdding5000(e);
        close(t, 1, 1, stacks)
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/chips-not-conserved")))
                .body(Json.at("inPlay", equalTo(80_000)))
                .body(Json.at("difference", equalTo(5_000)));
        given().get("/api/tournaments/{id}/results", t).then().body(Json.at("size()", equalTo(0)));

        long flagging = FloorFixtures.tournament("ITALIAN_DRAW");
        FloorFixtures.patchSettings(flagging, "{\"chipDifference\": \"FLAG\"}");
        List<Long> f = FloorFixtures.entries(flagging, 4);
        FloorFixtures.draw(flagging, 7);
        close(flagging, 1, 1, stacksAdding5000(f)).statusCode(201).body(Json.at("chipDifference", equalTo(5_000)));
    }

    private static String stacksAdding5000(List<Long> e) {
        return """
                {"stacks": [{"entry": %d, "chips": 40000}, {"entry": %d, "chips": 25000},
                 {"entry": %d, "chips": 10000}, {"entry": %d, "chips": 10000}]}""".formatted(e.get(0), e.get(1), e.get(2), e.get(3));
    }

    @Test
    void aBalancedCloseCarriesNoDifference() {
        long t = italianTableOfFour();
        close(t, 1, 1, "{}").statusCode(201).body(Json.at("chipDifference", nullValue()));
    }

    @Test
    void voidingAHandAtAClosedTableReopensItsClose() {
        long t = italianTableOfFour();
        long h = enter(t, 1, foldedHand(1)).statusCode(200).extract().jsonPath().getLong("hand");
        long result = close(t, 1, 1, "{}")
                .statusCode(201)
                .body(Json.at("places[0].chips", equalTo(23_000)))
                .extract()
                .jsonPath()
                .getLong("id");
        given().contentType(ContentType.JSON)
                .body("{\"reason\": \"Wrong table\"}")
                .post("/api/tournaments/{id}/hands/{hand}/void", t, h)
                .then()
                .statusCode(200);
        given().get("/api/tournaments/{id}/results/{r}", t, result).then().body(Json.at("status", equalTo("VOID")));
        close(t, 1, 1, "{}").statusCode(201).body(Json.at("places[0].chips", equalTo(20_000)));
    }

    @Test
    void aHandAtAClosedTableIsRefused() {
        long t = italianTableOfFour();
        close(t, 1, 1, "{}").statusCode(201);
        enter(t, 1, foldedHand(null)).statusCode(409).body(Json.at("type", equalTo("/problems/table-closed")));
    }

    @Test
    void theButtonMovesOnWithTheHandJustEntered() {
        long t = italianTableOfFour();
        enter(t, 1, foldedHand(1)).statusCode(200);
        assertEquals(List.of(1), FloorFixtures.tables(t).getList("buttonSeat", Integer.class));
    }
}
