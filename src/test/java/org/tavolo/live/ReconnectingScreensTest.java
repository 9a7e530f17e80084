package org.tavolo.live;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.table.FloorFixtures.tournament;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.io.IOException;
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
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.tavolo.security.TestOrganizer;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Json;
import org.tavolo.testing.Waiting;

/**
 * Right after a restart of the service every screen of the room reconnects at once with {@code Last-Event-ID}.
 * Catching them up must leave the database's connections to the requests the floor keeps making meanwhile.
 */
@QuarkusTest
class ReconnectingScreensTest {

    private static final int SCREENS = 300;
    private static final int ASKERS = 4;
    /** A bound on waiting, generous for a shared machine; nothing here is a measure of speed. */
    private static final Duration WAIT = Duration.ofSeconds(120);

    private static final HttpClient HTTP =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @TestHTTPResource("/")
    URL base;

    @Inject
    AgroalDataSource database;

    private String events(long tournament) {
        return base + "api/tournaments/" + tournament + "/events";
    }

    @Test
    void threeHundredScreensReconnectingAtOnceLeaveConnectionsForTheRequestsMadeMeanwhile() throws Exception {
        long t = tournament("TEXAS_HOLDEM");
        Evenings.clock(t, "start");
        String seen;
        try (EventStream screen = EventStream.open(events(t), null)) {
            seen = screen.next("clock", WAIT).id();
        }
        // what the screens missed while the service was away: the clock paused and something said
        Evenings.clock(t, "pause");
        given().contentType(ContentType.JSON)
                .body("{\"text\": \"Pausa di dieci minuti\"}")
                .post("/api/tournaments/{id}/announcements", t)
                .then()
                .statusCode(201);

        // connections an earlier test's database outage left broken are not this test's subject
        database.flush(AgroalDataSource.FlushMode.INVALID);

        AtomicBoolean reconnecting = new AtomicBoolean(true);
        AtomicInteger asked = new AtomicInteger();
        List<String> refused = new CopyOnWriteArrayList<>();
        ExecutorService floor = Executors.newFixedThreadPool(ASKERS);
        for (int i = 0; i < ASKERS; i++) {
            String path = i % 2 == 0 ? "api/tournaments/" + t : "api/tournaments/" + t + "/clock";
            floor.execute(() -> {
                while (reconnecting.get()) {
                    String refusal = ask(path);
                    asked.incrementAndGet();
                    if (refusal != null) {
                        refused.add(refusal);
                    }
                }
            });
        }

        // the floor is at work when the room reconnects
        Waiting.until("requests answered while the screens reconnect", WAIT, () -> asked.get() >= ASKERS * 5);

        List<CompletableFuture<EventStream>> opening = new ArrayList<>();
        for (int i = 0; i < SCREENS; i++) {
            opening.add(EventStream.openAsync(events(t), seen));
        }
        List<EventStream> screens = new ArrayList<>();
        List<String> notCaughtUp = new ArrayList<>();
        try {
            for (CompletableFuture<EventStream> open : opening) {
                try {
                    screens.add(open.get(WAIT.toSeconds(), TimeUnit.SECONDS));
                } catch (ExecutionException e) {
                    notCaughtUp.add("a stream did not open: " + e.getCause());
                }
            }
            for (EventStream screen : screens) {
                if (screen.status() != 200) {
                    notCaughtUp.add("a stream answered " + screen.status());
                    continue;
                }
                EventStream.Event clock = screen.next("clock", WAIT);
                if (clock == null
                        || !"PAUSED".equals(Json.of(clock.data()).path("status").asText())) {
                    notCaughtUp.add("a stream got " + clock);
                }
                if (screen.next("announcement", WAIT) == null) {
                    notCaughtUp.add("a stream got no announcement");
                }
            }
        } finally {
            reconnecting.set(false);
            floor.shutdown();
            floor.awaitTermination(WAIT.toSeconds(), TimeUnit.SECONDS);
            for (EventStream screen : screens) {
                screen.close();
            }
        }

        assertEquals(List.of(), notCaughtUp, "every screen is caught up on the pause and the announcement");
        assertTrue(asked.get() >= ASKERS, "requests were made while the screens reconnected");
        assertEquals(List.of(), refused, "of " + asked.get() + " requests made meanwhile");
    }

    /** Null when the request was answered 200, else what it was answered. */
    private String ask(String path) {
        String credentials = TestOrganizer.USERNAME + ":" + TestOrganizer.PASSWORD;
        HttpRequest request = HttpRequest.newBuilder(URI.create(base + path))
                .header("Accept", "application/json")
                .header(
                        "Authorization",
                        "Basic " + Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.UTF_8)))
                .timeout(WAIT)
                .build();
        try {
            HttpResponse<String> answer = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
            return answer.statusCode() == 200
                    ? null
                    : "GET /" + path + " answered " + answer.statusCode() + " " + answer.body();
        } catch (IOException e) {
            return "GET /" + path + " failed: " + e;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "GET /" + path + " interrupted";
        }
    }
}
