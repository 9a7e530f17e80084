package org.tavolo.standing;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.result.ResultApi.at;
import static org.tavolo.result.ResultApi.closeGame;
import static org.tavolo.result.ResultApi.entries;
import static org.tavolo.result.ResultApi.recordMatch;
import static org.tavolo.result.ResultApi.stacks;
import static org.tavolo.result.ResultApi.tournament;
import static org.tavolo.result.ResultApi.victoryPoints;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.result.ResultApi;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Json;

/** docs/rules.md#italian-tournament through the API: standings of a round and its qualifiers. */
@QuarkusTest
class StandingResourceTest {

    /** A tournament and its players, in registration order. */
    private record Field(long id, List<Long> players) {

        static Field of(int count) {
            long t = tournament("ITALIAN_DRAW");
            return new Field(t, entries(t, count));
        }

        /** The entry of the i-th player registered (1-based, as the comments count them). */
        long p(int i) {
            return players.get(i - 1);
        }

        /** The entries of these players (1-based), as the JSON gives them back. */
        Integer[] ps(int... which) {
            return ResultApi.players(players, which);
        }

        /** A body of stacks for these players (1-based) and chips, in pairs. */
        String stacksOf(long... playerAndChips) {
            long[] entryAndChips = playerAndChips.clone();
            for (int k = 0; k < entryAndChips.length; k += 2) {
                entryAndChips[k] = p((int) playerAndChips[k]);
            }
            return stacks(entryAndChips);
        }
    }

    /** Eight players, two tables of four, two games, the results kept on paper: players 1..8. */
    private static Field roundOfEight() {
        Field f = Field.of(8);
        long t = f.id();
        closeGame(t, 1, 1, f.stacksOf(1, 40_000, 2, 25_000, 3, 10_000, 4, 5_000))
                .statusCode(201);
        closeGame(t, 2, 1, f.stacksOf(5, 35_000, 6, 30_000, 7, 12_000, 8, 3_000))
                .statusCode(201);
        closeGame(t, 1, 2, f.stacksOf(1, 2_000, 5, 38_000, 3, 30_000, 7, 10_000))
                .statusCode(201);
        closeGame(t, 2, 2, f.stacksOf(2, 20_000, 6, 33_000, 4, 22_000, 8, 5_000))
                .statusCode(201);
        return f;
    }

    @Test
    void standingsSumThePointsOfBothGamesAndBreakTiesByChipsAcrossTables() {
        Field f = roundOfEight();
        long t = f.id();
        // points: 1 = 10+1, 2 = 6+3, 3 = 3+6, 4 = 1+6, 5 = 10+10, 6 = 6+10, 7 = 3+3, 8 = 1+1;
        // 2 and 3 are level on 9 and met at no table in game 2: 2 has 45,000 u in all, 3 has 40,000 u
        given().get("/api/tournaments/{id}/standings", t)
                .then()
                .statusCode(200)
                .body(Json.at("format", equalTo("ITALIAN_DRAW")))
                .body(Json.at("players", equalTo(8)))
                .body(Json.at("standings.entry", contains(f.ps(5, 6, 1, 2, 3, 4, 7, 8))))
                .body(Json.at("standings.points", contains(20, 16, 11, 9, 9, 7, 6, 2)))
                .body(Json.at("standings.rank", contains(1, 2, 3, 4, 5, 6, 7, 8)))
                .body(Json.at("standings[3].chips", equalTo(45_000)))
                .body(Json.at("standings[4].chips", equalTo(40_000)))
                .body(Json.at("standings.games", contains(2, 2, 2, 2, 2, 2, 2, 2)));
    }

