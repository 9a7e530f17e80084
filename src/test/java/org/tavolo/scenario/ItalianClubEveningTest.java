package org.tavolo.scenario;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Json;

/**
 * A Thursday evening of Italian draw poker at the club, end to end through the API (docs/rules.md#resti,
 * 5.1): thirteen players drawn to one table of five and two of four, two games with a redraw,
 * hands entered with "resti", a bust-out, the tables closed into points, standings with a chip
 * tie-break at the qualifying cut, and the qualifiers.
 *
 * <p>The seat draws are seeded, so who sits where is fixed by registration order: {@code p(i)}
 * is the i-th player registered.
 */
@QuarkusTest
class ItalianClubEveningTest {

    private long tournament;
    private List<Long> players;

    /** The entry id of the i-th player registered (an int, as JSON numbers of this size come back). */
    private int p(int i) {
        return Math.toIntExact(players.get(i - 1));
    }

    @Test
    void thirteenPlayersTwoGamesStandingsAndQualifiers() {
        tournament = FloorFixtures.tournament("ITALIAN_DRAW");
        players = FloorFixtures.entries(tournament, 13);
        FloorFixtures.draw(tournament, 2026);
        assertEquals(
                List.of(
                        "1/1=" + p(10),
                        "1/2=" + p(12),
                        "1/3=" + p(5),
                        "1/4=" + p(8),
                        "1/5=" + p(6),
                        "2/1=" + p(7),
                        "2/2=" + p(13),
                        "2/3=" + p(9),
                        "2/4=" + p(11),
                        "3/1=" + p(4),
                        "3/2=" + p(2),
                        "3/3=" + p(3),
                        "3/4=" + p(1)),
                FloorFixtures.seating(tournament));

        playTableTwoOfGameOne();
        count(
                        1,
                        "[{\"seat\": 1, \"chips\": 30000}, {\"seat\": 2, \"chips\": 25000}, {\"seat\": 3, \"chips\": 20000},"
                                + " {\"seat\": 4, \"chips\": 15000}, {\"seat\": 5, \"chips\": 10000}]")
                .body(Json.at("changesTotal", equalTo(false)));
        count(
                        3,
                        "[{\"seat\": 1, \"chips\": 30000}, {\"seat\": 2, \"chips\": 20000}, {\"seat\": 3, \"chips\": 20000},"
                                + " {\"seat\": 4, \"chips\": 10000}]")
                .body(Json.at("changesTotal", equalTo(false)));
        given().get("/api/tournaments/{id}/chips", tournament)
                .then()
                .statusCode(200)
                .body(Json.at("started", equalTo(260_000)))
                .body(Json.at("inStacks", equalTo(260_000)))
                .body(Json.at("flagged", empty()));

        closeFromLedger(1, 1)
                .body(Json.at("places.entry", contains(p(10), p(12), p(5), p(8), p(6))))
                .body(Json.at("places.points", contains(12, 8, 5, 3, 1)));
        closeFromLedger(2, 1)
                .body(Json.at("places.entry", contains(p(7), p(9), p(13), p(11))))
                .body(Json.at("places.chips", contains(49_000, 16_000, 15_000, 0)))
                .body(Json.at("places.points", contains(10, 6, 3, 1)));
        closeFromLedger(3, 1)
                .body(Json.at("places.entry", contains(p(4), p(2), p(3), p(1))))
                .body(Json.at("places.points", contains(10, 4.5f, 4.5f, 1)));

        given().contentType(ContentType.JSON)
                .body("{\"game\": 2, \"seed\": 1122}")
                .post("/api/tournaments/{id}/draws/next-game", tournament)
                .then()
                .statusCode(201);
        assertEquals(
                List.of(
                        "1/1=" + p(9),
                        "1/2=" + p(5),
                        "1/3=" + p(1),
                        "1/4=" + p(12),
                        "1/5=" + p(7),
                        "2/1=" + p(11),
                        "2/2=" + p(13),
                        "2/3=" + p(6),
                        "2/4=" + p(3),
                        "3/1=" + p(8),
                        "3/2=" + p(10),
                        "3/3=" + p(2),
                        "3/4=" + p(4)),
                FloorFixtures.seating(tournament));

        closeWithStacks(1, p(5), 40_000, p(12), 30_000, p(9), 18_000, p(7), 8_000, p(1), 4_000)
                .body(Json.at("places.points", contains(12, 8, 5, 3, 1)));
        closeWithStacks(2, p(13), 35_000, p(3), 25_000, p(11), 15_000, p(6), 5_000)
                .body(Json.at("places.points", contains(10, 6, 3, 1)));
        closeWithStacks(3, p(10), 38_000, p(8), 22_000, p(4), 12_000, p(2), 8_000)
                .body(Json.at("places.points", contains(10, 6, 3, 1)));

        // 7, 13 and 4 all have 13 points: chips decide, across tables (57,000 u, 50,000 u, 42,000 u)
        given().get("/api/tournaments/{id}/standings", tournament)
                .then()
                .statusCode(200)
                .body(Json.at("players", equalTo(13)))
                .body(Json.at(
                        "standings.entry",
                        contains(p(10), p(5), p(12), p(7), p(13), p(4), p(9), p(3), p(8), p(2), p(11), p(6), p(1))))
                .body(Json.at("standings.points", contains(22, 17, 16, 13, 13, 13, 11, 10.5f, 9, 5.5f, 4, 2, 2)))
                .body(Json.at(
                        "standings.chips",
                        contains(
                                68_000, 60_000, 55_000, 57_000, 50_000, 42_000, 34_000, 45_000, 37_000, 28_000, 15_000,
                                15_000, 14_000)))
                .body(Json.at("standings.rank", contains(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13)));

        // ⌈13/3⌉ = 5: the cut falls between 13 (50,000 u) and 4 (42,000 u), settled by chips
        given().get("/api/tournaments/{id}/qualifiers", tournament)
                .then()
                .statusCode(200)
                .body(Json.at("seats", equalTo(5)))
                .body(Json.at("qualified.entry", contains(p(10), p(5), p(12), p(7), p(13))))
                .body(Json.at("cutTie", nullValue()));
    }

