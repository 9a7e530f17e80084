package org.tavolo.standing;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.tavolo.result.ResultApi.closeGame;
import static org.tavolo.result.ResultApi.entries;
import static org.tavolo.result.ResultApi.stacks;
import static org.tavolo.result.ResultApi.tournament;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import jakarta.enterprise.context.control.ActivateRequestContext;
import jakarta.inject.Inject;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.result.ResultApi;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Json;

/**
 * Standings are served again from the last computation only while nothing that changes them has
 * happened (docs/rules.md#standings): every change below is read first, then changed, then read
 * again, and the second read must show it.
 */
@QuarkusTest
class StandingsServedAgainTest {

    @Inject
    StandingService service;

    /** Two tables of four; game 1 closed at table 1: players 1–4 at 10, 6, 3, 1. */
    private record Round(long id, List<Long> players) {

        static Round withTableOneClosed() {
            long t = tournament("ITALIAN_DRAW");
            Round r = new Round(t, entries(t, 8));
            closeGame(t, 1, 1, stacks(r.p(1), 40_000, r.p(2), 25_000, r.p(3), 10_000, r.p(4), 5_000))
                    .statusCode(201);
            return r;
        }

        long p(int i) {
            return players.get(i - 1);
        }

        Integer[] ps(int... which) {
            return ResultApi.players(players, which);
        }

        ValidatableResponse standings() {
            return given().get("/api/tournaments/{id}/standings", id).then().statusCode(200);
        }

        long resultOfTableOne() {
            return Answers.json(given().get("/api/tournaments/{id}/results", id), 200)
                    .getLong("find { it.status == 'ACTIVE' && it.table == 1 }.id");
        }
    }

    @Test
    void aResultClosedAfterAReadIsInTheNextRead() {
        Round r = Round.withTableOneClosed();
        r.standings().body(Json.at("players", equalTo(4)));

        closeGame(r.id(), 2, 1, stacks(r.p(5), 45_000, r.p(6), 30_000, r.p(7), 20_000, r.p(8), 4_000))
                .statusCode(201);

        r.standings()
                .body(Json.at("players", equalTo(8)))
                .body(Json.at("standings.entry", contains(r.ps(5, 1, 6, 2, 7, 3, 4, 8))));
    }

    @Test
    void aCorrectedResultShowsTheCorrectionOnTheNextRead() {
        Round r = Round.withTableOneClosed();
        r.standings().body(Json.at("standings.entry", contains(r.ps(1, 2, 3, 4))));

        given().contentType(ContentType.JSON)
                .body("{\"reason\": \"stacks of 1 and 4 swapped\", "
                        + stacks(r.p(4), 40_000, r.p(2), 25_000, r.p(3), 10_000, r.p(1), 5_000)
                                .substring(1))
                .post("/api/tournaments/{id}/results/{result}/correction", r.id(), r.resultOfTableOne())
                .then()
                .statusCode(201);

        r.standings()
                .body(Json.at("standings.entry", contains(r.ps(4, 2, 3, 1))))
                .body(Json.at("standings.points", contains(10, 6, 3, 1)));
    }

    @Test
    void aVoidedResultLeavesTheStandingsOnTheNextRead() {
        Round r = Round.withTableOneClosed();
        r.standings().body(Json.at("players", equalTo(4)));

        given().contentType(ContentType.JSON)
                .body("{\"reason\": \"wrong table\"}")
                .post("/api/tournaments/{id}/results/{result}/void", r.id(), r.resultOfTableOne())
                .then()
                .statusCode(200);

        r.standings().body(Json.at("players", equalTo(0))).body(Json.at("standings", empty()));
    }

    @Test
    void aPlayerRenamedAfterAReadIsNamedAnewOnTheNextReadAndInTheCsv() {
        Round r = Round.withTableOneClosed();
        r.standings().body(Json.at("standings[0].player", startsWith("Player 1 ")));
        long player = Answers.json(given().get("/api/tournaments/{id}/entries/{entry}", r.id(), r.p(1)), 200)
                .getLong("playerId");

        given().contentType(ContentType.JSON)
                .body("{\"name\": \"Renamed %d\", \"nickname\": \"Asso\"}".formatted(player))
                .put("/api/players/{id}", player)
                .then()
                .statusCode(200);

        r.standings()
                .body(Json.at("standings[0].player", equalTo("Renamed " + player)))
                .body(Json.at("standings[0].nickname", equalTo("Asso")));
        given().accept("text/csv")
                .get("/api/tournaments/{id}/standings", r.id())
                .then()
                .statusCode(200)
                .body(containsString("Renamed " + player + ",Asso,"));
    }

    @Test
    void theNextGameClosedAfterAReadCountsOnTheNextRead() {
        Round r = Round.withTableOneClosed();
        r.standings().body(Json.at("standings[0].games", equalTo(1)));

        // game 2: 4 = 10, 3 = 6, 2 = 3, 1 = 1; in all 4 = 11 (55,000 u), 1 = 11 (45,000 u), 2 = 9 (35,000 u),
        // 3 = 9 (34,000 u)
        closeGame(r.id(), 1, 2, stacks(r.p(4), 50_000, r.p(3), 24_000, r.p(2), 10_000, r.p(1), 5_000))
                .statusCode(201);

        r.standings()
                .body(Json.at("standings.entry", contains(r.ps(4, 1, 2, 3))))
                .body(Json.at("standings.points", contains(11, 11, 9, 9)))
                .body(Json.at("standings.games", contains(2, 2, 2, 2)));
    }

    @Test
    @ActivateRequestContext
    void standingsReadTwiceWithNothingChangedAreWrittenOnce() {
        Round r = Round.withTableOneClosed();
        byte[] first = service.standingsJson(r.id(), 1);

        assertSame(first, service.standingsJson(r.id(), 1));
        closeGame(r.id(), 2, 1, stacks(r.p(5), 45_000, r.p(6), 30_000, r.p(7), 20_000, r.p(8), 5_000))
                .statusCode(201);
        assertNotSame(first, service.standingsJson(r.id(), 1));
    }
}
