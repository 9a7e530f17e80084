package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

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
                given().get("/api/tournaments/{id}/entries", t)
                        .jsonPath()
                        .getList("$")
                        .size());

        page.navigate(base.toString().replaceAll("/$", "") + "/console/tournaments/" + t);
        follow(page, "Floor: clock and seat draw");
        page.getByLabel("Seed (optional: empty, one is drawn)").fill(Long.toString(FIRST_SEED));
        press(page, "Draw the seats");
        press(page, "Yes, draw");
        press(page, "Start");
        assertEquals(
                "RUNNING",
                given().get("/api/tournaments/{id}/clock", t).jsonPath().getString("status"));

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
                given().get("/api/tournaments/{id}/qualifiers", t).jsonPath().getList("qualified.entry", Long.class),
                qualifiedOnThePage);
        return t;
    }

    /** Closes the game at every table on the results page, entering the final stacks by each player's name. */
    private void closeEveryTable(Page page, long t, int game) {
        follow(page, "Results");
        JsonPath tables = given().get("/api/tournaments/{id}/tables", t).jsonPath();
        for (int number : tables.getList("number", Integer.class)) {
            List<String> seated =
                    tables.getList("find { it.number == %d }.seats.playerName".formatted(number), String.class);
            long[] stacks = finalStacks(game, number, seated.size());
            for (int s = 0; s < seated.size(); s++) {
                page.getByLabel("Final stack of " + seated.get(s)).fill(Long.toString(stacks[s]));
            }
            press(page, "Close table " + number);
            assertThat(page.textContent("[role=status]"), containsString("Table closed"));
        }
    }

    static long throughTheApi(List<String> names) {
        long t = given().contentType(ContentType.JSON)
                .body(Map.of(
                        "name", "Thursday evening " + names.get(0), "format", "ITALIAN_DRAW", "date", "2030-11-28"))
                .post("/api/tournaments")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        for (String name : names) {
            long player = given().contentType(ContentType.JSON)
                    .body(Map.of("name", name))
                    .post("/api/players")
                    .then()
                    .statusCode(201)
                    .extract()
                    .jsonPath()
                    .getLong("id");
            given().contentType(ContentType.JSON)
                    .body(Map.of("playerId", player))
                    .post("/api/tournaments/{id}/entries", t)
                    .then()
                    .statusCode(201);
        }
        given().contentType(ContentType.JSON)
                .body(Map.of("seed", FIRST_SEED))
                .post("/api/tournaments/{id}/draws", t)
                .then()
                .statusCode(201);
        given().post("/api/tournaments/{id}/clock/start", t).then().statusCode(200);
        closeThroughTheApi(t, 1);
        given().contentType(ContentType.JSON)
                .body(Map.of("game", 2, "seed", SECOND_SEED))
                .post("/api/tournaments/{id}/draws/next-game", t)
                .then()
                .statusCode(201);
        closeThroughTheApi(t, 2);
        return t;
    }

    private static void closeThroughTheApi(long t, int game) {
        JsonPath tables = given().get("/api/tournaments/{id}/tables", t).jsonPath();
        for (int number : tables.getList("number", Integer.class)) {
            List<Long> seated = tables.getList("find { it.number == %d }.seats.entryId".formatted(number), Long.class);
            long[] stacks = finalStacks(game, number, seated.size());
            List<Map<String, Object>> lines = new ArrayList<>();
            for (int s = 0; s < seated.size(); s++) {
                lines.add(Map.of("entry", seated.get(s), "chips", stacks[s]));
            }
            given().contentType(ContentType.JSON)
                    .body(Map.of("stacks", lines))
                    .post("/api/tournaments/{id}/tables/{table}/games/{game}/result", t, number, game)
                    .then()
                    .statusCode(201);
        }
    }

    /** The standings as "first name: rank, points, chips", the player named without the run's family name. */
    static List<String> standings(long t, List<String> names) {
        JsonPath standings = given().get("/api/tournaments/{id}/standings", t)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < standings.getList("standings").size(); i++) {
            String row = "standings[" + i + "].";
            rows.add(firstName(standings.getString(row + "player"), names) + ": " + standings.getString(row + "rank")
                    + ", " + standings.getString(row + "points") + ", " + standings.getString(row + "chips"));
        }
        return rows;
    }

    static List<String> qualifiers(long t, List<String> names) {
        return given()
                .get("/api/tournaments/{id}/qualifiers", t)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("qualified.player", String.class)
                .stream()
                .map(n -> firstName(n, names))
                .toList();
    }

    private static String firstName(String player, List<String> names) {
        assertEquals(true, names.contains(player), player + " is a player of this evening");
        return player.substring(0, player.indexOf(' '));
    }
}
