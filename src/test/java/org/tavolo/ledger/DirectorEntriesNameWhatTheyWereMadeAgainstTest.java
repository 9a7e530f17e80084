package org.tavolo.ledger;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.testing.Evenings.italianTableOfFour;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Hands;
import org.tavolo.testing.Json;

/**
 * A table's director names, with every change he makes, what he made it against
 * (docs/errors.md#entries-bound-to-what-was-seen): the game, the players by entry id beside their seats and their
 * stacks. On the API these fields are required of a director: one left out, or sent as {@code null}, is refused
 * with a 400 naming the field and changes nothing; it is never read as "whatever the table is now". A binding no
 * longer true is refused with a 409 that says what to do first.
 */
@QuarkusTest
class DirectorEntriesNameWhatTheyWereMadeAgainstTest {

    @Inject
    AgroalDataSource database;

    /** An Italian table of four, drawn, and a director for its table; seats 1..4 hold 20,000 each. */
    private record Table(long tournament, Directors director) {

        static Table ofFour() {
            long t = italianTableOfFour();
            return new Table(t, Directors.issue(t, 1));
        }

        /** The entry at each seat of table 1, as the floor shows it now. */
        Map<Integer, Long> entries() {
            JsonPath tables = FloorFixtures.tables(tournament);
            Map<Integer, Long> bySeat = new LinkedHashMap<>();
            for (int i = 0; i < tables.getList("[0].seats").size(); i++) {
                bySeat.put(tables.getInt("[0].seats[" + i + "].seat"), tables.getLong("[0].seats[" + i + "].entryId"));
            }
            return bySeat;
        }

        ValidatableResponse post(String what, String body) {
            return director.basic()
                    .contentType(ContentType.JSON)
                    .header("Accept-Language", "it")
                    .body(body)
                    .post("/api/tournaments/{id}/tables/1/" + what, tournament)
                    .then()
                    .log()
                    .ifValidationFails();
        }

        /** Closes game 1 at the table and draws game 2, as the organizer does. */
        void nextGame() {
            FloorFixtures.closeEveryTable(tournament, 1);
            given().contentType(ContentType.JSON)
                    .body("{\"game\": 2}")
                    .post("/api/tournaments/{id}/draws/next-game", tournament)
                    .then()
                    .statusCode(201);
        }
    }

    /** Seat 1 takes the antes of seats 1..4, stated against 20,000 each and the entries now at those seats. */
    private static String hand(String game, String expected) {
        return """
                {"entryId": "%s", "button": 4, %s %s "players": [
                  {"seat": 1, "contributed": 1000, "folded": false},
                  {"seat": 2, "contributed": 1000, "folded": true},
                  {"seat": 3, "contributed": 1000, "folded": true},
                  {"seat": 4, "contributed": 1000, "folded": true}]}""".formatted(UUID.randomUUID(), game, expected);
    }

    private static String expected(Map<Integer, Long> entries, int... seats) {
        StringBuilder out = new StringBuilder("\"expected\": [");
        for (int i = 0; i < seats.length; i++) {
            out.append(i == 0 ? "" : ", ")
                    .append("{\"seat\": %d, \"stack\": 20000, \"entry\": %d}"
                            .formatted(seats[i], entries.get(seats[i])));
        }
        return out.append("],").toString();
    }

    private static String everySeat(Map<Integer, Long> entries) {
        return expected(entries, 1, 2, 3, 4);
    }

    private static ValidatableResponse refusedNaming(ValidatableResponse answer, String field) {
        return answer.statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/binding-missing")))
                .body(Json.at("field", equalTo(field)));
    }

    @Test
    void aDirectorsHandWithANullGameSentAfterTheNextGameWasDrawnIsRefusedAndNothingIsStored() throws Exception {
        Table table = Table.ofFour();
        table.nextGame();
        Map<String, String> before = DataFingerprint.of(database);
        refusedNaming(table.post("hands", hand("\"gameNumber\": null,", everySeat(table.entries()))), "gameNumber")
                .body(Json.at("detail", containsString("gameNumber")));
        assertEquals(before, DataFingerprint.of(database), "a hand without its game changed data");
    }

    @Test
    void aDirectorsHandThatLeavesOutItsBindingIsRefusedNamingTheField() throws Exception {
        Table table = Table.ofFour();
        Map<Integer, Long> entries = table.entries();
        Map<String, String> before = DataFingerprint.of(database);
        refusedNaming(table.post("hands", hand("", everySeat(entries))), "gameNumber");
        refusedNaming(table.post("hands", hand("\"gameNumber\": 1,", "")), "expected");
        refusedNaming(table.post("hands", hand("\"gameNumber\": 1,", expected(entries, 1, 2, 3))), "expected");
        refusedNaming(
                table.post(
                        "hands",
                        hand(
                                "\"gameNumber\": 1,",
                                everySeat(entries).replace("\"entry\": " + entries.get(2), "\"entry\": null"))),
                "expected[1].entry");
        assertEquals(before, DataFingerprint.of(database), "a hand without its binding changed data");
        table.post("hands", hand("\"gameNumber\": 1,", everySeat(entries)))
                .statusCode(200)
                .body(Json.at("game", equalTo(1)));
    }

