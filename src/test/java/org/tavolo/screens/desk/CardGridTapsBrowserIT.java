package org.tavolo.screens.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.testing.Evenings;

/**
 * The card grid on a phone (390 × 844) counted in taps: every click and key press from a new hand to the
 * confirmed hand goes through {@link Taps}, and each kind of hand has a most it may take.
 */
@QuarkusTest
class CardGridTapsBrowserIT extends DeskBrowserTest {

    /** Every click and key press of the director, counted. */
    static final class Taps {
        private final Page page;
        private int count;

        Taps(Page page) {
            this.page = page;
        }

        void tap(String selector) {
            count++;
            page.click(selector);
        }

        void card(String code) {
            tap("#card-grid [data-card='" + code + "']");
        }

        void press(String selector, String key) {
            count++;
            page.press(selector, key);
        }

        void previewAndConfirm() {
            tap("#hand button[value=preview]");
            page.waitForSelector("#preview, .desk-field-error, .desk-alert");
            if (page.locator("#preview").count() == 0) {
                fail("no preview: " + page.textContent("main"));
            }
            tap("#confirm");
            page.waitForSelector("#recorded");
        }

        int count() {
            return count;
        }
    }

    @Test
    void anItalianHandWonWithoutAShowdownTakesAtMostFiveTaps() {
        long t = tableOfFour("ITALIAN_DRAW");
        Evenings.clock(t, "start");
        Page page = signIn(Directors.issue(t, 1), "it-IT");
        page.waitForSelector("#card-grid:not([hidden])");
        int ante = Integer.parseInt(page.inputValue("#put-1"));
        assertTrue(ante > 0, "the ante is put in for everyone");
        Taps taps = new Taps(page);
        taps.tap("input[name=fold-1]");
        taps.tap("input[name=fold-3]");
        taps.tap("input[name=fold-4]");
        taps.previewAndConfirm();
        assertTrue(page.textContent("#recorded").contains("Mano 1 registrata"));
        assertTrue(taps.count() <= 5, "taps: " + taps.count());
        int lost = 20000 - ante;
        assertEquals(Map.of("1", lost, "2", lost + 4 * ante, "3", lost, "4", lost), stacks(t));
    }

    @Test
    void anItalianShowdownBetweenTwoPlayersTakesAtMostSixteenTapsAndPaysAsTheApi() {
        long t = tableOfFour("ITALIAN_DRAW");
        Evenings.clock(t, "start");
        Page page = signIn(Directors.issue(t, 1), "it-IT");
        page.waitForSelector("#card-grid:not([hidden])");
        assertTrue(noHorizontalScroll(page));
        int ante = Integer.parseInt(page.inputValue("#put-1"));
        Taps taps = new Taps(page);
        taps.tap("input[name=fold-3]");
        taps.tap("input[name=fold-4]");
        for (String card : List.of("Kd", "Ks", "9c", "8c", "7h", "Kh", "Kc", "9s", "8s", "7d")) {
            taps.card(card);
        }
        assertEquals("Kd Ks 9c 8c 7h", page.inputValue("#cards-1"));
        assertEquals("Kh Kc 9s 8s 7d", page.inputValue("#cards-2"));
        page.locator("#card-grid").scrollIntoViewIfNeeded();
        screenshot(page, "grid-italian");
        assertTrue(page.isDisabled("#card-grid [data-card='Kd']"), "a card used is disabled");
        assertFalse(page.isDisabled("#card-grid [data-card='Ah']"));
        taps.previewAndConfirm();
        assertTrue(page.textContent("#recorded").contains("Mano 1 registrata"));
        assertTrue(taps.count() <= 16, "taps: " + taps.count());

        long api = tableOfFour("ITALIAN_DRAW");
        apiHand(api, """
                {"entryId": "%%s", "button": 1, "players": [
                  {"seat": 1, "contributed": %d, "folded": false, "cards": ["Kd", "Ks", "9c", "8c", "7h"]},
                  {"seat": 2, "contributed": %d, "folded": false, "cards": ["Kh", "Kc", "9s", "8s", "7d"]},
                  {"seat": 3, "contributed": %d, "folded": true}, {"seat": 4, "contributed": %d, "folded": true}]}""".formatted(ante, ante, ante, ante));
        assertEquals(stacks(api), stacks(t));
        assertEquals(20000 + 3 * ante, stacks(t).get("1"));
    }

    @Test
    void aHoldemShowdownWithABoardTakesAtMostTwentyTapsWithAWrongCardUndone() {
        long t = tableOfFour("TEXAS_HOLDEM");
        Page page = signIn(Directors.issue(t, null), "en-GB");
        page.click("a.desk-button");
        page.waitForSelector("#card-grid:not([hidden])");
        assertEquals("1", page.inputValue("#button"));
        // The blinds (seats 2 and 3 after the button at 1) go all in; the others fold.
        int a = 2, b = 3;
        Map<String, Integer> before = stacks(t);
        Taps taps = new Taps(page);
        for (int s : List.of(1, 4, 5)) {
            taps.tap("input[name=fold-" + s + "]");
        }
        taps.tap("#player-" + a + " [data-fill^=put]:nth-last-child(2)");
        taps.tap("#player-" + b + " [data-fill^=put]:nth-last-child(2)");
        taps.card("Kh");
        taps.card("Qd");
        taps.tap("#card-grid [data-undo]");
        assertEquals("Kh", page.inputValue("#cards-" + a));
        taps.card("Kd");
        for (String card : List.of("Jh", "Jd", "2c", "7d", "9h", "Jc", "Ks")) {
            taps.card(card);
        }
        assertEquals("Kh Kd", page.inputValue("#cards-" + a));
        assertEquals("Jh Jd", page.inputValue("#cards-" + b));
        assertEquals("2c 7d 9h Jc Ks", page.inputValue("#board"));
        page.locator("#board-cards").scrollIntoViewIfNeeded();
        screenshot(page, "grid-holdem");
        assertTrue(noHorizontalScroll(page));
        taps.previewAndConfirm();
        assertTrue(page.textContent("#recorded").contains("Hand 1 recorded"));
        assertTrue(taps.count() <= 20, "taps: " + taps.count());
        Map<String, Integer> after = stacks(t);
        assertEquals(before.get("" + a) + before.get("" + b), after.get("" + a));
        assertFalse(after.containsKey("" + b), after.toString());
    }
}
