package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.Media;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;

@QuarkusTest
class ConsoleFloorBrowserTest extends ConsoleBrowserTest {

    private static JsonPath clock(long t) {
        return given().get("/api/tournaments/{id}/clock", t)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
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
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        FloorFixtures.entries(t, 12);
        FloorFixtures.draw(t, 5);
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
}
