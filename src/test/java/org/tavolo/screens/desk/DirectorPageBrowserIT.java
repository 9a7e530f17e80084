package org.tavolo.screens.desk;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.testing.Answers;

/** The director's table page on a phone (390 × 844): sign in with a PIN, enter hands, see them recorded once. */
@QuarkusTest
class DirectorPageBrowserIT extends DeskBrowserTest {

    @Test
    void aDirectorSignedInWithAPinLandsOnTheirTableAndEntersItalianHandsAsTheApiRecordsThem() {
        long t = tableOfFour("ITALIAN_DRAW");
        Directors access = Directors.issue(t, 1);
        Page page = signIn(access, "it-IT");
        page.waitForSelector("#seats");
        assertTrue(page.url().endsWith("/director/tournaments/" + t + "/tables/1"), page.url());
        assertEquals(4, page.locator("#seats li").count());
        assertTrue(page.textContent("#seats").contains("20\u202F000"));
        assertTrue(noHorizontalScroll(page));
        screenshot(page, "director-table-phone");

        // Won without a showdown: everyone antes, the others fold.
        for (int s = 1; s <= 4; s++) {
            seat(page, s, 1000, s != 2);
        }
        page.selectOption("#button", "1");
        preview(page);
        confirm(page);
        assertTrue(page.textContent("#recorded").contains("Mano 1 registrata"));

        // Two kings each, the same kickers: the suit of the top kicker decides, the nine of clubs
        // beats the nine of spades; seat 2's uncovered 4,000 go back (resti).
        seat(page, 1, 19000, false, "Kd", "Ks", "9c", "8c", "7h");
        seat(page, 2, 23000, false, "Kh", "Kc", "9s", "8s", "7d");
        seat(page, 3, 1000, true);
        seat(page, 4, 1000, true);
        page.selectOption("#button", "1");
        preview(page);
        String preview = page.textContent("#preview");
        assertTrue(preview.contains("coppia di Re: 9 di fiori batte 9 di picche"), preview);
        assertTrue(preview.contains("Restituito a"), preview);
        assertTrue(preview.contains("4\u202F000"), preview);
        assertTrue(noHorizontalScroll(page));
        screenshot(page, "director-preview-phone");
        confirm(page);
        assertTrue(page.textContent("#recorded").contains("Mano 2 registrata"));

        long api = tableOfFour("ITALIAN_DRAW");
        apiHand(api, ITALIAN_NO_SHOWDOWN);
        apiHand(api, ITALIAN_SUIT_TIE);
        assertEquals(stacks(api), stacks(t));
        assertEquals(Map.of("1", 40000, "2", 4000, "3", 18000, "4", 18000), stacks(t));
    }

    @Test
    void aHoldemHandWithTwoSidePotsPaysEachPotToItsBestHand() {
        long t = tableOfFour("TEXAS_HOLDEM");
        List<Integer> seats = seats(t);
        Page page = signIn(Directors.issue(t, null), "en-GB");
        assertTrue(page.url().endsWith("/director/tournaments/" + t), page.url());
        page.click("a.desk-button");
        page.waitForSelector("#seats");
        int a = seats.get(0), b = seats.get(1), c = seats.get(2), d = seats.get(3), e = seats.get(4);
        page.setChecked("input[name=in-" + e + "]", false);
        seat(page, a, 1000, false, "Kh", "Kd");
        seat(page, b, 3000, false, "Jh", "Jd");
        seat(page, c, 6000, false, "9c", "9d");
        seat(page, d, 6000, false, "3c", "4d");
        String[] board = {"2c", "7d", "9h", "Jc", "Ks"};
        page.fill("#board", String.join(" ", board));
        page.selectOption("#button", Integer.toString(a));
        preview(page);
        assertTrue(page.url().endsWith("#preview"), page.url());
        assertTrue(inView(page, "#preview"));
        String preview = page.textContent("#preview");
        assertTrue(preview.contains("three of a kind of Kings"), preview);
        assertEquals(3, page.locator(".desk-pot").count(), preview);
        screenshot(page, "director-holdem-side-pots-phone");
        confirm(page);
        assertTrue(page.textContent("#recorded").contains("Hand 1 recorded"));
        // The player with the worst hand is out of chips and leaves the table.
        assertEquals(
                Map.of(
                        Integer.toString(a), 9000,
                        Integer.toString(b), 9000,
                        Integer.toString(c), 6000,
                        Integer.toString(e), 6000),
                stacks(t));

        long api = tableOfFour("TEXAS_HOLDEM");
        assertEquals(seats, seats(api));
        apiHand(api, """
                {"entryId": "%%s", "button": %d, "board": ["2c", "7d", "9h", "Jc", "Ks"], "players": [
                  {"seat": %d, "contributed": 1000, "folded": false, "cards": ["Kh", "Kd"]},
                  {"seat": %d, "contributed": 3000, "folded": false, "cards": ["Jh", "Jd"]},
                  {"seat": %d, "contributed": 6000, "folded": false, "cards": ["9c", "9d"]},
                  {"seat": %d, "contributed": 6000, "folded": false, "cards": ["3c", "4d"]}]}""".formatted(a, a, b, c, d));
        assertEquals(stacks(api), stacks(t));
    }

