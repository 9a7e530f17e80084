package org.tavolo.common.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.RawHttp;

/**
 * A body that never finishes (a Content-Length larger than what is sent, a chunk left open), a
 * page's form among them, url-encoded or multipart, is
 * answered 408 with a problem document once it has stopped for {@code tavolo.http.read-timeout}
 * (one second in tests), long before the client's patience runs out, and changes nothing. The
 * stalled requests are sent at once, each on its own connection, so that the test waits for the
 * timeout only once.
 */
@QuarkusTest
class StalledBodyTest {

    /** Far more than the test profile's read timeout and far less than the server's own minute. */
    private static final int PATIENCE = 15_000;

    @Inject
    AgroalDataSource database;

    /** One request whose body stops: its head, and the part of the body that is sent. */
    private record Stalled(String name, String head, String sent) {}

    @Test
    void aBodyThatStopsArrivingIsAnswered408WithAProblemAndChangesNothing() throws Exception {
        long tournament = FloorFixtures.tournament("ITALIAN_DRAW");
        FloorFixtures.entries(tournament, 4);
        String organizer = RawHttp.organizer();
        List<Stalled> stalled = List.of(
                new Stalled(
                        "JSON shorter than its length",
                        post("/api/tournaments", organizer, "application/json") + "Content-Length: 400\r\n",
                        "{\"name\":\"Never"),
                new Stalled(
                        "anonymous calculator shorter than its length",
                        post("/api/evaluations", "", "application/json") + "Content-Length: 300\r\n",
                        "{\"hands\":["),
                new Stalled(
                        "registration file shorter than its length",
                        post("/api/tournaments/" + tournament + "/entries/csv", organizer, "text/csv")
                                + "Content-Length: 500\r\n",
                        "Anna Rossi\nBruno"),
                new Stalled(
                        "settings patch shorter than its length",
                        "PATCH /api/tournaments/" + tournament + "/settings HTTP/1.1\r\nHost: localhost\r\n"
                                + "Connection: close\r\n" + organizer
                                + "Content-Type: application/merge-patch+json\r\nContent-Length: 100\r\n",
                        "{\"ante\":"),
                new Stalled(
                        "chunked body never ended",
                        post("/api/tournaments", organizer, "application/json") + "Transfer-Encoding: chunked\r\n",
                        "5\r\n{\"nam\r\n"),
                new Stalled(
                        "chunk left unfinished",
                        post("/api/evaluations", "", "application/json") + "Transfer-Encoding: chunked\r\n",
                        "40\r\n{\"hands\""),
                new Stalled(
                        "page form shorter than its length",
                        post("/console/tournaments", organizer, "application/x-www-form-urlencoded")
                                + "Content-Length: 200\r\n",
                        "name=Torneo&format="),
                new Stalled(
                        "multipart form shorter than its length",
                        post(
                                        "/console/tournaments/" + tournament + "/import/preview",
                                        organizer,
                                        "multipart/form-data; boundary=tavolo")
                                + "Content-Length: 400\r\n",
                        "--tavolo\r\nContent-Disposition: form-data; name=\"csv\"\r\n\r\nAnna Rossi\n"),
                new Stalled(
                        "nothing of the body sent",
                        post("/api/tournaments", organizer, "application/json") + "Content-Length: 50\r\n",
                        ""));
        Map<String, String> before = DataFingerprint.of(database);
        ExecutorService clients = Executors.newFixedThreadPool(stalled.size());
        try {
            List<Future<RawHttp.Answer>> answers = new ArrayList<>();
            for (Stalled s : stalled) {
                answers.add(clients.submit(
                        () -> RawHttp.send(s.head(), s.sent().getBytes(StandardCharsets.UTF_8), PATIENCE)));
            }
            List<String> wrong = new ArrayList<>();
            for (int i = 0; i < stalled.size(); i++) {
                RawHttp.Answer answer = answers.get(i).get(PATIENCE * 2L, TimeUnit.MILLISECONDS);
                boolean timedOut = answer.status() == 408
                        && answer.isProblem()
                        && "/problems/request-timeout"
                                .equals(JsonPath.from(answer.body()).getString("type"));
                if (!timedOut) {
                    wrong.add(stalled.get(i).name() + " -> " + answer);
                }
            }
            assertTrue(wrong.isEmpty(), String.join("\n", wrong));
        } finally {
            clients.shutdownNow();
        }
        assertEquals(before, DataFingerprint.of(database), "a stalled request changed the data");
    }

    private static String post(String path, String credentials, String contentType) {
        return "POST " + path + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n" + credentials + "Content-Type: "
                + contentType + "\r\n";
    }
}
