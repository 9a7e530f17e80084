package org.tavolo.screens.console;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import io.quarkus.test.junit.QuarkusTest;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * The proof of the console: a whole Italian evening of thirteen players run through the console
 * only — the tournament created, the players registered and entered, the seats drawn, the clock
 * started, both games closed table by table, the next game drawn once the first was closed — gives
 * the same standings and qualifiers as the same evening run through the API. The pages are found
 * by their labels and roles, as a person finds them.
 */
@QuarkusTest
class ConsoleEveningBrowserIT extends ConsoleBrowserTest {

    static final long FIRST_SEED = 2026;
    static final long SECOND_SEED = 1122;
    private static final List<String> FIRST_NAMES = List.of(
            "Anna", "Bruno", "Carla", "Dario", "Elena", "Franco", "Giulia", "Ivo", "Laura", "Marco", "Nadia", "Oscar",
            "Paola");

    /** The final stacks of a game at a table, seat by seat (each table's chips: 20,000 u a player). */
    static long[] finalStacks(int game, int table, int players) {
        if (players == 5) {
            return game == 1
                    ? new long[] {30_000, 25_000, 20_000, 15_000, 10_000}
                    : new long[] {40_000, 30_000, 18_000, 8_000, 4_000};
        }
        if (game == 1) {
            return table == 2
                    ? new long[] {30_000, 25_000, 15_000, 10_000}
                    : new long[] {30_000, 20_000, 20_000, 10_000};
        }
        return table == 2 ? new long[] {35_000, 25_000, 15_000, 5_000} : new long[] {38_000, 22_000, 12_000, 8_000};
    }

    static List<String> names() {
        String family = UUID.randomUUID().toString().substring(0, 6);
        return FIRST_NAMES.stream().map(n -> n + " Sera" + family).toList();
    }

