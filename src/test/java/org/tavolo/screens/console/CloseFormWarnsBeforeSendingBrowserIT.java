package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Evenings;

/**
 * The console's close-table form says, before it is sent, whether the stacks typed add up to the
 * chips in play (the sum and the difference, live as they are typed and again from the server when
 * a close comes back refused), and names a player about to be eliminated (left with no chips).
 */
@QuarkusTest
class CloseFormWarnsBeforeSendingBrowserIT extends ConsoleBrowserTest {

    private static int results(long t) {
        return given().get("/api/tournaments/{id}/results", t)
                .jsonPath()
                .getList("$")
                .size();
    }

    @Test
    void theSumOfTheStacksAndAPlayerLeftWithNoChipsAreShownBeforeTheClose() {
        long t = Evenings.drawn("ITALIAN_DRAW", 4, 8);
        List<String> seated = FloorFixtures.tables(t).getList("[0].seats.playerName", String.class);
        Page page = signedIn("/console/tournaments/" + t + "/results", LAPTOP, "en-GB");
        Locator sum = page.locator("#sum-1");

        assertThat(sum.textContent(), containsString("80,000"));
        assertFalse(page.locator(".close-out").first().isVisible());

        page.getByLabel("Final stack of " + seated.get(0)).fill("19000");
        assertThat(sum.textContent(), containsString("79,000"));
        assertThat(sum.textContent(), containsString("-1,000"));
        assertEquals("alert", sum.getAttribute("role"));

        page.getByLabel("Final stack of " + seated.get(0)).fill("40000");
        page.getByLabel("Final stack of " + seated.get(1)).fill("0");
        assertThat(sum.textContent(), containsString("80,000"));
        Locator out = page.locator(".close-out:visible");
        assertEquals(1, out.count());
        assertThat(out.textContent(), containsString(seated.get(1)));
        assertEquals(0, results(t));

        page.getByLabel("Final stack of " + seated.get(2)).fill("21000");
        press(page, "Close table 1");
        assertEquals(1, page.locator(".error-summary").count());
        assertThat(page.textContent("#sum-1"), containsString("81,000"));
        assertThat(page.textContent("#sum-1"), containsString("+1,000"));
        assertTrue(page.locator(".close-out", new Page.LocatorOptions().setHasText(seated.get(1)))
                .isVisible());
        assertEquals(0, results(t));
        page.setViewportSize(1280, 1500);
        screenshot(page, "close-sum-warning");
    }
}
