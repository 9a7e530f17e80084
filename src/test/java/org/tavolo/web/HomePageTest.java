package org.tavolo.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.Test;

@QuarkusTest
class HomePageTest {

    @Test
    void homePageListsAnnouncedTournaments() {
        given().contentType(ContentType.JSON)
                .body(
                        "{\"name\": \"Serata <Cinese> & amici\", \"format\": \"CHINESE_POKER\", \"date\": \"2026-12-03\"}")
                .post("/api/tournaments")
                .then()
                .statusCode(201);

        given().when()
                .get("/")
                .then()
                .statusCode(200)
                .contentType(ContentType.HTML)
                .body(containsString("Serata &lt;Cinese&gt; &amp; amici"))
                .body(containsString("Chinese poker"));
    }

    @Test
    void openApiAndHealthAreServed() {
        given().when().get("/q/openapi?format=json").then().statusCode(200).body(containsString("/api/tournaments"));
        given().when().get("/q/health").then().statusCode(200).body(containsString("\"status\": \"UP\""));
        given().when().get("/q/swagger-ui/").then().statusCode(200);
    }
}
