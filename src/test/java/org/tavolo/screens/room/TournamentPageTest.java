package org.tavolo.screens.room;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.Test;
import org.tavolo.live.LiveEventName;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;

@QuarkusTest
class TournamentPageTest {

    private static long holdem(String name) {
        return Answers.id(
                given().contentType(ContentType.JSON)
                        .body(
                                "{\"name\": \"" + name
                                        + "\", \"format\": \"TEXAS_HOLDEM\", \"date\": \"2026-11-27\", \"venue\": \"Circolo Aurora\"}")
                        .post("/api/tournaments"),
                201);
    }

    @Test
    void beforeTheStartThePageSaysSoInTheVisitorsLanguage() {
        long id = holdem("Venerdì freezeout");
        given().auth()
                .none()
                .get("/tournaments/{id}", id)
                .then()
                .statusCode(200)
                .contentType(ContentType.HTML)
                .body(containsString("Venerdì freezeout"))
                .body(containsString("venerdì 27 novembre 2026"))
                .body(containsString("Circolo Aurora"))
                .body(containsString("Texas Hold’em"))
                .body(containsString("Non iniziato"));
        given().auth()
                .none()
                .queryParam("lang", "en")
                .get("/tournaments/{id}", id)
                .then()
                .statusCode(200)
                .body(containsString("Friday 27 November 2026"))
                .body(containsString("Not started"))
                .body(not(containsString("Non iniziato")));
    }

    @Test
    void thePageFollowsTheEveningAndLeadsToClockSeatingAndStandings() {
        long id = holdem("Sabato freezeout");
        StringBuilder csv = new StringBuilder("name,nickname\n");
        for (int i = 1; i <= 12; i++) {
            csv.append("Giocatore ").append(id).append('-').append(i).append(",\n");
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
        Evenings.clock(id, "start");

        given().auth()
                .none()
                .header("Accept-Language", "en")
                .get("/tournaments/{id}", id)
                .then()
                .statusCode(200)
                .body(containsString("Level 1"))
                .body(containsString("25 / 50"))
                .body(containsString("12 of 12"))
                .body(containsString("href=\"/tournaments/" + id + "/clock\""))
                .body(containsString("href=\"/tournaments/" + id + "/seating\""))
                .body(containsString("href=\"/tournaments/" + id + "/standings\""))
                .body(containsString("sse-connect=\"/api/tournaments/" + id + "/events\""));
        given().auth()
                .none()
                .get("/tournaments/{id}/summary", id)
                .then()
                .statusCode(200)
                .body(containsString("Livello 1"))
                .body(containsString("12 di 12"));
    }

    @Test
    void thePageHandsItsScriptTheLiveEventsOfTheOneList() {
        long id = holdem("Lunedì freezeout");
        String events = java.util.Arrays.stream(LiveEventName.values())
                .map(LiveEventName::wireName)
                .collect(java.util.stream.Collectors.joining(" "));
        given().auth()
                .none()
                .get("/tournaments/{id}", id)
                .then()
                .statusCode(200)
                .body(containsString("<script src=\"/js/live.js\" data-events=\"" + events + "\" defer></script>"));
    }

    @Test
    void thePageNeverReloadsItself() {
        long id = holdem("Domenica freezeout");
        given().auth()
                .none()
                .get("/tournaments/{id}", id)
                .then()
                .statusCode(200)
                .body(not(containsString("http-equiv=\"refresh\"")));
    }

    @Test
    void anUnknownTournamentPageIsNotFound() {
        given().accept(ContentType.HTML)
                .when()
                .get("/tournaments/{id}", Long.MAX_VALUE)
                .then()
                .statusCode(404)
                .contentType(ContentType.HTML)
                .body(containsString("Pagina non trovata"), not(containsString("/problems/")));
    }
}
