package org.tavolo.security;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

/**
 * docs/security.md#http-basic: a username and password sent over HTTP Basic are checked against
 * their bcrypt hash once, then remembered for a short while; a password change or a disabled
 * account ends the remembered check at once.
 */
@QuarkusTest
class BasicCheckTest {

    @Inject
    Passwords passwords;

    @Test
    void repeatedBasicCallsAreCheckedAgainstTheHashOnce() {
        String username = Organizers.fresh("basic");
        long before = passwords.verifications();
        for (int i = 0; i < 10; i++) {
            Organizers.basic(username).get("/api/players").then().statusCode(200);
        }
        assertEquals(1, passwords.verifications() - before);
    }

    @Test
    void aPasswordChangeEndsTheRememberedCheckAtOnce() {
        String username = Organizers.fresh("basic");
        Organizers.basic(username).get("/api/players").then().statusCode(200);

        Organizers.signedIn()
                .contentType(ContentType.URLENC)
                .formParam("current", TestOrganizer.PASSWORD)
                .formParam("password", "another-long-password")
                .redirects()
                .follow(false)
                .post("/organizer/accounts/{a}/password", OrganizerIds.of(username))
                .then()
                .statusCode(303);

        Organizers.basic(username).get("/api/players").then().statusCode(401);
        given().auth()
                .preemptive()
                .basic(username, "another-long-password")
                .get("/api/players")
                .then()
                .statusCode(200);
    }

    @Test
    void disablingAnAccountEndsTheRememberedCheckAtOnce() {
        String username = Organizers.fresh("basic");
        Organizers.basic(username).get("/api/players").then().statusCode(200);

        Organizers.disable(username);

        Organizers.basic(username).get("/api/players").then().statusCode(401);
    }

    @Test
    void aWrongPasswordIsNeverTakenForARememberedOne() {
        String username = Organizers.fresh("basic");
        Organizers.basic(username).get("/api/players").then().statusCode(200);
        given().auth()
                .preemptive()
                .basic(username, Organizers.PASSWORD + "x")
                .get("/api/players")
                .then()
                .statusCode(401);
    }
}
