package org.tavolo.screens.desk;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.testing.TableOne.CYCLE;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.testing.Answers;

/**
 * Corrections and conflicts on the director's page at phone size (390 × 844): the director's own
 * last entry voided with a reason, a pot held for a ruling, a count sent from a stale page.
 */
@QuarkusTest
class DirectorCorrectionsBrowserIT extends DeskBrowserTest {

    private static final Map<String, Integer> START = Map.of("1", 20000, "2", 20000, "3", 20000, "4", 20000);

    private static long countsRecorded(long t) {
        return Answers.json(given().get("/api/tournaments/{id}/audit", t), 200).getList("action", String.class).stream()
                .filter("chips-counted"::equals)
                .count();
    }

    @Test
    void theDirectorVoidsTheirOwnLastHandWithAReasonOnceAndTheStacksGoBack() {
        long t = tableOfFour("ITALIAN_DRAW");
        Page page = signIn(Directors.issue(t, 1), "it-IT");
        assertEquals(0, page.locator("#void").count());
        for (int s = 1; s <= 4; s++) {
            seat(page, s, 1000, s != 2);
        }
        preview(page);
        confirm(page);
        assertEquals(Map.of("1", 19000, "2", 23000, "3", 19000, "4", 19000), stacks(t));
        assertTrue(page.textContent("#void").contains("mano 1"), page.textContent("#void"));

        page.click("#confirm-void");
        page.waitForSelector("#void .desk-field-error");
        assertTrue(page.textContent("#void").contains("Scrivi il motivo"));
        assertEquals(Map.of("1", 19000, "2", 23000, "3", 19000, "4", 19000), stacks(t));

        page.fill("#void-reason", "piatto assegnato al giocatore sbagliato");
        page.evaluate("window.scrollTo(0, document.body.scrollHeight)");
        screenshot(page, "director-void-phone");
        page.evaluate("""
                () => { const form = document.getElementById('void');
                  return fetch(form.action, {method: 'POST', body: new URLSearchParams(new FormData(form))})
                    .then(r => r.status); }""");
        page.click("#confirm-void"); // sent again: the first send voided it
        page.waitForSelector("#recorded:has-text('annullata')");
        assertEquals(START, stacks(t));
        assertEquals(0, page.locator("#void").count(), "a void is the last entry: nothing more to void");
        assertTrue(page.textContent("#corrections").contains("organizzatore"));
    }

    @Test
    void theDirectorVoidsTheirOwnLastCountButNotAHandSomeoneElseEntered() {
        long t = tableOfFour("ITALIAN_DRAW");
        Page page = signIn(Directors.issue(t, 1), "en-GB");
        page.fill("#count-1", "19500");
        page.fill("#count-2", "20500");
        page.fill("#reason", "chips found under the rail");
        page.click("#count button[value=preview]");
        page.waitForSelector("#count-preview");
        page.click("#confirm-count");
        page.waitForSelector("#recorded");
        assertEquals(Map.of("1", 19500, "2", 20500, "3", 20000, "4", 20000), stacks(t));
        assertTrue(page.textContent("#void").contains("chip count"));

        page.fill("#void-reason", "counted the wrong table");
        page.click("#confirm-void");
        page.waitForSelector("#recorded:has-text('voided')");
        assertEquals(START, stacks(t));
        assertEquals(0, page.locator("#void").count());

        apiHand(t, ITALIAN_NO_SHOWDOWN);
        page.navigate(page.url());
        page.waitForSelector("#seats");
        assertEquals(0, page.locator("#void").count(), "the last hand is not this director's");
        assertTrue(page.textContent("#corrections").contains("organizer"));
    }

    @Test
    void aHandHeldForARulingShowsThePotItsChipsWhoMayWinItAndWhoDecides() {
        long t = tableOfFour("ITALIAN_DRAW");
        long hand = apiHand(t, CYCLE);
        Page page = signIn(Directors.issue(t, 1), "en-GB");
        page.waitForSelector("#held");
        String held = page.textContent("#held");
        assertTrue(held.contains("Hand 1, main pot: 16,000"), held);
        assertTrue(page.locator("#held li[data-hand='" + hand + "']").count() == 1);
        for (String seat : new String[] {"1 · ", "2 · ", "3 · "}) {
            assertTrue(held.contains(seat), held);
        }
        assertFalse(held.contains("4 · "), held);
        assertTrue(page.textContent("#held-who").contains("director of this table"), held);
        assertTrue(noHorizontalScroll(page));
        screenshot(page, "director-held-phone");
    }

    @Test
    void aCountFromAStalePageIsRefusedKeepsWhatWasTypedAndARecountRecordsOnce() {
        long t = tableOfFour("ITALIAN_DRAW");
        Page page = signIn(Directors.issue(t, 1), "it-IT");
        page.fill("#count-1", "19500");
        page.fill("#reason", "conta di fine livello");
        page.click("#count button[value=preview]");
        page.waitForSelector("#count-preview");
        assertTrue(inView(page, "#count-preview"));

        apiHand(t, ITALIAN_NO_SHOWDOWN); // another director records a hand meanwhile
        page.click("#confirm-count");
        page.waitForSelector("#conflict");
        assertTrue(page.textContent("#conflict").contains("Il tavolo è cambiato"));
        assertEquals("19500", page.inputValue("#count-1"));
        assertEquals("23000", page.inputValue("#count-2"), "a seat left as shown now shows the stack on record");
        assertEquals("conta di fine livello", page.inputValue("#reason"));
        assertTrue(page.textContent("#seats").contains("23\u202F000"));
        assertEquals(Map.of("1", 19000, "2", 23000, "3", 19000, "4", 19000), stacks(t));
        assertEquals(0, countsRecorded(t));
        screenshot(page, "director-count-conflict-phone");

        page.evaluate("""
                () => { const form = document.getElementById('count');
                  const body = new URLSearchParams(new FormData(form)); body.set('action', 'confirm');
                  return fetch(form.action, {method: 'POST', body}).then(r => r.status); }""");
        page.click("#confirm-count");
        page.waitForSelector("#recorded");
        assertEquals(Map.of("1", 19500, "2", 23000, "3", 19000, "4", 19000), stacks(t));
        assertEquals(1, countsRecorded(t));
    }
}
