package org.tavolo.live;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;

/**
 * What the event streams write, byte for byte: each event is its {@code id:}, {@code event:} and {@code data:}
 * lines and a blank line (the keep-alive a {@code :} comment), the fields screens read; nothing else.
 */
@QuarkusTest
class EventStreamBytesTest {

    private static final List<String> FIELDS = List.of("id:", "event:", "data:", ":");

    @TestHTTPResource("/")
    URL base;

    @Test
    void aTournamentsEventsAreOnlyIdEventAndDataLines() throws Exception {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        // a new screen gets two events at once: the clock and the announcements
        String bytes = firstEvents(base + "api/tournaments/" + t + "/events", 2);
        assertOnlyEventFields(bytes, 2);
    }

    @Test
    void aChampionshipsEventsAreOnlyIdEventAndDataLines() throws Exception {
        long championship =
                Answers.id(given().contentType(ContentType.JSON).body("""
                        {"name": "Campionato sociale", "season": "2026/27", "kind": "SEASON", "bestOf": null, "pointsByPlace": null}""").post("/api/championships"), 201);
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        given().contentType(ContentType.JSON)
                .body("{\"tournament\": " + t + "}")
                .post("/api/championships/{id}/tournaments", championship)
                .then()
                .statusCode(200);
        // a screen reconnecting from before every change of its tournaments is told at once
        String bytes = firstEvents(base + "api/championships/" + championship + "/events?lastEventId=0", 1);
        assertOnlyEventFields(bytes, 1);
    }

    private static void assertOnlyEventFields(String bytes, int events) {
        assertFalse(bytes.toLowerCase().contains("content-type"), bytes);
        assertEquals(events, withData(bytes), bytes);
        for (String line : bytes.split("\n")) {
            assertTrue(
                    line.isEmpty() || FIELDS.stream().anyMatch(line::startsWith),
                    "an unknown line \"" + line + "\" in " + bytes);
        }
    }

    /** How many whole events (closed by a blank line) of {@code bytes} carry data; a keep-alive comment has none. */
    private static long withData(String bytes) {
        int closed = bytes.lastIndexOf("\n\n");
        if (closed < 0) {
            return 0;
        }
        return Arrays.stream(bytes.substring(0, closed).split("\n\n"))
                .filter(event -> event.lines().anyMatch(line -> line.startsWith("data:")))
                .count();
    }

    /** The stream's body as it arrives, up to the end of its {@code count}-th event with data. */
    private static String firstEvents(String url, int count) throws Exception {
        HttpClient http =
                HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        HttpRequest request = HttpRequest.newBuilder(URI.create(url))
                .header("Accept", "text/event-stream")
                .build();
        HttpResponse<InputStream> response = http.send(request, HttpResponse.BodyHandlers.ofInputStream());
        assertEquals(200, response.statusCode());
        try (InputStream body = response.body()) {
            return CompletableFuture.supplyAsync(() -> readEvents(body, count)).get(30, TimeUnit.SECONDS);
        }
    }

    private static String readEvents(InputStream body, int count) {
        ByteArrayOutputStream read = new ByteArrayOutputStream();
        try {
            for (int b = body.read(); b >= 0; b = body.read()) {
                read.write(b);
                if (b == '\n' && withData(read.toString(StandardCharsets.UTF_8)) == count) {
                    break;
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return read.toString(StandardCharsets.UTF_8);
    }
}
