package org.tavolo.championship;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.tavolo.championship.Championships.attach;
import static org.tavolo.championship.Championships.italianEvening;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Json;
import org.tavolo.tournament.Tournament;

/**
 * docs/championships.md#archive: a championship exported as one archive and imported again gives
 * the same season table and the same standings at every evening. The import goes into the same
 * database, as a second installation would take it: new championship, new tournaments, new
 * entries and results, the players found in the register by name; so the comparison leaves out
 * only the ids the import makes anew.
 */
@QuarkusTest
class ChampionshipArchiveTest {

    private static long count(String entity) {
        return QuarkusTransaction.requiringNew()
                .call(() -> entity.equals("championship") ? Championship.count() : Tournament.count());
    }

    /** A season of two Italian evenings (the second corrected, a table of the first voided) and a Hold'em one. */
    private static long season() {
        String club = UUID.randomUUID().toString().substring(0, 6);
        List<Long> p = new ArrayList<>();
        for (int i = 1; i <= 8; i++) {
            p.add(FloorFixtures.player("Socio " + i + " " + club));
        }
        long first = italianEvening("Serata 1", "2026-10-01", p);
        long second = italianEvening(
                "Serata 2",
                "2026-10-08",
                List.of(p.get(7), p.get(6), p.get(5), p.get(4), p.get(3), p.get(2), p.get(1), p.get(0)));
        long holdem = Championships.tournament("TEXAS_HOLDEM", "Serata Hold'em", "2026-10-15");
        Championships.enter(holdem, p.subList(0, 4));

        JsonPath results = given().get("/api/tournaments/{id}/results", first).jsonPath();
        given().contentType(ContentType.JSON)
                .body("{\"reason\": \"Played with a short deck\"}")
                .post("/api/tournaments/{id}/results/{r}/void", first, results.getLong("find { it.table == 2 }.id"))
                .then()
                .statusCode(200);
        JsonPath second2 = given().get("/api/tournaments/{id}/results", second).jsonPath();
        List<Long> seats = second2.getList("find { it.table == 1 }.places.entry", Long.class);
        given().contentType(ContentType.JSON)
                .body("""
                        {"stacks": [{"entry": %d, "chips": 9000}, {"entry": %d, "chips": 25000},
                                    {"entry": %d, "chips": 10000}, {"entry": %d, "chips": 40000}],
                         "reason": "Counted again"}""".formatted(seats.get(0), seats.get(1), seats.get(2), seats.get(3)))
                .post(
                        "/api/tournaments/{id}/results/{r}/correction",
                        second,
                        second2.getLong("find { it.table == 1 }.id"))
                .then()
                .statusCode(201);

        long c = Championships.create("""
                {"name": "Campionato %s", "season": "2026/27", "bestOf": 2, "pointsByPlace": [10, 6, 4, 1.5]}""".formatted(club));
        List.of(first, second, holdem).forEach(t -> attach(c, t));
        return c;
    }

    /** The season table without the ids an import makes anew (tournaments), kept in order. */
    private static List<Map<String, Object>> table(long championship) {
        List<Map<String, Object>> lines = Championships.standings(championship).getList("standings");
        lines.forEach(l -> ((List<Map<String, Object>>) l.get("evenings")).forEach(e -> e.remove("tournament")));
        // the evening that broke a tie is named by its tournament, which the import makes anew
        lines.forEach(l -> {
            if (l.get("tieBreak") instanceof Map<?, ?> tieBreak) {
                ((Map<String, Object>) tieBreak).remove("tournament");
            }
        });
        return lines;
    }

    /** An evening's standings: rank, sharing, player's name, points, chips and games of each line. */
    private static List<String> eveningStandings(long tournament) {
        String body = given().get("/api/tournaments/{id}/standings", tournament).asString();
        List<String> out = new ArrayList<>();
        for (int i = 0; i < ((List<?>) Json.valueAt(body, "standings")).size(); i++) {
            String at = "standings[" + i + "].";
            List<String> fields = new ArrayList<>();
            for (String field : List.of("rank", "shared", "player", "points", "chips", "games", "byGame.points")) {
                fields.add(String.valueOf(Json.valueAt(body, at + field)));
            }
            out.add(String.join("|", fields));
        }
        return out;
    }

    @Test
    void anImportedArchiveGivesTheSameSeasonTableAndTheSameStandingsAtEveryEvening() {
        long c = season();
        String archive = given().get("/api/championships/{id}/archive", c)
                .then()
                .statusCode(200)
                .header("Content-Disposition", startsWith("attachment"))
                .body(Json.at("format", equalTo("tavolo-championship")))
                .extract()
                .asString();

        long championshipsBefore = count("championship");
        long tournamentsBefore = count("tournament");
        given().contentType(ContentType.JSON)
                .queryParam("dryRun", true)
                .body(archive)
                .post("/api/championships/archive")
                .then()
                .statusCode(200)
                .body(Json.at("dryRun", equalTo(true)))
                .body(Json.at("tournaments", equalTo(3)))
                .body(Json.at("playersMatched", equalTo(8)))
                .body(Json.at("playersRegistered", equalTo(0)))
                .body(Json.at("entries", equalTo(20)))
                .body(Json.at("results", equalTo(5)));
        assertEquals(championshipsBefore, count("championship"));
        assertEquals(tournamentsBefore, count("tournament"));

        long imported = given().contentType(ContentType.JSON)
                .body(archive)
                .post("/api/championships/archive")
                .then()
                .statusCode(201)
                .body(Json.at("dryRun", equalTo(false)))
                .extract()
                .jsonPath()
                .getLong("championshipId");
        assertNotEquals(c, imported);
        assertEquals(tournamentsBefore + 3, count("tournament"));

        assertEquals(table(c), table(imported));
        List<Long> original = Championships.standings(c).getList("tournaments", Long.class);
        List<Long> copies = Championships.standings(imported).getList("tournaments", Long.class);
        assertEquals(3, copies.size());
        for (int i = 0; i < original.size(); i++) {
            assertNotEquals(original.get(i), copies.get(i));
            assertEquals(eveningStandings(original.get(i)), eveningStandings(copies.get(i)));
            assertEquals(
                    given().get("/api/tournaments/{id}/results", original.get(i))
                            .jsonPath()
                            .getList("status"),
                    given().get("/api/tournaments/{id}/results", copies.get(i))
                            .jsonPath()
                            .getList("status"),
                    "the voided and corrected results come along");
        }
    }

    @Test
    void anArchiveWhosePartsDoNotFitIsRefusedAndNothingIsStored() {
        long c = season();
        String archive = given().get("/api/championships/{id}/archive", c).asString();
        long championshipsBefore = count("championship");
        long tournamentsBefore = count("tournament");
        JsonPath parsed = JsonPath.from(archive);
        long firstPlayer = parsed.getLong("players[0].id");
        String broken = archive.replace("\"player\":" + firstPlayer + ",", "\"player\":987654321,");
        assertNotEquals(archive, broken);
        Answers.problem(
                given().contentType(ContentType.JSON).body(broken).post("/api/championships/archive"),
                400,
                "/problems/archive-invalid");
        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body(archive.replace("\"tavolo-championship\"", "\"something-else\""))
                                .post("/api/championships/archive"),
                        400,
                        "/problems/archive-invalid")
                .body(Json.at("field", equalTo("format")));
        assertEquals(championshipsBefore, count("championship"));
        assertEquals(tournamentsBefore, count("tournament"));
    }
}
