package org.tavolo.championship;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.championship.Championships.addedUp;
import static org.tavolo.championship.Championships.attach;
import static org.tavolo.championship.Championships.decimals;
import static org.tavolo.championship.Championships.italianEvening;
import static org.tavolo.championship.Championships.standings;
import static org.tavolo.championship.Championships.totals;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Json;

/**
 * docs/championships.md#the-season-table: a club season of four Italian evenings, the same register
 * players coming and going, whose table is each evening's own standings added up (the best three
 * of each player), and which follows a correction at the second evening at once.
 */
@QuarkusTest
class SeasonOfFourEveningsTest {

    /** Nine register players; each evening eight of them sit, by fours, in the order given. */
    private static List<Long> register() {
        String club = UUID.randomUUID().toString().substring(0, 6);
        List<Long> players = new ArrayList<>();
        for (String name : List.of("Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Ugo", "Ivo")) {
            players.add(FloorFixtures.player(name + " " + club));
        }
        return players;
    }

    private static List<Long> seated(List<Long> players, int... order) {
        List<Long> out = new ArrayList<>();
        for (int i : order) {
            out.add(players.get(i));
        }
        return out;
    }

    @Test
    void theSeasonTableIsTheEveningsStandingsAddedUpAndFollowsACorrection() {
        List<Long> p = register();
        List<Long> evenings = List.of(
                italianEvening("Serata 1", "2026-10-01", seated(p, 0, 1, 2, 3, 4, 5, 6, 7)),
                italianEvening("Serata 2", "2026-10-08", seated(p, 4, 0, 5, 1, 6, 2, 7, 8)),
                italianEvening("Serata 3", "2026-10-15", seated(p, 8, 7, 6, 5, 3, 2, 1, 0)),
                italianEvening("Serata 4", "2026-10-22", seated(p, 1, 3, 0, 8, 2, 4, 6, 5)));
        long season = Championships.create("""
                {"name": "Campionato sociale", "season": "2026/27", "kind": "SEASON", "bestOf": 3, "pointsByPlace": null}""");
        evenings.forEach(t -> attach(season, t));

        JsonPath table = standings(season);
        assertEquals(addedUp(evenings, 3), totals(table));
        assertEquals(9, table.getList("standings").size());
        assertRankedByTotal(table);
        // Ivo missed the first evening: three played, all of them counted
        int ivo = table.getList("standings.player.id", Long.class).indexOf(p.get(8));
        assertEquals(3, table.getInt("standings[%d].played".formatted(ivo)));
        assertEquals(
                List.of(evenings.get(1), evenings.get(2), evenings.get(3)),
                table.getList("standings[%d].evenings.tournament".formatted(ivo), Long.class));
        // Anna played all four: only her best three count
        int anna = table.getList("standings.player.id", Long.class).indexOf(p.get(0));
        assertEquals(4, table.getInt("standings[%d].played".formatted(anna)));
        assertEquals(
                3,
                table.getList("standings[%d].evenings.findAll { it.counted }".formatted(anna))
                        .size());
        assertEquals(evenings, table.getList("tournaments", Long.class));

        // evening 2, table 1 (Elena, Anna, Fabio, Bruno): the chips of Elena and Bruno were swapped
        long evening2 = evenings.get(1);
        JsonPath results =
                given().get("/api/tournaments/{id}/results", evening2).jsonPath();
        long tableOne = results.getLong("find { it.table == 1 }.id");
        List<Long> seats = results.getList("find { it.table == 1 }.places.entry", Long.class);
        Map<Long, Long> owner = Championships.playersOf(evening2);
        long elena = seats.stream()
                .filter(e -> owner.get(e).equals(p.get(4)))
                .findFirst()
                .orElseThrow();
        long bruno = seats.stream()
                .filter(e -> owner.get(e).equals(p.get(1)))
                .findFirst()
                .orElseThrow();
        long annaE = seats.stream()
                .filter(e -> owner.get(e).equals(p.get(0)))
                .findFirst()
                .orElseThrow();
        long fabio = seats.stream()
                .filter(e -> owner.get(e).equals(p.get(5)))
                .findFirst()
                .orElseThrow();
        Map<Long, BigDecimal> before = totals(table);
        given().contentType(ContentType.JSON)
                .body("""
                        {"stacks": [{"entry": %d, "chips": 5000}, {"entry": %d, "chips": 25000},
                                    {"entry": %d, "chips": 10000}, {"entry": %d, "chips": 40000}],
                         "reason": "Chips of Elena and Bruno were swapped"}""".formatted(elena, annaE, fabio, bruno))
                .post("/api/tournaments/{id}/results/{result}/correction", evening2, tableOne)
                .then()
                .statusCode(201);

        JsonPath corrected = standings(season);
        assertEquals(addedUp(evenings, 3), totals(corrected));
        assertNotEquals(before.get(p.get(1)), totals(corrected).get(p.get(1)), "Bruno's total follows the correction");
        assertNotEquals(before.get(p.get(4)), totals(corrected).get(p.get(4)), "Elena's total follows the correction");
        assertRankedByTotal(corrected);
    }

    @Test
    void theSeasonTableAsCsvIsForAnItalianSpreadsheet() {
        List<Long> p = register();
        long evening = italianEvening("Serata unica", "2026-10-01", seated(p, 0, 1, 2, 3, 4, 5, 6, 7));
        long season = Championships.create("{\"name\": \"Coppa d'autunno\", \"season\": \"2026\"}");
        attach(season, evening);
        JsonPath table = standings(season);

        String csv = given().accept("text/csv")
                .get("/api/championships/{id}/standings", season)
                .then()
                .statusCode(200)
                .contentType(startsWith("text/csv"))
                .extract()
                .asString();
        List<String> lines = csv.lines().toList();
        assertEquals("\uFEFFPosizione;Pari merito;Tessera;Giocatore;Serata 1;Totale;Serate giocate", lines.get(0));
        assertEquals(9, lines.size());
        String first = lines.get(1);
        assertTrue(first.startsWith("1;"), first);
        assertTrue(first.contains(";;" + table.getString("standings[0].player.name") + ";"), first);
        assertTrue(csv.contains("\r\n"));
        given().get("/api/championships/{id}", season).then().body(Json.at("kind", equalTo("SEASON")));
    }

    /** Totals never grow down the table. */
    private static void assertRankedByTotal(JsonPath table) {
        List<BigDecimal> totals = decimals(table, "standings.total");
        for (int i = 1; i < totals.size(); i++) {
            assertTrue(totals.get(i - 1).compareTo(totals.get(i)) >= 0, "totals in order: " + totals);
        }
    }
}
