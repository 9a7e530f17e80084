package org.tavolo.screens.room;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.browser.BrowserTest;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Evenings;

/**
 * The room's TV screens at 1920×1080 through an evening: the clock follows the next game as it is
 * drawn, the Hold'em standings speak Hold'em, and a move announced from the floor board runs once
 * along the bottom of the clock however often it is announced.
 */
@QuarkusTest
class RoomTvFollowsTheEveningBrowserIT extends BrowserTest {

    /** How long a live change may take to reach an open screen (docs/room-screens.md). */
    private static final double LIVE_MS = 2_000;

    private static void clock(long t, String action) {
        given().post("/api/tournaments/{id}/clock/" + action, t).then().statusCode(200);
    }

    @Test
    void theClockTvFollowsTheNextGamesDrawWithoutReloadAndThenTheNextRound() {
        long t = RoomFixtures.tournament("ITALIAN_DRAW");
        RoomFixtures.entries(t, 12);
        FloorFixtures.draw(t, 9);
        clock(t, "start");
        Page page = open("/tournaments/" + t + "/clock", TV, "it-IT");
        page.waitForSelector("body[data-stream='open']");
        assertTrue(page.textContent(".face-title").contains("Partita 1 di 2"));
        page.evaluate("window.notReloaded = true");

        FloorFixtures.closeEveryTable(t, 1);
        given().contentType(ContentType.JSON)
                .body("{\"game\": 2}")
                .post("/api/tournaments/{id}/draws/next-game", t)
                .then()
                .statusCode(201);
        JsonPath api = given().get("/api/tournaments/{id}/clock", t).jsonPath();
        assertEquals("NOT_STARTED", api.getString("status"), "the next game starts its own hour");

        page.waitForFunction(
                "() => document.querySelector('.face-title').textContent.includes('Partita 2 di 2')",
                null,
                new Page.WaitForFunctionOptions().setTimeout(LIVE_MS));
        assertEquals("NOT_STARTED", page.getAttribute("#face-state", "data-status"));
        assertTrue(page.textContent(".face-title").contains("Non iniziato"), page.textContent(".face-title"));
        assertEquals(true, page.evaluate("window.notReloaded === true"), "followed without a reload");

        // the round's last game closed, the next round made (all twelve through: no tie left at the cut);
        // the TV moves on to the next round's clock by itself
        FloorFixtures.closeEveryTable(t, 2);
        long next = given().contentType(ContentType.JSON)
                .body("{\"name\": \"Semifinale TV\", \"date\": \"2026-12-10\", \"count\": 12}")
                .post("/api/tournaments/{id}/next-round", t)
                .then()
                .log()
                .ifValidationFails()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("tournamentId");
        page.waitForURL("**/tournaments/" + next + "/clock**", new Page.WaitForURLOptions().setTimeout(LIVE_MS * 2));
        page.waitForSelector("body[data-stream='open']");
        assertEquals("Semifinale TV", page.textContent(".clock-tournament").strip());
        String title = page.textContent(".face-title");
        assertTrue(title.contains("Partita 1 di 2") && title.contains("Non iniziato"), title);
        assertTrue(page.url().contains("lang=it")
                || page.evaluate("document.documentElement.lang").equals("it"));
    }

    @Test
    void theHoldemStandingsTvSpeaksOfPlacesAndChipsNotOfRoundsGamesOrPoints() {
        long t = RoomFixtures.tournament("TEXAS_HOLDEM");
        List<Long> entries = RoomFixtures.entries(t, 12);
        FloorFixtures.draw(t, 7);

        Page page = open("/tournaments/" + t + "/standings/tv", TV, "it-IT");
        page.waitForSelector("#standings table");
        String heading = page.textContent("#standings h2").strip();
        String heads = page.textContent("#standings thead").strip();
        assertFalse(heading.contains("Turno"), "a Hold'em tournament has no rounds: " + heading);
        assertFalse(heads.contains("Partite"), "nor games: " + heads);
        assertFalse(heads.contains("Punti"), "nor points when no league scheme gives any: " + heads);
        assertTrue(heads.contains("Cip"), heads);
        String playing = page.textContent("tr[data-entry='" + entries.get(0) + "']");
        assertFalse(playing.contains("Fuori"), playing);
        assertTrue(playing.contains("in gioco"), playing);
        assertTrue(
                playing.contains(new org.tavolo.screens.Language("it").chips(6_000L)), "the chips in play: " + playing);
        screenshot(page, "standings-holdem-tv");
    }

    @Test
    void aMoveAnnouncedTwiceRunsOnceAlongTheBottomOfTheClock() {
        long t = RoomFixtures.holdemOfFourteen();
        String name = Evenings.moveTheFirstPlayerToTheNextTable(t);
        Page page = open("/tournaments/" + t + "/clock", TV, "it-IT");
        page.waitForSelector("body[data-stream='open']");

        for (int press = 0; press < 2; press++) {
            given().redirects()
                    .follow(false)
                    .contentType(ContentType.URLENC)
                    .post("/console/tournaments/{id}/board/announce", t)
                    .then()
                    .statusCode(303);
        }
        given().contentType(ContentType.JSON)
                .body("{\"text\": \"Pausa alle 22\"}")
                .post("/api/tournaments/{id}/announcements", t)
                .then()
                .statusCode(201);
        page.waitForFunction(
                "() => document.querySelector('.ticker').textContent.includes('Pausa alle 22')",
                null,
                new Page.WaitForFunctionOptions().setTimeout(LIVE_MS * 5));
        String ticker = page.textContent(".ticker");
        assertEquals(
                1, ticker.split(java.util.regex.Pattern.quote(name), -1).length - 1, "the move runs once: " + ticker);
    }
}
