package org.tavolo.screens.account;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.security.OrganizerIds;
import org.tavolo.security.Organizers;
import org.tavolo.security.TestOrganizer;
import org.tavolo.table.FloorFixtures;

/** docs/security.md: the organizer pages are for organizers only. */
@QuarkusTest
class OrganizerPagesTest {

    @Test
    void thePublicIsSentToSignInAndDirectorsAreRefused() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        Directors d = Directors.issue(t, null);
        given().auth()
                .none()
                .redirects()
                .follow(false)
                .get("/organizer/accounts")
                .then()
                .statusCode(302)
                .header("Location", endsWith("/login"));
        d.basic().get("/organizer/accounts").then().statusCode(403);
        d.basic().get("/organizer/tournaments/{id}/directors", t).then().statusCode(403);
        Organizers.signedIn()
                .get("/organizer/accounts")
                .then()
                .statusCode(200)
                .body(containsString(TestOrganizer.USERNAME));
    }

    @Test
    void anOrganizerIssuesAnAccessOnThePageAndSeesItsPinOnce() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        given().contentType(ContentType.URLENC)
                .formParam("table", "2")
                .formParam("label", "Marco")
                .post("/organizer/tournaments/{id}/directors", t)
                .then()
                .statusCode(200)
                .body(containsString("PIN"))
                .body(containsString("/qr"));
        given().get("/organizer/tournaments/{id}/directors", t)
                .then()
                .statusCode(200)
                .body(containsString("Marco"));
    }

    @Test
    void aDisabledOrganizerCannotSignIn() {
        String username = "leaving" + System.nanoTime() % 100000;
        Organizers.add(username, "a-long-enough-password");
        String cookie = Directors.signIn(username, "a-long-enough-password");
        Directors.withSession(cookie).get("/api/players").then().statusCode(200);
        long id = OrganizerIds.of(username);
        Organizers.signedIn()
                .redirects()
                .follow(false)
                .post("/organizer/accounts/{a}/disable", id)
                .then()
                .statusCode(303);
        Directors.withSession(cookie).get("/api/players").then().statusCode(403);
        given().auth()
                .preemptive()
                .basic(username, "a-long-enough-password")
                .get("/api/players")
                .then()
                .statusCode(401);
    }

    /** Every page form answers a page (docs/architecture.md#pages): the refusal in its summary, what was typed kept. */
    @Test
    void aRefusedAccessAnswersThePageWithWhyAndWhatWasTyped() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        String before = accessesOf(t);
        given().contentType(ContentType.URLENC)
                .header("Accept-Language", "it")
                .formParam("table", "0")
                .formParam("label", "Sala grande")
                .post("/organizer/tournaments/{id}/directors", t)
                .then()
                .statusCode(400)
                .contentType(startsWith("text/html"))
                .body(containsString("class=\"error-summary\""))
                .body(containsString("value=\"0\""))
                .body(containsString("value=\"Sala grande\""));
        assertEquals(before, accessesOf(t), "no access was issued");
    }

    @Test
    void aRefusedTokenOrAccountAnswersThePageWithWhyAndWhatWasTyped() {
        String label = "t".repeat(101);
        Organizers.signedIn()
                .contentType(ContentType.URLENC)
                .formParam("label", label)
                .post("/organizer/tokens")
                .then()
                .statusCode(400)
                .contentType(startsWith("text/html"))
                .body(containsString("class=\"error-summary\""))
                .body(containsString("value=\"" + label + "\""));
        Organizers.signedIn()
                .contentType(ContentType.URLENC)
                .formParam("username", "")
                .formParam("password", "")
                .post("/organizer/accounts")
                .then()
                .statusCode(400)
                .contentType(startsWith("text/html"))
                .body(containsString("class=\"error-summary\""))
                .body(not(containsString("problems/")));
    }

    private static String accessesOf(long tournament) {
        return given().get("/api/tournaments/{id}/director-accesses", tournament)
                .asString();
    }
}
