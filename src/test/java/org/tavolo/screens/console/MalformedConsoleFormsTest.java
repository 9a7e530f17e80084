package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.security.Organizers;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;

/**
 * A console form (or a page's address) with a number no page would send — letters, an exponent, a
 * number past any column — answers the same page in its language, the refusal at the top and what
 * was typed kept, and changes nothing: never a problem document.
 */
@QuarkusTest
class MalformedConsoleFormsTest {

    private static final List<String> MALFORMED = List.of("abc", "1e9", "99999999999");

    /** Past any {@code long}: a clock's version that fits one is only a version that changed since. */
    private static final List<String> MALFORMED_LONG = List.of("abc", "1e9", "-1", "123456789012345678901");

    private static RequestSpecification form(String lang) {
        return Organizers.signedIn()
                .queryParam("lang", lang)
                .contentType(ContentType.URLENC)
                .redirects()
                .follow(false);
    }

    private static ValidatableResponse aPage(ValidatableResponse answer, String lang) {
        return answer.log()
                .ifValidationFails()
                .statusCode(400)
                .contentType(startsWith("text/html"))
                .body(
                        containsString("<html lang=\"" + lang + "\""),
                        containsString("id=\"error-summary\""),
                        not(containsString("/problems/")));
    }

    private static String results(long t) {
        return Answers.text(given().get("/api/tournaments/{id}/results", t), 200);
    }

    @Test
    void aCloseWithAMalformedGameOrEntryAnswersTheResultsWithTheTypedStacksAndClosesNothing() {
        long t = Evenings.drawn("ITALIAN_DRAW", 8, 21);
        List<Long> seated =
                given().get("/api/tournaments/{id}/tables", t).jsonPath().getList("[0].seats.entryId", Long.class);
        for (String bad : MALFORMED) {
            for (String lang : List.of("it", "en")) {
                aPage(
                                form(lang)
                                        .formParam("game", bad)
                                        .formParam("from", "given")
                                        .formParam("entry", seated.get(0), seated.get(1), seated.get(2), seated.get(3))
                                        .formParam("chips", "41 234", "1", "2", "3")
                                        .post("/console/tournaments/{id}/results/tables/1/close", t)
                                        .then(),
                                lang)
                        .body(containsString("value=\"41 234\""));
                aPage(
                                form(lang)
                                        .formParam("game", "1")
                                        .formParam("from", "given")
                                        .formParam("entry", seated.get(0), bad, seated.get(2), seated.get(3))
                                        .formParam("chips", "41 234", "1", "2", "3")
                                        .post("/console/tournaments/{id}/results/tables/1/close", t)
                                        .then(),
                                lang)
                        .body(containsString("value=\"41 234\""));
            }
        }
        assertEquals("[]", results(t));
    }

    @Test
    void aCorrectionWithAMalformedEntryAnswersTheFormWithTheReasonKeptAndChangesNothing() {
        long t = Evenings.drawn("ITALIAN_DRAW", 8, 22);
        form("it")
                .formParam("game", "1")
                .formParam("from", "ledger")
                .post("/console/tournaments/{id}/results/tables/1/close", t)
                .then()
                .statusCode(303);
        long result = given().get("/api/tournaments/{id}/results", t).jsonPath().getLong("[0].id");
        String before = results(t);
        for (String bad : MALFORMED) {
            for (String lang : List.of("it", "en")) {
                aPage(
                                form(lang)
                                        .formParam("entry", bad)
                                        .formParam("chips", "41234")
                                        .formParam("reason", "Recontati i gettoni")
                                        .post("/console/tournaments/{id}/results/{r}/correct", t, result)
                                        .then(),
                                lang)
                        .body(containsString("value=\"Recontati i gettoni\""), containsString("value=\"41234\""));
            }
        }
        assertEquals(before, results(t));
    }

