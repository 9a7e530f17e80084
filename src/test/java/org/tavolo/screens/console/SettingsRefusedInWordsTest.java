package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Api;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Json;

/**
 * The console's settings say a refusal in words, beside the field that must change, with a one-click fix where one
 * exists (docs/console.md#settings-refusals); and read numbers as the club writes them, «20.000» as in the results
 * (docs/console.md#numbers). A refused form changes nothing.
 */
@QuarkusTest
class SettingsRefusedInWordsTest {

    @Inject
    AgroalDataSource database;

    /** The settings form of an Italian tournament as its page sends it, with {@code changes} typed over it. */
    private static Response send(long t, Map<String, String> changes, String op) {
        JsonNode s = Api.get("/api/tournaments/{id}/settings", 200, t);
        Map<String, String> fields = new LinkedHashMap<>();
        for (String name : List.of("startingStack", "chipUnit", "ante", "gamesPerRound", "minSeats", "maxSeats")) {
            fields.put(name, s.get(name).asText());
        }
        fields.put(
                "qualifiers",
                s.get("qualifiers").isNull() ? "" : s.get("qualifiers").asText());
        fields.put("afterLast", s.get("clock").get("afterLast").asText());
        fields.putAll(changes);
        List<String> kinds = new ArrayList<>();
        List<String> minutes = new ArrayList<>();
        for (JsonNode period : s.get("clock").get("periods")) {
            kinds.add(period.get("kind").asText());
            minutes.add(period.get("minutes").asText());
        }
        if (changes.containsKey("minutes[0]")) {
            minutes.set(0, changes.get("minutes[0]"));
            fields.remove("minutes[0]");
        }
        return given().header("Accept-Language", "it-IT")
                .contentType("application/x-www-form-urlencoded; charset=UTF-8") // as a browser sends a form
                .redirects()
                .follow(false)
                .formParams(fields)
                .formParam("kind", kinds.toArray())
                .formParam("minutes", minutes.toArray())
                .formParam("op", op)
                .post("/console/tournaments/{id}/settings", t);
    }

    /** The words beside a field: its {@code <p class="field-error">}. */
    private static String errorBeside(String page, String id) {
        Matcher m = Pattern.compile("<p class=\"field-error\" id=\"" + Pattern.quote(id) + "-error\">([^<]*)</p>")
                .matcher(page);
        return m.find() ? m.group(1) : null;
    }

    private static long setting(long t, String name) {
        return Json.longAt(Api.get("/api/tournaments/{id}/settings", 200, t), name);
    }

    @Test
    void fewestAboveMostIsRefusedOnTheFieldChangedInWordsWithItsFix() throws SQLException {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        assertEquals(5, setting(t, "maxSeats"));
        Map<String, String> before = DataFingerprint.of(database);

        Response refused = send(t, Map.of("minSeats", "6"), "save");
        String page = refused.asString();
        assertEquals(400, refused.statusCode(), page);
        assertEquals(
                "Il minimo al tavolo (6) supera il massimo (5): abbassalo a 5 o meno.",
                errorBeside(page, "s-minSeats"),
                page);
        assertEquals(null, errorBeside(page, "s-maxSeats"), "the most at a table was not changed");
        assertFalse(page.contains("maxSeats non"), page);
        assertTrue(page.contains("value=\"save-seats:minSeats:5\">Salva con il minimo a 5</button>"), page);
        assertTrue(page.contains("id=\"s-minSeats\" name=\"minSeats\" inputmode=\"numeric\" value=\"6\""), page);
        assertEquals(before, DataFingerprint.of(database), "a refused form changed the data");

        Response fixed = send(t, Map.of("minSeats", "6"), "save-seats:minSeats:5");
        assertEquals(303, fixed.statusCode(), fixed.asString());
        assertEquals(5, setting(t, "minSeats"));
        assertEquals(5, setting(t, "maxSeats"));
    }

    @Test
    void mostBelowFewestIsRefusedOnTheMostWithTheFixRaisingIt() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        long fewest = setting(t, "minSeats");
        String page = send(t, Map.of("maxSeats", "2"), "save").asString();
        assertEquals(
                "Il massimo al tavolo (2) è sotto il minimo (" + fewest + "): alzalo a " + fewest + " o più.",
                errorBeside(page, "s-maxSeats"),
                page);
        assertEquals(null, errorBeside(page, "s-minSeats"));
        assertTrue(page.contains("value=\"save-seats:maxSeats:" + fewest + "\""), page);
    }

    @Test
    void aNegativeAnteAndMinutesInWordsAreRefusedInWords() throws SQLException {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        Map<String, String> before = DataFingerprint.of(database);

        String page =
                send(t, Map.of("ante", "-100", "minutes[0]", "un'ora"), "save").asString();
        assertEquals("Non può essere sotto zero: scrivi 0 o più.", errorBeside(page, "s-ante"), page);
        assertTrue(page.contains("Scrivi i minuti in cifre: 60 per un’ora"), page);
        assertTrue(page.contains("Periodo 1: Scrivi i minuti in cifre"), page);
        assertFalse(page.contains("Valore non valido"), page);
        assertFalse(page.contains("L'impostazione ante"), page);
        assertTrue(page.contains("value=\"un&#39;ora\"") || page.contains("value=\"un'ora\""), "the minutes kept");
        assertEquals(before, DataFingerprint.of(database), "a refused form changed the data");
    }

    @Test
    void thousandsAreReadAsTheClubWritesThemInSettingsAsInResults() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        assertEquals(303, send(t, Map.of("startingStack", "20.000"), "save").statusCode());
        assertEquals(20_000, setting(t, "startingStack"));
        assertEquals(
                303, send(t, Map.of("startingStack", "25\u202f000"), "save").statusCode());
        assertEquals(25_000, setting(t, "startingStack"));

        String page = send(t, Map.of("startingStack", "2.00"), "save").asString();
        assertEquals(
                "Scrivi un numero intero in cifre, per esempio 20.000 o 20 000.",
                errorBeside(page, "s-startingStack"),
                page);
        assertEquals(25_000, setting(t, "startingStack"), "a slip is never read as another number");
    }
}
