package org.tavolo.screens.desk;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;

/**
 * docs/director-page.md#italian-situations on a 390 px phone: two hands nobody opens (the minimum opening shown going
 * up), a parol and its replay, a buio and a controbuio, a win without showdown, each within its tap budget (a click or
 * a typed field is one tap); the chips at the end are the service's, and no page is JSON or empty.
 */
@QuarkusTest
class ItalianSituationsAtTheTableBrowserIT extends DeskBrowserTest {

    private static final int NOBODY_OPENS = 3;
    private static final int WIN_WITHOUT_SHOWDOWN = 6;
    private static final int ITALIAN_SHOWDOWN = 12;

    @Test
    void anItalianEveningOfEveryDaySituationsFitsItsTapBudgets() {
        long t = tableOfFour("ITALIAN_DRAW");
        given().post("/api/tournaments/{id}/clock/start", t).then().statusCode(200);
        List<Integer> seats = seats(t);
        assertEquals(List.of(1, 2, 3, 4), seats);
        Map<Integer, Long> expected = new HashMap<>();
        seats.forEach(s -> expected.put(s, 20_000L));

        Page page = signIn(Directors.issue(t, 1), "it-IT");
        page.waitForSelector("#hand");
        aPage(page);
        assertTrue(page.textContent("#minimum-opening").contains("Fanti"));
        Taps taps = new Taps(page);

        // nobody opens, twice: the minimum opening goes up, the antes stay
        nobodyOpens(page, taps);
        assertTrue(page.textContent("#minimum-opening").contains("Donne"), page.textContent("#minimum-opening"));
        assertTrue(page.isVisible("#antes-staying"), "the antes on the table are shown");
        nobodyOpens(page, taps);
        assertTrue(page.textContent("#minimum-opening").contains("Re"), page.textContent("#minimum-opening"));
        assertEquals(Map.of("1", 20_000, "2", 20_000, "3", 20_000, "4", 20_000), stacks(t));

        // a parol: seat 1 opens with 1,000 over the ante, 2 and 3 call, 4 folds; everyone passes the word
        taps.click("#opening-more summary");
        taps.select("#opener", "1");
        taps.fill("#opener-amount", "1000");
        for (int s = 1; s <= 3; s++) {
            taps.fill("#put-" + s, "2000");
        }
        taps.check("input[name=fold-4]", true);
        taps.check("#parol", true);
        previewAndConfirm(page, taps);
        taps.spent("parol", ITALIAN_SHOWDOWN);
        add(expected, Map.of(1, -2_000L, 2, -2_000L, 3, -2_000L, 4, -1_000L));
        assertTrue(page.textContent("#carried-pot").contains("7\u202F000"), page.textContent("#carried-pot"));
        assertTrue(page.isVisible("#replay-next"), "the next hand is the parol's replay");

        // its replay: no ante; seat 1 bets the pot in play, nobody calls, seat 4 (out of the parol) stays out
        taps.fill("#put-1", "7000");
        taps.check("input[name=fold-2]", true);
        taps.check("input[name=fold-3]", true);
        taps.check("input[name=in-4]", false);
        previewAndConfirm(page, taps);
        taps.spent("the parol's replay won without showdown", WIN_WITHOUT_SHOWDOWN);
        add(expected, Map.of(1, 7_000L));
        assertEquals(0, page.locator("#carried-pot").count(), "the carried pot is won");
        assertTrue(page.textContent("#minimum-opening").contains("Fanti"));

        // a buio and a controbuio: the two seats left of the dealer; the controbuio wins the showdown
        int dealer = Integer.parseInt(page.inputValue("#button"));
        int buio = dealer % 4 + 1;
        int contro = buio % 4 + 1;
        taps.fill("#put-" + buio, "3000");
        taps.fill("#cards-" + buio, "Kh Kd 7c 7d 10s");
        taps.fill("#put-" + contro, "3000");
        taps.fill("#cards-" + contro, "Ah Ad Ac 9s 8s");
        for (int s : seats) {
            if (s != buio && s != contro) {
                taps.check("input[name=fold-" + s + "]", true);
            }
        }
        taps.click("#opening-more summary");
        taps.select("#opener", Integer.toString(contro));
        taps.click("#kind-controbuio");
        previewAndConfirm(page, taps);
        taps.spent("buio and controbuio at the showdown", ITALIAN_SHOWDOWN);
        Map<Integer, Long> blinds = new HashMap<>();
        seats.forEach(s -> blinds.put(s, -1_000L));
        blinds.put(buio, -3_000L);
        blinds.put(contro, 5_000L);
        add(expected, blinds);

        // a win without showdown: everyone else folds after the ante
        int winner = Integer.parseInt(page.inputValue("#button"));
        for (int s : seats) {
            if (s != winner) {
                taps.check("input[name=fold-" + s + "]", true);
            }
        }
        previewAndConfirm(page, taps);
        taps.spent("win without showdown", WIN_WITHOUT_SHOWDOWN);
        Map<Integer, Long> won = new HashMap<>();
        seats.forEach(s -> won.put(s, -1_000L));
        won.put(winner, 3_000L);
        add(expected, won);

        Map<String, Integer> ledger = stacks(t);
        expected.forEach((seat, chips) ->
                assertEquals(chips.longValue(), ledger.get(seat.toString()).longValue(), "seat " + seat));
        for (int s : seats) {
            assertEquals(
                    Long.toString(expected.get(s)),
                    page.getAttribute("#seats li[data-seat='" + s + "'] .desk-stack", "data-stack"),
                    "the page shows the ledger's stack of seat " + s);
        }
        assertTrue(noHorizontalScroll(page));
    }

    private static void nobodyOpens(Page page, Taps taps) {
        taps.click("#nobody-opens");
        page.waitForSelector("#nobody-opened");
        aPage(page);
        taps.click("#confirm");
        page.waitForSelector("#recorded");
        aPage(page);
        taps.spent("nessuno apre", NOBODY_OPENS);
    }

    private static void previewAndConfirm(Page page, Taps taps) {
        taps.click("#hand button[value=preview]");
        page.waitForSelector("#preview");
        aPage(page);
        assertEquals(0, page.locator("#error-summary").count(), () -> page.textContent("#error-summary"));
        taps.click("#confirm");
        page.waitForSelector("#recorded");
        aPage(page);
    }

    /** The page is a page: neither JSON nor an empty body. */
    static void aPage(Page page) {
        String body = page.innerText("body").strip();
        assertFalse(body.isEmpty(), "an empty page at " + page.url());
        assertFalse(body.startsWith("{") || body.startsWith("["), "JSON at " + page.url() + ": " + body);
    }

    private static void add(Map<Integer, Long> stacks, Map<Integer, Long> deltas) {
        deltas.forEach((seat, delta) -> stacks.merge(seat, delta, Long::sum));
    }
}