    @Test
    void aDirectorsPenaltyWithANullOrMissingGameSeatOrEntryIsRefused() throws Exception {
        Table table = Table.ofFour();
        long entry = table.entries().get(1);
        String penalty = """
                {"entryId": "%s", "entry": %s, "seat": %s, "gameNumber": %s, "chips": 500, "to": "OUT_OF_PLAY",
                 "reason": "carte scoperte"}""";
        Map<String, String> before = DataFingerprint.of(database);
        refusedNaming(table.post("penalties", penalty.formatted(UUID.randomUUID(), entry, 1, "null")), "gameNumber");
        refusedNaming(table.post("penalties", penalty.formatted(UUID.randomUUID(), entry, "null", 1)), "seat");
        refusedNaming(
                table.post(
                        "penalties",
                        penalty.formatted(UUID.randomUUID(), entry, 1, 1).replace("\"gameNumber\": 1, ", "")),
                "gameNumber");
        table.post("penalties", penalty.formatted(UUID.randomUUID(), "null", 1, 1))
                .statusCode(400)
                .body(Json.at("violations[0].field", containsString("entry")));
        assertEquals(before, DataFingerprint.of(database), "a penalty without its binding changed data");
        table.post("penalties", penalty.formatted(UUID.randomUUID(), entry, 1, 1))
                .statusCode(200);
    }

    @Test
    void aDirectorsChipCountWithANullOrMissingGameStackOrEntryIsRefused() throws Exception {
        Table table = Table.ofFour();
        long entry = table.entries().get(2);
        String count = """
                {"countId": "%s", "reason": "conteggio", "gameNumber": %s,
                 "counts": [{"seat": 2, "chips": 19000, "expected": %s, "entry": %s}]}""";
        Map<String, String> before = DataFingerprint.of(database);
        refusedNaming(
                table.post("chip-counts", count.formatted(UUID.randomUUID(), "null", 20000, entry)), "gameNumber");
        refusedNaming(
                table.post("chip-counts", count.formatted(UUID.randomUUID(), 1, "null", entry)), "counts[0].expected");
        refusedNaming(
                table.post("chip-counts", count.formatted(UUID.randomUUID(), 1, 20000, "null")), "counts[0].entry");
        refusedNaming(
                table.post(
                        "chip-counts",
                        count.formatted(UUID.randomUUID(), 1, 20000, entry).replace("\"gameNumber\": 1,", "")),
                "gameNumber");
        assertEquals(before, DataFingerprint.of(database), "a count without its binding changed data");
        table.post("chip-counts", count.formatted(UUID.randomUUID(), 1, 20000, entry))
                .statusCode(200);
    }

    @Test
    void aDirectorsEntryForAGameThatIsOverIsRefusedSayingWhatToDoFirst() throws Exception {
        Table table = Table.ofFour();
        Map<Integer, Long> entries = table.entries();
        table.nextGame();
        Map<String, String> before = DataFingerprint.of(database);
        table.post("hands", hand("\"gameNumber\": 1,", everySeat(entries)))
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/not-current-game")))
                .body(Json.at("game", equalTo(1)))
                .body(Json.at("currentGame", equalTo(2)))
                .body(Json.at("detail", allOf(containsString("La partita 1 è chiusa"), containsString("partita 2"))));
        table.post("chip-counts", """
                        {"countId": "%s", "reason": "conteggio", "gameNumber": 1,
                         "counts": [{"seat": 2, "chips": 19000, "expected": 20000, "entry": %d}]}""".formatted(UUID.randomUUID(), entries.get(2)))
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/not-current-game")));
        assertEquals(before, DataFingerprint.of(database), "an entry for a game that is over changed data");
    }

