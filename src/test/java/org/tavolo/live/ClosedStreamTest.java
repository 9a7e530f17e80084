package org.tavolo.live;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;

/** A screen that closes its event stream is normal: the server logs no error for it. */
@QuarkusTest
class ClosedStreamTest {

    private static final Duration WAIT = Duration.ofSeconds(30);

    @TestHTTPResource("/")
    URL base;

    /** Keeps every record of level ERROR or worse logged while it is attached. */
    private static final class Errors extends Handler {
        final List<String> seen = new CopyOnWriteArrayList<>();

        @Override
        public void publish(LogRecord record) {
            if (record.getLevel().intValue() >= Level.SEVERE.intValue()) {
                seen.add(record.getLoggerName() + ": " + record.getMessage()
                        + (record.getThrown() == null ? "" : " " + record.getThrown()));
            }
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    }

    private void openAndCloseAtOnce(long tournament) throws Exception {
        try (Socket socket = new Socket(base.getHost(), base.getPort())) {
            OutputStream out = socket.getOutputStream();
            out.write(("GET /api/tournaments/" + tournament + "/events HTTP/1.1\r\nHost: localhost\r\n"
                            + "Accept: text/event-stream\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            socket.getInputStream().read();
        }
    }

    @Test
    void aStreamClosedByTheScreenAtOnceLogsNoError() throws Exception {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        Errors errors = new Errors();
        Logger root = Logger.getLogger("");
        root.addHandler(errors);
        try (EventStream watching = EventStream.open(base + "api/tournaments/" + t + "/events", null)) {
            for (int i = 0; i < 5; i++) {
                openAndCloseAtOnce(t);
            }
            for (int i = 0; i < 3; i++) {
                given().contentType(ContentType.JSON)
                        .body("{\"text\": \"Table " + i + " is closing\"}")
                        .post("/api/tournaments/{id}/announcements", t)
                        .then()
                        .statusCode(201);
            }
            // the last announcement has gone out to every stream, the closed ones too, once a screen still open has it
            assertTrue(heard(watching, "Table 2 is closing"), "the screen still open heard the last announcement");
        } finally {
            root.removeHandler(errors);
        }
        assertEquals(List.of(), errors.seen);
    }

    private static boolean heard(EventStream screen, String text) throws InterruptedException {
        for (EventStream.Event e = screen.next("announcement", WAIT);
                e != null;
                e = screen.next("announcement", WAIT)) {
            if (e.data().contains(text)) {
                return true;
            }
        }
        return false;
    }
}