    @Test
    void aStandingsRoundOrTieMalformedAnswersTheStandingsWithTheTypedValuesAndCreatesNoRound() {
        long t = Evenings.drawn("ITALIAN_DRAW", 8, 23);
        FloorFixtures.closeEveryTable(t, 1);
        String tournaments = given().get("/api/tournaments").asString();
        for (String bad : MALFORMED) {
            for (String lang : List.of("it", "en")) {
                aPage(
                                Organizers.signedIn()
                                        .queryParam("lang", lang)
                                        .queryParam("round", bad)
                                        .get("/console/tournaments/{id}/standings", t)
                                        .then(),
                                lang)
                        .body(containsString("value=\"" + bad + "\""));
                aPage(
                        form(lang)
                                .formParam("round", bad)
                                .post("/console/tournaments/{id}/standings/publish", t)
                                .then(),
                        lang);
                aPage(
                                form(lang)
                                        .formParam("round", bad)
                                        .formParam("name", "Secondo turno")
                                        .formParam("date", "2026-12-01")
                                        .formParam("fromTie", bad)
                                        .post("/console/tournaments/{id}/standings/next-round", t)
                                        .then(),
                                lang)
                        .body(containsString("value=\"Secondo turno\""));
            }
        }
        for (String bad : MALFORMED_LONG) {
            for (String lang : List.of("it", "en")) {
                aPage(
                                Organizers.signedIn()
                                        .queryParam("lang", lang)
                                        .queryParam("round", "1")
                                        .queryParam("name", "Secondo turno")
                                        .queryParam("date", "2026-12-01")
                                        .queryParam("fromTie", bad)
                                        .get("/console/tournaments/{id}/standings/next-round", t)
                                        .then(),
                                lang)
                        .body(containsString("value=\"Secondo turno\""));
            }
        }
        assertEquals(tournaments, given().get("/api/tournaments").asString());
    }

    @Test
    void aClockButtonOrDrawWithAMalformedVersionOrGameAnswersTheFloorAndMovesNothing() {
        long t = Evenings.drawn("ITALIAN_DRAW", 8, 24);
        Evenings.clock(t, "start");
        String clock = given().get("/api/tournaments/{id}/clock", t).asString();
        String draws = given().get("/api/tournaments/{id}/tables", t).asString();
        for (String bad : MALFORMED_LONG) {
            for (String lang : List.of("it", "en")) {
                aPage(
                        form(lang)
                                .formParam("version", bad)
                                .post("/console/tournaments/{id}/floor/clock/next", t)
                                .then(),
                        lang);
                aPage(
                                form(lang)
                                        .formParam("game", bad)
                                        .formParam("seed", "4242")
                                        .post("/console/tournaments/{id}/floor/draw", t)
                                        .then(),
                                lang)
                        .body(containsString("value=\"4242\""));
            }
        }
        String after = given().get("/api/tournaments/{id}/clock", t).asString();
        assertEquals(levelOf(clock), levelOf(after));
        assertEquals(draws, given().get("/api/tournaments/{id}/tables", t).asString());
    }

    @Test
    void aChineseOrderForAMalformedSeatAnswersThePiecesOfPageAndStoresNothing() {
        long t = Evenings.drawn("CHINESE_POKER", 4, 25);
        String cookie = Directors.issue(t, 1).signIn();
        String deals =
                given().get("/api/tournaments/{id}/tables/1/matches/1/deals", t).asString();
        for (String bad : MALFORMED) {
            for (String lang : List.of("it", "en")) {
                Directors.withSession(cookie)
                        .queryParam("lang", lang)
                        .queryParam("seat", bad)
                        .contentType(ContentType.URLENC)
                        .formParam("cn-1-first", "As Ks Qs Js 8s")
                        .post("/director/tournaments/{id}/tables/1/chinese/order", t)
                        .then()
                        .log()
                        .ifValidationFails()
                        .statusCode(400)
                        .contentType(startsWith("text/html"))
                        .body(containsString("role=\"alert\""), not(containsString("/problems/")));
            }
        }
        assertEquals(
                deals,
                given().get("/api/tournaments/{id}/tables/1/matches/1/deals", t).asString());
    }

    private static String levelOf(String clock) {
        return io.restassured.path.json.JsonPath.from(clock).getString("levelNumber") + "/"
                + io.restassured.path.json.JsonPath.from(clock).getString("paused");
    }
}
