package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Evenings;

/**
 * The floor's primary button is the next safe step of the evening: right after a draw the seats just
 * drawn are shown and the next game is not offered while a table of the current game plays on; once
 * every table is closed, drawing the next game is the step; after the round's last game, no draw is
 * offered and the standings are the step.
 */
@QuarkusTest
class FloorNextSafeStepBrowserIT extends ConsoleBrowserTest {

    private static int buttons(Page page, String name) {
        return page.getByRole(
                        AriaRole.BUTTON,
                        new Page.GetByRoleOptions().setName(name).setExact(true))
                .count();
    }

    @Test
    void theNextGameIsOfferedOnlyOnceEveryTableOfTheCurrentGameIsClosed() {
        long t = Evenings.drawn("ITALIAN_DRAW", 9, 11);
        Page page = signedIn("/console/tournaments/" + t + "/floor", LAPTOP, "en-GB");

        assertEquals(0, buttons(page, "Draw the next game"));
        assertEquals(
                0,
                page.locator("button.primary", new Page.LocatorOptions().setHasText("Draw"))
                        .count());
        assertEquals(9, page.locator("#drawn-seats tbody tr").count());
        assertThat(page.textContent("#next-step"), containsString("close"));

        FloorFixtures.closeEveryTable(t, 1);
        page.reload();
        assertEquals(
                1,
                page.locator("button.primary", new Page.LocatorOptions().setHasText("Draw the next game"))
                        .count());
        press(page, "Draw the next game");
        press(page, "Yes, draw");
        assertEquals(
                2,
                given().get("/api/tournaments/{id}/draws", t)
                        .jsonPath()
                        .getList("$")
                        .size());

        FloorFixtures.closeEveryTable(t, 2);
        page.reload();
        assertEquals(0, buttons(page, "Draw the next game"));
        assertThat(page.textContent("#next-step"), containsString("Standings"));
    }
}
