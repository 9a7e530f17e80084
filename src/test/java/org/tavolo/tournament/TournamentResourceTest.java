package org.tavolo.tournament;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Json;
import org.tavolo.testing.Stored;

@QuarkusTest
class TournamentResourceTest {

    static long create(String name, String format) {
        return Answers.id(
                given().contentType(ContentType.JSON)
                        .body("""
                        {"name": "%s", "format": "%s", "date": "%s", "venue": "Circolo Aurora"}""".formatted(name, format, java.time.LocalDate.now()))
                        .when()
                        .post("/api/tournaments"),
                201);
    }

    @Test
    void shouldCreateATournamentAndReadItBack() {
        var response = given().contentType(ContentType.JSON)
                .body("""
                        {"name": "  Torneo del giovedì ", "format": "ITALIAN_DRAW", "date": "%s", "venue": "Circolo Aurora"}""".formatted(java.time.LocalDate.now()))
                .when()
                .post("/api/tournaments")
                .then()
                .statusCode(201)
                .body(Json.at("name", equalTo("Torneo del giovedì")))
                .body(Json.at("format", equalTo("ITALIAN_DRAW")))
                .body(Json.at("date", equalTo(java.time.LocalDate.now().toString())))
                .body(Json.at("createdAt", notNullValue()))
                .extract()
                .jsonPath();
        long id = response.getLong("id");
        given().when()
                .get("/api/tournaments")
                .then()
                .body("find { it.id == %d }.name".formatted(id), equalTo("Torneo del giovedì"));

        given().when()
                .get("/api/tournaments/{id}", id)
                .then()
                .statusCode(200)
                .body(Json.at("id", equalTo((int) id)))
                .body(Json.at("name", equalTo("Torneo del giovedì")))
                .body(Json.at("venue", equalTo("Circolo Aurora")));
    }

    @Test
    void shouldListTournamentsIncludingANewOne() {
        long id = create("Hold'em freezeout", "TEXAS_HOLDEM");
        assertEquals("TEXAS_HOLDEM", listedFormat(id), "the new tournament is on one of the list's pages");
    }

    /** The listed format of a tournament, walking the list a page at a time: wherever other tournaments put it. */
    private static String listedFormat(long id) {
        for (int page = 0; ; page++) {
            List<Map<String, Object>> rows = Answers.json(
                            given().queryParam("page", page).get("/api/tournaments"), 200)
                    .getList("$");
            if (rows.isEmpty()) {
                return null;
            }
            for (Map<String, Object> row : rows) {
                if (((Number) row.get("id")).longValue() == id) {
                    return (String) row.get("format");
                }
            }
        }
    }

    @Test
    void shouldNotGetUnknownTournament() {
        given().when()
                .get("/api/tournaments/{id}", Long.MAX_VALUE)
                .then()
                .statusCode(404)
                .contentType("application/problem+json")
                .body(Json.at("status", equalTo(404)))
                .body(Json.at("type", equalTo("/problems/not-found")))
                .body(Json.at("detail", equalTo("No tournament with id " + Long.MAX_VALUE + ".")));
    }

    @Test
    void creatingAnInvalidTournamentChangesNothing() {
        long before = Stored.tournaments();
        given().contentType(ContentType.JSON)
                .body("{\"name\": \"\", \"format\": \"BRIDGE\"}")
                .post("/api/tournaments")
                .then()
                .statusCode(400);
        given().contentType(ContentType.JSON)
                .body("{\"name\": \"x\"}")
                .post("/api/tournaments")
                .then()
                .statusCode(400);
        assertEquals(before, Stored.tournaments());
    }
}
