package org.tavolo.security;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.testing.Evenings.italianTableOfFour;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Api;
import org.tavolo.testing.Bound;
import org.tavolo.testing.Json;
import org.tavolo.testing.Waiting;

/** docs/security.md: director accesses lock, expire and end when revoked; sessions are guarded. */
@QuarkusTest
class SignInTest {

    private static final String STACKS = "/api/tournaments/{id}/tables/1/stacks";

    private static long drawnTournament() {
        return italianTableOfFour();
    }

    private static Map<String, Object> access(long t, Directors d) {
        return Answers.json(given().get("/api/tournaments/{id}/director-accesses", t), 200)
                .getMap("find { it.id == " + d.id() + " }");
    }

    @Test
    void fiveWrongPinsLockTheAccessUntilAnOrganizerUnlocksIt() {
        long t = drawnTournament();
        Directors d = Directors.issue(t, 1);
        String wrong = d.pin().equals("000000") ? "111111" : "000000";
        for (int i = 0; i < DirectorAccess.MAX_FAILED_PINS; i++) {
            assertNull(Directors.signIn(d.code(), wrong));
        }
        assertEquals(true, access(t, d).get("locked"));
        assertEquals(5, access(t, d).get("failedAttempts"));
        assertNull(Directors.signIn(d.code(), d.pin()), "a locked access refuses even the right PIN");
        d.basic().get(STACKS, t).then().statusCode(401);

        given().post("/api/tournaments/{id}/director-accesses/{a}/unlock", t, d.id())
                .then()
                .statusCode(200)
                .body(Json.at("locked", equalTo(false)))
                .body(Json.at("failedAttempts", equalTo(0)));
        assertNotNull(Directors.signIn(d.code(), d.pin()));
    }

    @Test
    void unlockingAnAccessDoesNotBringBackTheSessionsTheLockEnded() {
        long t = drawnTournament();
        Directors d = Directors.issue(t, 1);
        String cookie = d.signIn();
        Directors.withSession(cookie).get(STACKS, t).then().statusCode(200);
        String wrong = d.pin().equals("000000") ? "111111" : "000000";
        for (int i = 0; i < DirectorAccess.MAX_FAILED_PINS; i++) {
            assertNull(Directors.signIn(d.code(), wrong));
        }
        Directors.withSession(cookie).get(STACKS, t).then().statusCode(403);

        given().post("/api/tournaments/{id}/director-accesses/{a}/unlock", t, d.id())
                .then()
                .statusCode(200)
                .body(Json.at("locked", equalTo(false)));

        Directors.withSession(cookie).get(STACKS, t).then().statusCode(403);
        String again = d.signIn();
        assertNotNull(again, "the access signs in anew");
        Directors.withSession(again).get(STACKS, t).then().statusCode(200);
    }

    @Test
    void repeatedFailedSignInsOfOneUserMustWaitBeforeTheNextTry() {
        String username = "throttled" + System.nanoTime() % 100000;
        Organizers.add(username, "a-long-enough-password");
        for (int i = 0; i < 5; i++) {
            assertNull(Directors.signIn(username, "wrong-password"));
        }
        assertNull(Directors.signIn(username, "a-long-enough-password"), "too soon after five failures");
        // the wait is a second in tests: tried again until it has passed, for at most ten seconds
        Waiting.until(
                "the same password is taken once the wait is over",
                Duration.ofSeconds(10),
                () -> Directors.signIn(username, "a-long-enough-password") != null);
    }

    @Test
    void revokingAnAccessEndsItsSessionOnTheNextRequest() {
        long t = drawnTournament();
        Directors d = Directors.issue(t, 1);
        String cookie = d.signIn();
        Directors.withSession(cookie).get(STACKS, t).then().statusCode(200);

        given().post("/api/tournaments/{id}/director-accesses/{a}/revoke", t, d.id())
                .then()
                .statusCode(200)
                .body(Json.at("revokedAt", notNullValue()));
        Directors.withSession(cookie).get(STACKS, t).then().statusCode(403);
        d.basic().get(STACKS, t).then().statusCode(401);
    }

    @Test
    void anExpiredAccessEndsItsSessionOnTheNextRequest() {
        long t = drawnTournament();
        Directors d = Directors.issue(t, 1);
        String cookie = d.signIn();
        Directors.withSession(cookie).get(STACKS, t).then().statusCode(200);

        QuarkusTransaction.requiringNew().run(() -> DirectorAccess.byCode(d.code())
                .orElseThrow()
                .expire(Instant.now().minusSeconds(1)));
        Directors.withSession(cookie).get(STACKS, t).then().statusCode(403);
        Directors.withSession(cookie).get("/login").then().statusCode(200);
    }

