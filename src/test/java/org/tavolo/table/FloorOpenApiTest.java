package org.tavolo.table;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

/** The OpenAPI document shows the floor's endpoints with request examples. */
@QuarkusTest
class FloorOpenApiTest {

    @Test
    void openApiDocumentShowsFloorRequestExamples() {
        given().accept("application/json")
                .get("/q/openapi")
                .then()
                .statusCode(200)
                .body(containsString("/api/tournaments/{id}/draws"))
                .body(containsString("/api/tournaments/{id}/clock/add-time"))
                .body(containsString("/api/tournaments/{id}/entries/csv"))
                .body(containsString("20261126"))
                .body(containsString("Mario Rossi,Il Conte"))
                .body(containsString("STAY_AT_LAST_LEVEL"))
                .body(containsString("\"toSeat\" : 7"));
    }
}
