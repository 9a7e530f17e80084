package org.tavolo.common.error;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Json;

/** Every kind of bad request gets a problem document that says what was wrong, and changes nothing. */
@QuarkusTest
class ProblemResponsesTest {

    private static ValidatableResponse post(String body) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .when()
                .post("/api/tournaments")
                .then()
                .log()
                .ifValidationFails()
                .contentType("application/problem+json")
                .body(not(containsString("Exception")))
                .body(not(containsString("org.tavolo")))
                .body(not(containsString("\tat ")));
    }

    @Test
    void malformedJsonIsABadRequestThatSaysWhere() {
        Map<String, String> before = DataFingerprint.now();
        post("{\"name\": \"Broken\", \"format\": ")
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/malformed-json")))
                .body(Json.at("title", equalTo("Malformed JSON")))
                .body(Json.at("status", equalTo(400)))
                .body(Json.at("detail", containsString("not valid JSON")));
        assertEquals(before, DataFingerprint.now());
    }

    @Test
    void aBodyCutOffInsideAValueIsMalformedJson() {
        post("{\"name\": \"broken").statusCode(400).body(Json.at("type", equalTo("/problems/malformed-json")));
    }

    @Test
    void unknownEnumValueNamesTheFieldAndTheAllowedValues() {
        post("{\"name\": \"x\", \"format\": \"BRIDGE\", \"date\": \"2026-11-26\"}")
                .statusCode(400)
                .body(Json.at("field", equalTo("format")))
                .body(Json.at(
                        "detail",
                        containsString("'BRIDGE' is not one of [ITALIAN_DRAW, TEXAS_HOLDEM, CHINESE_POKER]")));
    }

    @Test
    void missingFieldsAreListedAsViolations() {
        Map<String, String> before = DataFingerprint.now();
        post("{\"venue\": \"Circolo\"}")
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/validation")))
                .body(Json.at("violations.field", hasItem("name")))
                .body(Json.at("violations.field", hasItem("format")))
                .body(Json.at("violations.field", hasItem("date")));
        assertEquals(before, DataFingerprint.now());
    }

    @Test
    void wrongTypeNamesTheFieldAndTheExpectedType() {
        post("{\"name\": \"x\", \"format\": \"TEXAS_HOLDEM\", \"date\": 12}")
                .statusCode(400)
                .body(Json.at("field", equalTo("date")));
        post("{\"name\": {\"a\": 1}, \"format\": \"TEXAS_HOLDEM\", \"date\": \"2026-11-26\"}")
                .statusCode(400)
                .body(Json.at("field", equalTo("name")))
                .body(Json.at("detail", containsString("expected a string")));
    }

    @Test
    void anUnknownFieldIsNamedRatherThanIgnored() {
        Map<String, String> before = DataFingerprint.now();
        post("{\"name\": \"x\", \"format\": \"TEXAS_HOLDEM\", \"date\": \"2026-11-26\", \"venu\": \"typo\"}")
                .statusCode(400)
                .body(Json.at("field", equalTo("venu")))
                .body(Json.at("detail", equalTo("venu: is not a field of this request.")));
        assertEquals(before, DataFingerprint.now());
    }

    @Test
    void anImpossibleDateIsABadRequest() {
        post("{\"name\": \"x\", \"format\": \"TEXAS_HOLDEM\", \"date\": \"2026-02-30\"}")
                .statusCode(400)
                .body(Json.at("field", equalTo("date")));
    }

    @Test
    void anEmptyBodyIsABadRequest() {
        given().contentType(ContentType.JSON)
                .when()
                .post("/api/tournaments")
                .then()
                .statusCode(400)
                .contentType("application/problem+json");
    }

    @Test
    void aNonNumericIdIsNotFound() {
        given().when()
                .get("/api/tournaments/abc")
                .then()
                .statusCode(404)
                .contentType("application/problem+json")
                .body(Json.at("status", equalTo(404)));
    }

    @Test
    void anUnknownAddressIsAProblemToo() {
        given().accept(ContentType.JSON)
                .when()
                .get("/api/no-such-thing")
                .then()
                .statusCode(404)
                .contentType("application/problem+json")
                .body(Json.at("title", equalTo("Not Found")));
    }

    @Test
    void aWrongMethodIsAProblem() {
        given().when().delete("/api/tournaments").then().statusCode(405).contentType("application/problem+json");
    }

    @Test
    void aWrongMediaTypeIsAProblem() {
        given().contentType(ContentType.TEXT)
                .body("name=x")
                .when()
                .post("/api/tournaments")
                .then()
                .statusCode(415)
                .contentType("application/problem+json");
    }
}
