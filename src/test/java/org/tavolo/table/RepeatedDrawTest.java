package org.tavolo.table;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.table.FloorFixtures.entries;
import static org.tavolo.table.FloorFixtures.tournament;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Api;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Race;

/**
 * "Next game" pressed several times at once makes one draw, and every press is answered as a
 * press after it would be: with that draw (docs/floor.md#game-lifecycle).
 */
@QuarkusTest
class RepeatedDrawTest {

    @Test
    void eightPressesOfNextGameAtOnceMakeOneDrawAndAllAnswerIt() {
        long t = Evenings.drawn("ITALIAN_DRAW", 10, 42);
        FloorFixtures.closeEveryTable(t, 1);

        List<Race.Answer> answers = Race.of(
                8,
                i -> () -> given().contentType(ContentType.JSON)
                        .body("{\"game\": 2}")
                        .post("/api/tournaments/{id}/draws/next-game", t));

        List<Long> draws = given().get("/api/tournaments/{id}/draws", t)
                .jsonPath()
                .getList("findAll { it.gameNumber == 2 }.id", Long.class);
        assertEquals(1, draws.size(), "draws of game 2: " + draws);
        long made = draws.get(0);
        assertEquals(1, answers.stream().filter(a -> a.status() == 201).count(), answers.toString());
        for (Race.Answer answer : answers) {
            assertTrue(answer.status() == 201 || answer.status() == 200, answer.toString());
            assertEquals(made, JsonPath.from(answer.body()).getLong("id"), answer.toString());
        }
        JsonPath again = Answers.json(
                given().contentType(ContentType.JSON)
                        .body("{\"game\": 2}")
                        .post("/api/tournaments/{id}/draws/next-game", t),
                200);
        assertEquals(made, again.getLong("id"));
    }

    @Test
    void severalFirstDrawsAtOnceMakeOneDrawAndTheOthersAreToldItIsMade() {
        long t = tournament("ITALIAN_DRAW");
        entries(t, 8);

        List<Race.Answer> answers = Race.of(
                6,
                i -> () -> given().contentType(ContentType.JSON)
                        .body("{\"seed\": 7}")
                        .post("/api/tournaments/{id}/draws", t));

        assertEquals(1, answers.stream().filter(a -> a.status() == 201).count(), answers.toString());
        for (Race.Answer answer : answers) {
            if (answer.status() != 201) {
                assertEquals(409, answer.status(), answer.toString());
                assertEquals(
                        "/problems/already-drawn", JsonPath.from(answer.body()).getString("type"));
            }
        }
        assertEquals(1, Api.sizeOf("/api/tournaments/{id}/draws", t));
    }
}
