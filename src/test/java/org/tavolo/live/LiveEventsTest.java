package org.tavolo.live;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.table.FloorFixtures.tournament;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.net.URL;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.tavolo.audit.AuditTrail;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Json;

/** The event stream of a tournament, as a screen sees it. */
@QuarkusTest
class LiveEventsTest {

    private static final Duration WAIT = Duration.ofSeconds(5);

    @TestHTTPResource("/")
    URL base;

    @Inject
    AgroalDataSource database;

    private EventStream stream(long tournament, String lastEventId) throws Exception {
        return EventStream.open(base + "api/tournaments/" + tournament + "/events", lastEventId);
    }

    @Test
    void aNotificationSentFromAnotherDatabaseConnectionReachesAnOpenStream() throws Exception {
        long t = tournament("TEXAS_HOLDEM");
        try (EventStream screen = stream(t, null)) {
            assertNotNull(screen.next("clock", WAIT), "a new screen gets the clock at once");
            try (Connection other = database.getConnection();
                    PreparedStatement notify = other.prepareStatement("select pg_notify(?, ?)")) {
                notify.setString(1, AuditTrail.CHANNEL);
                notify.setString(2, "{\"id\":987654321,\"tournamentId\":%d,\"action\":\"players-moved\"}".formatted(t));
                notify.execute();
            }
            EventStream.Event seating = screen.next("seating", WAIT);
            assertNotNull(seating, "the change made elsewhere reaches the stream");
            assertEquals("987654321", seating.id());
        }
    }

    @Test
    void aPauseMadeThroughTheApiReachesAnOpenStreamWithTheServersTime() throws Exception {
        long t = tournament("TEXAS_HOLDEM");
        Evenings.clock(t, "start");
        try (EventStream screen = stream(t, null)) {
            JsonPath running = JsonPath.from(screen.next("clock", WAIT).data());
            assertEquals("RUNNING", running.getString("status"));
            Instant endsAt = Instant.parse(running.getString("periodEndsAt"));
            Instant serverNow = Instant.parse(running.getString("serverNow"));
            assertEquals(
                    running.getLong("secondsLeft"),
                    Duration.between(serverNow, endsAt).toSeconds());

            Evenings.clock(t, "pause");
            // the start's own notification may still be on its way: the pause is the next change of state
            JsonPath paused = JsonPath.from(screen.next("clock", WAIT).data());
            if ("RUNNING".equals(paused.getString("status"))) {
                paused = JsonPath.from(screen.next("clock", WAIT).data());
            }
            assertEquals("PAUSED", paused.getString("status"));
            assertNull(paused.get("periodEndsAt"), "a paused clock has no end");
        }
    }

    @Test
    void aScreenReconnectingWithLastEventIdGetsOneEventForWhatChangedMeanwhile() throws Exception {
        long t = tournament("TEXAS_HOLDEM");
        Evenings.clock(t, "start");
        String seen;
        try (EventStream screen = stream(t, null)) {
            seen = screen.next("clock", WAIT).id();
        }
        Evenings.clock(t, "pause");
        try (EventStream again = stream(t, seen)) {
            EventStream.Event clock = again.next("clock", WAIT);
            assertNotNull(clock);
            // the start's own notification may still be on its way (a busy machine): it comes as what it was
            if (Long.parseLong(clock.id()) <= Long.parseLong(seen)) {
                clock = again.next("clock", WAIT);
                assertNotNull(clock);
            }
            assertTrue(Long.parseLong(clock.id()) > Long.parseLong(seen), "the pause's event comes after " + seen);
            assertEquals("PAUSED", JsonPath.from(clock.data()).getString("status"));
        }
    }

    @Test
    void anAnnouncementIsStoredAndReachesTheScreens() throws Exception {
        long t = tournament("ITALIAN_DRAW");
        try (EventStream screen = stream(t, null)) {
            EventStream.Event before = screen.next("announcement", WAIT);
            assertEquals(0, JsonPath.from(before.data()).getList("recent").size(), "nothing said yet");
            given().contentType(ContentType.JSON)
                    .body("{\"text\": \"  Tavolo 4 chiude: Rossi al tavolo 2, posto 5 \"}")
                    .post("/api/tournaments/{id}/announcements", t)
                    .then()
                    .statusCode(201)
                    .body(Json.at("text", equalTo("Tavolo 4 chiude: Rossi al tavolo 2, posto 5")));
            EventStream.Event said = screen.next("announcement", WAIT);
            assertNotNull(said);
            assertEquals(
                    "Tavolo 4 chiude: Rossi al tavolo 2, posto 5",
                    JsonPath.from(said.data()).getString("recent[0].text"));
        }
        given().get("/api/tournaments/{id}/announcements", t)
                .then()
                .statusCode(200)
                .body(Json.at("", hasSize(1)));
    }

    @Test
    void anEmptyOrOverlongAnnouncementIsRefusedAndNothingIsStored() {
        long t = tournament("ITALIAN_DRAW");
        for (String body : new String[] {"{\"text\": \"   \"}", "{\"text\": \"" + "x".repeat(281) + "\"}", "{}"}) {
            given().contentType(ContentType.JSON)
                    .body(body)
                    .post("/api/tournaments/{id}/announcements", t)
                    .then()
                    .statusCode(400)
                    .contentType("application/problem+json")
                    .body(Json.at("violations[0].field", equalTo("text")));
        }
        given().get("/api/tournaments/{id}/announcements", t)
                .then()
                .statusCode(200)
                .body(Json.at("", hasSize(0)));
    }

    @Test
    void theStreamOfAnUnknownTournamentIsNotFound() {
        given().accept("text/event-stream")
                .get("/api/tournaments/{id}/events", 999_999_999)
                .then()
                .statusCode(404);
    }
}
