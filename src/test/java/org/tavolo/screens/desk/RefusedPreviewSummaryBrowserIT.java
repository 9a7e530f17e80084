package org.tavolo.screens.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;

/**
 * A refused hand preview comes back with the summary at the top of the director's page, focused and
 * in view, linking to the seat in error; what was typed stays, and nothing is stored.
 */
@QuarkusTest
class RefusedPreviewSummaryBrowserIT extends DeskBrowserTest {

    @Test
    void aRefusedPreviewShowsTheSummaryAtTheTopLinkedToTheSeatInError() {
        long t = tableOfFour("ITALIAN_DRAW");
        Page page = signIn(Directors.issue(t, 1), "en-GB");
        for (int s = 1; s <= 4; s++) {
            seat(page, s, s == 3 ? 30_000 : 1000, s != 2);
        }
        page.click("#hand button[value=preview]");
        page.waitForSelector(".error-summary");

        Locator summary = page.locator(".error-summary");
        assertEquals("alert", summary.getAttribute("role"));
        assertTrue((Boolean) page.evaluate("() => document.activeElement.id === 'error-summary'"));
        double top = ((Number)
                        page.evaluate("() => document.getElementById('error-summary').getBoundingClientRect().top"))
                .doubleValue();
        assertTrue(top >= 0 && top < 640, "the summary is in view, at " + top);
        assertEquals("#player-3", summary.locator("a").first().getAttribute("href"));
        assertEquals("30000", page.inputValue("#put-3"));
        assertEquals(Map.of("1", 20000, "2", 20000, "3", 20000, "4", 20000), stacks(t));
    }
}
