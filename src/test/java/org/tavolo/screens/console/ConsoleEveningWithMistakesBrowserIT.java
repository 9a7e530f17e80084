package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.APIResponse;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.FormData;
import com.microsoft.playwright.options.RequestOptions;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.testing.Api;
import org.tavolo.testing.Hands;
import org.tavolo.testing.Json;

/**
 * The thirteen-player evening of {@link ConsoleEveningBrowserIT} run through the console with a
 * mistake at every step — a hand preview the director's page refuses, a close whose stacks do not
 * add up, a draw of the next game while the first is played, a next round before the round is over,
 * a hand sent to a closed table through the API and through the director's page — each refused with
 * the data left as it was, ends with the same standings and qualifiers as the evening without
 * mistakes run through the API.
 */
@QuarkusTest
class ConsoleEveningWithMistakesBrowserIT extends ConsoleBrowserTest {

    @Test
    void anEveningWithAMistakeAtEveryStepEndsAsTheEveningWithout() {
        List<String> atConsole = ConsoleEveningBrowserIT.names();
        long console = withMistakes(atConsole);
        List<String> atApi = ConsoleEveningBrowserIT.names();
        long api = ConsoleEveningBrowserIT.throughTheApi(atApi);

        assertEquals(
                ConsoleEveningBrowserIT.standings(api, atApi), ConsoleEveningBrowserIT.standings(console, atConsole));
        assertEquals(
                ConsoleEveningBrowserIT.qualifiers(api, atApi), ConsoleEveningBrowserIT.qualifiers(console, atConsole));
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
        page.getByLabel("Seed (optional: empty, one is drawn)").fill(Long.toString(ConsoleEveningBrowserIT.FIRST_SEED));
        press(page, "Draw the seats");
        press(page, "Yes, draw");
        press(page, "Start");

        // Mistake: a hand preview the director's page refuses (a put-in above the player's stack).
        Directors access = Directors.issue(t, 1);
        List<Integer> seatsAtOne = seatsAt(t, 1);
        Map<String, Object> beforePreview = stacksAt(t, 1);
        Page desk = deskOf(access);
        for (int s = 0; s < seatsAtOne.size(); s++) {
            desk.fill("#put-" + seatsAtOne.get(s), s == 2 ? "30000" : "1000");
            desk.setChecked("input[name=fold-" + seatsAtOne.get(s) + "]", s != 1);
        }
        desk.click("#hand button[value=preview]");
        desk.waitForSelector(".error-summary");
        assertEquals("30000", desk.inputValue("#put-" + seatsAtOne.get(2)));
        assertEquals(beforePreview, stacksAt(t, 1));
        page = signedIn("/console/tournaments/" + t + "/floor", LAPTOP, "en-GB");

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
        assertEquals(409, nextRound.status());
        assertThat(nextRound.text(), containsString("error-summary"));
        assertThat(nextRound.text(), containsString("still play"));
        assertEquals(
                0,
                given().get("/api/tournaments")
                        .jsonPath()
                        .getList("findAll { it.name == 'Too early' }")
                        .size());

        closeEveryTableWithAMistake(page, t, 1);

        // Mistake: a hand sent to a table whose game is closed.
        Map<String, Object> stacksBefore = stacksAt(t, 1);
        List<Map<String, Object>> players = seatsAtOne.stream()
                .map(seat -> Map.<String, Object>of(
                        "seat", seat, "contributed", 1000, "folded", !seat.equals(seatsAtOne.get(0))))
                .toList();
        Hands.enter(
                        t,
                        1,
                        Map.of(
                                "entryId",
                                UUID.randomUUID().toString(),
                                "button",
                                seatsAtOne.get(0),
                                "players",
                                players))
                .statusCode(409);
        assertEquals(stacksBefore, stacksAt(t, 1));

        // The same through the director's page: the closed table shows its result and no hand form,
        // and a hand sent to it anyway is refused.
        desk = deskOf(access);
        assertEquals(0, desk.locator("#hand").count());
        assertEquals(1, desk.locator("#closed-result").count());
        FormData hand = FormData.create()
                .set("entryId", UUID.randomUUID().toString())
                .set("button", Integer.toString(seatsAtOne.get(0)))
                .set("action", "confirm");
        for (int s = 0; s < seatsAtOne.size(); s++) {
            hand.set("put-" + seatsAtOne.get(s), "1000");
            if (s != 0) {
                hand.set("fold-" + seatsAtOne.get(s), "on");
            }
        }
        APIResponse closedHand = desk.request()
                .post(
                        root() + "/director/tournaments/" + t + "/tables/1/hands",
                        RequestOptions.create().setHeader("Origin", root()).setForm(hand));
        assertThat(closedHand.text(), containsString("closed-table"));
        assertEquals(stacksBefore, stacksAt(t, 1));
        page = signedIn("/console/tournaments/" + t + "/floor", LAPTOP, "en-GB");

        page.getByLabel("Seed (optional: empty, one is drawn)")
                .fill(Long.toString(ConsoleEveningBrowserIT.SECOND_SEED));
        press(page, "Draw the next game");
        press(page, "Yes, draw");
        closeEveryTableWithAMistake(page, t, 2);
        return t;
    }

    private static List<Integer> seatsAt(long t, int table) {
        return given().get("/api/tournaments/{id}/tables", t)
                .jsonPath()
                .getList("find { it.number == %d }.seats.seat".formatted(table), Integer.class);
    }

    private static Map<String, Object> stacksAt(long t, int table) {
        return given().get("/api/tournaments/{id}/tables/{n}/stacks", t, table)
                .jsonPath()
                .getMap("");
    }

    /** The director's page of the access's table, signed in with its code and PIN on a phone. */
    private Page deskOf(Directors access) {
        Page desk = open("/login?code=" + access.code(), PHONE, "en-GB");
        desk.fill("input[name=j_password]", access.pin());
        desk.click("form[action='/j_security_check'] button[type=submit]");
        desk.waitForSelector("main");
        return desk;
    }

    /**
     * Closes every table on the results page, first with the first stack 1,000 short (refused: the
     * stacks come back as typed, nothing is stored), then with the first stack set right.
     */
    private void closeEveryTableWithAMistake(Page page, long t, int game) {
        page.navigate(root() + "/console/tournaments/" + t + "/results");
        for (Map.Entry<Integer, List<String>> table :
                ConsoleEveningBrowserIT.seatedByTable(t).entrySet()) {
            int number = table.getKey();
            List<String> seated = table.getValue();
            long[] stacks = ConsoleEveningBrowserIT.finalStacks(game, number, seated.size());
            for (int s = 0; s < seated.size(); s++) {
                long typed = s == 0 ? stacks[s] - 1_000 : stacks[s];
                page.getByLabel("Final stack of " + seated.get(s)).fill(Long.toString(typed));
            }
            int resultsBefore = resultsOf(t);
            press(page, "Close table " + number);
            assertEquals(1, page.locator(".error-summary").count());
            assertEquals(
                    Long.toString(stacks[seated.size() - 1]),
                    page.getByLabel("Final stack of " + seated.get(seated.size() - 1))
                            .inputValue());
            assertEquals(resultsBefore, resultsOf(t));
            page.getByLabel("Final stack of " + seated.get(0)).fill(Long.toString(stacks[0]));
            press(page, "Close table " + number);
            assertThat(page.textContent("[role=status]"), containsString("Table closed"));
        }
    }

    /** How many results the tournament has. */
    private static int resultsOf(long t) {
        return Json.of(Api.call("GET", "/api/tournaments/{id}/results", null, null, t)
                        .body())
                .size();
    }
}
