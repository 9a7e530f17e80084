package org.tavolo.security;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Stored;

/**
 * docs/security.md#sessions: signing out ends that session, for reads and writes alike; a password
 * reset or disabling an account ends every session of the account at once; a change signed in by
 * the cookie is held to the same-origin check whatever else the request carries.
 */
@QuarkusTest
class SessionEndTest {

    private static final String PLAYERS = "/api/players";

    private static int addPlayer(String cookie) {
        return Directors.withSession(cookie)
                .contentType(ContentType.JSON)
                .body("{\"name\": \"Sessione " + System.nanoTime() % 100000 + "\"}")
                .post(PLAYERS)
                .statusCode();
    }

    @Test
    void signingOutEndsThatSessionForReadsAndWrites() {
        String username = Organizers.fresh("session");
        String cookie = Directors.signIn(username, Organizers.PASSWORD);
        assertNotNull(cookie);
        Directors.withSession(cookie).get(PLAYERS).then().statusCode(200);

        Directors.withSession(cookie)
                .redirects()
                .follow(false)
                .post("/logout")
                .then()
                .statusCode(303);

        Directors.withSession(cookie).get(PLAYERS).then().statusCode(403);
        long before = Stored.players();
        assertEquals(403, addPlayer(cookie));
        assertEquals(before, Stored.players(), "nothing was added");
    }

    @Test
    void signingOutFromAnotherSiteIsRefusedAndTheSessionGoesOn() {
        String username = Organizers.fresh("session");
        String cookie = Directors.signIn(username, Organizers.PASSWORD);
        for (String[] header : new String[][] {{"Origin", "https://evil.example"}, {"Sec-Fetch-Site", "cross-site"}}) {
            given().auth()
                    .none()
                    .cookie("quarkus-credential", cookie)
                    .header(header[0], header[1])
                    .redirects()
                    .follow(false)
                    .post("/logout")
                    .then()
                    .statusCode(403);
        }
        Directors.withSession(cookie).get(PLAYERS).then().statusCode(200);
    }

    @Test
    void signingOutTellsTheBrowserToForgetWhatItKept() {
        String cookie = Directors.signIn(Organizers.fresh("session"), Organizers.PASSWORD);
        Directors.withSession(cookie)
                .redirects()
                .follow(false)
                .post("/logout")
                .then()
                .statusCode(303)
                .header("Clear-Site-Data", containsString("\"cache\""));
    }

    @Test
    void changingOnesOwnPasswordSignsOutAndTellsTheBrowserToForgetWhatItKept() {
        String username = Organizers.fresh("session");
        String cookie = Directors.signIn(username, Organizers.PASSWORD);
        Directors.withSession(cookie)
                .contentType(ContentType.URLENC)
                .formParam("current", Organizers.PASSWORD)
                .formParam("password", "another-long-password")
                .redirects()
                .follow(false)
                .post("/organizer/accounts/{a}/password", OrganizerIds.of(username))
                .then()
                .statusCode(303)
                .header("Location", endsWith("/login"))
                .header("Clear-Site-Data", containsString("\"cache\""));
        Directors.withSession(cookie).get(PLAYERS).then().statusCode(403);
    }

    @Test
    void signingOutEndsOnlyThatSession() {
        String username = Organizers.fresh("session");
        String kept = Directors.signIn(username, Organizers.PASSWORD);
        String left = Directors.signIn(username, Organizers.PASSWORD);

        Directors.withSession(left)
                .redirects()
                .follow(false)
                .post("/logout")
                .then()
                .statusCode(303);

        Directors.withSession(left).get(PLAYERS).then().statusCode(403);
        Directors.withSession(kept).get(PLAYERS).then().statusCode(200);
    }

    @Test
    void aPasswordResetEndsEverySessionOfTheAccountAtOnce() {
        String username = Organizers.fresh("session");
        String one = Directors.signIn(username, Organizers.PASSWORD);
        String two = Directors.signIn(username, Organizers.PASSWORD);
        Directors.withSession(one).get(PLAYERS).then().statusCode(200);

        Organizers.signedIn()
                .contentType(ContentType.URLENC)
                .formParam("current", TestOrganizer.PASSWORD)
                .formParam("password", "another-long-password")
                .redirects()
                .follow(false)
                .post("/organizer/accounts/{a}/password", OrganizerIds.of(username))
                .then()
                .statusCode(303);

        Directors.withSession(one).get(PLAYERS).then().statusCode(403);
        Directors.withSession(two).get(PLAYERS).then().statusCode(403);
        long before = Stored.players();
        assertEquals(403, addPlayer(two));
        assertEquals(before, Stored.players());
        assertNotNull(Directors.signIn(username, "another-long-password"), "the new password signs in");
    }

    @Test
    void disablingAnAccountEndsEverySessionOfItAtOnce() {
        String username = Organizers.fresh("session");
        String cookie = Directors.signIn(username, Organizers.PASSWORD);
        Directors.withSession(cookie).get(PLAYERS).then().statusCode(200);

        Organizers.disable(username);
        Organizers.signedIn()
                .redirects()
                .follow(false)
                .post("/organizer/accounts/{a}/enable", OrganizerIds.of(username))
                .then()
                .statusCode(303);

        Directors.withSession(cookie).get(PLAYERS).then().statusCode(403);
    }

    @Test
    void anAuthorizationHeaderThatDidNotSignTheRequestInDoesNotSkipTheSameOriginCheck() {
        String cookie = Directors.signIn(TestOrganizer.USERNAME, TestOrganizer.PASSWORD);
        long before = Stored.players();
        for (String header : new String[] {"Bearer x", "Negotiate abc", "Digest username=\"x\""}) {
            int status = given().auth()
                    .none()
                    .cookie("quarkus-credential", cookie)
                    .header("Authorization", header)
                    .header("Origin", "https://evil.example")
                    .contentType(ContentType.JSON)
                    .body("{\"name\": \"Forged Player\"}")
                    .post(PLAYERS)
                    .statusCode();
            assertNotEquals(201, status, header);
        }
        assertEquals(before, Stored.players(), "nothing was added");
    }
}
