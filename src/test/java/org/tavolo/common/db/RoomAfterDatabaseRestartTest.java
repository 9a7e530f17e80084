package org.tavolo.common.db;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.tavolo.testing.TableOne.stacks;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.ObjectName;
import org.junit.jupiter.api.Test;
import org.tavolo.live.EventStream;
import org.tavolo.security.TestOrganizer;
import org.tavolo.table.FloorFixtures;

/**
 * Once the database is back after a restart, a room that reconnects at once (hands resent by the phones' queues,
 * screens opening their streams) is served: the connections the pool held before the restart are gone, and none
 * of the requests is answered 503 while the pool opens new ones.
 */
@QuarkusTest
class RoomAfterDatabaseRestartTest {

    private static final String CONTROL = "org.tavolo:type=EmbeddedPostgres";
    /**
     * One hand resent by the queue of each table's phone, as many as the pool's connections: more writes at once
     * than connections wait for one another, and on a loaded host longer than a request's half second.
     */
    private static final int RESENDS = 20;

    private static final int SCREENS = 80;
    /** A bound on waiting, generous for a shared machine; nothing here is a measure of speed. */
    private static final Duration WAIT = Duration.ofSeconds(60);

    private static final HttpClient HTTP =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @TestHTTPResource("/")
    URL base;

    /** Everyone antes 1,000; seat 1 (trips) beats seat 2 (two pair), 3,000 each. */
    private static String hand(String entryId) {
        return """
                {"entryId": "%s", "button": 4, "players": [
                  {"seat": 1, "contributed": 3000, "folded": false, "cards": ["Ah", "Ad", "Ac", "9s", "8s"]},
                  {"seat": 2, "contributed": 3000, "folded": false, "cards": ["Kh", "Kd", "7c", "7d", "10s"]},
                  {"seat": 3, "contributed": 1000, "folded": true},
                  {"seat": 4, "contributed": 1000, "folded": true}]}""".formatted(entryId);
    }

    @Test
    void aRoomReconnectingOnceTheDatabaseIsBackGetsNoRefusal() throws Exception {
        MBeanServer jmx = ManagementFactory.getPlatformMBeanServer();
        ObjectName control = new ObjectName(CONTROL);
        assumeTrue(jmx.isRegistered(control), "runs against the embedded test database only");
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        FloorFixtures.entries(t, 4);
        FloorFixtures.draw(t, 7);
        List<String> keys = List.of(key(), key(), key());
        for (String key : keys) {
            given().contentType(ContentType.JSON)
                    .body(hand(key))
                    .post("/api/tournaments/{id}/tables/1/hands", t)
                    .then()
                    .statusCode(200);
        }
        Map<String, Integer> recorded = stacks(t);

        invoke(jmx, control, "stop");
        invoke(jmx, control, "start");
        awaitReady();

        List<CompletableFuture<String>> room = new ArrayList<>();
        for (int i = 0; i < RESENDS; i++) {
            room.add(resend(t, keys.get(i % keys.size())));
        }
        for (int i = 0; i < SCREENS; i++) {
            room.add(EventStream.openAsync(events(t), null).thenApply(RoomAfterDatabaseRestartTest::caughtUp));
        }
        List<String> refused = new ArrayList<>();
        for (CompletableFuture<String> answer : room) {
            String refusal = answer.get(WAIT.toSeconds(), TimeUnit.SECONDS);
            if (refusal != null) {
                refused.add(refusal);
            }
        }

        assertEquals(List.of(), refused, "of " + room.size() + " requests made at once");
        assertEquals(recorded, stacks(t), "the resent hands were recorded once");
    }

    private String events(long tournament) {
        return base + "api/tournaments/" + tournament + "/events";
    }

    /** Null when the hand's resend was answered 200, else what it was answered. */
    private CompletableFuture<String> resend(long t, String key) {
        String credentials = TestOrganizer.USERNAME + ":" + TestOrganizer.PASSWORD;
        HttpRequest request = HttpRequest.newBuilder(URI.create(base + "api/tournaments/" + t + "/tables/1/hands"))
                .header("Content-Type", "application/json")
                .header(
                        "Authorization",
                        "Basic " + Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.UTF_8)))
                .timeout(WAIT)
                .POST(HttpRequest.BodyPublishers.ofString(hand(key)))
                .build();
        return HTTP.sendAsync(request, HttpResponse.BodyHandlers.ofString())
                .thenApply(answer -> answer.statusCode() == 200
                        ? null
                        : "a resent hand answered " + answer.statusCode() + " " + answer.body());
    }

    /** Null when the stream opened and caught up with the clock, else what happened. */
    private static String caughtUp(EventStream screen) {
        try (screen) {
            if (screen.status() != 200) {
                return "a stream answered " + screen.status();
            }
            return screen.next("clock", WAIT) == null ? "a stream got no clock" : null;
        } catch (Exception e) {
            return "a stream failed: " + e;
        }
    }

    /** The service says it is ready again: the database answers. */
    private static void awaitReady() throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (given().auth().none().get("/q/health/ready").statusCode() != 200) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the service was not ready again within " + WAIT.toSeconds() + " s");
            }
            Thread.sleep(100);
        }
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
}
