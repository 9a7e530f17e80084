package org.tavolo.common.error;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.testing.Evenings.italianTableOfFour;
import static org.tavolo.testing.TableOne.stacks;
import static org.tavolo.testing.TableOne.tripsBeatTwoPair;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.testing.EmbeddedDatabase;
import org.tavolo.testing.Waiting;

/**
 * While PostgreSQL is away, every request answers 503 with Retry-After within a second and changes
 * nothing; once it is back, the service recovers by itself, and hands resent with the same
 * idempotency keys are recorded exactly once.
 */
@QuarkusTest
class DatabaseOutageTest {

    private static Response send(long t, String entryId) {
        return given().contentType(ContentType.JSON)
                .body(tripsBeatTwoPair(entryId))
                .post("/api/tournaments/{id}/tables/1/hands", t);
    }

    /**
     * Answered 503 database-unavailable: the request gave up on a connection after the pool's acquisition timeout
     * (org.tavolo.common.error.ProblemMapper), which {@link #aRequestWaitsLessThanASecondForAConnection} bounds.
     */
    private static void assertUnavailableQuickly(Response answer) {
        assertEquals(503, answer.statusCode(), answer.asString());
        assertTrue(answer.contentType().startsWith("application/problem+json"));
        assertEquals("/problems/database-unavailable", answer.jsonPath().getString("type"));
        assertNotNull(answer.header("Retry-After"));
    }

    /** While the database is away, a request waits for a connection, then for its login, each less than a second. */
    @Test
    void aRequestWaitsLessThanASecondForAConnection() {
        Config config = ConfigProvider.getConfig();
        Duration acquisition = config.getValue("quarkus.datasource.jdbc.acquisition-timeout", Duration.class);
        Duration login = config.getValue("quarkus.datasource.jdbc.login-timeout", Duration.class);
        assertTrue(acquisition.compareTo(Duration.ofSeconds(1)) < 0, "a connection is waited for " + acquisition);
        assertTrue(login.compareTo(Duration.ofSeconds(1)) <= 0, "a login is waited for " + login);
    }

    @Test
    void anOutageAnswers503QuicklyAndResentHandsAreRecordedOnce() throws Exception {
        EmbeddedDatabase.assumeStoppable();
        long t = italianTableOfFour();
        Map<String, Integer> before = stacks(t);
        List<String> keys = List.of(key(), key(), key());

        EmbeddedDatabase.stop();
        try {
            for (String key : keys) {
                assertUnavailableQuickly(send(t, key));
            }
            assertUnavailableQuickly(given().get("/api/tournaments/{id}", t));
            assertUnavailableQuickly(given().get("/api/tournaments/{id}/tables/1/stacks", t));
            // Health probes come from load balancers and monitors, without credentials.
            Response health = given().auth().none().get("/q/health/ready");
            assertEquals(503, health.statusCode());
            assertEquals("DOWN", health.jsonPath().getString("status"));
        } finally {
            EmbeddedDatabase.start();
        }
        Waiting.untilReady(Duration.ofSeconds(30));

        for (String key : keys) {
            assertEquals(200, send(t, key).statusCode());
        }
        for (String key : keys) {
            send(t, key); // a resend answers the stored result and changes nothing
        }
        Map<String, Integer> after = stacks(t);
        assertEquals(before.get("1") + 3 * 5_000, after.get("1"));
        assertEquals(before.get("2") - 3 * 3_000, after.get("2"));
        assertEquals(before.get("3") - 3 * 1_000, after.get("3"));
        assertEquals(before.get("4") - 3 * 1_000, after.get("4"));
    }

    @Test
    void checkingWhoCallsWhileTheDatabaseIsAwayAnswers503RatherThanARefusal() throws Exception {
        EmbeddedDatabase.assumeStoppable();
        long t = italianTableOfFour();
        Directors director = Directors.issue(t, 1);
        String cookie = director.signIn();
        String stacks = "/api/tournaments/{id}/tables/1/stacks";

        EmbeddedDatabase.stop();
        try {
            assertUnavailableQuickly(Directors.withSession(cookie).get(stacks, t));
            assertUnavailableQuickly(director.basic().get(stacks, t));
        } finally {
            EmbeddedDatabase.start();
        }
        Waiting.untilReady(Duration.ofSeconds(30));

        assertEquals(200, Directors.withSession(cookie).get(stacks, t).statusCode(), "the session outlived the outage");
        assertEquals(200, director.basic().get(stacks, t).statusCode());
    }

    private static String key() {
        return UUID.randomUUID().toString();
    }
}
