package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.APIResponse;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.FormData;
import com.microsoft.playwright.options.RequestOptions;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The thirteen-player evening of {@link ConsoleEveningBrowserTest} run through the console with a
 * mistake at every step — a close whose stacks do not add up, a draw of the next game while the
 * first is played, a next round before the round is over, a hand sent to a closed table — each
 * refused with the data left as it was, ends with the same standings and qualifiers as the evening
 * without mistakes run through the API.
 */
@QuarkusTest
class ConsoleEveningWithMistakesBrowserTest extends ConsoleBrowserTest {

    @Test
    void anEveningWithAMistakeAtEveryStepEndsAsTheEveningWithout() {
        List<String> atConsole = ConsoleEveningBrowserTest.names();
        long console = withMistakes(atConsole);
        List<String> atApi = ConsoleEveningBrowserTest.names();
        long api = ConsoleEveningBrowserTest.throughTheApi(atApi);

        assertEquals(
                ConsoleEveningBrowserTest.standings(api, atApi),
                ConsoleEveningBrowserTest.standings(console, atConsole));
        assertEquals(
                ConsoleEveningBrowserTest.qualifiers(api, atApi),
                ConsoleEveningBrowserTest.qualifiers(console, atConsole));
    }

    private String root() {
        return base.toString().replaceAll("/$", "");
    }

    private long withMistakes(List<String> names) {
        Page page = signedIn("/console/tournaments", LAPTOP, "en-GB");
        page.getByLabel("Name", new Page.GetByLabelOptions().setExact(true)).fill("Mistaken evening " + names.get(0));
        page.getByLabel("Format").selectOption("ITALIAN_DRAW");
        page.getByLabel("Date").fill("2030-11-28");
        press(page, "Create the tournament");
        long t = Long.parseLong(page.url().replaceAll(".*/console/tournaments/(\\d+).*", "$1"));

        page.navigate(root() + "/console/tournaments/" + t + "/import");
        page.getByLabel("Or paste the lines").fill("name\n" + String.join("\n", names));
        press(page, "Show the preview");
        press(page, "Enter these " + names.size() + " players");

        page.navigate(root() + "/console/tournaments/" + t + "/floor");
        page.getByLabel("Seed (optional: empty, one is drawn)")
                .fill(Long.toString(ConsoleEveningBrowserTest.FIRST_SEED));
        press(page, "Draw the seats");
        press(page, "Yes, draw");
        press(page, "Start");

        // Mistake: the next game drawn while game 1 is played (the floor no longer offers it).
        APIResponse early = page.request()
                .post(
                        root() + "/console/tournaments/" + t + "/floor/draw",
                        RequestOptions.create()
                                .setHeader("Origin", root())
                                .setForm(FormData.create().set("game", "2").set("seed", "5")));
        assertEquals(409, early.status());
        assertThat(early.text(), containsString("error-summary"));
        assertEquals(
                1,
                given().get("/api/tournaments/{id}/draws", t)
                        .jsonPath()
                        .getList("$")
                        .size());

        // Mistake: the next round before the round is over.
        APIResponse nextRound = page.request()
                .post(
                        root() + "/console/tournaments/" + t + "/standings/next-round",
                        RequestOptions.create()
                                .setHeader("Origin", root())
                                .setForm(FormData.create()
                                        .set("name", "Too early")
                                        .set("date", "2030-12-05")));
        assertTrue(nextRound.status() == 409 || nextRound.status() == 400, nextRound.status() + nextRound.text());
        assertThat(nextRound.text(), containsString("error-summary"));
        assertEquals(
                0,
                given().get("/api/tournaments")
                        .jsonPath()
                        .getList("findAll { it.name == 'Too early' }")
                        .size());

        closeEveryTableWithAMistake(page, t, 1);

        // Mistake: a hand sent to a table whose game is closed.
        Map<String, Object> stacksBefore = given().get("/api/tournaments/{id}/tables/1/stacks", t)
                .jsonPath()
                .getMap("");
        List<Integer> seatsAtOne = given().get("/api/tournaments/{id}/tables", t)
                .jsonPath()
                .getList("find { it.number == 1 }.seats.seat", Integer.class);
        List<Map<String, Object>> players = seatsAtOne.stream()
                .map(seat -> Map.<String, Object>of(
                        "seat", seat, "contributed", 1000, "folded", !seat.equals(seatsAtOne.get(0))))
                .toList();
        given().contentType(ContentType.JSON)
                .body(Map.of("entryId", UUID.randomUUID().toString(), "button", seatsAtOne.get(0), "players", players))
                .post("/api/tournaments/{id}/tables/1/hands", t)
                .then()
                .statusCode(409);
        assertEquals(
                stacksBefore,
                given().get("/api/tournaments/{id}/tables/1/stacks", t)
                        .jsonPath()
                        .getMap(""));

        page.navigate(root() + "/console/tournaments/" + t + "/floor");
        page.getByLabel("Seed (optional: empty, one is drawn)")
                .fill(Long.toString(ConsoleEveningBrowserTest.SECOND_SEED));
        press(page, "Draw the next game");
        press(page, "Yes, draw");
        closeEveryTableWithAMistake(page, t, 2);
        return t;
    }

    /**
     * Closes every table on the results page, first with the first stack 1,000 short (refused: the
     * stacks come back as typed, nothing is stored), then with the first stack set right.
     */
    private void closeEveryTableWithAMistake(Page page, long t, int game) {
        page.navigate(root() + "/console/tournaments/" + t + "/results");
        JsonPath tables = given().get("/api/tournaments/{id}/tables", t).jsonPath();
        for (int number : tables.getList("number", Integer.class)) {
            List<String> seated =
                    tables.getList("find { it.number == %d }.seats.playerName".formatted(number), String.class);
            long[] stacks = ConsoleEveningBrowserTest.finalStacks(game, number, seated.size());
            for (int s = 0; s < seated.size(); s++) {
                long typed = s == 0 ? stacks[s] - 1_000 : stacks[s];
                page.getByLabel("Final stack of " + seated.get(s)).fill(Long.toString(typed));
            }
            int resultsBefore = given().get("/api/tournaments/{id}/results", t)
                    .jsonPath()
                    .getList("$")
                    .size();
            press(page, "Close table " + number);
            assertEquals(1, page.locator(".error-summary").count());
            assertEquals(
                    Long.toString(stacks[seated.size() - 1]),
                    page.getByLabel("Final stack of " + seated.get(seated.size() - 1))
                            .inputValue());
            assertEquals(
                    resultsBefore,
                    given().get("/api/tournaments/{id}/results", t)
                            .jsonPath()
                            .getList("$")
                            .size());
            page.getByLabel("Final stack of " + seated.get(0)).fill(Long.toString(stacks[0]));
            press(page, "Close table " + number);
            assertThat(page.textContent("[role=status]"), containsString("Table closed"));
        }
    }
}
