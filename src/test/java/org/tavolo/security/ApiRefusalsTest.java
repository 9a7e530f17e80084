package org.tavolo.security;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.testing.Evenings.italianTableOfFour;
import static org.tavolo.testing.TableOne.stacks;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Json;

/**
 * docs/errors.md#sign-in: the API refuses with a problem document (401 {@code unauthenticated} with
 * the Basic challenge, 403 {@code forbidden} or {@code cross-origin}) and changes nothing; the pages
 * keep sending the browser to the sign-in page.
 */
@QuarkusTest
class ApiRefusalsTest {

    private static final String STACKS = "/api/tournaments/{id}/tables/1/stacks";

    private static long drawnTournament() {
        return italianTableOfFour();
    }

    private static String hand() {
        return """
                {"entryId": "%s", "button": 4, "players": [
                  {"seat": 1, "contributed": 1000, "folded": false},
                  {"seat": 2, "contributed": 1000, "folded": true},
                  {"seat": 3, "contributed": 1000, "folded": true},
                  {"seat": 4, "contributed": 1000, "folded": true}]}""".formatted(UUID.randomUUID());
    }

    private static void assertProblem(ValidatableResponse answer, int status, String code) {
        answer.statusCode(status)
                .contentType(startsWith("application/problem+json"))
                .body(Json.at("type", equalTo("/problems/" + code)))
                .body(Json.at("status", equalTo(status)));
    }

    @Test
    void aCallWithoutCredentialsIsAskedToSignInWithAProblemDocumentAndChangesNothing() {
        long t = drawnTournament();
        Map<String, Integer> before = stacks(t);

        ValidatableResponse answer = given().auth()
                .none()
                .contentType(ContentType.JSON)
                .body(hand())
                .post("/api/tournaments/{id}/tables/1/hands", t)
                .then();

        assertProblem(answer, 401, "unauthenticated");
        answer.header("WWW-Authenticate", startsWith("Basic"));
        assertEquals(before, stacks(t));
    }

    @Test
    void wrongCredentialsAreAskedToSignInAgainWithAProblemDocument() {
        long t = drawnTournament();

        ValidatableResponse answer = given().auth()
                .preemptive()
                .basic("organizer", "not-the-password")
                .get("/api/tournaments/{id}/entries", t)
                .then();

        assertProblem(answer, 401, "unauthenticated");
        answer.header("WWW-Authenticate", startsWith("Basic"));
    }

    @Test
    void aDirectorOfAnotherTableIsRefusedWithAProblemDocumentAndChangesNothing() {
        long t = drawnTournament();
        Directors otherTable = Directors.issue(t, 2);
        Map<String, Integer> before = stacks(t);

        ValidatableResponse answer = otherTable
                .basic()
                .contentType(ContentType.JSON)
                .body(hand())
                .post("/api/tournaments/{id}/tables/1/hands", t)
                .then();

        assertProblem(answer, 403, "forbidden");
        assertEquals(before, stacks(t));
    }

    @Test
    void aCookieSignedInChangeFromAnotherSiteIsRefusedAsCrossOrigin() {
        long t = drawnTournament();
        String cookie = Directors.issue(t, 1).signIn();
        Map<String, Integer> before = stacks(t);

        ValidatableResponse answer = given().auth()
                .none()
                .cookie("quarkus-credential", cookie)
                .header("Sec-Fetch-Site", "cross-site")
                .contentType(ContentType.JSON)
                .body(hand())
                .post("/api/tournaments/{id}/tables/1/hands", t)
                .then();

        assertProblem(answer, 403, "cross-origin");
        assertEquals(before, stacks(t));
    }

    @Test
    void pagesStillSendTheBrowserToTheSignInPage() {
        long t = drawnTournament();
        for (String page : new String[] {"/console", "/organizer/accounts", "/director/tournaments/" + t}) {
            given().auth()
                    .none()
                    .redirects()
                    .follow(false)
                    .get(page)
                    .then()
                    .statusCode(302)
                    .header("Location", endsWith("/login"));
        }
    }
}
