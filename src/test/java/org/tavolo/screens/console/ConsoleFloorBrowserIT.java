package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.Media;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;

@QuarkusTest
class ConsoleFloorBrowserIT extends ConsoleBrowserTest {

    private static JsonPath clock(long t) {
        return Answers.json(given().get("/api/tournaments/{id}/clock", t), 200);
    }

    @Test
    void theSeatDrawIsAskedOnceAndPublishesTheSeedGiven() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        FloorFixtures.entries(t, 8);
        Page page = signedIn("/console/tournaments/" + t + "/floor", LAPTOP, "it-IT");
        page.getByLabel("Seme (facoltativo: vuoto, lo sceglie il sistema)").fill("20261126");
        press(page, "Sorteggia i posti");
        assertEquals(
                "Sorteggiare i posti della partita 1?", page.textContent("h2").strip());
        assertEquals(
                0,
                given().get("/api/tournaments/{id}/draws", t)
                        .jsonPath()
                        .getList("$")
                        .size());
        press(page, "Sì, sorteggia");
        page.waitForURL("**/floor");
        assertThat(page.textContent(".draw-line"), containsString("20261126"));
        assertEquals(
                20261126L,
                given().get("/api/tournaments/{id}/draws", t).jsonPath().getLong("[0].seed"));

        page.navigate(base.toString().replaceAll("/$", "") + "/console/tournaments/" + t + "/floor/cards");
        assertEquals(8, page.locator(".seat-card").count());
        assertThat(page.locator(".seat-card").first().textContent(), containsString("Tavolo 1"));
        page.emulateMedia(new Page.EmulateMediaOptions().setMedia(Media.PRINT));
        assertEquals(false, page.locator(".console-header").isVisible());
        page.emulateMedia(new Page.EmulateMediaOptions().setMedia(Media.SCREEN));
        screenshot(page, "console-seat-cards");
    }

    @Test
    void theClockIsRunFromTheConsoleWithTheLiveClockBeside() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 12, 5);
        Page page = signedIn("/console/tournaments/" + t + "/floor", LAPTOP, "en-GB");
        press(page, "Start");
        assertEquals("RUNNING", clock(t).getString("status"));
        press(page, "Pause");
        assertEquals("PAUSED", clock(t).getString("status"));
        page.waitForCondition(() -> page.textContent("#live-clock").contains("PAUSED"));
        long before = clock(t).getLong("secondsLeft");
        press(page, "+1 minute");
        assertEquals(before + 60, clock(t).getLong("secondsLeft"));
        press(page, "Next level");
        assertEquals(2, clock(t).getInt("levelNumber"));
        page.waitForCondition(() -> page.textContent("#live-clock").contains("Level 2"));
        screenshot(page, "console-floor");
    }

    private static List<String> clockButtons(Page page) {
        return page.locator(".clock-buttons button").allTextContents().stream()
                .map(String::strip)
                .toList();
    }

    @Test
    void theClockShowsOnlyTheButtonsItsStateAllows() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 12, 5);
        Page page = signedIn("/console/tournaments/" + t + "/floor", LAPTOP, "en-GB");
        assertEquals(List.of("Start"), clockButtons(page), "a clock not started can only start");

        press(page, "Start");
        assertEquals(
                List.of("Pause", "Next level", "−1 minute", "+1 minute"),
                clockButtons(page),
                "running at the first level: no resume, no previous level");
        press(page, "Pause");
        assertEquals(List.of("Resume", "Next level", "−1 minute", "+1 minute"), clockButtons(page));
        press(page, "Next level");
        assertEquals(List.of("Resume", "Previous level", "Next level", "−1 minute", "+1 minute"), clockButtons(page));
        screenshot(page, "console-floor-clock-buttons");
    }

    @Test
    void onAPhoneTheConsoleHeaderLeavesMostOfTheFirstScreenToThePageAndTheTokensAreExplained() {
        long t = FloorFixtures.tournament("CHINESE_POKER");
        FloorFixtures.entries(t, 8);
        Page page = signedIn("/console/tournaments/" + t + "/floor", PHONE, "it-IT");
        double navBottom = ((Number)
                        page.evaluate("document.querySelector('.tournament-nav').getBoundingClientRect().bottom"))
                .doubleValue();
        assertTrue(
                navBottom <= 0.30 * PHONE[1], "header and tournament links take " + navBottom + " px of " + PHONE[1]);
        for (Locator link : page.locator(".console-header a, .console-header button, .tournament-nav a")
                .all()) {
            var box = link.boundingBox();
            assertTrue(
                    box.height >= 44 && box.x >= 0 && box.x + box.width <= PHONE[0],
                    "a whole target: " + link.textContent());
        }
        assertEquals(PHONE[0], (Integer) page.evaluate("document.documentElement.scrollWidth"), "no sideways scroll");
        assertThat(page.textContent("#clock-tokens"), containsString("uno per mano"));
        screenshot(page, "console-floor-phone");

        page.navigate(base.toString().replaceAll("/$", "") + "/console/tournaments/" + t + "/settings");
        assertEquals("0 0 1 1 2 2 3 3 4", page.inputValue("#s-chineseTokens"));
        assertThat(page.textContent("#s-chineseTokens-hint"), containsString("Nove valori da 0 a 4"));
        assertTrue(page.locator("#s-chineseTokens-hint").isVisible(), "the token setting is explained beside it");
    }
}
