package org.tavolo.table;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.table.FloorFixtures.entries;
import static org.tavolo.table.FloorFixtures.player;
import static org.tavolo.table.FloorFixtures.tournament;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ExtractableResponse;
import io.restassured.response.Response;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Json;

/** Every answer 201 Created names, in {@code Location}, where the new thing can be read again. */
@QuarkusTest
class CreatedLocationsTest {

    @Test
    void anEntryIsReadAgainWhereItsLocationPoints() {
        long t = tournament("TEXAS_HOLDEM");
        long playerId = player("Located Player");
        ExtractableResponse<Response> created = given().contentType(ContentType.JSON)
                .body("{\"playerId\": %d}".formatted(playerId))
                .post("/api/tournaments/{id}/entries", t)
                .then()
                .statusCode(201)
                .extract();
        long entry = created.jsonPath().getLong("id");
        String location = created.header("Location");
        assertTrue(location.endsWith("/api/tournaments/" + t + "/entries/" + entry), location);
        given().get(location)
                .then()
                .statusCode(200)
                .body(Json.at("id", equalTo((int) entry)))
                .body(Json.at("playerId", equalTo((int) playerId)));
    }

    @Test
    void aDrawIsListedWhereItsLocationPoints() {
        long t = tournament("TEXAS_HOLDEM");
        entries(t, 6);
        ExtractableResponse<Response> created = given().contentType(ContentType.JSON)
                .body("{\"seed\": 5}")
                .post("/api/tournaments/{id}/draws", t)
                .then()
                .statusCode(201)
                .extract();
        String location = created.header("Location");
        assertTrue(location.endsWith("/api/tournaments/" + t + "/draws"), location);
        given().get(location).then().statusCode(200).body(Json.at("seed", hasItem(5)));
    }

    @Test
    void aManualMoveIsListedWhereItsLocationPoints() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 12, 8);
        long mover = FloorFixtures.tables(t).getLong("[0].seats[0].entryId");
        ExtractableResponse<Response> created = given().contentType(ContentType.JSON)
                .body("{\"entryId\": %d, \"toTable\": 2, \"toSeat\": 9}".formatted(mover))
                .post("/api/tournaments/{id}/moves", t)
                .then()
                .statusCode(201)
                .extract();
        String location = created.header("Location");
        assertTrue(location.endsWith("/api/tournaments/" + t + "/moves"), location);
        given().get(location).then().statusCode(200).body(Json.at("[0].entryId", equalTo((int) mover)));
    }
}
