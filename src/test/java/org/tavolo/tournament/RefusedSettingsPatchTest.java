package org.tavolo.tournament;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.testing.Evenings.italianTableOfFour;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;

/** A settings patch that is refused leaves the tournament exactly as it was, its version included. */
@QuarkusTest
class RefusedSettingsPatchTest {

    private static final List<String> REFUSED = List.of(
            "{\"ante\":",
            "[1, 2]",
            "\"text\"",
            "{\"ante\": \"many\"}",
            "{\"ante\": 100.5}",
            "{\"noSuchSetting\": 1}",
            "{\"ante\": 1, \"ante\": 2}",
            "{\"startingStack\": -5}",
            "{\"chipUnit\": 0}",
            "{\"gamesPerRound\": null}",
            "{\"clock\": {\"periods\": []}}",
            "{\"pointsByTableSize\": {\"4\": [1, 3, 6, 10]}}",
            "{\"flushRule\": \"NOT_A_RULE\"}");

    @Inject
    AgroalDataSource database;

    @Test
    void aRefusedPatchBeforeTheDrawLeavesTheTournamentsRowAsItWas() throws SQLException {
        long tournament = FloorFixtures.tournament("ITALIAN_DRAW");
        assertEveryPatchRefusedWithoutChange(tournament, 400);
    }

    @Test
    void aPatchRefusedAfterTheDrawLeavesTheTournamentsRowAsItWas() throws SQLException {
        long tournament = italianTableOfFour();
        String row = row(tournament);
        Response frozen = patch(tournament, "{\"startingStack\": 30000}");
        assertEquals(409, frozen.statusCode(), frozen.asString());
        assertEquals("/problems/settings-frozen", frozen.jsonPath().getString("type"));
        assertEquals(row, row(tournament), "the refused patch changed the tournament");
        assertEveryPatchRefusedWithoutChange(tournament, 400);
    }

    private void assertEveryPatchRefusedWithoutChange(long tournament, int status) throws SQLException {
        List<String> wrong = new ArrayList<>();
        for (String body : REFUSED) {
            String before = row(tournament);
            Response answer = patch(tournament, body);
            String after = row(tournament);
            if (answer.statusCode() != status || !answer.contentType().startsWith("application/problem+json")) {
                wrong.add(body + " -> " + answer.statusCode() + " " + answer.asString());
            }
            if (!before.equals(after)) {
                wrong.add(body + " changed the tournament:\n  before " + before + "\n  after  " + after);
            }
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    private static Response patch(long tournament, String body) {
        return given().contentType("application/merge-patch+json")
                .body(body)
                .patch("/api/tournaments/{id}/settings", tournament);
    }

    /** The tournament's row as PostgreSQL writes it, every column (version included). */
    private String row(long tournament) throws SQLException {
        try (Connection c = database.getConnection();
                PreparedStatement s = c.prepareStatement("select t::text from tournament t where id = ?")) {
            s.setLong(1, tournament);
            try (ResultSet r = s.executeQuery()) {
                assertTrue(r.next(), "no tournament " + tournament);
                return r.getString(1);
            }
        }
    }
}
