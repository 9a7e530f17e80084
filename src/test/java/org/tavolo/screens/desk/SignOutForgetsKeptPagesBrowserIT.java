package org.tavolo.screens.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import org.tavolo.security.TestOrganizer;

/**
 * A shared phone keeps no private page after signing out (docs/security.md#forgetting): an organizer who
 * opened a table page, then signed out from the console's «Esci», leaves neither the page nor {@code /table}
 * readable without a network.
 */
@QuarkusTest
class SignOutForgetsKeptPagesBrowserIT extends DeskBrowserTest {

    private static final String KEPT = "tavolo-pages-v1";

    @Test
    void signingOutFromTheConsoleForgetsTheTablePageKeptOnThePhone() {
        long t = tableOfFour("ITALIAN_DRAW");
        Page page = open("/login", PHONE, "it-IT");
        page.locator("input[name=j_username]").first().fill(TestOrganizer.USERNAME);
        page.locator("input[name=j_password]").first().fill(TestOrganizer.PASSWORD);
        page.locator("form[action='/j_security_check'] button[type=submit]")
                .first()
                .click();
        page.waitForLoadState();
        String root = base.toString().replaceAll("/$", "");
        String table = root + "/director/tournaments/" + t + "/tables/1";
        page.navigate(table);
        DirectorPageOfflineBrowserIT.keptOnThePhone(page);
        String names = page.textContent("#seats");
        assertTrue(keptPages(page) > 0, "the table page is kept on the phone once opened");

        page.navigate(root + "/console");
        page.click("form.sign-out button[type=submit]");
        page.waitForURL(url -> !url.contains("/console"));
        assertEquals(0, keptPagesOnceSettled(page), "signing out from the console forgets the kept pages");

        DirectorPageOfflineBrowserIT.goOffline(page.context());
        for (String address : new String[] {table, root + "/table"}) {
            String shown;
            try {
                page.navigate(address);
                shown = page.content();
            } catch (PlaywrightException offline) {
                shown = "";
            }
            String firstName = names.strip().split("\\s+")[0];
            assertFalse(
                    shown.contains("data-kept=\"true\"") || shown.contains(firstName) && shown.contains("id=\"seats\""),
                    address + " is not readable offline after signing out: " + shown);
        }
    }

    /** The kept pages once the service worker has done with the sign-out (polled, at most ten seconds). */
    private static int keptPagesOnceSettled(Page page) {
        int kept = keptPages(page);
        for (int poll = 0; poll < 100 && kept > 0; poll++) {
            page.waitForTimeout(100);
            kept = keptPages(page);
        }
        return kept;
    }

    /** How many pages the phone keeps for reading without a network. */
    private static int keptPages(Page page) {
        Object count = page.evaluate("() => caches.has('" + KEPT + "').then(has => has" + " ? caches.open('" + KEPT
                + "').then(c => c.keys()).then(k => k.length) : 0)");
        return ((Number) count).intValue();
    }
}
