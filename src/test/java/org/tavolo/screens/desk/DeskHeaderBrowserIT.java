package org.tavolo.screens.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.testing.Evenings;

/**
 * The head of the director's page speaks the table's format: the Italian ante and minimum opening, the
 * Hold'em blinds and betting structure, the parol pot a table carries; and the action timer of the club
 * regulation (003: a minute to act, kept by the other players) ends visibly.
 */
@QuarkusTest
class DeskHeaderBrowserIT extends DeskBrowserTest {

    /** Seats 1 and 2 stayed with 3,000 each; 3 and 4 folded after the ante; everyone passed the word. */
    private static final String PAROL_HAND = """
            {"entryId": "%s", "button": 4, "parol": true, "players": [
              {"seat": 1, "contributed": 3000, "folded": false}, {"seat": 2, "contributed": 3000, "folded": false},
              {"seat": 3, "contributed": 1000, "folded": true}, {"seat": 4, "contributed": 1000, "folded": true}]}""";

    private static long started(String format) {
        long t = tableOfFour(format);
        Evenings.clock(t, "start");
        return t;
    }

    @Test
    void anItalianTableShowsItsAnteAndMinimumOpeningAndTheParolPotItCarries() {
        long t = started("ITALIAN_DRAW");
        Directors access = Directors.issue(t, 1);
        Page page = signIn(access, "it-IT");
        page.waitForSelector("#level");
        String head = page.textContent("#level-ante");
        assertTrue(head.contains("Piatto iniziale"), head);
        assertTrue(head.contains("1\u202F000"), head);
        assertTrue(head.contains("Punto minimo: Fanti"), head);
        assertTrue(!page.textContent("#level").contains("Livello"), page.textContent("#level"));
        assertEquals(0, page.locator("#carried-pot").count());

        apiHand(t, PAROL_HAND);
        page.reload();
        assertTrue(page.textContent("#level-ante").contains("Punto minimo: Re"), page.textContent("#level-ante"));
        String carried = page.textContent("#carried-pot");
        assertTrue(carried.contains("Piatto di parol: 8\u202F000 in gioco nella prossima mano"), carried);
        assertTrue(noHorizontalScroll(page));
        if (screenshotsAsked()) {
            page.locator(".desk-header")
                    .screenshot(new com.microsoft.playwright.Locator.ScreenshotOptions()
                            .setPath(java.nio.file.Path.of(
                                    System.getProperty("tavolo.screenshots.dir", "target/screenshots"),
                                    "desk-header-italian.png")));
        }

        page.click("a.desk-lang");
        page.waitForSelector("#level-ante");
        String english = page.textContent("#level-ante");
        assertTrue(english.contains("Ante"), english);
        assertTrue(english.contains("Minimum opening: Kings"), english);
        assertTrue(page.textContent("#carried-pot").contains("Parol pot:"), page.textContent("#carried-pot"));
    }

    @Test
    void aHoldemTableShowsItsBlindsAndBettingStructure() {
        long t = started("TEXAS_HOLDEM");
        Page page = signIn(Directors.issue(t, 1), "en-GB");
        page.waitForSelector("#level-blinds");
        String head = page.textContent("#level-blinds");
        assertTrue(head.contains("Level 1 · Pot limit"), head);
        assertTrue(head.contains("25 / 50"), head);
        String seen = page.innerText("#level-blinds dt");
        assertTrue(
                seen.contains("Pot limit"),
                "the structure as the club prints it, not in the heading's capitals: " + seen);
    }

    @Test
    void theActionTimerEndsByFlashingAndVibratingAndStartsAgainWithOneTap() {
        long t = started("ITALIAN_DRAW");
        Page page = signIn(Directors.issue(t, 1), "it-IT");
        page.waitForSelector("#action-timer[data-state=idle]");
        assertTrue(page.textContent("#action-timer").contains("1:00"));
        page.evaluate("() => { navigator.vibrate = (pattern) => { window.vibrated = pattern; return true; };"
                + " document.getElementById('action-timer').dataset.seconds = '1'; }");

        page.click("#action-timer");
        assertEquals("running", page.getAttribute("#action-timer", "data-state"));
        page.waitForSelector("#action-timer[data-state=over]");
        assertTrue(page.textContent("#action-timer").contains("Tempo scaduto"), page.textContent("#action-timer"));
        assertTrue(page.textContent("#action-timer").contains("0:00"));
        assertTrue(page.evaluate("() => Array.isArray(window.vibrated)").equals(Boolean.TRUE), "the phone vibrated");
        String animation =
                (String) page.evaluate("() => getComputedStyle(document.getElementById('action-timer')).animationName");
        assertEquals("action-timer-flash", animation);

        page.click("#action-timer");
        assertEquals("running", page.getAttribute("#action-timer", "data-state"));
        page.click("#action-timer");
        assertEquals("idle", page.getAttribute("#action-timer", "data-state"));
        assertTrue(page.textContent("#action-timer").contains("Un minuto per agire"));
    }
}
