package org.tavolo.player;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Json;

/** A player's record can be corrected; taking another player's name and nickname needs "save anyway". */
@QuarkusTest
class PlayerEditTest {

    private static String unique(String name) {
        return name + " " + UUID.randomUUID().toString().substring(0, 8);
    }

    private static JsonPath stored(long id) {
        return Answers.json(given().get("/api/players/{id}", id), 200);
    }

    private static io.restassured.response.ValidatableResponse edit(long id, String body, String query) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .put("/api/players/{id}" + query, id)
                .then();
    }

    @Test
    void nameNicknameAndContactAreCorrected() {
        long id = FloorFixtures.player(unique("Mario Rosi"));
        String fixed = unique("Mario Rossi");
        edit(id, """
                {"name": "%s", "nickname": "Il Conte", "contact": "mario@example.org"}""".formatted(fixed), "").statusCode(200).body(Json.at("name", equalTo(fixed)));
        JsonPath now = stored(id);
        assertEquals(fixed, now.getString("name"));
        assertEquals("Il Conte", now.getString("nickname"));
        assertEquals("mario@example.org", now.getString("contact"));

        edit(id, "{\"name\": \"%s\", \"nickname\": \" \"}".formatted(fixed), "").statusCode(200);
        assertNull(stored(id).get("nickname"));
        assertNull(stored(id).get("contact"));
    }

    @Test
    void takingAnotherPlayersNameIsRefusedWithThatPlayerAndNothingChanges() {
        String taken = unique("Anna Verdi");
        long other = FloorFixtures.player(taken);
        String mine = unique("Anna Verdini");
        long id = FloorFixtures.player(mine);

        edit(id, "{\"name\": \"%s\"}".formatted(taken.toUpperCase()), "")
                .statusCode(409)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/duplicate-player")))
                .body(Json.at("existing.id", equalTo((int) other)));
        assertEquals(mine, stored(id).getString("name"));
    }

    @Test
    void saveAnywayMakesThePlayerANamesake() {
        String taken = unique("Luca Bianchi");
        long other = FloorFixtures.player(taken);
        long id = FloorFixtures.player(unique("Luca Bianco"));

        edit(id, "{\"name\": \"%s\"}".formatted(taken), "?saveAnyway=true").statusCode(200);
        assertEquals(taken, stored(id).getString("name"));
        assertEquals(taken, stored(other).getString("name"));
    }

    @Test
    void keepingTheNameOfANamesakeNeedsNoConfirmation() {
        String name = unique("Paolo Neri");
        FloorFixtures.player(name);
        long namesake = Answers.id(
                given().contentType(ContentType.JSON)
                        .body("{\"name\": \"%s\"}".formatted(name))
                        .post("/api/players?createAnyway=true"),
                201);
        edit(namesake, "{\"name\": \"%s\", \"contact\": \"345 000 0000\"}".formatted(name), "")
                .statusCode(200);
        assertEquals("345 000 0000", stored(namesake).getString("contact"));
    }

    @Test
    void anInvalidEditIsRefusedAndOnlyAnOrganizerEdits() {
        String name = unique("Sara Gialli");
        long id = FloorFixtures.player(name);
        edit(id, "{\"name\": \" \"}", "").statusCode(400).body(Json.at("type", equalTo("/problems/validation")));
        given().auth()
                .none()
                .contentType(ContentType.JSON)
                .body("{\"name\": \"Hacker\"}")
                .put("/api/players/{id}", id)
                .then()
                .statusCode(401);
        assertEquals(name, stored(id).getString("name"));
    }
}