    /**
     * Table 2 of game one: seat 1 = p(7), seat 2 = p(13), seat 3 = p(9), seat 4 = p(11), 20,000 u
     * each, 32 cards.
     */
    private void playTableTwoOfGameOne() {
        // seat 1's trip aces beat seat 2's two pair for 15,000 u each; seats 3 and 4 ante and fold
        hand("""
                {"seat": 1, "contributed": 15000, "folded": false, "cards": ["Ah", "Ad", "Ac", "9s", "8s"]},
                {"seat": 2, "contributed": 15000, "folded": false, "cards": ["Kh", "Kd", "7c", "7d", "10s"]},
                {"seat": 3, "contributed": 1000, "folded": true},
                {"seat": 4, "contributed": 1000, "folded": true}""").body(Json.at("stacks.after", contains(37_000, 5_000, 19_000, 19_000)));
        // resti: seat 2 has only 5,000 u left; he collects at most 5,000 u from each of seats 3 and 4,
        // who bet 8,000 u and play the 3,000 u above his resto among themselves
        hand("""
                {"seat": 1, "contributed": 1000, "folded": true},
                {"seat": 2, "contributed": 5000, "folded": false, "cards": ["Kh", "Kd", "Kc", "9s", "8s"]},
                {"seat": 3, "contributed": 8000, "folded": false, "cards": ["Qh", "Qd", "Jc", "Jd", "10s"]},
                {"seat": 4, "contributed": 8000, "folded": false, "cards": ["Ah", "As", "7c", "8d", "9h"]}""")
                .body(Json.at("settlement.pots.amount", contains(16_000, 6_000)))
                .body(Json.at("settlement.pots.winners", contains(List.of(2), List.of(3))))
                .body(Json.at("stacks.after", contains(36_000, 16_000, 17_000, 11_000)));
        // seat 4 goes all in with his last 11,000 u and loses to seat 1: out of the game
        hand("""
                {"seat": 1, "contributed": 11000, "folded": false, "cards": ["Ah", "Ad", "Ac", "9s", "8s"]},
                {"seat": 2, "contributed": 1000, "folded": true},
                {"seat": 3, "contributed": 1000, "folded": true},
                {"seat": 4, "contributed": 11000, "folded": false, "cards": ["Kh", "Kd", "7c", "7d", "10s"]}""")
                .body(Json.at("stacks.after", contains(49_000, 15_000, 16_000, 0)))
                .body(Json.at("eliminated.entry", contains(p(11))));
    }

    private ValidatableResponse hand(String players) {
        return given().contentType(ContentType.JSON)
                .body("{\"entryId\": \"%s\", \"button\": 4, \"players\": [%s]}".formatted(UUID.randomUUID(), players))
                .post("/api/tournaments/{id}/tables/2/hands", tournament)
                .then()
                .log()
                .ifValidationFails()
                .statusCode(200);
    }

    private ValidatableResponse count(int table, String counts) {
        return given().contentType(ContentType.JSON)
                .body("{\"counts\": %s, \"reason\": \"End of game count\"}".formatted(counts))
                .post("/api/tournaments/{id}/tables/{table}/chip-counts", tournament, table)
                .then()
                .log()
                .ifValidationFails()
                .statusCode(200);
    }

    private ValidatableResponse closeFromLedger(int table, int game) {
        return given().contentType(ContentType.JSON)
                .body("{}")
                .post("/api/tournaments/{id}/tables/{table}/games/{game}/result", tournament, table, game)
                .then()
                .log()
                .ifValidationFails()
                .statusCode(201);
    }

    private ValidatableResponse closeWithStacks(int table, long... entryAndChips) {
        StringBuilder stacks = new StringBuilder();
        for (int i = 0; i < entryAndChips.length; i += 2) {
            stacks.append(i == 0 ? "" : ", ")
                    .append("{\"entry\": %d, \"chips\": %d}".formatted(entryAndChips[i], entryAndChips[i + 1]));
        }
        return given().contentType(ContentType.JSON)
                .body("{\"stacks\": [" + stacks + "]}")
                .post("/api/tournaments/{id}/tables/{table}/games/2/result", tournament, table)
                .then()
                .log()
                .ifValidationFails()
                .statusCode(201);
    }
}
