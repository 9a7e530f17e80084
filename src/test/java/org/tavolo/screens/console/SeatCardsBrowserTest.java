package org.tavolo.screens.console;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.Media;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;

/**
 * Seat cards print eight to an A4 page with cut marks, each with the table, the seat, the name and
 * a QR code to the player's own page.
 */
@QuarkusTest
class SeatCardsBrowserTest extends ConsoleBrowserTest {

    @Test
    void tenSeatCardsPrintOnTwoA4PagesEachWithItsPlayersQrCode() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        FloorFixtures.entries(t, 10);
        FloorFixtures.draw(t, 3);
        Page page = signedIn("/console/tournaments/" + t + "/floor/cards", LAPTOP, "it-IT");

        Locator cards = page.locator(".seat-card");
        assertEquals(10, cards.count());
        Locator first = cards.first();
        assertThat(first.textContent(), containsString("Tavolo 1"));
        assertThat(first.textContent(), containsString("Posto"));
        assertEquals(1, first.locator(".card-qr svg").count());
        assertThat(
                first.locator(".card-qr").getAttribute("data-href"),
                containsString("/tournaments/" + t + "/players/" + first.getAttribute("data-entry")));
        assertEquals(4, first.locator(".crop-mark").count());

        page.emulateMedia(new Page.EmulateMediaOptions().setMedia(Media.PRINT));
        assertEquals(2, pdfPages(page.pdf(new Page.PdfOptions().setFormat("A4").setPreferCSSPageSize(true))));
        page.setViewportSize(794, 1123);
        screenshot(page, "seat-cards");
    }
}
