package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.Media;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;

/**
 * Seat cards print eight to an A4 page with cut marks, each with the table, the seat, the name and
 * a QR code to the player's own page.
 */
@QuarkusTest
class SeatCardsBrowserIT extends ConsoleBrowserTest {

    @Test
    void tenSeatCardsPrintOnTwoA4PagesEachWithItsPlayersQrCode() {
        long t = Evenings.drawn("ITALIAN_DRAW", 10, 3);
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

    /** A name of exactly 60 characters, in words as a club's register may hold one. */
    private static final String SIXTY = "Maria Francesca Benedetta Santangelo della Rovere di Sassari";

    /**
     * In print, for the card of {@code entry}: whether every line of text lies inside the card's cut
     * line with at least 2 mm to spare, whether the name's lines stay clear of the table and seat,
     * and the name's printed size in points.
     */
    private static final String CARD_IN_PRINT = """
            entry => {
              const card = document.querySelector(`.seat-card[data-entry='${entry}']`);
              const edge = card.getBoundingClientRect();
              const mm = 96 / 25.4;
              const textBox = el => { const r = document.createRange(); r.selectNodeContents(el); return r.getBoundingClientRect(); };
              const inside = b => b.left >= edge.left + 2 * mm && b.right <= edge.right - 2 * mm
                  && b.top >= edge.top + 2 * mm && b.bottom <= edge.bottom - 2 * mm;
              const name = textBox(card.querySelector('.card-name'));
              const places = [...card.querySelectorAll('.card-place span')].map(textBox);
              const tournament = textBox(card.querySelector('.card-tournament'));
              return {
                inside: [name, tournament, ...places].every(inside),
                clear: places.every(p => p.top >= name.bottom) && name.top >= tournament.bottom,
                namePt: parseFloat(getComputedStyle(card.querySelector('.card-name')).fontSize) * 72 / 96,
                overflows: card.scrollHeight > card.clientHeight
              };
            }""";

    @Test
    void aSixtyCharacterNameShrinksOnItsCardAndTableAndSeatStayOffTheCutLine() {
        assertEquals(60, SIXTY.length());
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        FloorFixtures.entries(t, 9);
        long player = FloorFixtures.player(SIXTY);
        long entry = Answers.id(
                given().contentType(ContentType.JSON)
                        .body("{\"playerId\": %d}".formatted(player))
                        .post("/api/tournaments/{id}/entries", t),
                201);
        FloorFixtures.draw(t, 3);
        Page page = signedIn("/console/tournaments/" + t + "/floor/cards", LAPTOP, "it-IT");
        assertThat(page.textContent(".seat-card[data-entry='" + entry + "'] .card-name"), containsString(SIXTY));

        // the print sheet's width: A4 less its 8 mm margins (194 mm at 96 dpi)
        page.setViewportSize(733, 1000);
        page.emulateMedia(new Page.EmulateMediaOptions().setMedia(Media.PRINT));
        @SuppressWarnings("unchecked")
        Map<String, Object> card = (Map<String, Object>) page.evaluate(CARD_IN_PRINT, String.valueOf(entry));
        assertEquals(true, card.get("inside"), "name, tournament, table and seat inside the cut line: " + card);
        assertEquals(true, card.get("clear"), "the name's lines never run into the table and seat: " + card);
        assertEquals(false, card.get("overflows"), "nothing spills out of the card: " + card);
        assertTrue(((Number) card.get("namePt")).doubleValue() < 20, "the long name is set smaller: " + card);
        for (Locator other : page.locator(".seat-card").all()) {
            long each = Long.parseLong(other.getAttribute("data-entry"));
            @SuppressWarnings("unchecked")
            Map<String, Object> shown = (Map<String, Object>) page.evaluate(CARD_IN_PRINT, String.valueOf(each));
            assertEquals(true, shown.get("inside"), "every card's text inside its cut line: " + shown);
        }

        byte[] pdf = page.pdf(new Page.PdfOptions().setFormat("A4").setPreferCSSPageSize(true));
        assertEquals(2, pdfPages(pdf), "ten cards, eight to a page, on two A4 pages");
        page.setViewportSize(794, 1123);
        screenshot(page, "seat-cards-long-name");
    }
}
