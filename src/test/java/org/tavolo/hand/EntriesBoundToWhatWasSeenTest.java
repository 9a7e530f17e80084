package org.tavolo.hand;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.testing.Evenings.italianTableOfFour;
import static org.tavolo.testing.Evenings.move;
import static org.tavolo.testing.TableOne.stacks;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Json;

/**
 * Every entry made at a table carries what the director saw (docs/errors.md#entries-bound-to-what-was-seen): the
 * game, the players by entry id beside their seats, the stacks. Checked under the table's lock, an entry whose
 * context is no longer true is refused with a 409 naming what changed, and nothing is applied to anyone else.
 */
@QuarkusTest
class EntriesBoundToWhatWasSeenTest {

    @Inject
    AgroalDataSource database;

    /** A player moved away from seat {@code seat} of table 1 and another sat down in his place. */
    record Swap(long tournament, int seat, long movedAway, long newcomer, long stack) {}

    /**
     * Hold'em, twelve players at two tables of six (nine seats each): the player of table 1's first seat goes
     * to table 2, seat 9, and table 2's first player takes his seat.
     */
    private static Swap swapAtTableOne() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 12, 8);
        JsonPath tables = FloorFixtures.tables(t);
        int seat = tables.getInt("[0].seats[0].seat");
        long away = tables.getLong("[0].seats[0].entryId");
        long newcomer = tables.getLong("[1].seats[0].entryId");
        long stack = stacks(t).get(Integer.toString(seat));
        move(t, away, 2, 9);
        move(t, newcomer, 1, seat);
        return new Swap(t, seat, away, newcomer, stack);
    }

    private static ValidatableResponse post(long t, String what, String body) {
        return given().contentType(ContentType.JSON)
                .header("Accept-Language", "it")
                .body(body)
                .post("/api/tournaments/{id}/tables/1/" + what, t)
                .then()
                .log()
                .ifValidationFails();
    }

    private static String penalty(long entry, Integer seat, Integer game, String to, Long chips) {
        return """
                {"entryId": "%s", "entry": %d, %s%s%s"to": "%s", "reason": "carte scoperte"}""".formatted(
                        UUID.randomUUID(),
                        entry,
                        seat == null ? "" : "\"seat\": " + seat + ", ",
                        game == null ? "" : "\"gameNumber\": " + game + ", ",
                        chips == null ? "" : "\"chips\": " + chips + ", ",
                        to);
    }

    @Test
    void aPenaltyForAPlayerMovedAwayIsRefusedAndTheNewcomerInHisSeatPaysNothing() throws Exception {
        Swap swap = swapAtTableOne();
        Map<String, String> before = DataFingerprint.of(database);
        post(swap.tournament(), "penalties", penalty(swap.movedAway(), swap.seat(), 1, "OUT_OF_PLAY", 500L))
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/player-moved")))
                .body(Json.at("seat", equalTo(swap.seat())))
                .body(Json.at("entry", equalTo((int) swap.movedAway())))
                .body(Json.at("movedTo", equalTo(2)))
                .body(Json.at(
                        "detail",
                        allOf(
                                containsString("Il giocatore del posto " + swap.seat()),
                                containsString("è stato spostato al tavolo 2"))));
        // named by his entry alone, he is not at this table either
        post(swap.tournament(), "penalties", penalty(swap.movedAway(), null, null, "OUT_OF_PLAY", 500L))
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/player-moved")))
                .body(Json.at("movedTo", equalTo(2)));
        assertEquals(before, DataFingerprint.of(database), "a refused penalty changed data");
    }

    @Test
    void aPenaltyNamingTheNewcomerWithTheSeatHeNowHoldsIsGiven() {
        Swap swap = swapAtTableOne();
        post(swap.tournament(), "penalties", penalty(swap.newcomer(), swap.seat(), 1, "OUT_OF_PLAY", 500L))
                .statusCode(200)
                .body(Json.at("entry", equalTo((int) swap.newcomer())))
                .body(Json.at("seat", equalTo(swap.seat())));
    }

    @Test
    void aPenaltyAnswerNamesThePlayerOfEveryStack() {
        long t = italianTableOfFour();
        long entry = FloorFixtures.tables(t).getLong("[0].seats[0].entryId");
        post(t, "penalties", penalty(entry, null, null, "PLAYERS", 600L))
                .statusCode(200)
                .body(Json.at("stacks.size()", equalTo(4)))
                .body(Json.at("stacks.name", everyItem(notNullValue())));
    }

    @Test
    void aPenaltyAtAClosedTableIsRefusedAndTheRecordedResultStands() throws Exception {
        long t = italianTableOfFour();
        FloorFixtures.closeEveryTable(t, 1);
        long entry = FloorFixtures.tables(t).getLong("[0].seats[0].entryId");
        Map<String, String> before = DataFingerprint.of(database);
        post(t, "penalties", penalty(entry, null, null, "OUT_OF_PLAY", 500L))
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/table-closed")));
        post(t, "penalties", penalty(entry, null, null, "SKIP_HAND", null))
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/table-closed")));
        assertEquals(before, DataFingerprint.of(database), "a penalty at a closed table changed data");
    }

    @Test
    void aPenaltyForAGameClosedMeanwhileIsRefusedNamingTheGame() throws Exception {
        long t = italianTableOfFour();
        FloorFixtures.closeEveryTable(t, 1);
        nextGame(t);
        long entry = FloorFixtures.tables(t).getLong("[0].seats[0].entryId");
        int seat = FloorFixtures.tables(t).getInt("[0].seats[0].seat");
        Map<String, String> before = DataFingerprint.of(database);
        post(t, "penalties", penalty(entry, seat, 1, "OUT_OF_PLAY", 500L))
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/not-current-game")))
                .body(Json.at("game", equalTo(1)))
                .body(Json.at("currentGame", equalTo(2)))
                .body(Json.at("detail", containsString("La partita 1 è chiusa")));
        assertEquals(before, DataFingerprint.of(database), "a penalty for a closed game changed data");
    }

    @Test
    void noPenaltyIsGivenAtAChinesePokerTable() throws Exception {
        long t = Evenings.drawn("CHINESE_POKER", 4);
        long entry = FloorFixtures.tables(t).getLong("[0].seats[0].entryId");
        Map<String, String> before = DataFingerprint.of(database);
        post(t, "penalties", penalty(entry, null, null, "SKIP_HAND", null))
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/penalty-not-in-format")))
                .body(Json.at("field", equalTo("to")));
        assertEquals(before, DataFingerprint.of(database), "a penalty at a Chinese poker table changed data");
    }

    @Test
    void aHandTypedInGameOneIsRefusedOnceGameTwoIsDrawnEvenAgainstTheSameStacks() throws Exception {
        long t = italianTableOfFour();
        FloorFixtures.closeEveryTable(t, 1);
        nextGame(t);
        Map<String, String> before = DataFingerprint.of(database);
        String hand = org.tavolo.testing.TableOne.seatOneTakesTheAntes(
                        UUID.randomUUID().toString())
                .replace(
                        "\"button\": 4,",
                        "\"button\": 4, \"gameNumber\": 1," + " \"expected\": [{\"seat\": 1, \"stack\": 20000}],");
        post(t, "hands", hand)
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/not-current-game")))
                .body(Json.at("detail", containsString("La partita 1 è chiusa")));
        assertEquals(before, DataFingerprint.of(database), "a hand for a closed game changed data");
    }

    @Test
    void aHandStatedAgainstAPlayerMovedAwayIsRefusedBeforeAnyChipMoves() throws Exception {
        Swap swap = swapAtTableOne();
        Map<String, String> before = DataFingerprint.of(database);
        String hand =
                """
                {"entryId": "%s", "button": %d, "gameNumber": 1,
                 "expected": [{"seat": %d, "entry": %d, "stack": %d}],
                 "players": [{"seat": %d, "contributed": 100, "folded": true}]}""".formatted(UUID.randomUUID(), swap.seat(), swap.seat(), swap.movedAway(), swap.stack(), swap.seat());
        post(swap.tournament(), "hands", hand)
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/player-moved")))
                .body(Json.at("entry", equalTo((int) swap.movedAway())))
                .body(Json.at("detail", containsString("è stato spostato al tavolo 2")));
        assertEquals(before, DataFingerprint.of(database), "a hand against a moved player changed data");
    }

    @Test
    void aCountOfAPlayerMovedAwayIsRefusedAndTheNewcomersStackStays() throws Exception {
        Swap swap = swapAtTableOne();
        Map<String, String> before = DataFingerprint.of(database);
        post(swap.tournament(), "chip-counts", """
                        {"countId": "%s", "reason": "conteggio", "gameNumber": 1,
                         "counts": [{"seat": %d, "entry": %d, "chips": 1000, "expected": %d}]}""".formatted(
                                UUID.randomUUID(), swap.seat(), swap.movedAway(), swap.stack()))
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/player-moved")))
                .body(Json.at("detail", containsString("Il giocatore del posto " + swap.seat())));
        assertEquals(before, DataFingerprint.of(database), "a count against a moved player changed data");
    }

    @Test
    void aCountForAGameClosedMeanwhileIsRefused() throws Exception {
        long t = italianTableOfFour();
        FloorFixtures.closeEveryTable(t, 1);
        nextGame(t);
        int seat = FloorFixtures.tables(t).getInt("[0].seats[0].seat");
        Map<String, String> before = DataFingerprint.of(database);
        post(t, "chip-counts", """
                        {"countId": "%s", "reason": "conteggio", "gameNumber": 1,
                         "counts": [{"seat": %d, "chips": 1000, "expected": 20000}]}""".formatted(UUID.randomUUID(), seat))
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/not-current-game")));
        assertEquals(before, DataFingerprint.of(database), "a count for a closed game changed data");
    }

    /** Draws game 2, as the floor does once every table closed the game before. */
    private static void nextGame(long t) {
        given().contentType(ContentType.JSON)
                .body("{\"game\": 2}")
                .post("/api/tournaments/{id}/draws/next-game", t)
                .then()
                .statusCode(201);
    }
}
