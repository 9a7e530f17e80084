package org.tavolo.security;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * docs/security.md#how-it-works: outside dev mode and tests the session cookie is Secure. Production's
 * setting is read from application.properties and applied, by {@link ProductionCookieWhenAsked}, to
 * the sign-ins that ask for it, in the test server every test shares (no second server started under
 * a test profile).
 */
@QuarkusTest
class SecureCookieTest {

    @Test
    void theSessionCookieIsSentOverHttpsOnly() {
        assertTrue(ProductionCookieWhenAsked.secureInProduction(), "production's setting marks the cookie Secure");
        String session = sessionCookie(true);
        assertTrue(session.toLowerCase(Locale.ROOT).contains("; secure"), session);
        // the tests' own setting (as dev mode's) leaves it unmarked: the mark is the setting's doing
        String tests = sessionCookie(false);
        assertFalse(tests.toLowerCase(Locale.ROOT).contains("; secure"), tests);
    }

    /** The session cookie the sign-in sends, as production sends it or as the tests' server does. */
    private static String sessionCookie(boolean asInProduction) {
        var request = given().auth().none().redirects().follow(false);
        if (asInProduction) {
            request.header(ProductionCookieWhenAsked.HEADER, "yes");
        }
        return request
                .contentType(ContentType.URLENC)
                .formParam("j_username", TestOrganizer.USERNAME)
                .formParam("j_password", TestOrganizer.PASSWORD)
                .post("/j_security_check")
                .then()
                .extract()
                .headers()
                .getValues("Set-Cookie")
                .stream()
                .filter(c -> c.startsWith("quarkus-credential="))
                .findFirst()
                .orElseThrow();
    }
}
