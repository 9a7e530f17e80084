package org.tavolo.championship;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.entry.Entry;
import org.tavolo.player.Player;
import org.tavolo.table.FloorFixtures;

/**
 * docs/performance.md#championship-archive: an archive of a season's 20,000 players is imported in
 * one request, well inside the transaction's time, every player, entry, result and line stored. The
 * time it takes is measured and written down in docs/performance.md, not asserted here.
 */
@QuarkusTest
class ArchiveImportScaleTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A season of one Italian evening of {@code players} new players at tables of four, game 1 closed everywhere. */
    private static String archive(String club, int players) throws Exception {
        long model = FloorFixtures.tournament("ITALIAN_DRAW");
        ObjectNode settings = (ObjectNode) JSON.readTree(given().get("/api/tournaments/{id}/settings", model)
                .then()
                .statusCode(200)
                .extract()
                .asString());
        ObjectNode archive =
                JSON.createObjectNode().put("format", "tavolo-championship").put("version", 1);
        archive.putObject("championship")
                .put("name", "Stagione " + club)
                .put("season", "2026/27")
                .put("kind", "SEASON")
                .putNull("bestOf")
                .putNull("pointsByPlace");
        ArrayNode register = archive.putArray("players");
        ObjectNode evening = archive.putArray("tournaments")
                .addObject()
                .put("id", 1)
                .put("name", "Serata " + club)
                .put("format", "ITALIAN_DRAW")
                .put("date", "2026-10-01")
                .put("venue", "Circolo")
                .put("drawn", true)
                .put("finalStage", false)
                .putNull("leagueScheme");
        evening.set("settings", settings);
        ArrayNode entries = evening.putArray("entries");
        ArrayNode results = evening.putArray("results");
        evening.putArray("eliminations");
        long[] chips = {40_000, 25_000, 10_000, 5_000};
        long[] points = {10, 6, 3, 1};
        for (int i = 1; i <= players; i++) {
            register.addObject()
                    .put("id", i)
                    .put("name", "Socio " + i + " " + club)
                    .putNull("nickname");
            entries.addObject()
                    .put("id", 100_000 + i)
                    .put("player", i)
                    .put("status", "ACTIVE")
                    .putNull("finishingPlace");
        }
        for (int table = 1; table <= players / 4; table++) {
            ObjectNode result = results.addObject()
                    .put("id", table)
                    .put("round", 1)
                    .put("game", 1)
                    .put("table", table)
                    .put("kind", "ITALIAN_GAME")
                    .put("status", "ACTIVE")
                    .put("recordedBy", "organizer")
                    .put("recordedAt", "2026-10-01T21:30:00Z")
                    .putNull("replaces")
                    .putNull("voidedBy")
                    .putNull("voidedAt")
                    .putNull("voidReason");
            ArrayNode lines = result.putArray("lines");
            for (int seat = 0; seat < 4; seat++) {
                lines.addObject()
                        .put("entry", 100_000 + (table - 1) * 4 + seat + 1)
                        .put("place", seat + 1)
                        .put("sharedBy", 1)
                        .put("pointsUnits", points[seat] * 100)
                        .put("chips", chips[seat])
                        .putNull("eliminatedInHand")
                        .putNull("chipsAtStartOfHand");
            }
        }
        return archive.toString();
    }

    private static long count(String sql, Object... parameters) {
        return QuarkusTransaction.requiringNew().call(() -> {
            var query = Player.getEntityManager().createNativeQuery(sql);
            for (int i = 0; i < parameters.length; i++) {
                query.setParameter(i + 1, parameters[i]);
            }
            return ((Number) query.getSingleResult()).longValue();
        });
    }

    @Test
    void anArchiveOfTwentyThousandPlayersIsImportedWhole() throws Exception {
        // a fifth of it first, in the same run, so that the two times can be compared (docs/performance.md)
        importedWhole(4_000);
        importedWhole(20_000);
    }

    private static void importedWhole(int players) throws Exception {
        String club = UUID.randomUUID().toString().substring(0, 8);
        String archive = archive(club, players);
        long playersBefore = count("select count(*) from player");

        long started = System.nanoTime();
        JsonPath imported = given().contentType(ContentType.JSON)
                .body(archive)
                .post("/api/championships/archive")
                .then()
                .log()
                .ifValidationFails()
                .statusCode(201)
                .extract()
                .jsonPath();
        System.out.printf(
                "Imported an archive of %,d players in %,d ms%n", players, (System.nanoTime() - started) / 1_000_000);

        assertEquals(players, imported.getInt("playersRegistered"));
        assertEquals(0, imported.getInt("playersMatched"));
        assertEquals(players, imported.getInt("entries"));
        assertEquals(players / 4, imported.getInt("results"));
        assertEquals(playersBefore + players, count("select count(*) from player"));
        long tournament = count(
                "select tournament_id from championship_evening where championship_id = ?1",
                imported.getLong("championshipId"));
        assertEquals(players, QuarkusTransaction.requiringNew().call(() -> Entry.countIn(tournament)));
        assertEquals(players / 4, count("select count(*) from table_result where tournament_id = ?1", tournament));
        assertEquals(
                players,
                count(
                        "select count(*) from table_result_line l join table_result r on r.id = l.result_id"
                                + " where r.tournament_id = ?1",
                        tournament));
        assertEquals(players, count("select count(*) from player where name like ?1", "Socio % " + club));
    }
}
