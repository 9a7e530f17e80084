package org.tavolo.common.error;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Evenings;

/**
 * A refusal's {@code detail} follows {@code Accept-Language}: Italian when the request prefers it,
 * English when the header is absent or names something else; type, title, status, fields and facts
 * are the same in both (docs/errors.md#language-of-detail).
 */
@QuarkusTest
class ProblemDetailLanguageTest {

    @Test
    void aValidationRefusalNamesTheFieldsInItalianWhenAskedAndInEnglishOtherwise() {
        Map<String, Object> italian = refused("it-IT,it;q=0.9", 400, r -> r.contentType(ContentType.JSON)
                .body("{\"format\": \"ITALIAN_DRAW\", \"date\": \"2026-11-26\"}")
                .post("/api/tournaments"));
        assertEquals("/problems/validation", italian.get("type"));
        assertEquals("Controlla questi campi: name.", italian.get("detail"));
        sameButTheDetail(
                italian,
                r -> r.contentType(ContentType.JSON)
                        .body("{\"format\": \"ITALIAN_DRAW\", \"date\": \"2026-11-26\"}")
                        .post("/api/tournaments"),
                400);
    }

    @Test
    void aDrawOutOfTurnSaysWhichGameIsCurrentInItalianWhenAskedAndLeavesTheSeatsAsTheyWere() {
        long t = Evenings.drawn("ITALIAN_DRAW", 8, 1);
        List<String> before = FloorFixtures.seating(t);
        Function<RequestSpecification, Response> drawGameThree = r -> r.contentType(ContentType.JSON)
                .body("{\"seed\": 2, \"game\": 3}")
                .post("/api/tournaments/{id}/draws/next-game", t);
        Map<String, Object> italian = refused("it", 409, drawGameThree);
        assertEquals("/problems/game-out-of-turn", italian.get("type"));
        assertEquals(1, italian.get("currentGame"));
        assertEquals(
                "La partita in corso è la 1: chiedi il sorteggio della partita successiva.", italian.get("detail"));
        Map<String, Object> english = sameButTheDetail(italian, drawGameThree, 409);
        assertEquals("Game 1 is the current game: the next one is game 2, not game 3.", english.get("detail"));
        assertEquals(before, FloorFixtures.seating(t));
    }

    @Test
    void aBrokenRuleOfTheGameNamesTheSeatInItalianWhenAsked() {
        Function<RequestSpecification, Response> twoHandsAtSeatOne =
                r -> r.contentType(ContentType.JSON).body("""
                        {"game": "TEXAS_HOLDEM", "chipUnit": 25, "button": 1,
                         "players": [{"seat": 1, "contributed": 50, "folded": false},
                                     {"seat": 1, "contributed": 50, "folded": true}]}""").post("/api/settlements");
        Map<String, Object> italian = refused("it", 400, twoHandsAtSeatOne);
        assertEquals("/problems/duplicate-seat", italian.get("type"));
        assertEquals(1, italian.get("seat"));
        assertEquals("players[1].seat", italian.get("field"));
        assertEquals("Il posto 1 è dato due volte.", italian.get("detail"));
        Map<String, Object> english = sameButTheDetail(italian, twoHandsAtSeatOne, 400);
        assertEquals("Seat 1 is given twice.", english.get("detail"));
    }

    @Test
    void somethingThatIsNotThereIsSaidInItalianWhenAsked() {
        Function<RequestSpecification, Response> noSuchTournament = r -> r.get("/api/tournaments/{id}", 987654321L);
        Map<String, Object> italian = refused("it", 404, noSuchTournament);
        assertEquals("/problems/not-found", italian.get("type"));
        assertEquals("Non esiste il torneo 987654321.", italian.get("detail"));
        Map<String, Object> english = sameButTheDetail(italian, noSuchTournament, 404);
        assertEquals("No tournament with id 987654321.", english.get("detail"));
    }

    /** The refusal as answered to a request with this Accept-Language (none when null). */
    private static Map<String, Object> refused(
            String acceptLanguage, int status, Function<RequestSpecification, Response> call) {
        RequestSpecification request = given();
        if (acceptLanguage != null) {
            request.header("Accept-Language", acceptLanguage);
        }
        Response answer = call.apply(request);
        answer.then().statusCode(status).contentType("application/problem+json");
        assertEquals(
                acceptLanguage != null && acceptLanguage.startsWith("it") ? "it" : "en",
                answer.header("Content-Language"));
        return answer.jsonPath().getMap("$");
    }

    /**
     * The same refusal in English (no header, {@code en}, a language the service does not speak):
     * one English detail, different from the Italian, and every other member identical.
     */
    private static Map<String, Object> sameButTheDetail(
            Map<String, Object> italian, Function<RequestSpecification, Response> call, int status) {
        Map<String, Object> english = refused(null, status, call);
        assertEquals(english, refused("en-GB", status, call));
        assertEquals(english, refused("de-DE,fr;q=0.8", status, call));
        assertNotEquals(italian.get("detail"), english.get("detail"));
        assertEquals(withoutDetail(italian), withoutDetail(english));
        return english;
    }

    private static Map<String, Object> withoutDetail(Map<String, Object> problem) {
        Map<String, Object> rest = new LinkedHashMap<>(problem);
        rest.remove("detail");
        return rest;
    }
}
