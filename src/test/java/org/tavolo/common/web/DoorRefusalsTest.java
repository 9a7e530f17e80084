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
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.RawHttp;

/**
 * What is refused at the door, before any resource runs, is refused as every other refusal: a 4xx
 * problem document naming what was wrong, nothing changed, and no error in the log.
 */
@QuarkusTest
class DoorRefusalsTest {

    private static final List<String> NOT_MEDIA_TYPES = List.of("a/b/c", "/", "%%%/;;;", ";;;", "x", "application/");
    private static final int PATIENCE = 20_000;

    @Inject
    AgroalDataSource database;

    private final List<LogRecord> logged = new ArrayList<>();
    private final Handler capture = new Handler() {
        @Override
        public void publish(LogRecord record) {
            synchronized (logged) {
                logged.add(record);
            }
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    };

    @BeforeEach
    void captureLog() {
        Logger.getLogger("").addHandler(capture);
    }

    @AfterEach
    void releaseLog() {
        Logger.getLogger("").removeHandler(capture);
    }

    @Test
    void aContentTypeThatIsNoMediaTypeIsRefusedWith415NamingTheHeaderAndLoggedWithoutError() throws Exception {
        long tournament = FloorFixtures.tournament("ITALIAN_DRAW");
        FloorFixtures.entries(tournament, 4);
        Map<String, String> before = DataFingerprint.of(database);
        String json = "{\"name\":\"Door\",\"format\":\"ITALIAN_DRAW\",\"date\":\"2026-12-01\"}";
        List<String> wrong = new ArrayList<>();
        for (String type : NOT_MEDIA_TYPES) {
            for (String[] call : List.of(
                    new String[] {"POST", "/api/tournaments", RawHttp.organizer(), json},
                    new String[] {"POST", "/api/evaluations", "", "{}"},
                    new String[] {"POST", "/api/settlements", "", "{}"},
                    new String[] {"POST", "/api/tournaments/" + tournament + "/entries/csv", RawHttp.organizer(), "A\n"
                    },
                    new String[] {"GET", "/api/tournaments", "", ""})) {
                byte[] body = call[3].getBytes(StandardCharsets.UTF_8);
                RawHttp.Answer answer = RawHttp.send(
                        call[0] + " " + call[1] + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n" + call[2]
                                + "Content-Type: " + type + "\r\nContent-Length: " + body.length + "\r\n",
                        body,
                        PATIENCE);
                String header =
                        answer.isProblem() ? JsonPath.from(answer.body()).getString("header") : null;
                if (answer.status() != 415 || !answer.isProblem() || !"Content-Type".equals(header)) {
                    wrong.add(call[0] + " " + call[1] + " [" + type + "] -> " + answer);
                }
            }
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
        assertEquals(before, DataFingerprint.of(database), "a refused request changed the data");
        assertNothingLoggedAsAnError();
    }

    @Test
    void aBodyWithoutContentTypeIsRefusedWith415NamingTheHeaderAndChangesNothing() throws Exception {
        long tournament = FloorFixtures.tournament("ITALIAN_DRAW");
        Map<String, String> before = DataFingerprint.of(database);
        String json = "{\"name\":\"Untyped\",\"format\":\"ITALIAN_DRAW\",\"date\":\"2026-12-01\"}";
        List<String> wrong = new ArrayList<>();
        for (String[] call : List.of(
                new String[] {"POST", "/api/tournaments", RawHttp.organizer(), json},
                new String[] {"POST", "/api/players", RawHttp.organizer(), "{\"name\":\"Untyped\"}"},
                new String[] {"POST", "/api/evaluations", "", "{}"},
                new String[] {"PATCH", "/api/tournaments/" + tournament + "/settings", RawHttp.organizer(), "{}"},
                new String[] {"POST", "/api/tournaments/" + tournament + "/entries/csv", RawHttp.organizer(), "A\n"})) {
            for (String framing : List.of("length", "chunked")) {
                byte[] body = call[3].getBytes(StandardCharsets.UTF_8);
                String head =
                        call[0] + " " + call[1] + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n" + call[2];
                RawHttp.Answer answer = framing.equals("length")
                        ? RawHttp.send(head + "Content-Length: " + body.length + "\r\n", body, PATIENCE)
                        : RawHttp.send(
                                head + "Transfer-Encoding: chunked\r\n",
                                (Integer.toHexString(body.length) + "\r\n" + call[3] + "\r\n0\r\n\r\n")
                                        .getBytes(StandardCharsets.UTF_8),
                                PATIENCE);
                String header =
                        answer.isProblem() ? JsonPath.from(answer.body()).getString("header") : null;
                if (answer.status() != 415 || !answer.isProblem() || !"Content-Type".equals(header)) {
                    wrong.add(call[0] + " " + call[1] + " (" + framing + ") -> " + answer);
                }
            }
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
        assertEquals(before, DataFingerprint.of(database), "a refused request changed the data");
        assertNothingLoggedAsAnError();
    }

    @Test
    void addressesAndHeadersTooLargeAreRefusedWithAProblemBelowAndAboveTheServersOwnLimit() throws Exception {
        Map<String, String> before = DataFingerprint.of(database);
        List<String> wrong = new ArrayList<>();
        for (int size : List.of(21_000, 60_000, 66_000, 100_000, 500_000)) {
            RawHttp.Answer address = RawHttp.send(
                    "GET /api/tournaments?q=" + "a".repeat(size) + " HTTP/1.1\r\nHost: localhost\r\n"
                            + "Connection: close\r\n",
                    new byte[0],
                    PATIENCE);
            if (address.status() != 414 || !address.isProblem()) {
                wrong.add("address of " + size + " -> " + address);
            }
            RawHttp.Answer headers = RawHttp.send(
                    "GET /api/tournaments HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nX-Filler: "
                            + "h".repeat(size) + "\r\n",
                    new byte[0],
                    PATIENCE);
            if (headers.status() != 431 || !headers.isProblem()) {
                wrong.add("headers of " + size + " -> " + headers);
            }
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
        assertEquals(before, DataFingerprint.of(database), "a refused request changed the data");
        assertNothingLoggedAsAnError();
    }

    private void assertNothingLoggedAsAnError() {
        List<String> errors = new ArrayList<>();
        synchronized (logged) {
            for (LogRecord record : logged) {
                if (record.getLevel().intValue() >= Level.SEVERE.intValue() || record.getThrown() != null) {
                    errors.add(record.getLevel() + " " + record.getLoggerName() + ": " + record.getMessage()
                            + (record.getThrown() == null ? "" : " " + record.getThrown()));
                }
            }
        }
        assertTrue(errors.isEmpty(), "logged as an error:\n" + String.join("\n", errors));
    }
}
