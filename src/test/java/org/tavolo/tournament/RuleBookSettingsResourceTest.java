package org.tavolo.tournament;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.table.FloorFixtures.tournament;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Json;

/**
 * Settings that carry a rule of the rule book: the ante the clock shows (docs/rules.md#italian-tournament,
 * #teresina) and the values of Chinese poker tokens (docs/rules.md#chinese-tokens).
 */
@QuarkusTest
class RuleBookSettingsResourceTest {

    private static Map<String, Object> settings(long t) {
        return Answers.json(given().get("/api/tournaments/{id}/settings", t), 200)
                .getMap("$");
    }

    private static ValidatableResponse put(long t, Map<String, Object> settings) {
        return given().contentType(ContentType.JSON)
                .body(settings)
                .put("/api/tournaments/{id}/settings", t)
                .then()
                .log()
                .ifValidationFails();
    }

    private static JsonPath clock(long t, String action) {
        return Answers.json(
                given().contentType(ContentType.JSON).post("/api/tournaments/{id}/clock/" + action, t), 200);
    }

    @Test
    void theGameClockShowsTheTournamentsAnte() {
        long t = tournament("ITALIAN_DRAW");
        Map<String, Object> changed = settings(t);
        changed.put("ante", 2_000);
        put(t, changed).statusCode(200).body(Json.at("ante", equalTo(2_000)));
        clock(t, "start");
        assertEquals(2_000, clock(t, "pause").getInt("ante"));
    }

    @Test
    void teresinaRoundIsPlayedWithHalfTheAnte() {
        long t = tournament("ITALIAN_DRAW");
        clock(t, "start");
        JsonPath paused = clock(t, "pause");
        assertEquals(1_000, paused.getInt("ante"));
        JsonPath teresina = Answers.json(
                given().contentType(ContentType.JSON)
                        .body("{\"seconds\": %d}".formatted(paused.getLong("secondsLeft")))
                        .post("/api/tournaments/{id}/clock/remove-time", t),
                200);
        assertEquals(true, teresina.getBoolean("teresinaRound"));
        assertEquals(500, teresina.getInt("ante"));
    }

    @Test
    void aGamePeriodWithAnotherAnteIsRefusedAndTheSettingsStayAsTheyWere() {
        long t = tournament("ITALIAN_DRAW");
        Map<String, Object> before = settings(t);
        Map<String, Object> changed = settings(t);
        @SuppressWarnings("unchecked")
        Map<String, Object> clock = (Map<String, Object>) changed.get("clock");
        @SuppressWarnings("unchecked")
        Map<String, Object> game = ((List<Map<String, Object>>) clock.get("periods")).get(0);
        game.put("ante", 1_500);
        put(t, changed)
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/invalid-setting")))
                .body(Json.at("field", equalTo("clock.periods[0].ante")));
        assertEquals(before, settings(t));
    }

    @Test
    void anAnteWhoseHalfIsNotWholeChipsIsRefusedForTheTeresinaRound() {
        long t = tournament("ITALIAN_DRAW");
        Map<String, Object> changed = settings(t);
        changed.put("ante", 300);
        put(t, changed)
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/invalid-setting")))
                .body(Json.at("field", equalTo("ante")));
        assertEquals(1_000, settings(t).get("ante"));
    }

    @Test
    void chineseTokensAboveFourAreRefusedAndTheSettingsStayAsTheyWere() {
        long t = tournament("CHINESE_POKER");
        Map<String, Object> changed = settings(t);
        changed.put("chineseTokens", List.of(0, 0, 1, 1, 2, 2, 3, 3, 1_000));
        put(t, changed)
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/invalid-setting")))
                .body(Json.at("field", equalTo("chineseTokens")));
        assertEquals(List.of(0, 0, 1, 1, 2, 2, 3, 3, 4), settings(t).get("chineseTokens"));
        changed.put("chineseTokens", List.of(4, 4, 4, 3, 3, 3, 0, 0, 0));
        put(t, changed).statusCode(200);
    }
}
