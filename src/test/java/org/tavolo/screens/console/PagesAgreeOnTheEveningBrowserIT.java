package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.APIResponse;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.FormData;
import com.microsoft.playwright.options.RequestOptions;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Evenings;

/**
 * The board, the floor, the results and the director's page read the evening from one source, the
 * game lifecycle: at each step of a two-game round they agree on which tables play, which are
 * closed, and what comes next; a next round asked from the console while the last game is played
 * is refused with 409 round-not-finished naming the tables.
 */
@QuarkusTest
class PagesAgreeOnTheEveningBrowserIT extends ConsoleBrowserTest {

    private String root() {
        return base.toString().replaceAll("/$", "");
    }

    @Test
    void everyPageShowsEachStepOfARoundAsTheGameLifecycleHasIt() {
        long t = Evenings.drawn("ITALIAN_DRAW", 8, 4);
        Directors access = Directors.issue(t, 1);

        agree(t, access, "Playing", "Close game 1 at table(s)", "is being played", true);
        FloorFixtures.closeEveryTable(t, 1);
        agree(t, access, "Closed", null, "draw the seats of game 2", false);
        given().contentType(ContentType.JSON)
                .body("{\"game\": 2, \"seed\": 6}")
                .post("/api/tournaments/{id}/draws/next-game", t)
                .then()
                .statusCode(201);
        String playingLast = agree(t, access, "Playing", "still play it", "still play it", true);
        assertThat(playingLast, not(containsString("the last is closed")));

        Page page = signedIn("/console/tournaments/" + t + "/standings", LAPTOP, "en-GB");
        page.getByLabel("Name of the new round").fill("Too early " + t);
        page.getByLabel("Date").fill("2030-12-05");
        page.getByRole(
                        com.microsoft.playwright.options.AriaRole.BUTTON,
                        new Page.GetByRoleOptions().setName("Create the next round"))
                .click();
        page.waitForLoadState();
        assertEquals(1, page.locator(".error-summary").count());
        assertThat(page.textContent(".error-summary"), containsString("still playing game 2"));
        APIResponse early = page.request()
                .post(
                        root() + "/console/tournaments/" + t + "/standings/next-round",
                        RequestOptions.create()
                                .setHeader("Origin", root())
                                .setForm(FormData.create()
                                        .set("name", "Too early " + t)
                                        .set("date", "2030-12-05")));
        assertEquals(409, early.status());
        assertThat(early.text(), containsString("still play"));
        assertEquals(
                0,
                given().get("/api/tournaments")
                        .jsonPath()
                        .getList("findAll { it.name == 'Too early " + t + "' }")
                        .size());

        FloorFixtures.closeEveryTable(t, 2);
        agree(t, access, "Closed", "the last is closed", "Standings", null);
    }

    /**
     * Reads the board, the floor, the results and the director's page, and checks that they say the
     * same: every table {@code status}, the board's next step (when {@code boardSays} is given) and
     * the floor's, and the director's page a hand form exactly while the table plays ({@code playing}
     * null: the round is over, and with it the director's access, docs/security.md#director-accesses).
     * Answers the board's words about the next game.
     */
    private String agree(long t, Directors access, String status, String boardSays, String floorSays, Boolean playing) {
        Page page = signedIn("/console/tournaments/" + t + "/board", LAPTOP, "en-GB");
        List<String> board = page.locator(".board-table .badge.status").allTextContents();
        board.forEach(s -> assertEquals(status, s.strip(), "board " + board));
        String next = page.locator("#next-title").locator("xpath=..").textContent();
        if (boardSays != null) {
            assertThat(page.textContent("#next-game-reason"), containsString(boardSays));
        }

        page.navigate(root() + "/console/tournaments/" + t + "/floor");
        assertThat(page.textContent("#next-step"), containsString(floorSays));

        page.navigate(root() + "/console/tournaments/" + t + "/results");
        List<String> results = page.locator(".board-table .badge.status").allTextContents();
        assertEquals(board.size(), results.size());
        results.forEach(s -> assertEquals(status, s.strip(), "results " + results));

        Page desk = open("/login?code=" + access.code(), PHONE, "en-GB");
        desk.fill("input[name=j_password]", access.pin());
        desk.click("form[action='/j_security_check'] button[type=submit]");
        desk.waitForSelector("main");
        if (playing == null) {
            assertEquals(0, desk.locator("#seats").count(), "the tournament is over: its accesses have ended");
            return next;
        }
        assertEquals(playing ? 1 : 0, desk.locator("#hand").count());
        assertEquals(playing ? 0 : 1, desk.locator("#closed-table").count());
        return next;
    }
}
