package org.tavolo.player;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;

/**
 * docs/security.md#caching: every answer that carries the register's contact details is kept by no browser or proxy
 * ({@code Cache-Control: no-store}): the register on the API, one player, a registration or an edit (and its refusal
 * as a namesake, which shows the other player), and the import of a registration file, which repeats each line.
 */
@QuarkusTest
class ContactDetailsAreNotStoredTest {

    private static void notStored(ValidatableResponse answer) {
        answer.header("Cache-Control", equalTo("no-store"));
    }

    @Test
    void everyAnswerCarryingContactDetailsIsNoStore() {
        String name = "Contact " + UUID.randomUUID().toString().substring(0, 8);
        String player = "{\"name\": \"" + name + "\", \"contact\": \"333 1234567\"}";
        ValidatableResponse registered = given().contentType(ContentType.JSON)
                .body(player)
                .post("/api/players")
                .then()
                .statusCode(201);
        notStored(registered);
        long id = registered.extract().jsonPath().getLong("id");

        notStored(given().get("/api/players").then().statusCode(200));
        notStored(given().get("/api/players/{id}", id).then().statusCode(200));
        notStored(given().contentType(ContentType.JSON)
                .body(player)
                .put("/api/players/{id}", id)
                .then()
                .statusCode(200));
        notStored(given().contentType(ContentType.JSON)
                .body(player)
                .post("/api/players")
                .then()
                .statusCode(409));

        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        for (String dryRun : List.of("true", "false")) {
            notStored(given().contentType("text/csv")
                    .body("name,nickname,contact\n" + name + ",,333 1234567\n")
                    .post("/api/tournaments/{id}/entries/csv?dryRun=" + dryRun, t)
                    .then()
                    .statusCode(dryRun.equals("true") ? 200 : 201));
        }
        notStored(given().get("/console/tournaments/{id}/entries/players.csv", t)
                .then()
                .statusCode(200));
    }
}
