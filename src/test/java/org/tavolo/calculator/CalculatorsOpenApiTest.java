package org.tavolo.calculator;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Json;

/** The settlement and Chinese poker calculators are documented in OpenAPI, and every example is a valid request. */
@QuarkusTest
class CalculatorsOpenApiTest {

    @Inject
    ObjectMapper json;

    @Test
    void settlementAndChinesePokerAreDocumentedWithExamples() {
        given().accept("application/json")
                .when()
                .get("/q/openapi")
                .then()
                .statusCode(200)
                .body(containsString("/api/settlements"))
                .body(containsString("Hold'em side pot"))
                .body(containsString("Italian draw, resti"))
                .body(containsString("/api/chinese-poker/deals"))
                .body(containsString("Three players, variant"))
                .body(containsString("/api/chinese-poker/matches"))
                .body(containsString("Two players, default tokens"));
    }

    @Test
    void everyDocumentedExampleIsAcceptedAsIs() throws JsonProcessingException {
        String api = given().accept("application/json")
                .when()
                .get("/q/openapi?format=json")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        for (String path :
                new String[] {"/api/settlements", "/api/chinese-poker/deals", "/api/chinese-poker/matches"}) {
            @SuppressWarnings("unchecked")
            Map<String, Map<String, Object>> examples = (Map<String, Map<String, Object>>)
                    Json.valueAt(api, "paths.'" + path + "'.post.requestBody.content.'application/json'.examples");
            assertFalse(examples == null || examples.isEmpty(), "no examples for " + path);
            for (Map.Entry<String, Map<String, Object>> example : examples.entrySet()) {
                Object value = example.getValue().get("value");
                String body = value instanceof String text ? text : json.writeValueAsString(value);
                given().contentType(ContentType.JSON)
                        .body(body)
                        .when()
                        .post(path)
                        .then()
                        .log()
                        .ifValidationFails()
                        .statusCode(200);
            }
        }
    }
}
