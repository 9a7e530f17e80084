package org.tavolo.screens.room;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.net.URL;
import java.time.Duration;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.live.EventStream;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;

/**
 * docs/room-screens.md#ticker: a Hold'em late entry made after the draw is told to the room along the bottom of the
 * TV clock, with the table and seat the balancing rules gave («Nuovo ingresso: Nome, tavolo 2 posto 5»); the ticker
 * re-reads on the seating event the entry sends over the tournament's one event stream.
 */
@QuarkusTest
class LateEntryOnTheTickerTest {

    private static final Duration WAIT = Duration.ofSeconds(10);

    @TestHTTPResource("/")
    URL base;

    private static long drawnWithLateRegistration() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        FloorFixtures.patchSettings(t, "{\"lateRegistrationUntilLevel\": 2}");
        FloorFixtures.entries(t, 8);
        FloorFixtures.draw(t, 7L);
        return t;
    }

    private static long enter(long t, String name) {
        long player = FloorFixtures.player(name);
        return Answers.id(
                given().contentType(ContentType.JSON)
                        .body("{\"playerId\": %d}".formatted(player))
                        .post("/api/tournaments/{id}/entries", t),
                201);
    }

    private static String ticker(long t, String lang) {
        return Answers.text(given().queryParam("lang", lang).get("/tournaments/{id}/clock/ticker", t), 200);
    }

    private static String seatOf(long t, long entry) {
        return FloorFixtures.seating(t).stream()
                .filter(s -> s.endsWith("=" + entry))
                .findFirst()
                .orElseThrow()
                .split("=")[0];
    }

    private static long auditId(long t, String action) {
        return given().get("/api/tournaments/{id}/audit", t)
                .jsonPath()
                .getLong("find { it.action == '%s' }.id".formatted(action));
    }

    private static EventStream.Event seatingEvent(EventStream screen, long id) throws InterruptedException {
        for (EventStream.Event e = screen.next("seating", WAIT); e != null; e = screen.next("seating", WAIT)) {
            if (String.valueOf(id).equals(e.id())) {
                return e;
            }
        }
        return null;
    }

    @Test
    void aLateEntryAfterTheDrawIsToldOnTheClockTickerWithItsTableAndSeat() throws Exception {
        long t = drawnWithLateRegistration();
        String name = "Ritardo " + UUID.randomUUID().toString().substring(0, 6);
        long entry;
        try (EventStream screen = EventStream.open(base + "api/tournaments/" + t + "/events", null)) {
            assertNotNull(screen.next("clock", WAIT), "the screen is connected");
            entry = enter(t, name);
            assertNotNull(
                    seatingEvent(screen, auditId(t, "late-entry-seated")),
                    "the seating event the ticker re-reads on reaches the open screen");
        }
        String[] tableSeat = seatOf(t, entry).split("/");

        assertThat(
                ticker(t, "it"),
                containsString("Nuovo ingresso: %s, tavolo %s posto %s".formatted(name, tableSeat[0], tableSeat[1])));
        assertThat(
                ticker(t, "en"),
                containsString("New entry: %s, table %s seat %s".formatted(name, tableSeat[0], tableSeat[1])));
    }

    @Test
    void entriesBeforeTheDrawAreNotToldOnTheTicker() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        FloorFixtures.patchSettings(t, "{\"lateRegistrationUntilLevel\": 2}");
        String name = "Puntuale " + UUID.randomUUID().toString().substring(0, 6);
        enter(t, name);
        FloorFixtures.entries(t, 7);
        FloorFixtures.draw(t, 7L);

        assertThat(ticker(t, "it"), not(containsString(name)));
        assertEquals(8, FloorFixtures.seating(t).size());
    }
}
