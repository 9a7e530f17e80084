package org.tavolo.common.error;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Json;

/** Input is read strictly: what PostgreSQL or the schema would not take is refused up front, with a problem. */
@QuarkusTest
class StrictInputTest {

    @Test
    void aNulCharacterInStoredTextIsRefusedAndNothingIsStored() {
        Map<String, String> before = DataFingerprint.now();
        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body(
                                        "{\"name\": \"Torneo\\u0000\", \"format\": \"ITALIAN_DRAW\", \"date\": \"2026-11-26\"}")
                                .post("/api/tournaments"),
                        400,
                        "/problems/nul-character")
                .body(Json.at("field", equalTo("name")));
        assertEquals(before, DataFingerprint.now());
    }

    @Test
    void aNulCharacterInACsvFileIsRefused() {
        long tournament = FloorFixtures.tournament("ITALIAN_DRAW");
        Answers.problem(
                given().contentType("text/csv")
                        .body("Mario\u0000 Rossi\n")
                        .post("/api/tournaments/{id}/entries/csv", tournament),
                400,
                "/problems/nul-character");
    }

    @Test
    void aDuplicateKeyIsRefusedNamingTheKey() {
        long tournament = FloorFixtures.tournament("ITALIAN_DRAW");
        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body("{\"seed\": 1, \"seed\": 2}")
                                .post("/api/tournaments/{id}/draws", tournament),
                        400,
                        "/problems/duplicate-field")
                .body(Json.at("field", equalTo("seed")));
    }

    @Test
    void aDuplicateKeyInALargerBodyIsRefusedToo() {
        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body(
                                        "{\"name\": \"A\", \"name\": \"B\", \"format\": \"ITALIAN_DRAW\", \"date\": \"2026-11-26\"}")
                                .post("/api/tournaments"),
                        400,
                        "/problems/duplicate-field")
                .body(Json.at("field", equalTo("name")));
    }

    @Test
    void aBooleanIsNotReadAsAString() {
        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body("{\"name\": true, \"format\": \"ITALIAN_DRAW\", \"date\": \"2026-11-26\"}")
                                .post("/api/tournaments"),
                        400,
                        "/problems/invalid-field")
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
        Map<String, String> before = DataFingerprint.now();
        Answers.problem(
                given().body("{\"name\": \"T\", \"format\": \"ITALIAN_DRAW\", \"date\": \"2026-11-26\"}".getBytes())
                        .post("/api/tournaments"),
                415,
                "/problems/unsupported-media-type");
        assertEquals(before, DataFingerprint.now());
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
        Answers.problem(
                given().contentType(ContentType.JSON)
                        .body("{\"name\": \"" + "x".repeat(11 * 1024 * 1024) + "\"}")
                        .post("/api/tournaments"),
                413,
                "/problems/payload-too-large");
    }

    @Test
    void anAddressTooLongIsAProblem() {
        Answers.problem(given().get("/api/tournaments/" + "1".repeat(9000)), 414, "/problems/uri-too-long");
    }

    @Test
    void headersTooLargeAreAProblem() {
        Answers.problem(
                given().header("X-Filler", "y".repeat(30_000)).get("/api/tournaments"),
                431,
                "/problems/headers-too-large");
    }

    @Test
    void aQueryParameterOutOfRangeIsNamedByItsName() {
        long tournament = FloorFixtures.tournament("ITALIAN_DRAW");
        Answers.problem(
                        given().get("/api/tournaments/{id}/qualifiers?count=0", tournament),
                        400,
                        "/problems/validation")
                .body(Json.at("violations[0].field", equalTo("count")));
    }
}
