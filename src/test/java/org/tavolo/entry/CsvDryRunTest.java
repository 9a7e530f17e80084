package org.tavolo.entry;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.table.FloorFixtures.player;
import static org.tavolo.table.FloorFixtures.tournament;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.player.Player;
import org.tavolo.testing.Answers;

/** A registration file previewed with dryRun=true is checked line by line and nothing is stored. */
@QuarkusTest
class CsvDryRunTest {

    private static String unique(String name) {
        return name + " " + UUID.randomUUID().toString().substring(0, 8);
    }

    private static long[] rowCounts() {
        return QuarkusTransaction.requiringNew().call(() -> new long[] {Player.count(), Entry.count()});
    }

    private static JsonPath preview(long t, String csv) {
        return Answers.json(
                given().contentType("text/csv").body(csv).post("/api/tournaments/{id}/entries/csv?dryRun=true", t),
                200);
    }

    @Test
    void aPreviewSaysPerLineMatchedNewOrRefusedAndStoresNothing() {
        long t = tournament("ITALIAN_DRAW");
        String known = unique("Known Player");
        long knownId = player(known);
        String fresh = unique("Fresh Player");
        String csv = String.join(
                "\n", "name,nickname,contact", known, fresh + ",Lo Zio,zio@example.org", ",nick only", known);
        long[] before = rowCounts();

        JsonPath report = preview(t, csv);

        assertEquals(List.of(2, 3, 4, 5), report.getList("lines.line", Integer.class));
        assertEquals(List.of("matched", "new", "refused", "refused"), report.getList("lines.outcome"));
        assertEquals(knownId, report.getLong("lines[0].playerId"));
        assertEquals("refused: the name is empty", report.getString("lines[2].message"));
        assertEquals("refused: the same player as line 2", report.getString("lines[3].message"));
        assertEquals(List.of(), report.getList("entries"));
        assertEquals(before[0], rowCounts()[0], "players stored");
        assertEquals(before[1], rowCounts()[1], "entries stored");
    }

    @Test
    void aCleanPreviewIsThenImportedAsItSaid() {
        long t = tournament("ITALIAN_DRAW");
        String known = unique("Known Player");
        long knownId = player(known);
        String csv = String.join("\n", known, unique("New Player"));
        JsonPath report = preview(t, csv);
        assertEquals(List.of("matched", "new"), report.getList("lines.outcome"));

        JsonPath done = Answers.json(
                given().contentType("text/csv").body(csv).post("/api/tournaments/{id}/entries/csv", t), 201);
        assertEquals(List.of("matched", "created"), done.getList("lines.outcome"));
        assertEquals(knownId, done.getLong("lines[0].playerId"));
        assertEquals(2, done.getList("entries").size());
    }

    @Test
    void aPreviewOfAPlayerAlreadyEnteredRefusesThatLine() {
        long t = tournament("ITALIAN_DRAW");
        String name = unique("Entered Player");
        long p = player(name);
        given().contentType(ContentType.JSON)
                .body("{\"playerId\": %d}".formatted(p))
                .post("/api/tournaments/{id}/entries", t)
                .then()
                .statusCode(201);
        JsonPath report = preview(t, name);
        assertEquals(List.of("refused"), report.getList("lines.outcome"));
        assertEquals(
                "refused: " + name + " is already entered in this tournament", report.getString("lines[0].message"));
    }

    @Test
    void anEmptyPreviewIsRefusedAsTheImportIs() {
        long t = tournament("ITALIAN_DRAW");
        Answers.problem(
                given().contentType("text/csv")
                        .body("name,nickname\n\n")
                        .post("/api/tournaments/{id}/entries/csv?dryRun=true", t),
                400,
                "/problems/empty-csv");
    }
}
