package org.tavolo.common.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.testing.Evenings.italianTableOfFour;
import static org.tavolo.testing.TableOne.stacks;
import static org.tavolo.testing.TableOne.tripsBeatTwoPair;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
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
import org.junit.jupiter.api.Test;
import org.tavolo.live.EventStream;
import org.tavolo.security.TestOrganizer;
import org.tavolo.testing.EmbeddedDatabase;
import org.tavolo.testing.Hands;
import org.tavolo.testing.Waiting;

/**
 * Once the database is back after a restart, a room that reconnects at once (hands resent by the phones' queues,
 * screens opening their streams) is served: the connections the pool held before the restart are gone, and none
 * of the requests is answered 503 while the pool opens new ones.
 */
@QuarkusTest
class RoomAfterDatabaseRestartTest {

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

    @Test
    void aRoomReconnectingOnceTheDatabaseIsBackGetsNoRefusal() throws Exception {
        EmbeddedDatabase.assumeStoppable();
        long t = italianTableOfFour();
        List<String> keys = List.of(key(), key(), key());
        for (String key : keys) {
            Hands.enter(t, 1, tripsBeatTwoPair(key)).statusCode(200);
        }
        Map<String, Integer> recorded = stacks(t);

        EmbeddedDatabase.stop();
        EmbeddedDatabase.start();
        Waiting.untilReady(WAIT);

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
                .POST(HttpRequest.BodyPublishers.ofString(tripsBeatTwoPair(key)))
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

    private static String key() {
        return UUID.randomUUID().toString();
    }
}
