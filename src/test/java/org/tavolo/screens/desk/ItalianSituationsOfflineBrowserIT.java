package org.tavolo.screens.desk;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;

/**
 * docs/director-page.md#italian-situations offline: «Nessuno apre» and a parol are previewed by the core in the
 * browser as the service settles them, queued with their fields, and recorded as such once back online.
 */
@QuarkusTest
class ItalianSituationsOfflineBrowserIT extends DeskBrowserTest {

    private static Map<String, Object> limits(long t) {
        return Answers.json(given().get("/api/tournaments/{id}/tables/1/limits", t), 200)
                .getMap("$");
    }

    @Test
    void aQueuedNessunoApreAndAQueuedParolAreSentAsSuch() {
        long t = tableOfFour("ITALIAN_DRAW");
        Evenings.clock(t, "start");
        Page page = offlineTable(t);

        page.click("#nobody-opens");
        page.waitForSelector("#offline-preview");
        assertTrue(
                page.textContent("#offline-preview").contains("Nessuno ha aperto"),
                page.textContent("#offline-preview"));
        page.click("#offline-confirm");
        page.waitForSelector("#queue-count:has-text('(1)')");

        page.click("#opening-more summary");
        page.selectOption("#opener", "1");
        page.fill("#opener-amount", "1000");
        for (int s = 1; s <= 3; s++) {
            page.fill("#put-" + s, "2000");
        }
        page.fill("#put-4", "1000");
        page.check("input[name=fold-4]");
        page.check("#parol");
        page.click("#hand button[value=preview]");
        page.waitForSelector("#offline-preview");
        assertTrue(page.textContent("#offline-preview").contains("Parol"), page.textContent("#offline-preview"));
        page.click("#offline-confirm");
        page.waitForSelector("#queue-count:has-text('(2)')");
        assertEquals(Map.of("1", 20_000, "2", 20_000, "3", 20_000, "4", 20_000), stacks(t), "nothing sent offline");

        DirectorPageOfflineBrowserIT.goOnline(page.context());
        page.waitForSelector("#queue-sent li:nth-child(2)");
        assertEquals(Map.of("1", 18_000, "2", 18_000, "3", 18_000, "4", 19_000), stacks(t));
        Map<String, Object> now = limits(t);
        assertEquals("KING", now.get("minimumOpening"), "a hand nobody opened, then a parol: its replay needs kings");
        Map<?, ?> carried = (Map<?, ?>) now.get("carriedPot");
        assertEquals(7_000, carried.get("total"));
        assertEquals(true, carried.get("replay"));
    }
}
