package org.tavolo.director;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;

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
}
