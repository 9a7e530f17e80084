package org.tavolo.common.error;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.tavolo.testing.TableOne.stacks;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.ObjectName;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;

/**
 * While PostgreSQL is away, every request answers 503 with Retry-After within a second and changes
 * nothing; once it is back, the service recovers by itself, and hands resent with the same
 * idempotency keys are recorded exactly once.
 */
@QuarkusTest
class DatabaseOutageTest {

    private static final String CONTROL = "org.tavolo:type=EmbeddedPostgres";

    /** Everyone antes 1,000; seat 1 (trips) beats seat 2 (two pair), 3,000 each: seat 1 wins 5,000 net. */
    private static String hand(String entryId) {
        return """
                {"entryId": "%s", "button": 4, "players": [
                  {"seat": 1, "contributed": 3000, "folded": false, "cards": ["Ah", "Ad", "Ac", "9s", "8s"]},
                  {"seat": 2, "contributed": 3000, "folded": false, "cards": ["Kh", "Kd", "7c", "7d", "10s"]},
                  {"seat": 3, "contributed": 1000, "folded": true},
                  {"seat": 4, "contributed": 1000, "folded": true}]}""".formatted(entryId);
    }

    private static Response send(long t, String entryId) {
        return given().contentType(ContentType.JSON)
                .body(hand(entryId))
                .post("/api/tournaments/{id}/tables/1/hands", t);
    }

    private static void assertUnavailableQuickly(Response answer) {
        assertEquals(503, answer.statusCode(), answer.asString());
        assertTrue(answer.contentType().startsWith("application/problem+json"));
        assertEquals("/problems/database-unavailable", answer.jsonPath().getString("type"));
        assertNotNull(answer.header("Retry-After"));
        assertTrue(answer.time() < 1000, "answered in " + answer.time() + " ms");
    }

    @Test
    void anOutageAnswers503QuicklyAndResentHandsAreRecordedOnce() throws Exception {
        MBeanServer jmx = ManagementFactory.getPlatformMBeanServer();
        ObjectName control = new ObjectName(CONTROL);
        assumeTrue(jmx.isRegistered(control), "runs against the embedded test database only");
        Runnable stop = () -> invoke(jmx, control, "stop");
        Runnable start = () -> invoke(jmx, control, "start");
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        FloorFixtures.entries(t, 4);
        FloorFixtures.draw(t, 7);
        Map<String, Integer> before = stacks(t);
        List<String> keys = List.of(key(), key(), key());

        stop.run();
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
            start.run();
        }
        awaitHealthy();

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
        MBeanServer jmx = ManagementFactory.getPlatformMBeanServer();
        ObjectName control = new ObjectName(CONTROL);
        assumeTrue(jmx.isRegistered(control), "runs against the embedded test database only");
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        FloorFixtures.entries(t, 4);
        FloorFixtures.draw(t, 7);
        Directors director = Directors.issue(t, 1);
        String cookie = director.signIn();
        String stacks = "/api/tournaments/{id}/tables/1/stacks";

        invoke(jmx, control, "stop");
        try {
            assertUnavailableQuickly(Directors.withSession(cookie).get(stacks, t));
            assertUnavailableQuickly(director.basic().get(stacks, t));
        } finally {
            invoke(jmx, control, "start");
        }
        awaitHealthy();

        assertEquals(200, Directors.withSession(cookie).get(stacks, t).statusCode(), "the session outlived the outage");
        assertEquals(200, director.basic().get(stacks, t).statusCode());
    }

    private static void invoke(MBeanServer jmx, ObjectName control, String operation) {
        try {
            jmx.invoke(control, operation, new Object[0], new String[0]);
        } catch (JMException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String key() {
        return UUID.randomUUID().toString();
    }

    private static void awaitHealthy() throws InterruptedException {
        long deadline = System.currentTimeMillis() + 30_000;
        while (System.currentTimeMillis() < deadline) {
            if (given().auth().none().get("/q/health/ready").statusCode() == 200) {
                return;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("the service did not recover within 30 s");
    }
}