    @Test
    void aDirectorsEntryForAPlayerMovedAwayIsRefusedSayingWhereHeIsAndWhatToDo() throws Exception {
        // Hold'em, twelve players at two tables of six: table 1's first player goes to table 2, seat 9
        long t = Evenings.drawn("TEXAS_HOLDEM", 12, 8);
        Table table = new Table(t, Directors.issue(t, 1));
        JsonPath tables = FloorFixtures.tables(t);
        int seat = tables.getInt("[0].seats[0].seat");
        long away = tables.getLong("[0].seats[0].entryId");
        given().contentType(ContentType.JSON)
                .body("{\"entryId\": %d, \"toTable\": 2, \"toSeat\": 9}".formatted(away))
                .post("/api/tournaments/{id}/moves", t)
                .then()
                .statusCode(201);
        Map<String, String> before = DataFingerprint.of(database);
        table.post("chip-counts", """
                        {"countId": "%s", "reason": "conteggio", "gameNumber": 1,
                         "counts": [{"seat": %d, "chips": 1000, "expected": 6000, "entry": %d}]}""".formatted(UUID.randomUUID(), seat, away))
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/player-moved")))
                .body(Json.at("movedTo", equalTo(2)))
                .body(Json.at("movedSeat", equalTo(9)))
                .body(Json.at("detail", containsString("Ricarica il tavolo")));
        assertEquals(before, DataFingerprint.of(database), "an entry for a moved player changed data");
    }

    @Test
    void aDirectorsChineseDealOrItsVoidWithoutTheMatchOrThePlayersSeatsIsRefused() throws Exception {
        long t = Evenings.drawn("CHINESE_POKER", 4);
        Table table = new Table(t, Directors.issue(t, 1));
        Map<Integer, Long> entries = table.entries();
        String suits = "shdc";
        StringBuilder players = new StringBuilder();
        StringBuilder expected = new StringBuilder();
        int i = 0;
        for (Map.Entry<Integer, Long> seat : entries.entrySet()) {
            char suit = suits.charAt(i++);
            players.append(players.isEmpty() ? "" : ", ")
                    .append(("{\"entry\": %d, \"first\": [\"A%c\", \"K%c\", \"Q%c\", \"J%c\", \"T%c\"],"
                                    + " \"second\": [\"9%c\", \"8%c\", \"7%c\", \"6%c\", \"5%c\"],"
                                    + " \"third\": [\"4%c\", \"3%c\", \"2%c\"], \"tokens\": [0, 1, 2]}")
                            .formatted(
                                    seat.getValue(),
                                    suit,
                                    suit,
                                    suit,
                                    suit,
                                    suit,
                                    suit,
                                    suit,
                                    suit,
                                    suit,
                                    suit,
                                    suit,
                                    suit,
                                    suit));
            expected.append(expected.isEmpty() ? "" : ", ")
                    .append("{\"seat\": %d, \"entry\": %d}".formatted(seat.getKey(), seat.getValue()));
        }
        String deal = "{\"entryId\": \"%s\", %s \"players\": [" + players + "]}";
        String path = "matches/1/deals/1";
        Map<String, String> before = DataFingerprint.of(database);
        refusedNaming(
                table.post(path, deal.formatted(UUID.randomUUID(), "\"expected\": [" + expected + "],")), "gameNumber");
        refusedNaming(
                table.post(
                        path,
                        deal.formatted(UUID.randomUUID(), "\"gameNumber\": null, \"expected\": [" + expected + "],")),
                "gameNumber");
        refusedNaming(table.post(path, deal.formatted(UUID.randomUUID(), "\"gameNumber\": 1,")), "expected");
        assertEquals(before, DataFingerprint.of(database), "a deal without its binding changed data");
        table.post(path, deal.formatted(UUID.randomUUID(), "\"gameNumber\": 1, \"expected\": [" + expected + "],"))
                .statusCode(201);
        Map<String, String> stored = DataFingerprint.of(database);
        refusedNaming(table.post(path + "/void", "{\"reason\": \"carte sbagliate\"}"), "gameNumber");
        assertEquals(stored, DataFingerprint.of(database), "a deal's void without its match changed data");
        table.post(path + "/void", "{\"reason\": \"carte sbagliate\", \"gameNumber\": 1}")
                .statusCode(200);
    }

    @Test
    void theOrganizerMayLeaveTheBindingOutOfAHandAPenaltyAndACount() {
        Table table = Table.ofFour();
        long entry = table.entries().get(1);
        Hands.enter(table.tournament(), 1, hand("", "")).statusCode(200);
        given().contentType(ContentType.JSON)
                .body("""
                        {"entryId": "%s", "entry": %d, "chips": 500, "to": "OUT_OF_PLAY", "reason": "carte"}""".formatted(UUID.randomUUID(), entry))
                .post("/api/tournaments/{id}/tables/1/penalties", table.tournament())
                .then()
                .statusCode(200);
        given().contentType(ContentType.JSON)
                .body("""
                        {"countId": "%s", "reason": "conteggio", "counts": [{"seat": 2, "chips": 19000}]}""".formatted(UUID.randomUUID()))
                .post("/api/tournaments/{id}/tables/1/chip-counts", table.tournament())
                .then()
                .statusCode(200);
    }
}
