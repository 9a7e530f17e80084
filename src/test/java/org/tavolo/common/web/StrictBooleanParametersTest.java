package org.tavolo.common.web;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Json;

/**
 * A boolean query parameter is {@code true} or {@code false} (docs/errors.md): {@code 1}, {@code yes},
 * {@code on}, an empty value or a bare {@code ?dryRun} are refused with 400 naming the parameter,
 * so a dry run asked for in other words never imports for real.
 */
@QuarkusTest
class StrictBooleanParametersTest {

    /** The query strings that look like a yes to someone, and are no boolean. */
    private static final List<String> NOT_BOOLEANS =
            List.of("dryRun=1", "dryRun=yes", "dryRun=on", "dryRun=", "dryRun", "dryRun=TRUE", "dryRun=0");

    @Inject
    AgroalDataSource database;

    @Test
    void aDryRunOfTheRegistrationFileInOtherWordsThanTrueOrFalseIsRefusedAndEntersNobody() throws Exception {
        long tournament = FloorFixtures.tournament("ITALIAN_DRAW");
        String csv = "name,nickname\nDry " + UUID.randomUUID() + ",Uno\nDry " + UUID.randomUUID() + ",Due\n";
        long players = count("player");
        long entries = count("entry");
        Map<String, String> before = DataFingerprint.of(database);
        for (String query : NOT_BOOLEANS) {
            given().contentType("text/csv; charset=UTF-8")
                    .body(csv)
                    .post("/api/tournaments/" + tournament + "/entries/csv?" + query)
                    .then()
                    .log()
                    .ifValidationFails()
                    .statusCode(400)
                    .contentType("application/problem+json")
                    .body(Json.at("type", equalTo("/problems/invalid-parameter")))
                    .body(Json.at("field", equalTo("dryRun")));
        }
        assertEquals(players, count("player"));
        assertEquals(entries, count("entry"));
        assertEquals(before, DataFingerprint.of(database), "a refused dry run changed the data");
        given().contentType("text/csv; charset=UTF-8")
                .body(csv)
                .post("/api/tournaments/" + tournament + "/entries/csv?dryRun=true")
                .then()
                .statusCode(200);
        assertEquals(entries, count("entry"));
    }

    @Test
    void aDryRunOfTheChampionshipArchiveInOtherWordsThanTrueOrFalseIsRefusedAndCreatesNothing() throws Exception {
        long championship = Answers.id(
                given().contentType(ContentType.JSON)
                        .body(Map.of("name", "Archivio " + UUID.randomUUID(), "season", "2026/27"))
                        .post("/api/championships"),
                201);
        String archive = Answers.text(given().get("/api/championships/{id}/archive", championship), 200);
        long championships = count("championship");
        long players = count("player");
        Map<String, String> before = DataFingerprint.of(database);
        List<String> wrong = new ArrayList<>();
        for (String query : NOT_BOOLEANS) {
            var answer =
                    given().contentType(ContentType.JSON).body(archive).post("/api/championships/archive?" + query);
            if (answer.statusCode() != 400
                    || !answer.contentType().startsWith("application/problem+json")
                    || !"dryRun".equals(answer.jsonPath().getString("field"))) {
                wrong.add(query + " -> " + answer.statusCode() + " " + answer.asString());
            }
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
        assertEquals(championships, count("championship"));
        assertEquals(players, count("player"));
        assertEquals(before, DataFingerprint.of(database), "a refused dry run changed the data");
    }

    @Test
    void everyBooleanParameterOfTheApiIsReadStrictly() {
        long tournament = FloorFixtures.tournament("ITALIAN_DRAW");
        Answers.problem(
                        given().get("/api/tournaments/{id}/tables/1/stacks?players=yes", tournament),
                        400,
                        "/problems/invalid-parameter")
                .body(Json.at("field", equalTo("players")));
        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body(Map.of("name", "Strict " + UUID.randomUUID()))
                                .post("/api/players?createAnyway=1"),
                        400,
                        "/problems/invalid-parameter")
                .body(Json.at("field", equalTo("createAnyway")));
    }

    private long count(String table) throws SQLException {
        try (Connection c = database.getConnection();
                Statement s = c.createStatement();
                ResultSet r = s.executeQuery("select count(*) from " + table)) {
            r.next();
            return r.getLong(1);
        }
    }
}
