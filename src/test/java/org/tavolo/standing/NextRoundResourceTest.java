package org.tavolo.standing;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.result.ResultApi.closeGame;
import static org.tavolo.result.ResultApi.drawNextGame;
import static org.tavolo.result.ResultApi.recordMatch;
import static org.tavolo.result.ResultApi.seatedAt;
import static org.tavolo.result.ResultApi.stacks;
import static org.tavolo.result.ResultApi.victoryPoints;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Json;
import org.tavolo.testing.Stored;

/** docs/rules.md#italian-tournament: a new round is created from the qualifiers; a tie across the cut is settled first. */
@QuarkusTest
class NextRoundResourceTest {

    private static String nextRound(String extra) {
        return "{\"name\": \"Semifinale\", \"date\": \"2026-12-03\"" + extra + "}";
    }

    /** Game 1 of eight entries closed at two tables; answers the entries. */
    private static List<Long> closedGameOfEight(long t) {
        List<Long> e = FloorFixtures.entries(t, 8);
        closeGame(t, 1, 1, stacks(e.get(0), 40_000, e.get(1), 25_000, e.get(2), 10_000, e.get(3), 5_000))
                .statusCode(201);
        closeGame(t, 2, 1, stacks(e.get(4), 35_000, e.get(5), 30_000, e.get(6), 12_000, e.get(7), 3_000))
                .statusCode(201);
        return e;
    }

    private static List<Long> players(long tournament, List<Long> entries) {
        return entries.stream()
                .map(e -> Answers.json(given().get("/api/tournaments/{id}/entries/{entry}", tournament, e), 200)
                        .getLong("playerId"))
                .toList();
    }

