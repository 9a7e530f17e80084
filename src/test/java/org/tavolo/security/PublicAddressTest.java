package org.tavolo.security;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Json;

/**
 * docs/security.md#public-address: the links the service builds for people (the director's
 * sign-in address and its QR code) use the configured public address, never the request's Host.
 */
@QuarkusTest
class PublicAddressTest {

    private static String publicUrl() {
        return "http://localhost:" + RestAssured.port;
    }

    @Test
    void theSignInAddressOfAnAccessIgnoresTheHostHeader() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        String code = given().header("Host", "evil.example")
                .contentType(ContentType.JSON)
                .body("{\"table\": 1}")
                .post("/api/tournaments/{id}/director-accesses", t)
                .then()
                .statusCode(201)
                .body(Json.at("signInUrl", not(containsString("evil.example"))))
                .extract()
                .jsonPath()
                .getString("code");
        given().header("Host", "evil.example")
                .get("/api/tournaments/{id}/director-accesses", t)
                .then()
                .statusCode(200)
                .body(Json.at("[0].signInUrl", equalTo(publicUrl() + "/login?code=" + code)));
        given().header("Host", "evil.example")
                .get("/organizer/tournaments/{id}/directors", t)
                .then()
                .statusCode(200)
                .body(not(containsString("evil.example")));
    }

    @Test
    void theQrCodeDrawsTheSameAddressWhateverTheHost() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        Directors d = Directors.issue(t, 1);
        String honest = Answers.text(given().get("/api/tournaments/{id}/director-accesses/{a}/qr", t, d.id()), 200);
        given().header("Host", "evil.example")
                .get("/api/tournaments/{id}/director-accesses/{a}/qr", t, d.id())
                .then()
                .statusCode(200)
                .body(equalTo(honest))
                .body(equalTo(QrCodes.svg(publicUrl() + "/login?code=" + d.code())));
    }
}
