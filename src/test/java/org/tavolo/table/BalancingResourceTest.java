package org.tavolo.table;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.table.FloorFixtures.draw;
import static org.tavolo.table.FloorFixtures.eliminate;
import static org.tavolo.table.FloorFixtures.entries;
import static org.tavolo.table.FloorFixtures.seating;
import static org.tavolo.table.FloorFixtures.tables;
import static org.tavolo.table.FloorFixtures.tournament;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.security.TestOrganizer;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Api;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Json;

/** Hold'em balancing and table breaks through the API (docs/rules.md#holdem-tournament; TDA rules 10–11). */
@QuarkusTest
class BalancingResourceTest {

    private static long entryAt(long t, int table, int seat) {
        return tables(t)
                .getLong("find { it.number == %d }.seats.find { it.seat == %d }.entryId".formatted(table, seat));
    }

    private static void button(long t, int table, int seat) {
        given().contentType(ContentType.JSON)
                .body("{\"seat\": %d}".formatted(seat))
                .put("/api/tournaments/{id}/tables/{n}/button", t, table)
                .then()
                .statusCode(200)
                .body(Json.at("buttonSeat", equalTo(seat)));
    }

    private static JsonPath balance(long t) {
        return Answers.json(given().post("/api/tournaments/{id}/balance", t), 200);
    }

    /** A Hold'em tournament at the club format's tables of up to 11 and a final table of 11 (the preset seats 9). */
    private static long elevenSeatTournament() {
        long t = tournament("TEXAS_HOLDEM");
        FloorFixtures.patchSettings(t, "{\"maxSeats\": 11, \"finalTableSize\": 11}");
        return t;
    }