    @Test
    void theQualifiersAreEnteredInANewTournamentOfTheSameFormat() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        List<Long> e = closedGameOfEight(t);
        // ⌈8/3⌉ = 3 go through: 0 and 4 won their tables (10 points, 0 with more chips); 1 and 5 both have 6
        // points and 5 is third on chips (30,000 u against 25,000 u)
        var created = Answers.json(
                given().contentType(ContentType.JSON).body(nextRound("")).post("/api/tournaments/{id}/next-round", t),
                201);
        long next = created.getLong("tournamentId");
        List<Long> entered = created.getList("entries", Long.class);
        given().get("/api/tournaments/{id}", next)
                .then()
                .statusCode(200)
                .body(Json.at("format", equalTo("ITALIAN_DRAW")))
                .body(Json.at("name", equalTo("Semifinale")));
        given().get("/api/tournaments/{id}/entries", next)
                .then()
                .statusCode(200)
                .body(Json.at("$", hasSize(3)));
        assertEquals(players(t, List.of(e.get(0), e.get(4), e.get(5))), players(next, entered));
    }

    @Test
    void aRoundHasOneNextRoundAndASecondRequestIsRefusedNamingTheFirst() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        closedGameOfEight(t);
        long first = Answers.json(
                        given().contentType(ContentType.JSON)
                                .body(nextRound(""))
                                .post("/api/tournaments/{id}/next-round", t),
                        201)
                .getLong("tournamentId");
        long tournamentsBefore = Stored.tournaments();
        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body(nextRound(""))
                                .post("/api/tournaments/{id}/next-round", t),
                        409,
                        "/problems/next-round-exists")
                .body(Json.at("tournamentId", equalTo((int) first)));
        assertEquals(tournamentsBefore, Stored.tournaments());
        given().delete("/api/tournaments/{id}", first).then().statusCode(204);
        given().contentType(ContentType.JSON)
                .body(nextRound(""))
                .post("/api/tournaments/{id}/next-round", t)
                .then()
                .statusCode(201);
    }

    @Test
    void aTieAcrossTheCutMustBeSettledByTheDirectorFirst() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        List<Long> e = FloorFixtures.entries(t, 8);
        closeGame(t, 1, 1, stacks(e.get(0), 40_000, e.get(1), 20_000, e.get(2), 15_000, e.get(3), 5_000))
                .statusCode(201);
        closeGame(t, 2, 1, stacks(e.get(4), 40_000, e.get(5), 20_000, e.get(6), 15_000, e.get(7), 5_000))
                .statusCode(201);
        long tournamentsBefore = Stored.tournaments();
        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body(nextRound(""))
                                .post("/api/tournaments/{id}/next-round", t),
                        409,
                        "/problems/cut-tie-unresolved")
                .body(Json.at("seatsLeft", equalTo(1)))
                .body(Json.at(
                        "tied", containsInAnyOrder(e.get(1).intValue(), e.get(5).intValue())));
        assertEquals(tournamentsBefore, Stored.tournaments());

        var created = Answers.json(
                given().contentType(ContentType.JSON)
                        .body(nextRound(", \"fromTie\": [" + e.get(5) + "]"))
                        .post("/api/tournaments/{id}/next-round", t),
                201);
        assertEquals(
                players(t, List.of(e.get(0), e.get(4), e.get(5))),
                players(created.getLong("tournamentId"), created.getList("entries", Long.class)));
    }

    @Test
    void pickingFromATieThatDoesNotExistIsRefused() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        List<Long> e = FloorFixtures.entries(t, 4);
        closeGame(t, 1, 1, stacks(e.get(0), 40_000, e.get(1), 25_000, e.get(2), 10_000, e.get(3), 5_000))
                .statusCode(201);
        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body(nextRound(", \"fromTie\": [" + e.get(2) + "]"))
                                .post("/api/tournaments/{id}/next-round", t),
                        400,
                        "/problems/no-cut-tie")
                .body(Json.at("field", equalTo("fromTie")));
        given().contentType(ContentType.JSON)
                .body(nextRound(", \"count\": 1"))
                .post("/api/tournaments/{id}/next-round", t)
                .then()
                .statusCode(201)
                .body(Json.at("entries", hasSize(1)));
    }

    private static ValidatableResponse askNextRound(long t) {
        return given().contentType(ContentType.JSON)
                .body(nextRound(""))
                .post("/api/tournaments/{id}/next-round", t)
                .then()
                .log()
                .ifValidationFails();
    }

    @Test
    void aNextRoundWaitsUntilEveryGameOfTheRoundIsClosedAtEveryTable() {
        long t = Evenings.drawn("ITALIAN_DRAW", 12, 42);
        closeGame(t, 1, 1, "{}").statusCode(201);
        long before = Stored.tournaments();
        String seating = FloorFixtures.seating(t).toString();
        askNextRound(t)
                .statusCode(409)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/round-not-finished")))
                .body(Json.at("detail", equalTo("Table 2 and table 3 are still playing game 1: close them first.")))
                .body(Json.at("tables", contains(2, 3)));
        closeGame(t, 2, 1, "{}").statusCode(201);
        closeGame(t, 3, 1, "{}").statusCode(201);
        askNextRound(t)
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/round-not-finished")))
                .body(Json.at(
                        "detail",
                        equalTo("The round has 2 games and game 1 is the latest drawn: draw and close game 2 first.")))
                .body(Json.at("tables", empty()));
        assertEquals(before, Stored.tournaments());
        assertEquals(seating, FloorFixtures.seating(t).toString());

        drawNextGame(t, 7);
        askNextRound(t).statusCode(409).body(Json.at("tables", contains(1, 2, 3)));
        FloorFixtures.closeEveryTable(t, 2);
        // every stack closed even: what remains is the director's pick across the cut, not the order
        askNextRound(t).body(Json.at("type", not(equalTo("/problems/round-not-finished"))));
    }

    @Test
    void aChineseNextRoundWaitsForTheMatchResultAtEveryTable() {
        long t = Evenings.drawn("CHINESE_POKER", 8, 42);
        List<Long> one = seatedAt(t, 1);
        recordMatch(t, 1, 1, victoryPoints(one.get(0), 9, one.get(1), 4, one.get(2), 2, one.get(3), 1))
                .statusCode(201);
        long before = Stored.tournaments();
        askNextRound(t)
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/round-not-finished")))
                .body(Json.at("detail", equalTo("Table 2 is still playing match 1: record its result first.")))
                .body(Json.at("tables", contains(2)));
        assertEquals(before, Stored.tournaments());
        List<Long> two = seatedAt(t, 2);
        recordMatch(t, 2, 1, victoryPoints(two.get(0), 12, two.get(1), 3, two.get(2), 2, two.get(3), 0))
                .statusCode(201);
        askNextRound(t).statusCode(201);
        assertEquals(before + 1, Stored.tournaments());
    }

    @Test
    void aHoldemNextRoundWaitsForTheWinner() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 12, 42);
        List<Integer> playing = FloorFixtures.tables(t).getList("number", Integer.class);
        long before = Stored.tournaments();
        askNextRound(t)
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/round-not-finished")))
                .body(Json.at("detail", endsWith(" still playing: play down to the winner first.")))
                .body(Json.at("tables", equalTo(playing)));
        assertEquals(before, Stored.tournaments());
    }
}
