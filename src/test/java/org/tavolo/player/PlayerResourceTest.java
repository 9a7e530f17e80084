package org.tavolo.player;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Json;

@QuarkusTest
class PlayerResourceTest {

    @Test
    void playerJoinsTheClubRegisterWithNicknameAndContact() {
        long id = given().contentType(ContentType.JSON)
                .body(
                        "{\"name\": \"  Giulia Sala \", \"nickname\": \"La Zarina\", \"contact\": \"giulia@example.org\"}")
                .post("/api/players")
                .then()
                .statusCode(201)
                .body(Json.at("name", equalTo("Giulia Sala")))
                .body(Json.at("nickname", equalTo("La Zarina")))
                .extract()
                .jsonPath()
                .getLong("id");
        given().get("/api/players/{id}", id)
                .then()
                .statusCode(200)
                .body(Json.at("contact", equalTo("giulia@example.org")));
        given().get("/api/players?size=1000").then().body(Json.at("id", hasItem((int) id)));
    }

    @Test
    void aPlayerWithoutANameIsRefusedAndNotStored() {
        Map<String, String> before = DataFingerprint.now();
        given().contentType(ContentType.JSON)
                .body("{\"name\": \" \", \"nickname\": \"Nobody\"}")
                .post("/api/players")
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("violations[0].field", equalTo("name")));
        assertEquals(before, DataFingerprint.now());
    }

    @Test
    void anUnknownPlayerIsNotFound() {
        given().get("/api/players/{id}", Long.MAX_VALUE)
                .then()
                .statusCode(404)
                .body(Json.at("resource", equalTo("player")));
    }
}
