package org.tavolo.screens.room;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.result.ResultApi.closeGame;
import static org.tavolo.result.ResultApi.draw;
import static org.tavolo.result.ResultApi.entries;
import static org.tavolo.result.ResultApi.seatedAt;
import static org.tavolo.result.ResultApi.stacks;
import static org.tavolo.result.ResultApi.tournament;

import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Once the round's last game is drawn, the public standings mark who is already through and who is already out,
 * with a legend in words, and the console's standings say each player's outlook (docs/rules.md#outlook).
 */
@QuarkusTest
class StandingsOutlookMarksTest {

    /** Eight players in a round of one game, drawn: three qualify. */
    private static long oneGameRoundOfEight() {
        long t = tournament("ITALIAN_DRAW");
        given().contentType("application/merge-patch+json")
                .body("{\"gamesPerRound\": 1}")
                .patch("/api/tournaments/{id}/settings", t)
                .then()
                .statusCode(200);
        entries(t, 8);
        draw(t, 11);
        return t;
    }

    private static String get(String path, String language) {
        return given().queryParam("lang", language)
                .get(path)
                .then()
                .statusCode(200)
                .extract()
                .asString();
    }

    /** The table row of an entry. */
    private static String row(String html, long entry) {
        Matcher m = Pattern.compile("<tr[^>]*data-entry=\"" + entry + "\"[^>]*>(.*?)</tr>", Pattern.DOTALL)
                .matcher(html);
        assertTrue(m.find(), "a row for entry " + entry);
        return m.group(1);
    }

    @Test
    void beforeTheLastGameIsDrawnThereAreNoMarksNorOutlookColumn() {
        long t = tournament("ITALIAN_DRAW");
        entries(t, 8);
        draw(t, 11);
        List<Long> first = seatedAt(t, 1);
        closeGame(t, 1, 1, stacks(first.get(0), 50_000, first.get(1), 20_000, first.get(2), 8_000, first.get(3), 2_000))
                .statusCode(201);
        String page = get("/tournaments/" + t + "/standings", "it");
        assertFalse(page.contains("marks-legend"), page);
        assertFalse(page.contains("class=\"mark "), page);
        assertFalse(get("/console/tournaments/" + t + "/standings", "it").contains("Per qualificarsi"));
    }

    @Test
    void aPlayerThroughAndAPlayerOutAreMarkedOnThePhoneAndTheTvAndTheConsoleSaysEveryOutlook() {
        long t = oneGameRoundOfEight();
        List<Long> first = seatedAt(t, 1);
        closeGame(t, 1, 1, stacks(first.get(0), 50_000, first.get(1), 20_000, first.get(2), 8_000, first.get(3), 2_000))
                .statusCode(201);
        // Table 1 scored 10, 6, 3, 1: its winner is through, its third and fourth are out (docs/rules.md#outlook).
        String italian = get("/tournaments/" + t + "/standings", "it");
        assertTrue(row(italian, first.get(0)).contains("mark-through"), italian);
        assertFalse(row(italian, first.get(1)).contains("class=\"mark "), italian);
        assertTrue(row(italian, first.get(2)).contains("mark-out"), italian);
        assertTrue(row(italian, first.get(3)).contains("mark-out"), italian);
        assertTrue(row(italian, first.get(0))
                .contains("<span class=\"visually-hidden\">Passa al turno successivo</span>"));
        assertTrue(italian.contains("Non può più qualificarsi"), "the legend says the marks in words");
        String english = get("/tournaments/" + t + "/standings", "en");
        assertTrue(english.contains("Already qualified") && english.contains("Can no longer qualify"), english);
        String tv = get("/tournaments/" + t + "/standings/tv", "it");
        assertTrue(row(tv, first.get(0)).contains("mark-through"), tv);
        assertTrue(row(tv, first.get(2)).contains("mark-out"), tv);

        String console = get("/console/tournaments/" + t + "/standings", "it");
        assertTrue(console.contains("Per qualificarsi"), console);
        assertTrue(row(console, first.get(0)).contains("Passa al turno successivo"), console);
        assertTrue(row(console, first.get(2)).contains("Non può più qualificarsi"), console);
        // Its second (6): no place is left to take, the tables still playing decide (docs/rules.md#outlook).
        assertTrue(row(console, first.get(1)).contains("Tavolo 1 finito: dipende dai tavoli ancora in gioco"), console);
        String englishConsole = get("/console/tournaments/" + t + "/standings", "en");
        assertTrue(row(englishConsole, first.get(0)).contains("Already qualified"), englishConsole);
    }
}
