package org.tavolo.screens.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Evenings;

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

    /** Two screens of a 390×844 phone: the scrolling the common hand may take from the top of its form. */
    private static final int TWO_SCREENS = 2 * 844;

    /**
     * The common Italian hand at a table of five, previewed: two seats show down (trips of aces beat a pair of kings),
     * the other three pass.
     */
    private Page commonHandPreviewed() {
        long t = Evenings.drawn("ITALIAN_DRAW", 5);
        Evenings.clock(t, "start");
        Page page = signIn(Directors.issue(t, 1), "it-IT");
        page.waitForSelector("#hand");
        java.util.List<Integer> seats = seats(t);
        seat(page, seats.get(0), 3_000, false, "Kd", "Ks", "9c", "8c", "7h");
        seat(page, seats.get(1), 3_000, false, "Ah", "Ad", "Ac", "9s", "8s");
        for (int s : seats.subList(2, seats.size())) {
            page.setChecked("input[name=fold-" + s + "]", true);
        }
        preview(page);
        return page;
    }

    /**
     * The common Italian hand, a showdown at a table of five, fits two screens: from the top of the hand's form to the
     * bottom of its confirm button once previewed (the form's last row, sticky at the bottom of the screen meanwhile),
     * the director scrolls at most two screens, the card grid folded to its bar since every seat in the hand has its
     * cards.
     */
    @Test
    void theCommonItalianHandFitsTwoPhoneScreensFromItsPreviewToItsConfirmation() {
        Page page = commonHandPreviewed();
        // measured as the director sees it: once the page's scripts have shown the card grid (folded, every card in)
        page.waitForSelector("#card-grid:not([hidden])");
        long top = ((Number)
                        page.evaluate("document.querySelector('#hand').getBoundingClientRect().top + window.scrollY"))
                .longValue();
        long bottom = ((Number) page.evaluate(
                        "document.querySelector('#hand').getBoundingClientRect().bottom + window.scrollY"))
                .longValue();
        long preview = ((Number) page.evaluate("document.querySelector('#preview').getBoundingClientRect().height"))
                .longValue();
        System.out.println("the common Italian hand of five at 390 px: from " + top + " to " + bottom + " px ("
                + (bottom - top) + " px, its preview " + preview + " px)");
        page.locator("#confirm").scrollIntoViewIfNeeded();
        screenshot(page, "table-five-italian-hand-confirm");
        assertTrue(page.locator("#card-grid.is-complete").isVisible(), "the grid is folded, its undo at hand");
        assertTrue(
                bottom - top <= TWO_SCREENS,
                "the hand takes " + (bottom - top) + " px, two screens are " + TWO_SCREENS);
        assertTrue(noHorizontalScroll(page));
    }

    /**
     * Once a hand is recorded at an Italian table the menu holds all five of its sections (the hand, the count, the
     * penalty, the close and the void of the last entry), and a 390 px phone shows every one of them at once: none is
     * hidden past the menu's edge, where the director would have to know to swipe for it.
     */
    @Test
    void everySectionOfTheMenuIsInSightOnAPhoneOnceAHandIsRecorded() {
        Page page = commonHandPreviewed();
        confirm(page);
        Object sections = page.locator("#desk-menu a").evaluateAll("as => as.map(a => a.hash)");
        assertEquals(java.util.List.of("#hand", "#count", "#penalty", "#close", "#void"), sections);
        Object hidden = page.locator("#desk-menu a")
                .evaluateAll("as => as.filter(a => { const r = a.getBoundingClientRect();"
                        + " return r.left < 0 || r.right > window.innerWidth; }).map(a => a.textContent)");
        assertEquals(java.util.List.of(), hidden, "sections past the menu's edge at 390 px");
        screenshot(page, "table-menu-five-sections");
        page.click("#desk-menu a[href='#void']");
        page.waitForSelector("#void");
        assertTrue(inView(page, "#void"), "the void of the last hand is one tap away");
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
