package org.tavolo.screens.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;

/**
 * The table page at 390×844 (docs/director-page.md#a-short-page): the count, the penalty, the close and the void of the
 * last entry are one tap away, from the section menu at the top; the page's height and where the common hand ends
 * are measured for five and eleven players (written in the docs).
 */
@QuarkusTest
class TablePageFitsAPhoneBrowserIT extends DeskBrowserTest {

    /** The page's height, and the bottom of the hand form (its preview button last), in px from the top of the page. */
    record Measure(int players, long height, long handEnds) {}

    private static Measure measure(Page page) {
        long height = ((Number) page.evaluate("document.documentElement.scrollHeight")).longValue();
        long handEnds = ((Number) page.evaluate("(() => { const form = document.querySelector('#hand');"
                        + " const actions = form.querySelector('.desk-actions');"
                        + " const parts = Array.from(form.querySelectorAll('fieldset, #card-grid, p'));"
                        + " const bottom = Math.max(...parts.map((e) => e.getBoundingClientRect().bottom));"
                        + " return Math.round(bottom + window.scrollY + actions.offsetHeight); })()"))
                .longValue();
        int players = page.locator("#seats li[data-seat]").count();
        Measure m = new Measure(players, height, handEnds);
        System.out.println("table page at 390 px: " + m);
        return m;
    }

    /** A Hold'em table of {@code players}, all at table 1. */
    private Page tableOf(int players) {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        if (players > 10) {
            FloorFixtures.patchSettings(t, "{\"maxSeats\": " + players + "}");
        }
        FloorFixtures.entries(t, players);
        FloorFixtures.draw(t, 7);
        Page page = signIn(Directors.issue(t, 1), "it-IT");
        page.waitForSelector("#hand");
        return page;
    }

    @Test
    void everySectionIsOneTapAwayFromTheMenuAndTheHandOfFivePlayersIsMeasured() {
        Page page = tableOf(5);
        Measure five = measure(page);
        screenshot(page, "table-five-players");
        page.locator("#player-3").scrollIntoViewIfNeeded();
        screenshot(page, "table-five-players-hand");

        assertEquals(5, five.players());
        assertTrue(five.handEnds() < five.height(), five.toString());
        for (String section : new String[] {"hand", "count", "penalty"}) {
            page.click("#desk-menu a[href='#" + section + "']");
            page.waitForSelector("#" + section + " h2");
            assertTrue(inView(page, "#" + section + " h2"), section + " is one tap away");
        }
        assertTrue(noHorizontalScroll(page));
    }

    @Test
    void theTablePageOfElevenPlayersIsMeasured() {
        Page page = tableOf(11);
        Measure eleven = measure(page);
        screenshot(page, "table-many-players");

        assertEquals(11, eleven.players());
        assertTrue(noHorizontalScroll(page));
    }
}
