package org.tavolo.championship;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.championship.Championships.attach;
import static org.tavolo.championship.Championships.json;
import static org.tavolo.result.ResultApi.closeGameOneByFours;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Json;
import org.tavolo.testing.Stored;

/**
 * docs/championships.md#stages: the rounds of a tournament (rule book 003) as a championship of
 * stages: twelve players, the qualifiers of each stage entered into the next as it is made, a final
 * of three; the table ranks by the stage reached, then by the rank there.
 */
@QuarkusTest
class ThreeStageChampionshipTest {

    private static final String STAGES =
            "{\"name\": \"Torneo di Natale\", \"season\": \"2026/27\", \"kind\": \"STAGES\"}";

    private static long nextRound(long from, String extra) {
        return given().contentType(ContentType.JSON)
                .body("{\"name\": \"Fase\", \"date\": \"2026-12-10\"" + extra + "}")
                .post("/api/tournaments/{id}/next-round", from)
                .then()
                .log()
                .ifValidationFails()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("tournamentId");
    }

    /** Closes game 1 with the entries of the tournament seated by fours in registration order, chips falling. */
    private static void play(long t) {
        List<Long> e =
                given().get("/api/tournaments/{id}/entries", t).jsonPath().getList("id", Long.class);
        closeGameOneByFours(t, e, (s, table) -> 40_000 - 10_000L * s - 1_000L * table);
    }

    /** The register players of a tournament's standings, best first. */
    private static List<Long> byStanding(long t) {
        Map<Long, Long> owner = Championships.playersOf(t);
        return given()
                .get("/api/tournaments/{id}/standings", t)
                .jsonPath()
                .getList("standings.entry", Long.class)
                .stream()
                .map(owner::get)
                .toList();
    }

    @Test
    void theQualifiersOfEachStageEnterTheNextAndTheTableRanksByTheStageReached() {
        long c = Championships.create(STAGES);
        long first = FloorFixtures.tournament("ITALIAN_DRAW");
        FloorFixtures.entries(first, 12);
        attach(c, first);
        play(first);

        long semi = nextRound(first, "");
        assertEquals(4, Championships.playersOf(semi).size(), "⌈12/3⌉ qualifiers in the second stage");
        play(semi);
        long finale = nextRound(semi, ", \"count\": 3, \"final\": true");
        FloorFixtures.patchSettings(finale, "{\"pointsByTableSize\": {\"3\": [6, 3, 1]}}");
        play(finale);

        given().get("/api/championships/{id}", c)
                .then()
                .statusCode(200)
                .body(Json.at("tournaments.tournament", contains((int) first, (int) semi, (int) finale)))
                .body(Json.at("tournaments.stage", contains(1, 2, 3)))
                .body(Json.at("tournaments.final", contains(false, false, true)));

        // independently: the final's order, then the second stage's others, then the first stage's others
        Set<Long> expected = new LinkedHashSet<>(byStanding(finale));
        expected.addAll(byStanding(semi));
        expected.addAll(byStanding(first));
        JsonPath table = Championships.standings(c);
        assertEquals(new ArrayList<>(expected), table.getList("standings.player.id", Long.class));
        assertEquals(List.of(3, 3, 3, 2, 1, 1, 1, 1, 1, 1, 1, 1), table.getList("standings.stage", Integer.class));
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12), table.getList("standings.rank", Integer.class));
        assertEquals(3, table.getInt("standings[0].played"));

        // nothing comes after the final
        long before = Stored.tournaments();
        String championship = json("/api/championships/" + c);
        Answers.problem(
                given().contentType(ContentType.JSON)
                        .body("{\"name\": \"Fase\", \"date\": \"2026-12-17\", \"count\": 2}")
                        .post("/api/tournaments/{id}/next-round", finale),
                409,
                "/problems/championship-final-made");
        long other = FloorFixtures.tournament("ITALIAN_DRAW");
        Answers.problem(
                given().contentType(ContentType.JSON)
                        .body("{\"tournament\": " + other + "}")
                        .post("/api/championships/{id}/tournaments", c),
                409,
                "/problems/championship-final-made");
        assertEquals(before + 1, Stored.tournaments());
        assertEquals(championship, json("/api/championships/" + c));
    }

    @Test
    void aFinalIsRefusedForATournamentThatIsNotAStageAndNoRoundIsMade() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        FloorFixtures.entries(t, 8);
        play(t);
        long before = Stored.tournaments();
        Answers.problem(
                given().contentType(ContentType.JSON)
                        .body("{\"name\": \"Finale\", \"date\": \"2026-12-10\", \"final\": true}")
                        .post("/api/tournaments/{id}/next-round", t),
                409,
                "/problems/not-a-stage");
        assertEquals(before, Stored.tournaments());
        // without "final" the round is made as before, in no championship
        long next = nextRound(t, "");
        assertEquals(3, Championships.playersOf(next).size());
    }
}
