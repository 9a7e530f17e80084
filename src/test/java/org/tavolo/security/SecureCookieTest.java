package org.tavolo.security;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** docs/security.md#how-it-works: outside dev mode and tests the session cookie is Secure. */
@QuarkusTest
@TestProfile(SecureCookieTest.AsInProduction.class)
class SecureCookieTest {

    public static class AsInProduction implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("tavolo.security.secure-cookie", "true");
        }
    }

    @Test
    void theSessionCookieIsSentOverHttpsOnly() {
        String session = given()
                .auth()
                .none()
                .redirects()
                .follow(false)
                .contentType(ContentType.URLENC)
                .formParam("j_username", TestOrganizer.USERNAME)
                .formParam("j_password", TestOrganizer.PASSWORD)
                .post("/j_security_check")
                .then()
                .statusCode(302)
                .extract()
                .headers()
                .getValues("Set-Cookie")
                .stream()
                .filter(c -> c.startsWith("quarkus-credential="))
                .findFirst()
                .orElseThrow();
        assertTrue(session.toLowerCase(Locale.ROOT).contains("; secure"), session);
    }
}