    /** 14 players: two tables of 7; two busts at table 2 leave 7 against 5. */
    private static long sevenAgainstFive() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 14, 77);
        button(t, 1, 1);
        button(t, 2, 1);
        eliminate(entryAt(t, 2, 6), 14);
        eliminate(entryAt(t, 2, 7), 13);
        return t;
    }

    @Test
    void playerWhoWouldBeBigBlindNextMovesToTheSeatThatTakesTheBigBlindNextAtTheSmallestTable() {
        long t = sevenAgainstFive();
        long bigBlindNext = entryAt(t, 1, 3);
        JsonPath moves = balance(t);
        assertEquals(1, moves.getList("$").size());
        assertEquals(bigBlindNext, moves.getLong("[0].entryId"));
        assertEquals(
                List.of(1, 3, 2, 6),
                List.of(
                        moves.getInt("[0].fromTable"),
                        moves.getInt("[0].fromSeat"),
                        moves.getInt("[0].toTable"),
                        moves.getInt("[0].toSeat")));
        assertEquals("BALANCE", moves.getString("[0].reason"));
        assertEquals(List.of(6, 6), tables(t).getList("players", Integer.class));
        assertEquals(bigBlindNext, entryAt(t, 2, 6));
        given().get("/api/tournaments/{id}/moves", t)
                .then()
                .statusCode(200)
                .body(Json.at("[0].entryId", equalTo((int) bigBlindNext)))
                .body(Json.at("[0].movedBy", equalTo(TestOrganizer.USERNAME)))
                .body(Json.at("[0].reason", equalTo("BALANCE")))
                .body(Json.at("[0].undoneAt", equalTo(null)));
    }

    @Test
    void balancedTablesNeedNoMove() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 13, 5);
        List<String> before = seating(t);
        assertEquals(0, balance(t).getList("$").size());
        assertEquals(before, seating(t));
    }

    @Test
    void organizerCanUndoTheLastMove() {
        long t = sevenAgainstFive();
        List<String> beforeMove = seating(t).stream()
                .filter(s -> !s.startsWith("2/6") && !s.startsWith("2/7"))
                .toList();
        balance(t);
        given().post("/api/tournaments/{id}/moves/undo", t)
                .then()
                .statusCode(200)
                .body(Json.at("[0].reason", equalTo("BALANCE")));
        assertEquals(beforeMove, seating(t));
        given().get("/api/tournaments/{id}/moves", t).then().body(Json.at("[0].undoneAt", notNullValue()));
        Answers.problem(given().post("/api/tournaments/{id}/moves/undo", t), 409, "/problems/nothing-to-undo");
        assertEquals(beforeMove, seating(t));
    }

    @Test
    void movingAPlayerWhoBustedIsRefusedAndNothingMoves() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 12, 8);
        long busted = entryAt(t, 1, 2);
        eliminate(busted, 12);
        List<String> before = seating(t);
        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body("{\"entryId\": %d, \"toTable\": 2, \"toSeat\": 9}".formatted(busted))
                                .post("/api/tournaments/{id}/moves", t),
                        409,
                        "/problems/entry-eliminated")
                .body(Json.at("entry", equalTo((int) busted)));
        assertEquals(before, seating(t));
        assertEquals(0, Api.sizeOf("/api/tournaments/{id}/moves", t));
    }

    @Test
    void organizerMovesAPlayerByHandToAnOpenSeatButNeverToATakenOne() {
        long t = elevenSeatTournament();
        entries(t, 12);
        draw(t, 9);
        long mover = entryAt(t, 1, 1);
        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body("{\"entryId\": %d, \"toTable\": 2, \"toSeat\": 1}".formatted(mover))
                                .post("/api/tournaments/{id}/moves", t),
                        409,
                        "/problems/seat-taken")
                .body(Json.at("table", equalTo(2)))
                .body(Json.at("seat", equalTo(1)));
        assertEquals(mover, entryAt(t, 1, 1));
        Answers.problem(
                given().contentType(ContentType.JSON)
                        .body("{\"entryId\": %d, \"toTable\": 2, \"toSeat\": 12}".formatted(mover))
                        .post("/api/tournaments/{id}/moves", t),
                400,
                "/problems/no-such-seat");
        given().contentType(ContentType.JSON)
                .body("{\"entryId\": %d, \"toTable\": 2, \"toSeat\": 10}".formatted(mover))
                .post("/api/tournaments/{id}/moves", t)
                .then()
                .statusCode(201)
                .body(Json.at("reason", equalTo("MANUAL")));
        assertEquals(mover, entryAt(t, 2, 10));
        assertEquals(List.of(5, 7), tables(t).getList("players", Integer.class));
    }

    @Test
    void highestNumberedTableBreaksWhenThePlayersFitAtOneTableFewer() {
        long t = elevenSeatTournament();
        entries(t, 23);
        draw(t, 11);
        assertEquals(List.of(8, 8, 7), tables(t).getList("players", Integer.class));
        eliminate(entryAt(t, 1, 1), 23);
        JsonPath moves = balance(t);
        assertEquals(7, moves.getList("$").size());
        assertTrue(moves.getList("reason", String.class).stream().allMatch("TABLE_BREAK"::equals));
        assertTrue(moves.getList("fromTable", Integer.class).stream().allMatch(n -> n == 3));
        assertEquals(List.of(1, 2), tables(t).getList("number", Integer.class));
        assertEquals(List.of(11, 11), tables(t).getList("players", Integer.class));
        given().get("/api/tournaments/{id}/audit", t).then().body(Json.at("action", hasItem("table-broken")));
    }

    @Test
    void undoingATableBreakReopensTheTable() {
        long t = elevenSeatTournament();
        entries(t, 23);
        draw(t, 12);
        eliminate(entryAt(t, 2, 2), 23);
        List<String> before =
                seating(t).stream().filter(s -> !s.startsWith("2/2=")).toList();
        balance(t);
        given().post("/api/tournaments/{id}/moves/undo", t).then().statusCode(200);
        assertEquals(List.of(1, 2, 3), tables(t).getList("number", Integer.class));
        assertEquals(before, seating(t));
    }

    @Test
    void atTheFinalTableSizeEveryoneIsRedrawnAtOneTable() {
        long t = elevenSeatTournament();
        List<Long> ids = entries(t, 12);
        draw(t, 13);
        eliminate(ids.get(0), 12);
        JsonPath moves = balance(t);
        assertTrue(moves.getList("reason", String.class).stream().allMatch("FINAL_TABLE"::equals));
        JsonPath after = tables(t);
        assertEquals(List.of(1), after.getList("number", Integer.class));
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11), after.getList("[0].seats.seat", Integer.class));
        // the button starts at the first occupied seat of the final table (docs/floor.md#the-button)
        assertEquals(1, after.getInt("[0].buttonSeat"));
        assertFalse(after.getList("[0].seats.entryId", Long.class).contains(ids.get(0)));
    }

    @Test
    void italianTablesAreNeverRebalancedDuringAGame() {
        long t = Evenings.drawn("ITALIAN_DRAW", 9, 14);
        long out = entryAt(t, 1, 1);
        eliminate(out, 9);
        assertEquals(0, balance(t).getList("$").size());
        assertEquals(List.of(4, 4), tables(t).getList("players", Integer.class));
    }

    @Test
    void directorsSetAndAdvanceTheButton() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 6, 15);
        button(t, 1, 3);
        given().post("/api/tournaments/{id}/tables/1/button/advance", t)
                .then()
                .statusCode(200)
                .body(Json.at("buttonSeat", equalTo(4)));
        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body("{\"seat\": 12}")
                                .put("/api/tournaments/{id}/tables/1/button", t),
                        400,
                        "/problems/no-such-seat")
                .body(Json.at("seat", equalTo(12)));
        given().contentType(ContentType.JSON)
                .body("{\"seat\": 2}")
                .put("/api/tournaments/{id}/tables/9/button", t)
                .then()
                .statusCode(404);
        assertEquals(4, tables(t).getInt("[0].buttonSeat"));
    }

    @Test
    void lateEntryIsSeatedAtTheSmallestTableNeverBetweenSmallBlindAndButton() {
        long t = tournament("TEXAS_HOLDEM");
        String settings = given().get("/api/tournaments/{id}/settings", t).asString();
        given().contentType(ContentType.JSON)
                .body(settings.replace("\"lateRegistrationUntilLevel\":null", "\"lateRegistrationUntilLevel\":3"))
                .put("/api/tournaments/{id}/settings", t)
                .then()
                .statusCode(200);
        entries(t, 13);
        draw(t, 16);
        button(t, 2, 1);
        List<Long> late = entries(t, 1);
        JsonPath entry = Answers.json(given().get("/api/tournaments/{id}/entries/{e}", t, late.get(0)), 200);
        assertTrue(entry.getBoolean("late"));
        assertEquals(2, entry.getInt("table"));
        int seat = entry.getInt("seat");
        assertTrue(seat >= 7 && seat <= 11, "seat " + seat); // table 2 holds seats 1-6, button 1, small blind 2
        assertEquals(List.of(7, 7), tables(t).getList("players", Integer.class));
    }

    @Test
    void balancingBeforeTheDrawIsRefused() {
        long t = tournament("TEXAS_HOLDEM");
        Answers.problem(given().post("/api/tournaments/{id}/balance", t), 409, "/problems/not-drawn");
    }
}