    @Test
    void aFormSentTwiceRecordsTheHandOnce() {
        long t = tableOfFour("ITALIAN_DRAW");
        Page page = signIn(Directors.issue(t, 1), "it-IT");
        for (int s = 1; s <= 4; s++) {
            seat(page, s, 1000, s != 2);
        }
        preview(page);
        page.evaluate("""
                () => { const form = document.getElementById('hand');
                  const body = new URLSearchParams(new FormData(form)); body.set('action', 'confirm');
                  return fetch(form.action, {method: 'POST', body}).then(r => r.status); }""");
        confirm(page);
        assertTrue(page.textContent("#recorded").contains("Mano 1 registrata"));
        assertEquals(Map.of("1", 19000, "2", 23000, "3", 19000, "4", 19000), stacks(t));
    }

    @Test
    void aStalePageSaysTheTableChangedShowsItAsItIsAndKeepsWhatWasTyped() {
        long t = tableOfFour("ITALIAN_DRAW");
        Page page = signIn(Directors.issue(t, 1), "it-IT");
        for (int s = 1; s <= 4; s++) {
            seat(page, s, 1000, s != 3);
        }
        preview(page);
        apiHand(t, ITALIAN_NO_SHOWDOWN);
        page.click("#confirm");
        page.waitForSelector("#conflict");
        assertTrue(page.textContent("#conflict").contains("Il tavolo è cambiato"));
        assertEquals("1000", page.inputValue("#put-3"));
        assertTrue(page.textContent("#seats").contains("23\u202F000"));
        screenshot(page, "director-conflict-phone");
        assertEquals(Map.of("1", 19000, "2", 23000, "3", 19000, "4", 19000), stacks(t));
    }

    @Test
    void aCountShowsTheDifferenceBeforeItIsSentAndTheCloseShowsPlacesAndPoints() {
        long t = tableOfFour("ITALIAN_DRAW");
        apiHand(t, ITALIAN_NO_SHOWDOWN);
        Page page = signIn(Directors.issue(t, 1), "it-IT");
        page.fill("#count-1", "18500");
        page.fill("#reason", "conta di fine livello");
        page.click("#count button[value=preview]");
        page.waitForSelector("#count-preview");
        assertTrue(page.textContent("#count-difference").contains("-500"), page.textContent("#count-preview"));
        page.click("#confirm-count");
        page.waitForSelector("#recorded");
        assertEquals(Map.of("1", 18500, "2", 23000, "3", 19000, "4", 19000), stacks(t));

        page.click("#close button[value=preview]");
        page.waitForSelector("#places");
        String places = page.textContent("#places");
        assertTrue(places.indexOf("23\u202F000") < places.indexOf("18\u202F500"), places);
        screenshot(page, "director-close-game-phone");
        page.click("#confirm-close");
        page.waitForSelector("#recorded");
        assertTrue(page.textContent("#recorded").contains("Partita chiusa"));
        List<Integer> placed = Answers.json(given().get("/api/tournaments/{id}/results", t), 200)
                .getList("[0].places.place", Integer.class);
        assertEquals(List.of(1, 2, 2, 4), placed.stream().sorted().toList());
    }
}
