package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Evenings;

/**
 * A refused form comes back as it was sent: every value typed stays in its field, a summary at the
 * top (an alert, focused on load) links to each field in error, and each message sits beside its field.
 */
@QuarkusTest
class RefusedFormsComeBackAsSentBrowserIT extends ConsoleBrowserTest {

    @Test
    void aRefusedCloseKeepsTheTypedStacksAndLinksTheSummaryToTheField() {
        long t = Evenings.drawn("ITALIAN_DRAW", 10);
        JsonPath tables = FloorFixtures.tables(t);
        List<String> seated = tables.getList("find { it.number == 1 }.seats.playerName", String.class);
        Page page = signedIn("/console/tournaments/" + t + "/results", LAPTOP, "en-GB");
        List<String> typed = new ArrayList<>();
        for (int s = 0; s < seated.size(); s++) {
            String stack = s == 0 ? "19000" : "20000";
            typed.add(stack);
            page.getByLabel("Final stack of " + seated.get(s)).fill(stack);
        }
        press(page, "Close table 1");

        for (int s = 0; s < seated.size(); s++) {
            assertEquals(
                    typed.get(s),
                    page.getByLabel("Final stack of " + seated.get(s)).inputValue());
        }
        Locator summary = page.locator(".error-summary");
        assertEquals("alert", summary.getAttribute("role"));
        assertEquals("-1", summary.getAttribute("tabindex"));
        assertTrue((Boolean) page.evaluate("() => document.activeElement.classList.contains('error-summary')"));
        Locator link = summary.locator("a").first();
        String target = link.getAttribute("href").substring(1);
        assertThat(page.locator("#" + target).getAttribute("aria-describedby"), containsString(target + "-error"));
        assertThat(page.locator("#" + target + "-error").textContent(), containsString("chips"));
        assertEquals(
                0,
                given().get("/api/tournaments/{id}/results", t)
                        .jsonPath()
                        .getList("$")
                        .size());
        screenshot(page, "error-summary");
    }

    @Test
    void aNumberTheFieldCannotHoldIsNamedBesideThatField() {
        long t = Evenings.drawn("ITALIAN_DRAW", 10, 8);
        JsonPath tables = FloorFixtures.tables(t);
        List<String> seated = tables.getList("find { it.number == 2 }.seats.playerName", String.class);
        Page page = signedIn("/console/tournaments/" + t + "/results", LAPTOP, "it-IT");
        for (int s = 0; s < seated.size(); s++) {
            page.getByLabel("Stack finale di " + seated.get(s)).fill(s == 2 ? "venti" : "20.000");
        }
        press(page, "Chiudi il tavolo 2");
        Locator third = page.getByLabel("Stack finale di " + seated.get(2));
        assertEquals("venti", third.inputValue());
        assertEquals(
                "20.000", page.getByLabel("Stack finale di " + seated.get(0)).inputValue());
        String id = third.getAttribute("id");
        assertEquals("#" + id, page.locator(".error-summary a").first().getAttribute("href"));
        assertTrue(page.locator("#" + id + "-error").isVisible());
    }

    @Test
    void theCloseFormSaysTheClockStillHasTimeLeftBeforeTheClose() {
        long t = Evenings.drawn("ITALIAN_DRAW", 8, 9);
        Evenings.clock(t, "start");
        Page page = signedIn("/console/tournaments/" + t + "/results", LAPTOP, "en-GB");
        assertThat(page.textContent("#time-left-1"), containsString("left in this game"));
    }
}
