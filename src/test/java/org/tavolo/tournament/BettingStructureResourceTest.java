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
import org.tavolo.testing.Answers;
import org.tavolo.testing.Json;

/**
 * docs/rules.md#betting-structure: the Hold'em betting structure is a setting, pot limit by default (the club's),
 * shown with the clock as information.
 */
@QuarkusTest
class BettingStructureResourceTest {

    private static Map<String, Object> settings(long t) {
        return Answers.json(given().get("/api/tournaments/{id}/settings", t), 200)
                .getMap("$");
    }

    @Test
    void holdemPlaysPotLimitByDefaultAndTheClockShowsTheStructureChosen() {
        long t = tournament("TEXAS_HOLDEM");
        assertEquals("POT_LIMIT", settings(t).get("bettingStructure"));
        given().get("/api/tournaments/{id}/clock", t)
                .then()
                .statusCode(200)
                .body(Json.at("bettingStructure", equalTo("POT_LIMIT")))
                .body(Json.at("betting.maximum", equalTo("POT")));

        FloorFixtures.patchSettings(t, "{\"bettingStructure\": \"NO_LIMIT\"}");
        given().get("/api/tournaments/{id}/clock", t)
                .then()
                .body(Json.at("bettingStructure", equalTo("NO_LIMIT")))
                .body(Json.at("betting.maximum", equalTo("STACK")));

        FloorFixtures.patchSettings(t, "{\"bettingStructure\": \"FIXED_LIMIT\"}");
        given().get("/api/tournaments/{id}/clock", t)
                .then()
                .body(Json.at("bettingStructure", equalTo("FIXED_LIMIT")))
                .body(Json.at("betting.maximum", equalTo("FIXED")))
                .body(Json.at("betting.minimumRaise", equalTo(50)));
    }

    /**
     * 004 «Limit (Fixed limit)»: «nei primi due giri le puntate vanno di 20 in 20, nei seguenti due vanno di 40 in 40.
     * Per ogni giro ci può essere una puntata e un massimo di tre rilanci»; heads-up «i rilanci possono continuare
     * indefinitamente». The clock shows both bet sizes and three raises a round, no count per player; a table of two
     * shows no cap.
     */
    @Test
    void fixedLimitShowsTheSmallAndBigBetAndThreeRaisesARoundWithNoCapHeadsUp() {
        long t = tournament("TEXAS_HOLDEM");
        FloorFixtures.patchSettings(t, "{\"bettingStructure\": \"FIXED_LIMIT\"}");
        FloorFixtures.entries(t, 6);
        FloorFixtures.draw(t, 3);
        given().get("/api/tournaments/{id}/clock", t)
                .then()
                .statusCode(200)
                .body(Json.at("betting.smallBet", equalTo(50)))
                .body(Json.at("betting.bigBet", equalTo(100)))
                .body(Json.at("betting.raisesPerRound", equalTo(3)))
                .body(Json.at("betting.raisesPerPlayer", nullValue()));
        given().get("/api/tournaments/{id}/tables/1/limits", t)
                .then()
                .statusCode(200)
                .body(Json.at("betting.bigBet", equalTo(100)))
                .body(Json.at("betting.raisesPerRound", equalTo(3)));

        long headsUp = tournament("TEXAS_HOLDEM");
        FloorFixtures.patchSettings(
                headsUp, "{\"bettingStructure\": \"FIXED_LIMIT\", \"minSeats\": 2, \"finalTableSize\": 2}");
        FloorFixtures.entries(headsUp, 2);
        FloorFixtures.draw(headsUp, 3);
        given().get("/api/tournaments/{id}/tables/1/limits", headsUp)
                .then()
                .statusCode(200)
                .body(Json.at("betting.smallBet", equalTo(50)))
                .body(Json.at("betting.raisesPerRound", nullValue()));
    }

    @Test
    void potLimitKeepsTheClubsTwoRaisesAPlayerAndNoFixedSizes() {
        long t = tournament("TEXAS_HOLDEM");
        given().get("/api/tournaments/{id}/clock", t)
                .then()
                .statusCode(200)
                .body(Json.at("betting.raisesPerPlayer", equalTo(2)))
                .body(Json.at("betting.smallBet", nullValue()))
                .body(Json.at("betting.raisesPerRound", nullValue()));
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
        given().get("/api/tournaments/{id}/clock", t)
                .then()
                .statusCode(200)
                .body(Json.at("bettingStructure", nullValue()));
    }
}