    @Test
    void eachLineGivesThePointsAndPlaceOfEveryGameOfTheRoundAndOnlyTheGamesPlayed() {
        Field f = Field.of(9);
        long t = f.id();
        closeGame(t, 1, 1, f.stacksOf(1, 40_000, 2, 25_000, 3, 10_000, 4, 5_000))
                .statusCode(201);
        closeGame(t, 2, 1, f.stacksOf(5, 45_000, 6, 30_000, 7, 15_000, 8, 7_000, 9, 3_000))
                .statusCode(201);
        // player 9 misses game 2
        closeGame(t, 1, 2, f.stacksOf(1, 2_000, 5, 38_000, 3, 30_000, 7, 10_000))
                .statusCode(201);
        closeGame(t, 2, 2, f.stacksOf(2, 20_000, 6, 33_000, 4, 22_000, 8, 5_000))
                .statusCode(201);

        // points: 5 = 12+10, 6 = 8+10, 1 = 10+1, 2 = 6+3 (45,000 u), 3 = 3+6 (40,000 u), 7 = 5+3, 4 = 1+6, 8 = 3+1, 9 =
        // 1
        given().get("/api/tournaments/{id}/standings", t)
                .then()
                .statusCode(200)
                .body(Json.at("standings.entry", contains(f.ps(5, 6, 1, 2, 3, 7, 4, 8, 9))))
                .body(Json.at("standings.points", contains(22, 18, 11, 9, 9, 8, 7, 4, 1)))
                .body(Json.at("standings[2].byGame.game", contains(1, 2)))
                .body(Json.at("standings[2].byGame.table", contains(1, 1)))
                .body(Json.at("standings[2].byGame.place", contains(1, 4)))
                .body(Json.at("standings[2].byGame.points", contains(10, 1)))
                .body(Json.at("standings[2].byGame.chips", contains(40_000, 2_000)))
                .body(Json.at("standings[0].byGame.points", contains(12, 10)))
                .body(Json.at("standings[0].byGame.place", contains(1, 1)))
                .body(Json.at("standings[0].byGame.table", contains(2, 1)))
                .body(Json.at("standings[8].games", equalTo(1)))
                .body(Json.at("standings[8].byGame.game", contains(1)))
                .body(Json.at("standings[8].byGame.place", contains(5)))
                .body(Json.at("standings[8].byGame.points", contains(1)));
    }

    @Test
    void aSharedPlaceShowsItsSharedPointsInThatGame() {
        Field f = Field.of(4);
        long t = f.id();
        closeGame(t, 1, 1, f.stacksOf(1, 40_000, 2, 17_500, 3, 17_500, 4, 5_000))
                .statusCode(201);
        given().get("/api/tournaments/{id}/standings", t)
                .then()
                .statusCode(200)
                .body(Json.at("standings[1].byGame[0].place", equalTo(2)))
                .body(Json.at("standings[1].byGame[0].shared", equalTo(true)))
                .body(Json.at("standings[1].byGame[0].points", equalTo(4.5f)))
                .body(Json.at("standings[0].byGame[0].shared", equalTo(false)));
    }

    @Test
    void playersEqualOnPointsAndChipsShareTheRank() {
        Field f = Field.of(8);
        long t = f.id();
        closeGame(t, 1, 1, f.stacksOf(1, 40_000, 2, 20_000, 3, 15_000, 4, 5_000))
                .statusCode(201);
        closeGame(t, 2, 1, f.stacksOf(5, 40_000, 6, 20_000, 7, 15_000, 8, 5_000))
                .statusCode(201);
        given().get("/api/tournaments/{id}/standings", t)
                .then()
                .statusCode(200)
                .body(Json.at("standings.rank", contains(1, 1, 3, 3, 5, 5, 7, 7)))
                .body(Json.at("standings.shared", contains(true, true, true, true, true, true, true, true)));
    }