    static void follow(Page page, String name) {
        page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName(name).setExact(true))
                .first()
                .click();
        page.waitForLoadState();
    }

    @Test
    void anEveningRunThroughTheConsoleEndsAsTheSameEveningRunThroughTheApi() {
        List<String> atConsole = names();
        long console = throughTheConsole(atConsole);
        List<String> atApi = names();
        long api = throughTheApi(atApi);

        assertEquals(standings(api, atApi), standings(console, atConsole));
        assertEquals(qualifiers(api, atApi), qualifiers(console, atConsole));
        assertEquals(5, qualifiers(console, atConsole).size());
    }

    private long throughTheConsole(List<String> names) {
        Page page = signedIn("/console/tournaments", LAPTOP, "en-GB");
        page.getByLabel("Name", new Page.GetByLabelOptions().setExact(true)).fill("Thursday evening " + names.get(0));
        page.getByLabel("Format").selectOption("ITALIAN_DRAW");
        page.getByLabel("Date").fill("2030-11-28");
        press(page, "Create the tournament");
        long t = Long.parseLong(page.url().replaceAll(".*/console/tournaments/(\\d+).*", "$1"));

        page.navigate(base.toString().replaceAll("/$", "") + "/console/tournaments/" + t + "/entries");
        follow(page, "Import from CSV");
        page.getByLabel("Or paste the lines").fill("name\n" + String.join("\n", names));
        press(page, "Show the preview");
        press(page, "Enter these " + names.size() + " players");
        assertEquals(
                names.size(),
                Json.of(Api.call("GET", "/api/tournaments/{id}/entries", null, null, t)
                                .body())
                        .size());

        page.navigate(base.toString().replaceAll("/$", "") + "/console/tournaments/" + t);
        follow(page, "Floor: clock and seat draw");
        page.getByLabel("Seed (optional: empty, one is drawn)").fill(Long.toString(FIRST_SEED));
        press(page, "Draw the seats");
        press(page, "Yes, draw");
        press(page, "Start");
        assertEquals(
                "RUNNING",
                Json.of(Api.call("GET", "/api/tournaments/{id}/clock", null, null, t)
                                .body())
                        .path("status")
                        .textValue());

        closeEveryTable(page, t, 1);
        follow(page, "Floor board");
        assertEquals(
                1,
                page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Draw the seats of game 2"))
                        .count());
        follow(page, "Floor: clock and seat draw");
        page.getByLabel("Seed (optional: empty, one is drawn)").fill(Long.toString(SECOND_SEED));
        press(page, "Draw the next game");
        press(page, "Yes, draw");
        closeEveryTable(page, t, 2);
        follow(page, "Floor board");
        assertThat(page.textContent("#next-game-reason"), containsString("The round has 2 games"));

        page.navigate(base.toString().replaceAll("/$", "") + "/console/tournaments/" + t);
        follow(page, "Standings and qualifiers");
        List<Long> qualifiedOnThePage = page.locator("#standings tr.qualified").all().stream()
                .map(row -> Long.valueOf(row.getAttribute("data-entry")))
                .toList();
        assertEquals(
                Json.longsOfEach(
                        Json.of(Api.call("GET", "/api/tournaments/{id}/qualifiers", null, null, t)
                                        .body())
                                .get("qualified"),
                        "entry"),
                qualifiedOnThePage);
        return t;
    }

    /** The names seated at each table of the evening, by table number, in the order the API lists them. */
    static Map<Integer, List<String>> seatedByTable(long t) {
        Map<Integer, List<String>> seated = new LinkedHashMap<>();
        for (JsonNode table : Json.of(
                Api.call("GET", "/api/tournaments/{id}/tables", null, null, t).body())) {
            List<String> names = new ArrayList<>();
            table.path("seats")
                    .forEach(seat -> names.add(seat.path("playerName").textValue()));
            seated.put(table.path("number").intValue(), names);
        }
        return seated;
    }

    /** Closes the game at every table on the results page, entering the final stacks by each player's name. */
    private void closeEveryTable(Page page, long t, int game) {
        follow(page, "Results");
        for (Map.Entry<Integer, List<String>> table : seatedByTable(t).entrySet()) {
            int number = table.getKey();
            List<String> seated = table.getValue();
            long[] stacks = finalStacks(game, number, seated.size());
            for (int s = 0; s < seated.size(); s++) {
                page.getByLabel("Final stack of " + seated.get(s)).fill(Long.toString(stacks[s]));
            }
            press(page, "Close table " + number);
            assertThat(page.textContent("[role=status]"), containsString("Table closed"));
        }
    }

    static long throughTheApi(List<String> names) {
        long t = Json.longAt(
                Api.post(
                        "/api/tournaments",
                        Json.write(Map.of(
                                "name",
                                "Thursday evening " + names.get(0),
                                "format",
                                "ITALIAN_DRAW",
                                "date",
                                "2030-11-28")),
                        201),
                "id");
        for (String name : names) {
            long player = Json.longAt(Api.post("/api/players", Json.write(Map.of("name", name)), 201), "id");
            Api.post("/api/tournaments/{id}/entries", Json.write(Map.of("playerId", player)), 201, t);
        }
        Api.post("/api/tournaments/{id}/draws", Json.write(Map.of("seed", FIRST_SEED)), 201, t);
        Api.send("POST", "/api/tournaments/{id}/clock/start", null, null, 200, t);
        closeThroughTheApi(t, 1);
        Api.post("/api/tournaments/{id}/draws/next-game", Json.write(Map.of("game", 2, "seed", SECOND_SEED)), 201, t);
        closeThroughTheApi(t, 2);
        return t;
    }

    private static void closeThroughTheApi(long t, int game) {
        for (JsonNode table : Json.of(
                Api.call("GET", "/api/tournaments/{id}/tables", null, null, t).body())) {
            int number = Math.toIntExact(Json.longAt(table, "number"));
            List<Long> seated = Json.longsOfEach(table.get("seats"), "entryId");
            long[] stacks = finalStacks(game, number, seated.size());
            List<Map<String, Object>> lines = new ArrayList<>();
            for (int s = 0; s < seated.size(); s++) {
                lines.add(Map.of("entry", seated.get(s), "chips", stacks[s]));
            }
            Api.post(
                    "/api/tournaments/{id}/tables/{table}/games/{game}/result",
                    Json.write(Map.of("stacks", lines)),
                    201,
                    t,
                    number,
                    game);
        }
    }

    /** The standings as "first name: rank, points, chips", the player named without the run's family name. */
    static List<String> standings(long t, List<String> names) {
        // the values as RestAssured reads them: a decimal's text that of a Float
        String standings = Api.send("GET", "/api/tournaments/{id}/standings", null, null, 200, t);
        List<String> rows = new ArrayList<>();
        for (Object row : (List<?>) Json.valueAt(standings, "standings")) {
            Map<?, ?> line = (Map<?, ?>) row;
            rows.add(firstName(Objects.toString(line.get("player"), null), names) + ": " + line.get("rank") + ", "
                    + line.get("points") + ", " + line.get("chips"));
        }
        return rows;
    }

    static List<String> qualifiers(long t, List<String> names) {
        return ((List<?>) Json.valueAt(
                        Api.send("GET", "/api/tournaments/{id}/qualifiers", null, null, 200, t), "qualified.player"))
                .stream().map(n -> firstName(Objects.toString(n, null), names)).toList();
    }

    private static String firstName(String player, List<String> names) {
        assertEquals(true, names.contains(player), player + " is a player of this evening");
        return player.substring(0, player.indexOf(' '));
    }
}
