package org.tavolo.screens.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.testing.Evenings;

/**
 * The taps of the table's other common entries on a 390 px phone, each within its budget (a click, a tick or a
 * typed field is one tap, from the new hand to «registrata»): an Italian side pot, a Hold'em showdown, a three-way
 * all-in, a chip count (docs/director-page.md#taps).
 */
@QuarkusTest
class TapBudgetsAtTheTableBrowserIT extends DeskBrowserTest {

    private static final int ITALIAN_SIDE_POT = 16;
    private static final int HOLDEM_SHOWDOWN = 12;
    private static final int THREE_WAY_ALL_IN = 16;
    private static final int CHIP_COUNT = 4;

    /** Seat 4 takes the antes of the three others: 18,000, 18,000, 18,000... after two such hands, 22,000 at 2 and 4. */
    private static final String SEAT_FOUR_WINS = """
            {"entryId": "%s", "button": 1, "players": [
              {"seat": 1, "contributed": 1000, "folded": true}, {"seat": 2, "contributed": 1000, "folded": true},
              {"seat": 3, "contributed": 1000, "folded": true}, {"seat": 4, "contributed": 1000, "folded": false}]}""";

    private Page table(long t) {
        Evenings.clock(t, "start");
        Page page = signIn(Directors.issue(t, 1), "it-IT");
        page.waitForSelector("#hand");
        return page;
    }

    private static void previewAndConfirm(Taps taps, Page page, String form) {
        taps.click(form + " button[value=preview]");
        page.waitForSelector("#preview");
        aPage(page);
        assertEquals(0, page.locator("#error-summary").count(), () -> page.textContent("#error-summary"));
        screenshot(page, "table-taps-preview-" + form.substring(1));
        taps.click("#confirm");
        page.waitForSelector("#recorded");
        aPage(page);
    }

    @Test
    void anItalianSidePotFitsItsBudget() {
        long t = tableOfFour("ITALIAN_DRAW");
        apiHand(t, ITALIAN_NO_SHOWDOWN); // seat 2 takes the antes
        apiHand(t, SEAT_FOUR_WINS);
        Page page = table(t);
        Taps taps = new Taps(page);

        allInShowdown(
                taps,
                page,
                seats(t),
                new Shows(1, "Ah Ad Ac 9s 8s"),
                new Shows(2, "Kh Kd 7c 7d Ts"),
                new Shows(4, "Qh Qd Jc 9c 8c"));
        taps.click("#hand button[value=preview]");
        page.waitForSelector("#preview");
        assertTrue(page.textContent("#preview").contains("piatto laterale"), page.textContent("#preview"));
        screenshot(page, "table-taps-italian-side-pot");
        taps.click("#confirm");
        page.waitForSelector("#recorded");
        taps.spent("an Italian side pot", ITALIAN_SIDE_POT);
    }

    @Test
    void aHoldemShowdownAndAThreeWayAllInFitTheirBudgets() {
        long t = tableOfFour("TEXAS_HOLDEM");
        List<Integer> seats = seats(t);
        Page page = table(t);
        Taps taps = new Taps(page);

        int a = seats.get(0);
        int b = seats.get(1);
        showdown(taps, seats, 1000, new Shows(a, "Ah Kh"), new Shows(b, "Qs Qd"));
        taps.fill("#board", "2c 7d 9h Js 3s");
        previewAndConfirm(taps, page, "#hand");
        taps.spent("a Hold'em showdown", HOLDEM_SHOWDOWN);

        int c = seats.get(2);
        allInShowdown(taps, page, seats, new Shows(a, "Ah Ad"), new Shows(b, "Kc Kd"), new Shows(c, "Qc Qh"));
        taps.fill("#board", "2c 7d 9h Js 3s");
        previewAndConfirm(taps, page, "#hand");
        taps.spent("a three-way all-in", THREE_WAY_ALL_IN);
    }

    @Test
    void aChipCountFitsItsBudget() {
        long t = tableOfFour("ITALIAN_DRAW");
        Page page = table(t);
        Taps taps = new Taps(page);

        taps.fill("#count-1", "19900");
        taps.fill("#reason", "conta del livello");
        taps.click("#count button[value=preview]");
        page.waitForSelector("#count-preview");
        screenshot(page, "table-taps-count");
        taps.click("#confirm-count");
        page.waitForSelector("#recorded");
        taps.spent("a chip count", CHIP_COUNT);
        assertEquals(19_900, stacks(t).get("1"));
    }
}
