package org.tavolo.screens.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.Response;
import io.quarkus.test.junit.QuarkusTest;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.testing.Evenings;

/**
 * «Correggi l'ultima mano» on a 390 px phone (docs/director-page.md#correcting-the-last-hand): the last hand opens as
 * it was entered; the director changes what was wrong, writes why, previews and confirms, within the budget; the
 * chips are those of the hand entered right. A hand recorded meanwhile refuses the correction at the top of the page,
 * with what was typed kept.
 */
@QuarkusTest
class CorrectTheLastHandBrowserIT extends DeskBrowserTest {

    private static final int CORRECTION = 10;

    private static final String TRIPS = "Ah Ad Ac 9s 8s";
    private static final String TWO_PAIR = "Kh Kd 7c 7d Ts";

    /** Seats 1 and 2 go to the showdown for 3,000 each with the cards given; 3 and 4 fold after the ante. */
    private static void showdown(Page page, String seatOne, String seatTwo) {
        seat(page, 1, 3_000, false, seatOne);
        seat(page, 2, 3_000, false, seatTwo);
        page.setChecked("input[name=fold-3]", true);
        page.setChecked("input[name=fold-4]", true);
        preview(page);
        confirm(page);
    }

    private Page tableWithTheCardsSwapped(long t) {
        Evenings.clock(t, "start");
        Page page = signIn(Directors.issue(t, 1), "it-IT");
        page.waitForSelector("#hand");
        showdown(page, TWO_PAIR, TRIPS);
        return page;
    }

    @Test
    void aCorrectionOfTheLastHandFitsItsBudgetAndLeavesTheChipsAsIfTheHandHadBeenEnteredRight() {
        long t = tableOfFour("ITALIAN_DRAW");
        Page page = tableWithTheCardsSwapped(t);
        long ante = 20_000 - stacks(t).get("3");
        screenshot(page, "table-correction-before");
        Taps taps = new Taps(page);

        taps.click("#correct-last");
        page.waitForSelector("#correction");
        assertEquals(TWO_PAIR, page.inputValue("#cards-1"), "the hand opens as it was entered");
        assertEquals(TRIPS, page.inputValue("#cards-2"));
        assertEquals("3000", page.inputValue("#put-1"));
        assertTrue(page.isChecked("input[name=fold-3]"));
        assertEquals("20000", page.inputValue("input[name=stack-1]"), "the stacks before the hand");
        screenshot(page, "table-correction-form");
        taps.fill("#cards-1", TRIPS);
        taps.fill("#cards-2", TWO_PAIR);
        taps.fill("#correct-reason", "carte invertite");
        taps.click("#correction button[value=preview]");
        page.waitForSelector("#preview");
        screenshot(page, "table-correction-preview");
        taps.click("#confirm");
        page.waitForSelector("#recorded");
        taps.spent("a correction of the last hand", CORRECTION);

        assertTrue(page.textContent("#recorded").contains("al posto dell'ultima"), page.textContent("#recorded"));
        long pot = 6_000 + 2 * ante;
        assertEquals(
                Map.of(
                        "1", (int) (20_000 - 3_000 + pot),
                        "2", 17_000,
                        "3", (int) (20_000 - ante),
                        "4", (int) (20_000 - ante)),
                stacks(t));
        assertTrue(noHorizontalScroll(page));
        screenshot(page, "table-corrected");
    }

    @Test
    void aCorrectionOfAHandNoLongerTheLastIsRefusedAtTheTopWithWhatWasTypedKept() {
        long t = tableOfFour("ITALIAN_DRAW");
        Page page = tableWithTheCardsSwapped(t);
        page.click("#correct-last");
        page.waitForSelector("#correction");
        page.fill("#cards-1", TRIPS);
        page.fill("#cards-2", TWO_PAIR);
        page.fill("#correct-reason", "carte invertite");
        Map<String, Integer> before = stacks(t);
        apiHand(t, ITALIAN_NO_SHOWDOWN); // another director records a hand meanwhile
        Map<String, Integer> meanwhile = stacks(t);

        Response refused = page.waitForNavigation(() -> page.click("#correction button[value=preview]"));

        assertEquals(409, refused.status());
        page.waitForSelector("#conflict");
        assertTrue(inView(page, "#conflict"), "the refusal is where the director looks");
        assertEquals("conflict", page.evaluate("document.activeElement.id"), "focus moves to the refusal");
        assertTrue(page.textContent("#conflict").contains("non è più l'ultima"), page.textContent("#conflict"));
        assertEquals(TRIPS, page.inputValue("#cards-1"), "what was typed is kept");
        assertEquals(TWO_PAIR, page.inputValue("#cards-2"));
        assertEquals("carte invertite", page.inputValue("#correct-reason"));
        assertEquals(meanwhile, stacks(t), "nothing was voided");
        assertTrue(!before.equals(meanwhile));
        screenshot(page, "table-correction-refused");
    }

    @Test
    void backAfterARecordedHandThenReloadShowsAPageNotAResubmission() {
        long t = tableOfFour("ITALIAN_DRAW");
        Page page = tableWithTheCardsSwapped(t);
        String recorded = page.url();
        assertTrue(recorded.contains("?hand="), recorded);
        Map<String, Integer> once = stacks(t);

        page.goBack();
        page.waitForSelector("main");
        Response reloaded = page.reload();

        assertEquals("GET", reloaded.request().method(), "a reload sends nothing again");
        assertTrue(reloaded.status() < 400, "status " + reloaded.status());
        page.waitForSelector("#seats");
        assertEquals(once, stacks(t), "the hand is recorded once");
    }
}