    @Test
    void standingsAreServedAsCsv() {
        Field f = Field.of(4);
        long t = f.id();
        closeGame(t, 1, 1, f.stacksOf(1, 40_000, 2, 15_000, 3, 15_000, 4, 5_000))
                .statusCode(201);
        String csv = given().accept("text/csv")
                .get("/api/tournaments/{id}/standings", t)
                .then()
                .statusCode(200)
                .contentType(startsWith("text/csv"))
                .extract()
                .asString();
        assertEquals(
                """
                rank,shared,entry,player,nickname,points,chips,games,qualified,tie_break\r
                1,false,%d,%s,,10,40000,1,Yes,\r
                2,true,%d,%s,,4.5,15000,1,Tie,\r
                2,true,%d,%s,,4.5,15000,1,Tie,\r
                4,false,%d,%s,,1,5000,1,No,\r
                """.formatted(
                                f.p(1),
                                Evenings.playerName(t, f.p(1)),
                                f.p(2),
                                Evenings.playerName(t, f.p(2)),
                                f.p(3),
                                Evenings.playerName(t, f.p(3)),
                                f.p(4),
                                Evenings.playerName(t, f.p(4))),
                csv);
    }

    @Test
    void standingsNameThePlayersAndCsvQuotesNamesWithCommasOrQuotes() {
        long t = tournament("ITALIAN_DRAW");
        List<String> names =
                List.of("Rossi, Mario " + t, "Anna \"la Rossa\" Verdi " + t, "Luca Bianchi " + t, "Gino " + t);
        List<Long> e = names.stream().map(name -> enter(t, player(name))).toList();
        closeGame(t, 1, 1, stacks(e.get(0), 40_000, e.get(1), 30_000, e.get(2), 10_000, e.get(3), 5_000))
                .statusCode(201);

        given().get("/api/tournaments/{id}/standings", t)
                .then()
                .statusCode(200)
                .body(Json.at("standings.player", contains(names.toArray())));
        String csv = Answers.text(given().accept("text/csv").get("/api/tournaments/{id}/standings", t), 200);
        List<String> rows = csv.lines().skip(1).toList();
        assertEquals("1,false," + e.get(0) + ",\"Rossi, Mario " + t + "\",,10,40000,1,Yes,", rows.get(0));
        assertEquals("2,false," + e.get(1) + ",\"Anna \"\"la Rossa\"\" Verdi " + t + "\",,6,30000,1,Yes,", rows.get(1));
        assertEquals("3,false," + e.get(2) + ",Luca Bianchi " + t + ",,3,10000,1,No,", rows.get(2));
    }

    private static long player(String name) {
        return Answers.id(
                given().contentType(ContentType.JSON).body(Map.of("name", name)).post("/api/players"), 201);
    }

    private static long enter(long tournament, long player) {
        return Answers.id(
                given().contentType(ContentType.JSON)
                        .body("{\"playerId\": %d}".formatted(player))
                        .post("/api/tournaments/{id}/entries", tournament),
                201);
    }

    @Test
    void aVoidedResultLeavesTheStandingsAndACorrectionShowsAtOnce() {
        Field f = Field.of(8);
        long t = f.id();
        long first = closeGame(t, 1, 1, f.stacksOf(1, 40_000, 2, 30_000, 3, 10_000, 4, 5_000))
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        closeGame(t, 2, 1, f.stacksOf(5, 40_000, 6, 30_000, 7, 10_000, 8, 5_000))
                .statusCode(201);
        given().contentType(ContentType.JSON)
                .body("""
                {"stacks": [{"entry": %d, "chips": 5000}, {"entry": %d, "chips": 30000},
                            {"entry": %d, "chips": 10000}, {"entry": %d, "chips": 40000}],
                 "reason": "Stacks of seats 1 and 4 were swapped"}""".formatted(f.p(1), f.p(2), f.p(3), f.p(4)))
                .post("/api/tournaments/{id}/results/{result}/correction", t, first)
                .then()
                .statusCode(201);
        given().get("/api/tournaments/{id}/standings", t)
                .then()
                .statusCode(200)
                .body(Json.at("standings.entry", contains(f.ps(4, 5, 2, 6, 3, 7, 1, 8))))
                .body(Json.at("players", equalTo(8)));

        long second = given().get("/api/tournaments/{id}/results", t).jsonPath().getLong("find { it.table == 2 }.id");
        given().contentType(ContentType.JSON)
                .body("{\"reason\": \"Table 2 played the wrong game\"}")
                .post("/api/tournaments/{id}/results/{result}/void", t, second)
                .then()
                .statusCode(200);
        given().get("/api/tournaments/{id}/standings", t)
                .then()
                .statusCode(200)
                .body(Json.at("standings.entry", contains(f.ps(4, 2, 3, 1))));
    }

