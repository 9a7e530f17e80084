package org.tavolo.screens.desk;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.screens.desk.ChineseMatchOfFour.row;
import static org.tavolo.screens.desk.ChineseMatchOfFour.typeDeal;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;

/**
 * A Chinese poker match at the director's table on a phone (390 × 844), deal by deal, typed on a
 * keyboard: each player's thirteen cards written as text into three hands, a foul shown as it is
 * typed, tokens written, each deal previewed and stored as it is confirmed, the match recorded with
 * the third (docs/rules.md#chinese-match).
 */
@QuarkusTest
class DirectorChineseBrowserIT extends DeskBrowserTest {

    private static void previewDeal(Page page) {
        page.click("#chinese button[value=preview]");
        page.waitForSelector("#deal-preview");
    }

    @Test
    void aChineseMatchIsEnteredDealByDealWithFoulsShownAtOnceAndRecordedAfterTheThird() {
        // two tables, so that the match recorded at table 1 does not finish the tournament (and end the access)
        long t = Evenings.drawn("CHINESE_POKER", 8);
        List<Integer> seats = seats(t);
        Page page = signIn(Directors.issue(t, 1), "it-IT");
        page.waitForSelector("#chinese");
        assertTrue(page.textContent("#chinese h2").contains("Smazzata 1 di 3"));
        assertEquals(0, page.locator("#hand").count());
        int first = seats.get(0);

        // The royal flush typed as the second hand under a flush: a foul, shown as it is typed.
        row(page, first, 0, ChineseMatchOfFour.HANDS[0][1]);
        row(page, first, 1, ChineseMatchOfFour.HANDS[0][0]);
        page.waitForSelector("#order-" + first + " .desk-foul");
        assertTrue(page.textContent("#order-" + first).contains("Fallo"), page.textContent("#order-" + first));
        assertTrue(noHorizontalScroll(page));
        page.evaluate("id => document.getElementById(id).scrollIntoView({block: 'center'})", "order-" + first);
        screenshot(page, "director-chinese-foul-phone");
        for (int r = 0; r < 2; r++) {
            row(page, first, r);
        }

        for (int d = 0; d < 3; d++) {
            typeDeal(page, seats, d);
            page.waitForSelector("#order-" + first + " .desk-in-order");
            previewDeal(page);
            assertTrue(inView(page, "#deal-preview"));
            String preview = page.textContent("#deal-preview");
            assertTrue(preview.contains("scala reale"), preview);
            if (d == 0) {
                assertTrue(preview.contains("+28"), preview);
                screenshot(page, "director-chinese-preview-phone");
            }
            page.click("#confirm-deal");
            page.waitForSelector(
                    d < 2
                            ? "#recorded:has-text('Smazzata " + (d + 1) + " registrata')"
                            : "#recorded:has-text('Incontro')");
        }
        assertTrue(page.textContent("#recorded").contains("Incontro registrato"), page.textContent("#recorded"));

        JsonPath results = Answers.json(given().get("/api/tournaments/{id}/results", t), 200);
        assertEquals("CHINESE_MATCH", results.getString("[0].kind"));
        List<Integer> points = new ArrayList<>(results.getList("[0].places.victoryPoints", Integer.class));
        assertEquals(List.of(44, 20, 0, 0), points);
        Map<Long, Integer> byEntry = new HashMap<>();
        List<Long> entries = results.getList("[0].places.entry", Long.class);
        for (int i = 0; i < entries.size(); i++) {
            byEntry.put(entries.get(i), points.get(i));
        }
        List<Long> seated = FloorFixtures.tables(t).getList("[0].seats.entryId", Long.class);
        assertEquals(44, byEntry.get(seated.get(0)));
        assertEquals(20, byEntry.get(seated.get(2)));
    }
}
