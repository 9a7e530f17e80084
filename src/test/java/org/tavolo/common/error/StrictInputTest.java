package org.tavolo.common.error;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Json;

/** Input is read strictly: what PostgreSQL or the schema would not take is refused up front, with a problem. */
@QuarkusTest
class StrictInputTest {

    private static int tournamentCount() {
        return given().get("/api/tournaments?size=1000")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("$")
                .size();
    }

    @Test
    void aNulCharacterInStoredTextIsRefusedAndNothingIsStored() {
        int before = tournamentCount();
        given().contentType(ContentType.JSON)
                .body("{\"name\": \"Torneo\\u0000\", \"format\": \"ITALIAN_DRAW\", \"date\": \"2026-11-26\"}")
                .post("/api/tournaments")
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/nul-character")))
                .body(Json.at("field", equalTo("name")));
        assertEquals(before, tournamentCount());
    }

    @Test
    void aNulCharacterInACsvFileIsRefused() {
        long tournament = FloorFixtures.tournament("ITALIAN_DRAW");
        given().contentType("text/csv")
                .body("Mario\u0000 Rossi\n")
                .post("/api/tournaments/{id}/entries/csv", tournament)
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/nul-character")));
    }

    @Test
    void aDuplicateKeyIsRefusedNamingTheKey() {
        long tournament = FloorFixtures.tournament("ITALIAN_DRAW");
        given().contentType(ContentType.JSON)
                .body("{\"seed\": 1, \"seed\": 2}")
                .post("/api/tournaments/{id}/draws", tournament)
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/duplicate-field")))
                .body(Json.at("field", equalTo("seed")));
    }

    @Test
    void aDuplicateKeyInALargerBodyIsRefusedToo() {
        given().contentType(ContentType.JSON)
                .body("{\"name\": \"A\", \"name\": \"B\", \"format\": \"ITALIAN_DRAW\", \"date\": \"2026-11-26\"}")
                .post("/api/tournaments")
                .then()
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/duplicate-field")))
                .body(Json.at("field", equalTo("name")));
    }

    @Test
    void aBooleanIsNotReadAsAString() {
        given().contentType(ContentType.JSON)
                .body("{\"name\": true, \"format\": \"ITALIAN_DRAW\", \"date\": \"2026-11-26\"}")
                .post("/api/tournaments")
                .then()
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/invalid-field")))
                .body(Json.at("field", equalTo("name")))
                .body(Json.at("detail", containsString("a string")));
    }

    @Test
    void aNumberIsNotReadAsAString() {
        given().contentType(ContentType.JSON)
                .body("{\"name\": 12, \"format\": \"ITALIAN_DRAW\", \"date\": \"2026-11-26\"}")
                .post("/api/tournaments")
                .then()
                .statusCode(400)
                .body(Json.at("field", equalTo("name")));
    }

    @Test
    void aJsonBodyWithoutContentTypeIsUnsupportedMediaType() {
        int before = tournamentCount();
        given().body("{\"name\": \"T\", \"format\": \"ITALIAN_DRAW\", \"date\": \"2026-11-26\"}".getBytes())
                .post("/api/tournaments")
                .then()
                .statusCode(415)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/unsupported-media-type")));
        assertEquals(before, tournamentCount());
    }

    @Test
    void theCsvImportDoesNotTakePlainTextThatACrossSiteFormCouldPost() {
        long tournament = FloorFixtures.tournament("ITALIAN_DRAW");
        given().contentType("text/plain")
                .body("Mario Rossi\n")
                .post("/api/tournaments/{id}/entries/csv", tournament)
                .then()
                .statusCode(415)
                .contentType("application/problem+json");
        given().get("/api/tournaments/{id}/entries", tournament).then().body(Json.at("size()", equalTo(0)));
    }

    @Test
    void aBodyTooLargeIsAProblem() {
        given().contentType(ContentType.JSON)
                .body("{\"name\": \"" + "x".repeat(11 * 1024 * 1024) + "\"}")
                .post("/api/tournaments")
                .then()
                .statusCode(413)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/payload-too-large")));
    }

    @Test
    void anAddressTooLongIsAProblem() {
        given().get("/api/tournaments/" + "1".repeat(9000))
                .then()
                .statusCode(414)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/uri-too-long")));
    }

    @Test
    void headersTooLargeAreAProblem() {
        given().header("X-Filler", "y".repeat(30_000))
                .get("/api/tournaments")
                .then()
                .statusCode(431)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/headers-too-large")));
    }

    @Test
    void aQueryParameterOutOfRangeIsNamedByItsName() {
        long tournament = FloorFixtures.tournament("ITALIAN_DRAW");
        given().get("/api/tournaments/{id}/qualifiers?count=0", tournament)
                .then()
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/validation")))
                .body(Json.at("violations[0].field", equalTo("count")));
    }
}
