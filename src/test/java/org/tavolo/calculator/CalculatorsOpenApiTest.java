package org.tavolo.calculator;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;

/** The settlement and Chinese poker calculators are documented in the OpenAPI document, with examples. */
@QuarkusTest
class CalculatorsOpenApiTest {

    @Test
    void settlementAndChinesePokerAreDocumentedWithExamples() {
        given().accept("application/json").when().get("/q/openapi").then()
                .statusCode(200)
                .body(containsString("/api/settlements"))
                .body(containsString("Hold'em side pot"))
                .body(containsString("Italian draw, resti"))
                .body(containsString("/api/chinese-poker/deals"))
                .body(containsString("Three players, variant"))
                .body(containsString("/api/chinese-poker/matches"))
                .body(containsString("Two players, default tokens"));
    }
}
