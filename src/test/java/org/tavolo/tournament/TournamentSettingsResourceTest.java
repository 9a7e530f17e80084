package org.tavolo.tournament;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.table.FloorFixtures.tournament;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Json;

@QuarkusTest
class TournamentSettingsResourceTest {

    private static String settings(long t) {
        return Answers.text(given().get("/api/tournaments/{id}/settings", t), 200);
    }

    private static io.restassured.response.ValidatableResponse put(long t, String body) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .put("/api/tournaments/{id}/settings", t)
                .then();
    }

    @Test
    void italianTournamentStartsWithTheRuleBookDefaults() {
        JsonPath s = given().get("/api/tournaments/{id}/settings", tournament("ITALIAN_DRAW"))
                .jsonPath();
        assertEquals(20_000, s.getInt("startingStack"));
        assertEquals(100, s.getInt("chipUnit"));
        assertEquals(1_000, s.getInt("ante"));
        assertEquals(2, s.getInt("gamesPerRound"));
        assertEquals(true, s.getBoolean("redrawBetweenGames"));
        assertEquals(List.of(10, 6, 3, 1), s.getList("pointsByTableSize.4", Integer.class));
        assertEquals(List.of(12, 8, 5, 3, 1), s.getList("pointsByTableSize.5", Integer.class));
        assertEquals("SUIT_FIRST", s.getString("flushRule"));
        assertEquals("HEARTS_ROYAL_EXCEPTION", s.getString("straightFlushRule"));
        assertEquals(60, s.getInt("clock.periods[0].minutes"));
        assertEquals("TERESINA_ROUND", s.getString("clock.afterLast"));
        assertEquals(null, s.getString("qualifiers"));
    }

    @Test
    void holdemTournamentStartsWithTheClubBlindSchedule() {
        JsonPath s = given().get("/api/tournaments/{id}/settings", tournament("TEXAS_HOLDEM"))
                .jsonPath();
        assertEquals(5, s.getInt("minSeats"));
        assertEquals(14, s.getList("clock.periods").size());
        assertEquals("BREAK", s.getString("clock.periods[5].kind"));
        assertEquals(6_000, s.getInt("clock.periods[13].bigBlind"));
    }

    @Test
    void holdemTournamentSeatsNineATableAsAClubTableDoesAndItsFinalTableToo() {
        JsonPath s = given().get("/api/tournaments/{id}/settings", tournament("TEXAS_HOLDEM"))
                .jsonPath();
        assertEquals(9, s.getInt("maxSeats"));
        assertEquals(9, s.getInt("finalTableSize"));
        assertEquals(4, s.getInt("maxTables"), "four tables of nine seat the 33 players of the club's format");
    }

    @Test
    void chinesePokerStartsWithPointsByTableSizeTheDefaultTokensAndAnHourOnTheClock() {
        JsonPath s = given().get("/api/tournaments/{id}/settings", tournament("CHINESE_POKER"))
                .jsonPath();
        assertEquals(List.of(10, 6, 3, 1), s.getList("pointsByTableSize.4", Integer.class));
        assertEquals(List.of(10, 6, 3), s.getList("pointsByTableSize.3", Integer.class));
        assertEquals(List.of(10, 6), s.getList("pointsByTableSize.2", Integer.class));
        assertEquals(List.of(0, 0, 1, 1, 2, 2, 3, 3, 4), s.getList("chineseTokens", Integer.class));
        assertEquals(1, s.getList("clock.periods").size());
        assertEquals("GAME", s.getString("clock.periods[0].kind"));
        assertEquals(60, s.getInt("clock.periods[0].minutes"));
    }

    @Test
    void organizerChangesASettingBeforeTheDraw() {
        long t = tournament("ITALIAN_DRAW");
        put(t, settings(t).replace("\"qualifiers\":null", "\"qualifiers\":4"))
                .statusCode(200)
                .body(Json.at("qualifiers", equalTo(4)));
        given().get("/api/tournaments/{id}/settings", t).then().body(Json.at("qualifiers", equalTo(4)));
    }

    @Test
    void aPointsSchemeMustListOneNonIncreasingValuePerPlace() {
        long t = tournament("ITALIAN_DRAW");
        String before = settings(t);
        put(t, before.replace("[10,6,3,1]", "[10,6,3]"))
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/invalid-setting")))
                .body(Json.at("field", equalTo("pointsByTableSize.4")));
        put(t, before.replace("[10,6,3,1]", "[10,3,6,1]"))
                .statusCode(400)
                .body(Json.at("field", equalTo("pointsByTableSize.4")));
        assertEquals(before, settings(t));
    }

    @Test
    void blindLevelsMustStrictlyIncreaseAndLastAPositiveTime() {
        long t = tournament("TEXAS_HOLDEM");
        String before = settings(t);
        put(t, before.replace("\"smallBlind\":50,\"bigBlind\":100", "\"smallBlind\":50,\"bigBlind\":50"))
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/invalid-clock-structure")))
                .body(Json.at("field", equalTo("clock.periods[1].bigBlind")));
        put(t, before.replaceFirst("\"minutes\":12", "\"minutes\":0"))
                .statusCode(400)
                .body(Json.at("field", equalTo("clock.periods[0].minutes")));
        put(t, before.replace("\"startingStack\":6000", "\"startingStack\":6010"))
                .statusCode(400)
                .body(Json.at("field", equalTo("startingStack")));
        assertEquals(before, settings(t));
    }

    @Test
    void settingsAreFrozenOnceTheSeatsAreDrawn() {
        long t = Evenings.drawn("ITALIAN_DRAW", 4, 1);
        String before = settings(t);
        put(t, before.replace("\"startingStack\":20000", "\"startingStack\":30000"))
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/settings-frozen")));
        assertEquals(before, settings(t));
    }

    @Test
    void clockLevelsNotYetPlayedCanStillChangeAfterTheDraw() throws Exception {
        long t = Evenings.drawn("TEXAS_HOLDEM", 5, 2);
        Evenings.clock(t, "start");
        String body = settings(t);
        String clockJson = new ObjectMapper().readTree(body).get("clock").toString();
        given().contentType(ContentType.JSON)
                .body(clockJson.replace(
                        "\"smallBlind\":3000,\"bigBlind\":6000", "\"smallBlind\":4000,\"bigBlind\":8000"))
                .put("/api/tournaments/{id}/settings/clock", t)
                .then()
                .statusCode(200)
                .body(Json.at("clock.periods[13].bigBlind", equalTo(8000)));
        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body(clockJson.replace(
                                        "\"smallBlind\":25,\"bigBlind\":50", "\"smallBlind\":25,\"bigBlind\":75"))
                                .put("/api/tournaments/{id}/settings/clock", t),
                        409,
                        "/problems/clock-period-played")
                .body(Json.at("periodsInPlay", equalTo(1)));
        assertEquals(
                25, given().get("/api/tournaments/{id}/settings", t).jsonPath().getInt("clock.periods[0].smallBlind"));
    }
}
