package org.tavolo.security;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * docs/security.md#sign-in-from-this-site: a sign-in form posted from another site (login CSRF: a page elsewhere signs
 * the visitor's browser in as the attacker) signs nobody in, whatever the browser tells of where it came from; a
 * sign-in from the sign-in page of this server, or from a client that tells nothing (a script), still works.
 */
@QuarkusTest
class SignInFromAnotherSiteTest {

    private static String here() {
        return "http://localhost:" + RestAssured.port;
    }

    private static Response signIn(UnaryOperator<RequestSpecification> from) {
        return from.apply(given().auth().none().redirects().follow(false))
                .contentType(ContentType.URLENC)
                .formParam("j_username", TestOrganizer.USERNAME)
                .formParam("j_password", TestOrganizer.PASSWORD)
                .post("/j_security_check");
    }

    private static boolean signsIn(Response answer) {
        return answer.headers().getValues("Set-Cookie").stream().anyMatch(c -> c.startsWith("quarkus-credential="));
    }

    @Test
    void aSignInPostedFromAnotherSiteSignsNobodyIn() {
        List<UnaryOperator<RequestSpecification>> elsewhere = List.of(
                r -> r.header("Sec-Fetch-Site", "cross-site").header("Origin", "https://evil.example"),
                r -> r.header("Sec-Fetch-Site", "same-site").header("Origin", "https://tavolo.example.org"),
                r -> r.header("Origin", "https://evil.example"),
                r -> r.header("Origin", "null"),
                r -> r.header("Referer", "https://evil.example/prize.html"));
        for (UnaryOperator<RequestSpecification> from : elsewhere) {
            Response answer = signIn(from);
            assertTrue(!signsIn(answer), "signed in from another site: " + answer.headers());
            assertEquals(303, answer.statusCode());
            assertEquals(
                    "/login", java.net.URI.create(answer.header("Location")).getPath());
        }
    }

    @Test
    void aSignInFromThisSitesPageStillSignsIn() {
        List<UnaryOperator<RequestSpecification>> fromHere = List.of(
                r -> r.header("Sec-Fetch-Site", "same-origin")
                        .header("Origin", here())
                        .header("Referer", here() + "/login"),
                r -> r.header("Origin", here()),
                r -> r.header("Referer", here() + "/login"),
                r -> r);
        for (UnaryOperator<RequestSpecification> from : fromHere) {
            Response answer = signIn(from);
            assertEquals(302, answer.statusCode(), answer.asString());
            assertTrue(signsIn(answer), "not signed in from this site: " + answer.headers());
        }
    }
}
