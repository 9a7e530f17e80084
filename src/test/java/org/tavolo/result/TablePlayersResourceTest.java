package org.tavolo.result;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.tavolo.result.ResultApi.at;
import static org.tavolo.result.ResultApi.closeGame;
import static org.tavolo.result.ResultApi.draw;
import static org.tavolo.result.ResultApi.drawNextGame;
import static org.tavolo.result.ResultApi.entries;
import static org.tavolo.result.ResultApi.recordMatch;
import static org.tavolo.result.ResultApi.results;
import static org.tavolo.result.ResultApi.seatedAt;
import static org.tavolo.result.ResultApi.stacks;
import static org.tavolo.result.ResultApi.standings;
import static org.tavolo.result.ResultApi.tournament;
import static org.tavolo.result.ResultApi.victoryPoints;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Json;

/**
 * docs/rules.md#italian-tournament and #chinese-match through the API: a table result ranks the players of that table, so it
 * names entries of the tournament only and, once the seats are drawn, exactly the players seated
 * there. A refused result stores nothing and leaves the standings as they were.
 */
@QuarkusTest
class TablePlayersResourceTest {

    private static final String EMPTY = "[]";

    private static int id(long entry) {
        return Math.toIntExact(entry);
    }

    private static ValidatableResponse correct(long tournament, long result, String body) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .post("/api/tournaments/{id}/results/{result}/correction", tournament, result)
                .then()
                .log()
                .ifValidationFails();
    }

    /**
     * A match entered deal by deal with the same hands for everyone: the players are checked
     * before the hands, so only refusals about who plays are reached with it.
     */
    private static ValidatableResponse deals(long tournament, int table, int match, List<Long> players) {
        String deal = players.stream()
                .map(p -> """
                {"entry": %d, "first": ["Kh","Jh","Th","3h","2h"], "second": ["Kd","Kc","6d","6s","4c"],
                 "third": ["5s","5c","As","Qc","Ts"], "tokens": [0, 0, 0]}""".formatted(p))
                .reduce((a, b) -> a + ", " + b)
                .orElseThrow();
        return given().contentType(ContentType.JSON)
                .body("{\"deals\": [{\"players\": [%s]}, {\"players\": [%s]}, {\"players\": [%s]}]}"
                        .formatted(deal, deal, deal))
                .post("/api/tournaments/{id}/tables/{table}/matches/{match}/deals", tournament, table, match)
                .then()
                .log()
                .ifValidationFails();
    }

    @Test
    void anEntryOfAnotherTournamentIsRefusedNamingTheFieldAndNothingIsStored() {
        long t = tournament("ITALIAN_DRAW");
        List<Long> e = entries(t, 3);
        long stranger = entries(tournament("ITALIAN_DRAW"), 1).get(0);
        closeGame(t, 1, 1, stacks(e.get(0), 40_000, e.get(1), 30_000, stranger, 10_000, e.get(2), 5_000))
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/unknown-entry")))
                .body(Json.at("field", equalTo("stacks[2].entry")))
                .body(Json.at("entry", equalTo(id(stranger))));
        assertEquals(EMPTY, results(t));
        given().get("/api/tournaments/{id}/standings", t).then().statusCode(200).body(Json.at("standings", empty()));
    }

    @Test
    void anEntryIdThatExistsNowhereIsRefused() {
        long t = tournament("ITALIAN_DRAW");
        List<Long> e = entries(t, 3);
        long nobody = e.get(2) + 1_000_000;
        closeGame(t, 1, 1, stacks(e.get(0), 40_000, nobody, 30_000, e.get(1), 10_000, e.get(2), 5_000))
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/unknown-entry")))
                .body(Json.at("field", equalTo("stacks[1].entry")))
                .body(Json.at("entry", equalTo(id(nobody))));
        assertEquals(EMPTY, results(t));
    }

    @Test
    void chineseVictoryPointsForAnUnknownEntryAreRefusedAndNothingIsStored() {
        long t = tournament("CHINESE_POKER");
        List<Long> e = entries(t, 3);
        long stranger = entries(tournament("CHINESE_POKER"), 1).get(0);
        recordMatch(t, 1, 1, victoryPoints(e.get(0), 9, e.get(1), 4, e.get(2), 2, stranger, 1))
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/unknown-entry")))
                .body(Json.at("field", equalTo("victoryPoints[3].entry")))
                .body(Json.at("entry", equalTo(id(stranger))));
        assertEquals(EMPTY, results(t));
        given().get("/api/tournaments/{id}/standings", t).then().statusCode(200).body(Json.at("standings", empty()));
    }

    @Test
    void aDealByDealMatchNamingAnUnknownEntryIsRefusedNamingTheDealAndPlayer() {
        long t = tournament("CHINESE_POKER");
        long known = entries(t, 1).get(0);
        long stranger = entries(tournament("CHINESE_POKER"), 1).get(0);
        deals(t, 1, 1, List.of(known, stranger))
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/unknown-entry")))
                .body(Json.at("field", equalTo("deals[0].players[1].entry")))
                .body(Json.at("entry", equalTo(id(stranger))));
        assertEquals(EMPTY, results(t));
    }

    @Test
    void aCorrectionNamingAnUnknownEntryIsRefusedAndTheResultStands() {
        long t = tournament("ITALIAN_DRAW");
        List<Long> e = entries(t, 4);
        long stranger = entries(tournament("ITALIAN_DRAW"), 1).get(0);
        long result = closeGame(t, 1, 1, stacks(e.get(0), 40_000, e.get(1), 30_000, e.get(2), 10_000, e.get(3), 5_000))
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        String resultsBefore = results(t);
        String standingsBefore = standings(t);
        String body = stacks(e.get(0), 40_000, e.get(1), 30_000, e.get(2), 10_000, stranger, 5_000)
                .replace("{\"stacks\"", "{\"reason\": \"Recount\", \"stacks\"");
        correct(t, result, body)
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/unknown-entry")))
                .body(Json.at("field", equalTo("stacks[3].entry")))
                .body(Json.at("entry", equalTo(id(stranger))));
        assertEquals(resultsBefore, results(t));
        assertEquals(standingsBefore, standings(t));
    }

    @Test
    void aDrawnGameIsClosedWithExactlyThePlayersSeatedAtTheTable() {
        long t = tournament("ITALIAN_DRAW");
        entries(t, 8);
        draw(t, 2026);
        List<Long> table1 = seatedAt(t, 1);
        assertEquals(4, table1.size());
        closeGame(
                        t,
                        1,
                        1,
                        stacks(
                                table1.get(0),
                                10_000,
                                table1.get(1),
                                45_000,
                                table1.get(2),
                                20_000,
                                table1.get(3),
                                5_000))
                .statusCode(201)
                .body(Json.at("places.entry", contains(at(table1, 1, 2, 0, 3))))
                .body(Json.at("places.points", contains(10, 6, 3, 1)));
    }

    @Test
    void aPlayerOfAnotherTableIsRefusedNamingTheMissingAndTheExtraEntry() {
        long t = tournament("ITALIAN_DRAW");
        entries(t, 8);
        draw(t, 2026);
        List<Long> table1 = seatedAt(t, 1);
        List<Long> table2 = seatedAt(t, 2);
        closeGame(
                        t,
                        1,
                        1,
                        stacks(table1.get(0), 40_000, table1.get(1), 30_000, table1.get(2), 10_000, table2.get(0), 0))
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/players-not-at-table")))
                .body(Json.at("field", equalTo("stacks")))
                .body(Json.at("table", equalTo(1)))
                .body(Json.at("game", equalTo(1)))
                .body(Json.at("missing", contains(id(table1.get(3)))))
                .body(Json.at("extra", contains(id(table2.get(0)))));
        assertEquals(EMPTY, results(t));
        given().get("/api/tournaments/{id}/standings", t).then().statusCode(200).body(Json.at("standings", empty()));
    }

    @Test
    void aDrawnTableClosedWithoutOneOfItsPlayersIsRefused() {
        long t = tournament("ITALIAN_DRAW");
        entries(t, 8);
        draw(t, 2026);
        List<Long> table2 = seatedAt(t, 2);
        closeGame(t, 2, 1, stacks(table2.get(0), 40_000, table2.get(1), 30_000, table2.get(3), 10_000))
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/players-not-at-table")))
                .body(Json.at("missing", contains(id(table2.get(2)))))
                .body(Json.at("extra", empty()));
        assertEquals(EMPTY, results(t));
    }

    @Test
    void aGameNotDrawnYetCannotBeClosedOnceTheSeatsAreDrawn() {
        long t = tournament("ITALIAN_DRAW");
        entries(t, 8);
        draw(t, 2026);
        List<Long> table1 = seatedAt(t, 1);
        closeGame(
                        t,
                        1,
                        2,
                        stacks(
                                table1.get(0),
                                40_000,
                                table1.get(1),
                                30_000,
                                table1.get(2),
                                10_000,
                                table1.get(3),
                                5_000))
                .statusCode(409)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/game-not-drawn")))
                .body(Json.at("game", equalTo(2)));
        assertEquals(EMPTY, results(t));
    }

    @Test
    void aTableTheDrawDoesNotHaveIsNotFound() {
        long t = tournament("ITALIAN_DRAW");
        entries(t, 8);
        draw(t, 2026);
        List<Long> table1 = seatedAt(t, 1);
        closeGame(
                        t,
                        3,
                        1,
                        stacks(
                                table1.get(0),
                                40_000,
                                table1.get(1),
                                30_000,
                                table1.get(2),
                                10_000,
                                table1.get(3),
                                5_000))
                .statusCode(404)
                .body(Json.at("type", equalTo("/problems/not-found")))
                .body(Json.at("number", equalTo(3)));
        assertEquals(EMPTY, results(t));
    }

    @Test
    void aCorrectionMustKeepThePlayersOfTheDrawnTable() {
        long t = tournament("ITALIAN_DRAW");
        entries(t, 8);
        draw(t, 2026);
        List<Long> table1 = seatedAt(t, 1);
        List<Long> table2 = seatedAt(t, 2);
        long result = closeGame(
                        t,
                        1,
                        1,
                        stacks(
                                table1.get(0),
                                40_000,
                                table1.get(1),
                                25_000,
                                table1.get(2),
                                10_000,
                                table1.get(3),
                                5_000))
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        String resultsBefore = results(t);
        String standingsBefore = standings(t);
        String body = stacks(table1.get(0), 40_000, table1.get(1), 25_000, table2.get(2), 10_000, table1.get(3), 5_000)
                .replace("{\"stacks\"", "{\"reason\": \"Recount\", \"stacks\"");
        correct(t, result, body)
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/players-not-at-table")))
                .body(Json.at("missing", contains(id(table1.get(2)))))
                .body(Json.at("extra", contains(id(table2.get(2)))));
        assertEquals(resultsBefore, results(t));
        assertEquals(standingsBefore, standings(t));
        given().get("/api/tournaments/{id}/results", t)
                .then()
                .body(Json.at("$", hasSize(1)))
                .body(Json.at("[0].status", equalTo("ACTIVE")))
                .body(Json.at("[0].places.entry", contains(at(table1, 0, 1, 2, 3))));
    }

    @Test
    void aChineseMatchIsPlayedAtTheSeatsOfTheLatestDrawUpToItsNumber() {
        long t = tournament("CHINESE_POKER");
        org.tavolo.table.FloorFixtures.patchSettings(t, "{\"gamesPerRound\": 3}");
        entries(t, 8);
        draw(t, 7);
        List<Long> firstDraw = seatedAt(t, 1);
        // match 2 has no draw of its own: the seats of game 1 still hold
        recordMatch(
                        t,
                        1,
                        2,
                        victoryPoints(
                                firstDraw.get(0), 9, firstDraw.get(1), 4, firstDraw.get(2), 2, firstDraw.get(3), 1))
                .statusCode(201)
                .body(Json.at("places.entry", contains(at(firstDraw, 0, 1, 2, 3))));

        drawNextGame(t, 8);
        List<Long> secondDraw = seatedAt(t, 1);
        assertNotEquals(new HashSet<>(firstDraw), new HashSet<>(secondDraw));
        // match 1 was played before the redraw, at the first draw's seats
        List<Long> firstDrawTable2 = Answers.json(given().get("/api/tournaments/{id}/draws", t), 200)
                .getList("find { it.gameNumber == 1 }.tables.find { it.number == 2 }.seats.entryId", Long.class);
        recordMatch(
                        t,
                        2,
                        1,
                        victoryPoints(
                                firstDrawTable2.get(0),
                                3,
                                firstDrawTable2.get(1),
                                5,
                                firstDrawTable2.get(2),
                                8,
                                firstDrawTable2.get(3),
                                0))
                .statusCode(201);
        // match 3 is played at the second draw's seats: the first draw's table 1 is refused
        String resultsBefore = results(t);
        String standingsBefore = standings(t);
        recordMatch(
                        t,
                        1,
                        3,
                        victoryPoints(
                                firstDraw.get(0), 9, firstDraw.get(1), 4, firstDraw.get(2), 2, firstDraw.get(3), 1))
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/players-not-at-table")))
                .body(Json.at("field", equalTo("victoryPoints")))
                .body(Json.at("game", equalTo(3)));
        assertEquals(resultsBefore, results(t));
        assertEquals(standingsBefore, standings(t));
        recordMatch(
                        t,
                        1,
                        3,
                        victoryPoints(
                                secondDraw.get(0), 9, secondDraw.get(1), 4, secondDraw.get(2), 2, secondDraw.get(3), 1))
                .statusCode(201);
    }

    @Test
    void aDealByDealMatchWithPlayersMissingFromTheDrawnTableIsRefused() {
        long t = Evenings.drawn("CHINESE_POKER", 8);
        List<Long> table1 = seatedAt(t, 1);
        deals(t, 1, 1, List.of(table1.get(0), table1.get(1)))
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/players-not-at-table")))
                .body(Json.at("field", equalTo("deals")))
                .body(Json.at(
                        "missing",
                        contains(at(table1.subList(2, 4).stream().sorted().toList(), 0, 1))))
                .body(Json.at("extra", empty()));
        assertEquals(EMPTY, results(t));
        given().get("/api/tournaments/{id}/standings", t).then().statusCode(200).body(Json.at("standings", empty()));
    }
}
