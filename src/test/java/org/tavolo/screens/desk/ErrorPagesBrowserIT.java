package org.tavolo.screens.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.testing.Evenings.italianTableOfFour;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.options.Cookie;
import io.quarkus.test.junit.QuarkusTest;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;

/**
 * What a person sees at an address that leads nowhere (docs/errors.md#pages): the 404 page of an unknown
 * tournament and the 403 page of a director opening the console, read at a phone's and a laptop's width; and
 * the director's choice of a table, a page without seats, runs its scripts without an error.
 */
@QuarkusTest
class ErrorPagesBrowserIT extends DeskBrowserTest {

    private static final int[] LAPTOP = {1280, 800};

    @Test
    void theChoiceOfATableRunsItsScriptsWithoutAnError() {
        long t = italianTableOfFour();
        Page page = signIn(Directors.issue(t, null), "it-IT");
        List<String> errors = new ArrayList<>();
        page.onPageError(errors::add);
        page.navigate(base.toString().replaceAll("/$", "") + "/director/tournaments/" + t);
        Object outbox = page.evaluate(
                "() => window.TavoloOutbox ? window.TavoloOutbox.ready.then(() => 'ready', (e) => 'failed: ' + e.message)"
                        + " : 'no outbox'");
        assertEquals("ready", outbox, "the queue of the page without seats: " + errors);
        assertEquals(List.of(), errors);
    }

    @Test
    void anUnknownTournamentAnswersANotFoundPageWithAWayBack() {
        for (int[] size : new int[][] {PHONE, LAPTOP}) {
            Page page = open("/tournaments/987654321/clock", size, "it-IT");
            assertPage(page, "Pagina non trovata", size);
            assertTrue(
                    page.locator("main").innerText().contains("987654321"),
                    page.locator("main").innerText());
            screenshot(page, "error-not-found-" + size[0]);
        }
    }

    @Test
    void aDirectorOpeningTheConsoleAnswersANotAllowedPage() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        Directors director = Directors.issue(t, null);
        for (int[] size : new int[][] {PHONE, LAPTOP}) {
            String origin = base.toString().replaceAll("/$", "");
            BrowserContext context = newContext(size, "it-IT", false);
            context.addCookies(List.of(new Cookie("quarkus-credential", director.signIn()).setUrl(origin)));
            Page page = context.newPage();
            Response answer = page.navigate(origin + "/console");
            assertEquals(403, answer.status());
            assertPage(page, "Accesso non consentito", size);
            screenshot(page, "error-forbidden-" + size[0]);
        }
    }

    private static void assertPage(Page page, String heading, int[] size) {
        assertTrue(page.locator("main h2").isVisible(), "a heading in sight");
        assertEquals(heading, page.locator("main h2").innerText());
        assertTrue(page.locator("main a[href='/']").isVisible(), "a way back to the front page");
        assertTrue(noHorizontalScroll(page), "no horizontal scroll at " + size[0] + " px");
    }
}