    @Test
    void aCookieSignedInChangeFromAnotherSiteIsRefusedAndChangesNothing() {
        String cookie = Directors.signIn(TestOrganizer.USERNAME, TestOrganizer.PASSWORD);
        assertNotNull(cookie);
        String body = "{\"name\": \"Forged\", \"format\": \"ITALIAN_DRAW\", \"date\": \"2026-11-26\"}";
        int before = Api.sizeOf("/api/tournaments");

        given().auth()
                .none()
                .cookie("quarkus-credential", cookie)
                .header("Sec-Fetch-Site", "cross-site")
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/tournaments")
                .then()
                .statusCode(403);
        given().auth()
                .none()
                .cookie("quarkus-credential", cookie)
                .header("Origin", "https://evil.example")
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/tournaments")
                .then()
                .statusCode(403);
        given().auth()
                .none()
                .cookie("quarkus-credential", cookie)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/tournaments")
                .then()
                .statusCode(403);
        assertEquals(before, Api.sizeOf("/api/tournaments"));

        Directors.withSession(cookie)
                .contentType(ContentType.JSON)
                .body(body)
                .post("/api/tournaments")
                .then()
                .statusCode(201);
    }

    @Test
    void theSessionCookieIsHttpOnlyAndSameSiteStrict() {
        String session = Directors.sessionCookieHeader(TestOrganizer.USERNAME, TestOrganizer.PASSWORD);
        assertTrue(session.toLowerCase(Locale.ROOT).contains("httponly"), session);
        assertTrue(session.contains("SameSite=Strict"), session);
    }

    @Test
    void pagesAndAnswersCarryTheSecurityHeaders() {
        for (String path : List.of("/", "/login", "/api/tournaments")) {
            given().auth()
                    .none()
                    .get(path)
                    .then()
                    .statusCode(200)
                    .header(
                            "Content-Security-Policy",
                            equalTo("default-src 'self'; script-src 'self'; "
                                    + "style-src 'self'; img-src 'self' data:; frame-ancestors 'none'"))
                    .header("X-Content-Type-Options", equalTo("nosniff"))
                    .header("Referrer-Policy", equalTo("same-origin"));
        }
    }

    @Test
    void theApiDocumentationPageAloneMayRunItsBundledInlineScript() {
        given().auth()
                .none()
                .get("/q/swagger-ui/")
                .then()
                .statusCode(200)
                .header("Content-Security-Policy", containsString("script-src 'self' 'unsafe-inline'"))
                .header("Content-Security-Policy", containsString("frame-ancestors 'none'"));
        given().auth()
                .none()
                .post("/api/tournaments")
                .then()
                .statusCode(401)
                .header("Content-Security-Policy", containsString("script-src 'self';"));
    }

    @Test
    void theAuditTrailNamesTheDirectorAccessThatMadeAChange() {
        long t = drawnTournament();
        Directors d = Directors.issue(t, 1);
        d.basic()
                .contentType(ContentType.JSON)
                .body(Bound.hand(t, 1, """
                        {"entryId": "audit-1", "button": 4, "players": [
                          {"seat": 1, "contributed": 1000, "folded": false},
                          {"seat": 2, "contributed": 1000, "folded": true},
                          {"seat": 3, "contributed": 1000, "folded": true},
                          {"seat": 4, "contributed": 1000, "folded": true}]}"""))
                .post("/api/tournaments/{id}/tables/1/hands", t)
                .then()
                .statusCode(200);
        given().get("/api/tournaments/{id}/audit", t)
                .then()
                .statusCode(200)
                .body(Json.at("actor", hasItem(d.code() + " (Table 1)")))
                .body(Json.at("actor", hasItem(TestOrganizer.USERNAME)));
    }

    @Test
    void theQrCodeOpensTheSignInPageWithTheCodeFilledIn() {
        long t = drawnTournament();
        Directors d = Directors.issue(t, 1);
        given().get("/api/tournaments/{id}/director-accesses/{a}/qr", t, d.id())
                .then()
                .statusCode(200)
                .contentType(containsString("image/svg+xml"))
                .body(containsString("<svg"));
        given().auth()
                .none()
                .get("/login?code=" + d.code())
                .then()
                .statusCode(200)
                .body(containsString("value=\"" + d.code() + "\""));
    }
}