    @Test
    void qualifiersAreAThirdOfTheFieldRoundedUp() {
        Field f = roundOfEight();
        given().get("/api/tournaments/{id}/qualifiers", f.id())
                .then()
                .statusCode(200)
                .body(Json.at("players", equalTo(8)))
                .body(Json.at("seats", equalTo(3)))
                .body(Json.at("qualified.entry", contains(f.ps(5, 6, 1))))
                .body(Json.at("cutTie", nullValue()));
    }

    @Test
    void theOrganizerMaySetTheNumberOfQualifiers() {
        Field f = roundOfEight();
        given().queryParam("count", 4)
                .get("/api/tournaments/{id}/qualifiers", f.id())
                .then()
                .statusCode(200)
                .body(Json.at("seats", equalTo(4)))
                .body(Json.at("qualified.entry", contains(f.ps(5, 6, 1, 2))));
    }

    @Test
    void aTieAcrossTheCutIsReportedWithThePlayersAndPlaces() {
        Field f = Field.of(8);
        long t = f.id();
        closeGame(t, 1, 1, f.stacksOf(1, 40_000, 2, 20_000, 3, 15_000, 4, 5_000))
                .statusCode(201);
        closeGame(t, 2, 1, f.stacksOf(5, 40_000, 6, 20_000, 7, 15_000, 8, 5_000))
                .statusCode(201);
        given().queryParam("count", 3)
                .get("/api/tournaments/{id}/qualifiers", t)
                .then()
                .statusCode(200)
                .body(Json.at("seats", equalTo(3)))
                .body(Json.at("qualified.entry", contains(f.ps(1, 5))))
                .body(Json.at("cutTie.firstPlace", equalTo(3)))
                .body(Json.at("cutTie.lastPlace", equalTo(4)))
                .body(Json.at("cutTie.seatsLeft", equalTo(1)))
                .body(Json.at("cutTie.tied.entry", contains(f.ps(2, 6))));
    }

    @Test
    void aQualifierCountLargerThanTheFieldIsRefused() {
        long t = roundOfEight().id();
        Answers.problem(
                        given().queryParam("count", 9).get("/api/tournaments/{id}/qualifiers", t),
                        400,
                        "/problems/qualifier-count")
                .body(Json.at("field", equalTo("count")))
                .body(Json.at("players", equalTo(8)));
    }

    @Test
    void chineseStandingsBreakTiesByVictoryPoints() {
        long t = tournament("CHINESE_POKER");
        List<Long> e = entries(t, 8);
        recordMatch(t, 1, 1, victoryPoints(e.get(0), 9, e.get(1), 4, e.get(2), 2, e.get(3), 1))
                .statusCode(201);
        recordMatch(t, 2, 1, victoryPoints(e.get(4), 12, e.get(5), 3, e.get(6), 2, e.get(7), 0))
                .statusCode(201);
        given().get("/api/tournaments/{id}/standings", t)
                .then()
                .statusCode(200)
                .body(Json.at("standings.entry", contains(at(e, 4, 0, 1, 5, 2, 6, 3, 7))))
                .body(Json.at("standings[0].victoryPoints", equalTo(12)))
                .body(Json.at("standings[0].chips", nullValue()));
    }

    @Test
    void aTournamentWithoutResultsHasEmptyStandingsAndNoQualifiers() {
        long t = tournament("ITALIAN_DRAW");
        given().get("/api/tournaments/{id}/standings", t).then().statusCode(200).body(Json.at("standings", hasSize(0)));
        given().get("/api/tournaments/{id}/qualifiers", t)
                .then()
                .statusCode(200)
                .body(Json.at("seats", equalTo(0)));
        given().get("/api/tournaments/{id}/standings", Long.MAX_VALUE).then().statusCode(404);
    }
}
