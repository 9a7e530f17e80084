package org.tavolo.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.Test;

@QuarkusTest
class TournamentPageTest {

    private static long holdem(String name) {
        return given().contentType(ContentType.JSON)
                .body("{\"name\": \"" + name
                        + "\", \"format\": \"TEXAS_HOLDEM\", \"date\": \"2026-11-27\", \"venue\": \"Circolo Aurora\"}")
                .post("/api/tournaments")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
    }

    @Test
    void beforeTheDrawThePageSaysTablesAreNotDrawnYet() {
        long id = holdem("Venerdì freezeout");
        given().when()
                .get("/tournaments/{id}", id)
                .then()
                .statusCode(200)
                .contentType(ContentType.HTML)
                .body(containsString("Venerdì freezeout"))
                .body(containsString("Texas Hold’em"))
                .body(containsString("Not started"))
                .body(containsString("Tables and seats are drawn when registration closes."))
                .body(containsString("No results yet."));
    }

    @Test
    void playersReadTheClockAndWhereEveryoneSits() {
        long id = holdem("Sabato freezeout");
        StringBuilder csv = new StringBuilder("name,nickname\n");
        for (int i = 1; i <= 12; i++) {
            csv.append("Giocatore ")
                    .append(id)
                    .append('-')
                    .append(i)
                    .append(i == 7 ? ",Il Conte" : ",")
                    .append('\n');
        }
        given().contentType("text/csv")
                .body(csv.toString())
                .post("/api/tournaments/{id}/entries/csv", id)
                .then()
                .statusCode(201);
        given().contentType(ContentType.JSON)
                .body("{\"seed\": 42}")
                .post("/api/tournaments/{id}/draws", id)
                .then()
                .statusCode(201);
        given().post("/api/tournaments/{id}/clock/start", id).then().statusCode(200);

        given().when()
                .get("/tournaments/{id}", id)
                .then()
                .statusCode(200)
                .body(containsString("Level 1"))
                .body(containsString("25 / 50"))
                .body(containsString("12 of 12"))
                .body(containsString("Table 1"))
                .body(containsString("Table 2"))
                .body(containsString("Giocatore " + id + "-12"))
                .body(containsString("“Il Conte”"))
                .body(not(containsString("Tables and seats are drawn")));
    }

    @Test
    void theHomePageLinksToTheTournamentPage() {
        long id = holdem("Domenica freezeout");
        given().when().get("/").then().statusCode(200).body(containsString("href=\"/tournaments/" + id + "\""));
    }

    @Test
    void anUnknownTournamentPageIsNotFound() {
        given().accept(ContentType.HTML)
                .when()
                .get("/tournaments/{id}", Long.MAX_VALUE)
                .then()
                .statusCode(404)
                .contentType("application/problem+json");
    }
}
