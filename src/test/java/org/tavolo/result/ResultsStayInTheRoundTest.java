package org.tavolo.result;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.result.ResultApi.activeResults;
import static org.tavolo.result.ResultApi.anna;
import static org.tavolo.result.ResultApi.bruno;
import static org.tavolo.result.ResultApi.closeGame;
import static org.tavolo.result.ResultApi.entries;
import static org.tavolo.result.ResultApi.recordMatch;
import static org.tavolo.result.ResultApi.stacks;
import static org.tavolo.result.ResultApi.tournament;
import static org.tavolo.result.ResultApi.victoryPoints;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkus.arc.Arc;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Json;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentSettings;

/**
 * A result belongs to a game or match the round plays (docs/results.md#closing-a-table): a match
 * or game number beyond the round's {@code gamesPerRound} is refused, and a {@code round} other
 * than the tournament's own is refused, so it never stores a second result for the same table and
 * game.
 */
@QuarkusTest
class ResultsStayInTheRoundTest {

    @Test
    void aMatchBeyondTheRoundsGamesPerRoundIsRefusedAndCountsInNoStandings() {
        long t = chinese(1);
        List<Long> e = entries(t, 2);
        String standings = ResultApi.standings(t);
        for (int match : List.of(2, 7)) {
            refusedBeyondRound(recordMatch(t, 1, match, victoryPoints(e.get(0), 12, e.get(1), 20)), "match", match);
            refusedBeyondRound(
                    post("/api/tournaments/{id}/tables/{table}/matches/{match}/deals", t, match, wholeMatch(e)),
                    "match",
                    match);
            refusedBeyondRound(
                    post("/api/tournaments/{id}/tables/{table}/matches/{match}/deals/1", t, match, deal(e, 0)),
                    "match",
                    match);
        }
        assertEquals(0, activeResults(t));
        assertEquals(standings, ResultApi.standings(t));
        post("/api/tournaments/{id}/tables/{table}/matches/{match}/deals", t, 1, wholeMatch(e))
                .statusCode(201);
        assertEquals(1, activeResults(t));
    }

    @Test
    void anItalianGameBeyondTheRoundIsRefused() {
        long t = italian();
        setGamesPerRound(t, 2);
        List<Long> e = entries(t, 2);
        refusedBeyondRound(closeGame(t, 1, 3, stacks(e.get(0), 40_000, e.get(1), 20_000)), "game", 3);
        assertEquals(0, activeResults(t));
    }

    @Test
    void aRoundOtherThanTheTournamentsOwnIsRefusedAndNeverStoresASecondResult() {
        long italian = italian();
        List<Long> i = entries(italian, 2);
        closeGame(italian, 1, 1, stacks(i.get(0), 40_000, i.get(1), 20_000)).statusCode(201);
        long chinese = chinese(1);
        List<Long> c = entries(chinese, 2);
        recordMatch(chinese, 1, 1, victoryPoints(c.get(0), 12, c.get(1), 20)).statusCode(201);
        for (int round : List.of(2, 999)) {
            refusedRound(closeGame(italian, 1, 1, withRound(stacks(i.get(0), 30_000, i.get(1), 30_000), round)), round);
            refusedRound(
                    recordMatch(chinese, 1, 1, withRound(victoryPoints(c.get(0), 20, c.get(1), 12), round)), round);
            refusedRound(
                    post(
                            "/api/tournaments/{id}/tables/{table}/matches/{match}/deals",
                            chinese,
                            1,
                            withRound(wholeMatch(c), round)),
                    round);
            refusedRound(
                    post(
                            "/api/tournaments/{id}/tables/{table}/matches/{match}/deals/1",
                            chinese,
                            1,
                            withRound(deal(c, 0), round)),
                    round);
        }
        assertEquals(1, activeResults(italian));
        assertEquals(1, activeResults(chinese));
        closeGame(italian, 1, 1, withRound(stacks(i.get(0), 30_000, i.get(1), 30_000), 1))
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/table-result-exists")));
    }

    private static void refusedBeyondRound(ValidatableResponse answer, String field, int number) {
        answer.statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/game-beyond-round")))
                .body(Json.at("field", equalTo(field)))
                .body(Json.at("game", equalTo(number)));
    }

    private static void refusedRound(ValidatableResponse answer, int round) {
        answer.statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/not-this-round")))
                .body(Json.at("field", equalTo("round")))
                .body(Json.at("round", equalTo(round)))
                .body(Json.at("currentRound", equalTo(1)));
    }

    private static ValidatableResponse post(String path, long t, int match, String body) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .post(path, t, 1, match)
                .then()
                .log()
                .ifValidationFails();
    }

    private static String withRound(String body, int round) {
        return "{\"round\": " + round + ", " + body.substring(1);
    }

    private static long italian() {
        long t = tournament("ITALIAN_DRAW");
        ResultApi.setPointsForTableSize(t, 2, 3, 1);
        return t;
    }

    private static long chinese(int gamesPerRound) {
        long t = tournament("CHINESE_POKER");
        ResultApi.setPointsForTableSize(t, 2, 3, 1);
        setGamesPerRound(t, gamesPerRound);
        return t;
    }

    private static void setGamesPerRound(long tournament, int games) {
        ObjectMapper json = Arc.container().instance(ObjectMapper.class).get();
        QuarkusTransaction.requiringNew().run(() -> {
            Tournament t = Tournament.findById(tournament);
            ObjectNode settings = json.valueToTree(t.settings());
            settings.put("gamesPerRound", games);
            t.changeSettings(json.convertValue(settings, TournamentSettings.class), 0);
        });
    }

    private static final String[][] TOKENS = {{"0, 1, 4", "2, 3, 0"}, {"0, 1, 2", "4, 1, 0"}, {"2, 3, 3", "1, 2, 3"}};

    private static String deal(List<Long> e, int d) {
        return "{\"entryId\": \"" + UUID.randomUUID() + "\", \"players\": [" + anna(e.get(0), TOKENS[d][0]) + ", "
                + bruno(e.get(1), TOKENS[d][1]) + "]}";
    }

    private static String wholeMatch(List<Long> e) {
        StringBuilder json = new StringBuilder("{\"deals\": [");
        for (int d = 0; d < 3; d++) {
            json.append(d == 0 ? "" : ", ")
                    .append("{\"players\": [")
                    .append(anna(e.get(0), TOKENS[d][0]))
                    .append(", ")
                    .append(bruno(e.get(1), TOKENS[d][1]))
                    .append("]}");
        }
        return json.append("]}").toString();
    }
}
