package org.tavolo.screens.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;

/**
 * The desk shows the evening as the game lifecycle has it: a table whose game is closed shows that
 * its result is recorded and the next step, with no hand form, preview or new hand to enter.
 */
@QuarkusTest
class ClosedTableDeskBrowserIT extends DeskBrowserTest {

    @Test
    void aClosedTableShowsItsResultAndTheNextStepAndNoHandForm() {
        long t = tableOfFour("ITALIAN_DRAW");
        FloorFixtures.closeEveryTable(t, 1);
        Page page = signIn(Directors.issue(t, 1), "en-GB");
        page.waitForSelector("#seats");

        assertEquals(0, page.locator("#hand").count());
        assertEquals(0, page.locator("#count").count());
        assertEquals(0, page.locator("#close").count());
        assertTrue(page.textContent("#closed-table").contains("Game 1 is closed"));
        assertTrue(page.textContent("#next-step").contains("game 2"), page.textContent("#next-step"));
        screenshot(page, "closed-table");
    }
}
