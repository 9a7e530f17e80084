package org.tavolo.live;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.net.URL;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.EmbeddedDatabase;
import org.tavolo.testing.Waiting;

/**
 * After a database outage the change listener listens again as soon as the database answers, however long the
 * outage was, so that the screens follow the first write that works.
 *
 * <p>The outage lasts until the listener has failed {@value #FAILURES} times to reconnect: a listener that
 * doubled its pause from half a second would then wait its longest, 30 s, before the next try, and a screen would
 * hear of the first write that works only that much later. The screen's event is awaited for {@link #FOLLOWS}, a
 * bound generous for a shared machine (the listener's own retry is a quarter of a second) and well inside the 30 s
 * a growing pause would take.
 */
@QuarkusTest
class ListenerAfterOutageTest {

    private static final int FAILURES = 7;
    private static final Duration FOLLOWS = Duration.ofSeconds(10);
    private static final Duration WAIT = Duration.ofSeconds(60);

    @TestHTTPResource("/")
    URL base;

    @Inject
    ChangeListener listener;

    @Inject
    AgroalDataSource database;

    @Test
    void aScreenFollowsTheFirstWriteThatWorksAfterALongOutage() throws Exception {
        EmbeddedDatabase.assumeStoppable();
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        try (EventStream screen = EventStream.open(base + "api/tournaments/" + t + "/events", null)) {
            assertNotNull(screen.next("announcement", WAIT), "a new screen gets the announcements at once");
            long failuresBefore = listener.failures();

            EmbeddedDatabase.stop();
            try {
                Waiting.until(
                        "the listener failing while the database is away",
                        WAIT,
                        () -> listener.failures() >= failuresBefore + FAILURES);
            } finally {
                EmbeddedDatabase.start();
            }

            String text = "Si riprende dal livello 4";
            announceOnceItWorks(t, text);
            assertNotNull(
                    nextAnnouncementSaying(screen, text),
                    "the screen hears of the first write that works within " + FOLLOWS.toSeconds() + " s");
        } finally {
            // pooled connections from before the outage would fail the next test's first requests
            database.flush(AgroalDataSource.FlushMode.INVALID);
        }
    }

    /** Posts the announcement until it is stored: the first requests after the outage may still answer 503. */
    private static void announceOnceItWorks(long t, String text) {
        Waiting.until(
                "an announcement stored after the outage",
                WAIT,
                () -> given().contentType(ContentType.JSON)
                                .body("{\"text\": \"" + text + "\"}")
                                .post("/api/tournaments/{id}/announcements", t)
                                .statusCode()
                        == 201);
    }

    /**
     * The next {@code announcement} event that carries the text, within {@link #FOLLOWS}; null if none came. The
     * listener's own re-read after the outage may send one before it, without the text.
     */
    private static EventStream.Event nextAnnouncementSaying(EventStream screen, String text)
            throws InterruptedException {
        long deadline = System.nanoTime() + FOLLOWS.toNanos();
        for (long left = FOLLOWS.toNanos(); left > 0; left = deadline - System.nanoTime()) {
            EventStream.Event event = screen.next("announcement", Duration.ofNanos(left));
            if (event != null && event.data().contains(text)) {
                return event;
            }
        }
        return null;
    }
}
