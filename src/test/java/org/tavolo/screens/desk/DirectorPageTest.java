package org.tavolo.screens.desk;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;

/** Who reaches the director's table page, and what it shows. */
@QuarkusTest
class DirectorPageTest {

    private static long tableOfFour() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        FloorFixtures.entries(t, 4);
        FloorFixtures.draw(t, 7);
        return t;
    }

    @Test
    void aTableDirectorLandsOnTheirTable() {
        long t = tableOfFour();
        String cookie = Directors.issue(t, 1).signIn();
        Directors.withSession(cookie)
                .redirects()
                .follow(false)
                .get("/table")
                .then()
                .statusCode(303)
                .header("Location", endsWith("/director/tournaments/" + t + "/tables/1"));
        Directors.withSession(cookie)
                .get("/director/tournaments/{id}/tables/1", t)
                .then()
                .statusCode(200)
                .body(containsString("id=\"seats\""), containsString("20\u202F000"));
    }

    @Test
    void aDirectorOfAnotherTableIsRefused() {
        long t = tableOfFour();
        String cookie = Directors.issue(t, 2).signIn();
        Directors.withSession(cookie)
                .get("/director/tournaments/{id}/tables/1", t)
                .then()
                .statusCode(403);
    }

    @Test
    void nobodySignedInIsSentToSignIn() {
        long t = tableOfFour();
        io.restassured.RestAssured.given()
                .auth()
                .none()
                .redirects()
                .follow(false)
                .get("/director/tournaments/{id}/tables/1", t)
                .then()
                .statusCode(302)
                .header("Location", endsWith("/login"));
    }

    @Test
    void aDirectorCannotVoidAnEntrySomeoneElseRecorded() {
        long t = tableOfFour();
        long hand = io.restassured.RestAssured.given()
                .contentType(io.restassured.http.ContentType.JSON)
                .body("""
                        {"entryId": "%s", "button": 1, "players": [
                          {"seat": 1, "contributed": 1000, "folded": true}, {"seat": 2, "contributed": 1000, "folded": false},
                          {"seat": 3, "contributed": 1000, "folded": true}, {"seat": 4, "contributed": 1000, "folded": true}]}""".formatted(java.util.UUID.randomUUID()))
                .post("/api/tournaments/{id}/tables/1/hands", t)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("hand");
        String cookie = Directors.issue(t, 1).signIn();
        Directors.withSession(cookie)
                .formParam("entry", hand)
                .formParam("reason", "wrong pot")
                .post("/director/tournaments/{id}/tables/1/void", t)
                .then()
                .statusCode(200)
                .body(containsString("id=\"void-stale\""), not(containsString("id=\"void\"")));
        io.restassured.RestAssured.given()
                .get("/api/tournaments/{id}/hands/{hand}", t, hand)
                .then()
                .statusCode(200)
                .body("status", org.hamcrest.Matchers.equalTo("SETTLED"));
    }

    @Test
    void aChineseSeatsHandsOutOfOrderAreShownAsAFoulAsTheyAreTyped() {
        long t = FloorFixtures.tournament("CHINESE_POKER");
        FloorFixtures.entries(t, 4);
        FloorFixtures.draw(t, 7);
        int seat = FloorFixtures.tables(t).getInt("[0].seats[0].seat");
        String cookie = Directors.issue(t, 1).signIn();
        var request = Directors.withSession(cookie).header("HX-Request", "true");
        String[] first = {"As", "Ks", "Qs", "Js", "8s"};
        String[] second = {"Ah", "Kh", "Qh", "Jh", "Th"};
        for (int k = 0; k < 5; k++) {
            request.formParam("cn-" + seat + "-first-" + (k + 1), first[k]);
            request.formParam("cn-" + seat + "-second-" + (k + 1), second[k]);
        }
        request.queryParam("seat", seat)
                .post("/director/tournaments/{id}/tables/1/chinese/order", t)
                .then()
                .statusCode(200)
                .body(containsString("desk-foul"), containsString("la seconda mano batte la prima mano"));
    }
}
