package org.tavolo.security;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Answers;

/**
 * docs/security.md#account-pages: an API token signs in calls to the API only, and not to {@code
 * /api/tokens}; the account pages (passwords, new organizers, tokens) take neither HTTP Basic nor a
 * token, only a session opened at the sign-in form, from a page of this server, and a password
 * changes only with the signed-in organizer's current password.
 */
@QuarkusTest
class TokensAreForTheApiTest {

    private static final String EVIL = "https://evil.example";

    private static String tokenOf(String username) {
        return Answers.json(
                        Organizers.basic(username)
                                .contentType(ContentType.JSON)
                                .body("{\"label\": \"script\"}")
                                .post("/api/tokens"),
                        201)
                .getString("token");
    }

    private static RequestSpecification bearer(String token) {
        return given().auth()
                .none()
                .header("Authorization", "Bearer " + token)
                .redirects()
                .follow(false);
    }

    private static boolean exists(String username) {
        return QuarkusTransaction.requiringNew()
                .call(() -> Organizer.byUsername(username).isPresent());
    }

    private static int tokenCount(String username) {
        return Answers.json(Organizers.basic(username).get("/api/tokens"), 200)
                .getList("$")
                .size();
    }

    @Test
    void aTokenSignsInTheApiButNotTheTokensThemselves() {
        String username = Organizers.fresh("scoped");
        String token = tokenOf(username);
        bearer(token).get("/api/players").then().statusCode(200);

        bearer(token).get("/api/tokens").then().statusCode(403).contentType("application/problem+json");
        bearer(token)
                .contentType(ContentType.JSON)
                .body("{\"label\": \"another\"}")
                .post("/api/tokens")
                .then()
                .statusCode(403)
                .contentType("application/problem+json");
        assertEquals(1, tokenCount(username), "no token was made by a token");
    }

    @Test
    void aTokenNeitherChangesItsOrganizersPasswordNorAddsOrganizers() {
        String username = Organizers.fresh("scoped");
        String token = tokenOf(username);
        String added = "added" + System.nanoTime() % 1000000;

        bearer(token).get("/organizer/accounts").then().statusCode(403);
        bearer(token)
                .header("Origin", EVIL)
                .contentType(ContentType.URLENC)
                .formParam("password", "taken-over-password")
                .post("/organizer/accounts/{a}/password", OrganizerIds.of(username))
                .then()
                .statusCode(403);
        bearer(token)
                .header("Origin", EVIL)
                .contentType(ContentType.URLENC)
                .formParam("username", added)
                .formParam("password", Organizers.PASSWORD)
                .post("/organizer/accounts")
                .then()
                .statusCode(403);
        bearer(token)
                .contentType(ContentType.URLENC)
                .formParam("label", "from a token")
                .post("/organizer/tokens")
                .then()
                .statusCode(403);

        assertNotNull(Directors.signIn(username, Organizers.PASSWORD), "the password is as it was");
        assertNull(Directors.signIn(username, "taken-over-password"));
        assertTrue(!exists(added), "no organizer was added");
        assertEquals(1, tokenCount(username));
    }

    @Test
    void aTokenOpensNoPage() {
        String token = tokenOf(Organizers.fresh("scoped"));
        bearer(token).get("/console/tournaments").then().statusCode(403);
        bearer(token).get("/organizer/accounts").then().statusCode(403);
    }

    @Test
    void httpBasicOpensNoAccountPage() {
        String added = "basic" + System.nanoTime() % 1000000;
        given().get("/organizer/accounts").then().statusCode(403);
        given().redirects()
                .follow(false)
                .contentType(ContentType.URLENC)
                .formParam("username", added)
                .formParam("password", Organizers.PASSWORD)
                .post("/organizer/accounts")
                .then()
                .statusCode(403);
        given().redirects()
                .follow(false)
                .contentType(ContentType.URLENC)
                .formParam("label", "over basic")
                .post("/organizer/tokens")
                .then()
                .statusCode(403);
        assertTrue(!exists(added), "no organizer was added");
    }

    @Test
    void anAccountFormFromAnotherSiteChangesNothing() {
        String cookie = Directors.signIn(TestOrganizer.USERNAME, TestOrganizer.PASSWORD);
        String added = "forged" + System.nanoTime() % 1000000;
        given().auth()
                .none()
                .cookie("quarkus-credential", cookie)
                .header("Origin", EVIL)
                .redirects()
                .follow(false)
                .contentType(ContentType.URLENC)
                .formParam("username", added)
                .formParam("password", Organizers.PASSWORD)
                .post("/organizer/accounts")
                .then()
                .statusCode(403);
        assertTrue(!exists(added), "no organizer was added");
    }

    @Test
    void aPasswordChangesOnlyWithTheSignedInOrganizersCurrentPassword() {
        String username = Organizers.fresh("scoped");
        long id = OrganizerIds.of(username);
        String me = Directors.signIn(username, Organizers.PASSWORD);

        for (String current : new String[] {"", "not-my-password"}) {
            Directors.withSession(me)
                    .contentType(ContentType.URLENC)
                    .formParam("current", current)
                    .formParam("password", "the-next-password")
                    .redirects()
                    .follow(false)
                    .post("/organizer/accounts/{a}/password", id)
                    .then()
                    .statusCode(400)
                    .contentType(containsString("text/html"))
                    .body(containsString("id=\"password-error-" + id + "\""));
        }
        assertNotNull(Directors.signIn(username, Organizers.PASSWORD), "the password is as it was");

        Directors.withSession(me)
                .contentType(ContentType.URLENC)
                .formParam("current", Organizers.PASSWORD)
                .formParam("password", "the-next-password")
                .redirects()
                .follow(false)
                .post("/organizer/accounts/{a}/password", id)
                .then()
                .statusCode(303);
        assertNull(Directors.signIn(username, Organizers.PASSWORD));
        assertNotNull(Directors.signIn(username, "the-next-password"), "the new password signs in");
    }

    @Test
    void anotherOrganizersPasswordIsResetWithTheSignedInOrganizersOwn() {
        String username = Organizers.fresh("scoped");
        long id = OrganizerIds.of(username);
        Organizers.signedIn()
                .contentType(ContentType.URLENC)
                .formParam("current", "not-my-password")
                .formParam("password", "a-reset-password")
                .post("/organizer/accounts/{a}/password", id)
                .then()
                .statusCode(400);
        assertNotNull(Directors.signIn(username, Organizers.PASSWORD), "the password is as it was");

        Organizers.signedIn()
                .contentType(ContentType.URLENC)
                .formParam("current", TestOrganizer.PASSWORD)
                .formParam("password", "a-reset-password")
                .redirects()
                .follow(false)
                .post("/organizer/accounts/{a}/password", id)
                .then()
                .statusCode(303);
        assertNotNull(Directors.signIn(username, "a-reset-password"));
        given().auth()
                .preemptive()
                .basic(username, "a-reset-password")
                .get("/api/players")
                .then()
                .statusCode(200);
    }
}
