package org.tavolo.tournament;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.table.FloorFixtures.tournament;

import io.quarkus.test.junit.QuarkusTest;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;

/**
 * docs/rules.md#betting-structure: the Hold'em betting structure is a setting, pot limit by default (the club's),
 * shown with the clock as information.
 */
@QuarkusTest
class BettingStructureResourceTest {

    private static Map<String, Object> settings(long t) {
        return given().get("/api/tournaments/{id}/settings", t)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getMap("$");
    }

    @Test
    void holdemPlaysPotLimitByDefaultAndTheClockShowsTheStructureChosen() {
        long t = tournament("TEXAS_HOLDEM");
        assertEquals("POT_LIMIT", settings(t).get("bettingStructure"));
        given().get("/api/tournaments/{id}/clock", t)
                .then()
                .statusCode(200)
                .body("bettingStructure", equalTo("POT_LIMIT"))
                .body("betting.maximum", equalTo("POT"));

        FloorFixtures.patchSettings(t, "{\"bettingStructure\": \"NO_LIMIT\"}");
        given().get("/api/tournaments/{id}/clock", t)
                .then()
                .body("bettingStructure", equalTo("NO_LIMIT"))
                .body("betting.maximum", equalTo("STACK"));

        FloorFixtures.patchSettings(t, "{\"bettingStructure\": \"FIXED_LIMIT\"}");
        given().get("/api/tournaments/{id}/clock", t)
                .then()
                .body("bettingStructure", equalTo("FIXED_LIMIT"))
                .body("betting.maximum", equalTo("FIXED"))
                .body("betting.minimumRaise", equalTo(50));
    }

    @Test
    void anUnknownStructureIsRefusedAndTheSettingsStayAsTheyWere() {
        long t = tournament("TEXAS_HOLDEM");
        Map<String, Object> before = settings(t);
        given().contentType("application/merge-patch+json")
                .body("{\"bettingStructure\": \"SPREAD_LIMIT\"}")
                .patch("/api/tournaments/{id}/settings", t)
                .then()
                .statusCode(400)
                .contentType("application/problem+json");
        assertEquals(before, settings(t));
    }

    @Test
    void theItalianClockShowsNoHoldemStructure() {
        long t = tournament("ITALIAN_DRAW");
        given().get("/api/tournaments/{id}/clock", t).then().statusCode(200).body("bettingStructure", nullValue());
    }
}
