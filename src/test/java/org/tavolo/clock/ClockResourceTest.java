package org.tavolo.clock;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.table.FloorFixtures.eliminate;
import static org.tavolo.table.FloorFixtures.entries;
import static org.tavolo.table.FloorFixtures.tournament;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Json;

/**
 * The clock through the API. A paused clock stands still, so every figure read while paused is
 * exact: no sleeping and no timing assertions.
 */
@QuarkusTest
class ClockResourceTest {

    private static ValidatableResponse action(long t, String action) {
        return given().post("/api/tournaments/{id}/clock/" + action, t).then();
    }

    /** The clock of tournament {@code t} as the API answers it. */
    static JsonPath clock(long t) {
        return given().get("/api/tournaments/{id}/clock", t)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    /** A new tournament of {@code format} whose clock was started, then paused: it stands still. */
    static long startedAndPaused(String format) {
        long t = tournament(format);
        action(t, "start").statusCode(200).body(Json.at("status", equalTo("RUNNING")));
        action(t, "pause").statusCode(200).body(Json.at("status", equalTo("PAUSED")));
        return t;
    }

    @Test
    void clockBeforeStartShowsTheFirstLevelOfTheRuleBookSchedule() {
        long t = tournament("TEXAS_HOLDEM");
        JsonPath c = clock(t);
        assertEquals("NOT_STARTED", c.getString("status"));
        assertEquals(1, c.getInt("levelNumber"));
        assertEquals(25, c.getInt("smallBlind"));
        assertEquals(50, c.getInt("bigBlind"));
        assertEquals(720, c.getInt("secondsLeft"));
        assertEquals(2, c.getInt("nextLevel.levelNumber"));
        assertEquals(100, c.getInt("nextLevel.bigBlind"));
        assertEquals(3600, c.getInt("secondsToNextBreak"));
    }

    @Test
    void nextLevelWhilePausedStartsLevelTwoInFull() {
        long t = startedAndPaused("TEXAS_HOLDEM");
        action(t, "next")
                .statusCode(200)
                .body(Json.at("levelNumber", equalTo(2)))
                .body(Json.at("smallBlind", equalTo(50)))
                .body(Json.at("bigBlind", equalTo(100)))
                .body(Json.at("secondsLeft", equalTo(720)))
                .body(Json.at("status", equalTo("PAUSED")));
        action(t, "previous")
                .statusCode(200)
                .body(Json.at("levelNumber", equalTo(1)))
                .body(Json.at("secondsLeft", equalTo(720)));
    }

    @Test
    void addedAndRemovedTimeChangeTheSecondsLeftExactly() {
        long t = startedAndPaused("TEXAS_HOLDEM");
        action(t, "next");
        given().contentType(ContentType.JSON)
                .body("{\"seconds\": 120}")
                .post("/api/tournaments/{id}/clock/add-time", t)
                .then()
                .statusCode(200)
                .body(Json.at("secondsLeft", equalTo(840)));
        given().contentType(ContentType.JSON)
                .body("{\"seconds\": 60}")
                .post("/api/tournaments/{id}/clock/remove-time", t)
                .then()
                .statusCode(200)
                .body(Json.at("secondsLeft", equalTo(780)));
        assertEquals(780, clock(t).getInt("secondsLeft"));
    }

    @Test
    void theStoredClockReadsTheSameOnEveryRequest() {
        long t = startedAndPaused("TEXAS_HOLDEM");
        action(t, "next");
        JsonPath first = clock(t);
        JsonPath second = clock(t);
        assertEquals(first.getInt("secondsLeft"), second.getInt("secondsLeft"));
        assertEquals(first.getInt("levelNumber"), second.getInt("levelNumber"));
        assertEquals(first.getInt("periodIndex"), second.getInt("periodIndex"));
    }

    @Test
    void pausingAPausedClockIsRefusedAndTheClockStaysAsItWas() {
        long t = startedAndPaused("TEXAS_HOLDEM");
        action(t, "next");
        action(t, "pause")
                .statusCode(409)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/clock-not-running")));
        JsonPath c = clock(t);
        assertEquals("PAUSED", c.getString("status"));
        assertEquals(2, c.getInt("levelNumber"));
        assertEquals(720, c.getInt("secondsLeft"));
    }

    @Test
    void wrongClockCallsAreRefusedByName() {
        long t = tournament("TEXAS_HOLDEM");
        action(t, "resume").statusCode(409).body(Json.at("type", equalTo("/problems/clock-not-paused")));
        action(t, "next").statusCode(409).body(Json.at("type", equalTo("/problems/clock-not-started")));
        action(t, "start").statusCode(200);
        action(t, "start").statusCode(409).body(Json.at("type", equalTo("/problems/clock-already-started")));
        action(t, "previous").statusCode(409).body(Json.at("type", equalTo("/problems/no-previous-level")));
        given().contentType(ContentType.JSON)
                .body("{\"seconds\": 0}")
                .post("/api/tournaments/{id}/clock/add-time", t)
                .then()
                .statusCode(400)
                .body(Json.at("violations.field", equalTo(List.of("seconds"))));
        given().contentType(ContentType.JSON)
                .body("{\"seconds\": 100000}")
                .post("/api/tournaments/{id}/clock/remove-time", t)
                .then()
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/not-enough-time-left")))
                .body(Json.at("field", equalTo("seconds")));
        assertEquals(1, clock(t).getInt("levelNumber"));
        assertEquals("RUNNING", clock(t).getString("status"));
    }

    @Test
    void italianGameClockShowsTheHourAndTheAnte() {
        long t = startedAndPaused("ITALIAN_DRAW");
        JsonPath c = clock(t);
        assertEquals("GAME", c.getString("kind"));
        assertEquals(1000, c.getInt("ante"));
        assertEquals(true, c.getInt("secondsLeft") >= 3599 && c.getInt("secondsLeft") <= 3600);
        assertEquals(false, c.getBoolean("teresinaRound"));
        action(t, "next").statusCode(409).body(Json.at("type", equalTo("/problems/no-next-level")));
    }

    @Test
    void clockShowsPlayersLeftAndTheAverageStackOfAFreezeout() {
        long t = tournament("TEXAS_HOLDEM");
        List<Long> ids = entries(t, 6);
        eliminate(ids.get(0), 6);
        JsonPath c = clock(t);
        assertEquals(6, c.getInt("entries"));
        assertEquals(5, c.getInt("playersLeft"));
        assertEquals(36_000, c.getLong("chipsInPlay"));
        assertEquals(7_200, c.getLong("averageStack"));
    }

    /** Seat {@code winnerSeat} of table 1 puts in {@code stack} against a player of 6,000, who is out.
     * At a table of five seat 1 and the loser post the blinds (docs/rules.md#blinds-by-position): the button sits at
     * seat 5, or heads-up at seat 1.
     */
    private static void allIn(long t, int winnerSeat, long stack, int loserSeat) {
        given().contentType(ContentType.JSON)
                .body("""
                        {"entryId": "%s", "button": %d, "board": ["2c", "7d", "9h", "Jc", "Ks"],
                         "players": [
                          {"seat": %d, "contributed": %d, "folded": false, "cards": ["Ah", "Ad"]},
                          {"seat": %d, "contributed": 6000, "folded": false, "cards": ["3c", "4d"]}]}""".formatted(UUID.randomUUID(), loserSeat == 5 ? 1 : 5, winnerSeat, stack, loserSeat))
                .post("/api/tournaments/{id}/tables/1/hands", t)
                .then()
                .statusCode(200);
    }

    @Test
    void aFinishedHoldemTournamentHasItsWinnerAsTheOnePlayerLeftOnAStoppedClock() {
        long t = tournament("TEXAS_HOLDEM");
        entries(t, 5);
        FloorFixtures.draw(t, 5);
        action(t, "start").statusCode(200);
        for (int seat = 2; seat <= 5; seat++) {
            allIn(t, 1, 6000L * (seat - 1), seat);
        }

        JsonPath c = clock(t);
        assertEquals(5, c.getInt("entries"));
        assertEquals(1, c.getInt("playersLeft"), "the winner is the one player left");
        assertEquals(30_000, c.getLong("chipsInPlay"));
        assertEquals(30_000, c.getLong("averageStack"));
        assertEquals("PAUSED", c.getString("status"), "the clock stopped at the last elimination");
        assertTrue(c.getBoolean("finished"));
        action(t, "resume")
                .statusCode(409)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/tournament-finished")));
        assertEquals("PAUSED", clock(t).getString("status"));
    }

    @Test
    void clockOfAnUnknownTournamentIsNotFound() {
        given().get("/api/tournaments/{id}/clock", Long.MAX_VALUE)
                .then()
                .statusCode(404)
                .body(Json.at("type", equalTo("/problems/not-found")));
        action(Long.MAX_VALUE, "start").statusCode(404);
    }
}
