package org.tavolo.table;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.tavolo.table.FloorFixtures.draw;
import static org.tavolo.table.FloorFixtures.entries;
import static org.tavolo.table.FloorFixtures.seating;
import static org.tavolo.table.FloorFixtures.tables;
import static org.tavolo.table.FloorFixtures.tournament;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.seating.SeatAssignment;
import org.tavolo.poker.seating.SeatDraw;
import org.tavolo.poker.seating.TablePlan;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Api;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Json;

@QuarkusTest
class SeatDrawResourceTest {

    @Test
    void italianDrawSeatsNinePlayersAtATableOfFiveAndATableOfFour() {
        long t = tournament("ITALIAN_DRAW");
        entries(t, 9);
        JsonPath drawn = draw(t, 123);
        assertEquals(List.of(5, 4), drawn.getList("tablePlan", Integer.class));
        assertEquals(List.of(5, 4), drawn.getList("tables.players", Integer.class));
        assertEquals(List.of(5, 4), drawn.getList("tables.capacity", Integer.class));
        assertEquals(1, drawn.getInt("gameNumber"));
        assertEquals(9, seating(t).size());
    }

    @Test
    void publishedDrawCanBeRecomputedByAnyoneFromEntryOrderPlanAndSeed() {
        long t = tournament("TEXAS_HOLDEM");
        List<Long> ids = entries(t, 14);
        JsonPath drawn = draw(t, 987654321);
        assertEquals(ids, drawn.getList("entryOrder", Long.class));
        assertEquals(987654321L, drawn.getLong("seed"));
        assertEquals("splitmix64-fisher-yates-v1", drawn.getString("algorithm"));
        List<SeatAssignment> recomputed =
                SeatDraw.draw(ids, new TablePlan(drawn.getList("tablePlan", Integer.class)), 987654321L);
        List<String> expected = new ArrayList<>(recomputed.stream()
                .map(s -> s.table() + "/" + s.seat() + "=" + s.entry())
                .toList());
        assertEquals(expected, seating(t));
    }

    @Test
    void drawWithoutASeedGetsAFreshOnePublishedWithTheResult() {
        long t = tournament("CHINESE_POKER");
        entries(t, 7);
        JsonPath drawn = Answers.json(
                given().contentType(ContentType.JSON).body("{}").post("/api/tournaments/{id}/draws", t), 201);
        assertEquals(List.of(4, 3), drawn.getList("tablePlan", Integer.class));
        long seed = drawn.getLong("seed");
        var again = SeatDraw.draw(drawn.getList("entryOrder", Long.class), new TablePlan(List.of(4, 3)), seed);
        assertEquals(
                again.stream()
                        .map(s -> s.table() + "/" + s.seat() + "=" + s.entry())
                        .toList(),
                seating(t));
    }

    @Test
    void drawingTwiceIsRefusedAndTheSeatsStay() {
        long t = Evenings.drawn("ITALIAN_DRAW", 8, 1);
        List<String> before = seating(t);
        Answers.problem(
                given().contentType(ContentType.JSON).body("{\"seed\": 2}").post("/api/tournaments/{id}/draws", t),
                409,
                "/problems/already-drawn");
        assertEquals(before, seating(t));
        assertEquals(1, Api.sizeOf("/api/tournaments/{id}/draws", t));
    }

    @Test
    void italianCountThatCannotBeSplitIsRefusedWithTheCountsThatWork() {
        long t = tournament("ITALIAN_DRAW");
        entries(t, 11);
        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body("{\"seed\": 5}")
                                .post("/api/tournaments/{id}/draws", t),
                        400,
                        "/problems/impossible-table-plan")
                .body(Json.at("players", equalTo(11)))
                .body(Json.at("workingCounts", equalTo(List.of(10, 12))));
        assertEquals(0, tables(t).getList("$").size());
        given().get("/api/tournaments/{id}", t).then().body(Json.at("drawnAt", equalTo(null)));
        entries(t, 1); // registration is still open
    }

    @Test
    void registeringAfterTheDrawIsRefusedAndNothingIsEntered() {
        long t = Evenings.drawn("ITALIAN_DRAW", 8, 3);
        long latecomer = FloorFixtures.player("Latecomer");
        Answers.problem(
                given().contentType(ContentType.JSON)
                        .body("{\"playerId\": %d}".formatted(latecomer))
                        .post("/api/tournaments/{id}/entries", t),
                409,
                "/problems/registration-closed");
        assertEquals(8, Api.sizeOf("/api/tournaments/{id}/entries", t));
    }

    @Test
    void secondGameIsRedrawnWithANewSeedByDefault() {
        long t = tournament("ITALIAN_DRAW");
        entries(t, 10);
        JsonPath first = draw(t, 42);
        FloorFixtures.closeEveryTable(t, 1);
        JsonPath second = Answers.json(
                given().contentType(ContentType.JSON)
                        .body("{\"game\": 2}")
                        .post("/api/tournaments/{id}/draws/next-game", t),
                201);
        assertEquals(2, second.getInt("gameNumber"));
        assertNotEquals(first.getLong("seed"), second.getLong("seed"));
        assertEquals(List.of(2, 2), tables(t).getList("gameNumber", Integer.class));
        given().get("/api/tournaments/{id}/draws", t).then().body(Json.at("gameNumber", equalTo(List.of(1, 2))));
    }

    @Test
    void secondGameKeepsTheSeatsWhenTheOrganizerSaysSo() {
        long t = tournament("ITALIAN_DRAW");
        entries(t, 9);
        String settings = given().get("/api/tournaments/{id}/settings", t).asString();
        given().contentType(ContentType.JSON)
                .body(settings.replace("\"redrawBetweenGames\":true", "\"redrawBetweenGames\":false"))
                .put("/api/tournaments/{id}/settings", t)
                .then()
                .statusCode(200)
                .body(Json.at("redrawBetweenGames", equalTo(false)));
        draw(t, 42);
        List<String> game1 = seating(t);
        FloorFixtures.closeEveryTable(t, 1);
        given().contentType(ContentType.JSON)
                .body("{\"game\": 2}")
                .post("/api/tournaments/{id}/draws/next-game", t)
                .then()
                .statusCode(201)
                .body(Json.at("algorithm", equalTo("kept-from-previous-game")))
                .body(Json.at("seed", equalTo(null)));
        assertEquals(game1, seating(t));
    }

    @Test
    void holdemHasNoNextGameDraw() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 6, 1);
        Answers.problem(
                given().contentType(ContentType.JSON)
                        .body("{\"game\": 2}")
                        .post("/api/tournaments/{id}/draws/next-game", t),
                409,
                "/problems/no-next-game");
        given().get("/api/tournaments/{id}/draws", t).then().body(Json.at("gameNumber", equalTo(List.of(1))));
    }

    @Test
    void nextGameBeforeTheFirstDrawIsRefused() {
        long t = tournament("ITALIAN_DRAW");
        entries(t, 4);
        Answers.problem(
                given().contentType(ContentType.JSON)
                        .body("{\"game\": 2}")
                        .post("/api/tournaments/{id}/draws/next-game", t),
                409,
                "/problems/not-drawn");
        assertEquals(0, tables(t).getList("$").size());
    }

    @Test
    void aNegativeSeedIsABadRequest() {
        long t = tournament("ITALIAN_DRAW");
        entries(t, 4);
        given().contentType(ContentType.JSON)
                .body("{\"seed\": -1}")
                .post("/api/tournaments/{id}/draws", t)
                .then()
                .statusCode(400)
                .body(Json.at("violations.field", hasItems("seed")));
        assertEquals(0, tables(t).getList("$").size());
    }
}
