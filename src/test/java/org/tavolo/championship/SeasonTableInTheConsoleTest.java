package org.tavolo.championship;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.championship.Championships.attach;
import static org.tavolo.championship.Championships.enter;
import static org.tavolo.championship.Championships.tournament;
import static org.tavolo.result.ResultApi.closeGame;
import static org.tavolo.result.ResultApi.stacks;

import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Organizers;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * docs/championships.md#the-season-table: the console's season table is the public one (the points of each
 * evening, those left out of a best-of total in brackets, and in words what ranked a line apart from one of
 * the same total), and the season file's «Tessera» is the club's membership card.
 */
@QuarkusTest
class SeasonTableInTheConsoleTest {

    @Test
    void theConsoleSeasonTableHasTheEveningsTheLeftOutPointsAndTheTieReasonsAndTheFileTheCards() {
        String club = UUID.randomUUID().toString().substring(0, 6);
        long first = tournament("ITALIAN_DRAW", "Serata uno", "2026-10-01");
        String file = "Anna " + club + ",,,T-" + club + "-1\nBruno " + club + ",,,T-" + club + "-2\nCarla " + club
                + ",,,T-" + club + "-3\nDario " + club + ",,,T-" + club + "-4\n";
        List<Long> e1 = Json.longsOfEach(
                Json.of(Api.send("POST", "/api/tournaments/{id}/entries/csv", "text/csv", file, 201, first))
                        .get("entries"),
                "id");
        // Anna 10, Bruno 6, Carla 3, Dario 1
        closeGame(first, 1, 1, stacks(e1.get(0), 40_000, e1.get(1), 25_000, e1.get(2), 10_000, e1.get(3), 5_000))
                .statusCode(201);
        List<Long> players =
                e1.stream().map(e -> Championships.playersOf(first).get(e)).toList();
        long second = tournament("ITALIAN_DRAW", "Serata due", "2026-10-08");
        List<Long> e2 = enter(second, players);
        // Bruno 10, Anna 6, Dario 3, Carla 1
        closeGame(second, 1, 1, stacks(e2.get(1), 40_000, e2.get(0), 25_000, e2.get(3), 10_000, e2.get(2), 5_000))
                .statusCode(201);
        long season = Championships.create("""
                {"name": "Campionato %s", "season": "2026/27", "kind": "SEASON", "bestOf": 1, "pointsByPlace": null}""".formatted(club));
        attach(season, first);
        attach(season, second);

        // Anna and Bruno both count 10; a win each, a best evening of 10 each: the latest evening puts Bruno first.
        String publicPage = Answers.text(given().queryParam("lang", "it").get("/championships/{id}", season), 200);
        String reason = "a pari punti: serata più recente che li divide, 8/10: 10 contro 6";
        assertTrue(publicPage.contains(reason), publicPage);
        String console = Answers.text(
                Organizers.signedIn().queryParam("lang", "it").get("/console/championships/{id}", season), 200);
        String table = console.substring(console.indexOf("season-table"));
        assertTrue(table.contains(reason), table);
        assertTrue(table.contains("a pari punti: serata più recente che li divide, 8/10: 6 contro 10"), table);
        assertTrue(table.contains(">1/10<") && table.contains(">8/10<"), "a column per evening: " + table);
        assertTrue(table.contains("(6)"), "the evening left out of a best-of total, in brackets: " + table);
        assertTrue(table.contains("Contano le 1 serate migliori") || table.contains("tra parentesi"), table);
        assertTrue(table.indexOf("Bruno " + club) < table.indexOf("Anna " + club), "Bruno ranked first: " + table);

        String csv = Answers.text(given().accept("text/csv").get("/api/championships/{id}/standings", season), 200);
        String bruno =
                csv.lines().filter(l -> l.contains("Bruno " + club)).findFirst().orElseThrow();
        assertEquals("1;no;T-" + club + "-2;Bruno " + club + ";6;10;10;2", bruno.replace("\uFEFF", ""));
    }
}
