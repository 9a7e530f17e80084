package org.tavolo.screens.desk;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

/**
 * A Chinese poker match at the director's table on a phone (390 × 844), deal by deal, typed on a
 * keyboard: each player's thirteen cards written as text into three hands, a foul shown as it is
 * typed, tokens written, each deal previewed and stored as it is confirmed, the match recorded with
 * the third (docs/rules.md#chinese-match).
 */
@QuarkusTest
class DirectorChineseBrowserIT extends DeskBrowserTest {

    /** Four players' hands, the same in every deal: first (5), second (5), third (3). */
    static final String[][][] HANDS = {
        {{"Ah", "Kh", "Qh", "Jh", "Th"}, {"As", "Ks", "Qs", "Js", "8s"}, {"Ad", "Ac", "2s"}},
        {{"9h", "9d", "9c", "9s", "2h"}, {"8h", "8d", "8c", "3h", "3d"}, {"Kd", "Kc", "4h"}},
        {{"7h", "7d", "7c", "7s", "2d"}, {"6h", "6d", "6c", "6s", "2c"}, {"Qd", "Qc", "5h"}},
        {{"5d", "5c", "5s", "4d", "4c"}, {"Jd", "Jc", "Td", "Tc", "3c"}, {"Ts", "4s", "3s"}}
    };

    /** The tokens each player places in deals 1, 2 and 3: each of 0,0,1,1,2,2,3,3,4 once. */
    static final int[][] TOKENS = {{4, 3, 3}, {2, 2, 1}, {1, 0, 0}};

    static final String[] ROWS = {"first", "second", "third"};

    /** A hand typed on a keyboard, as text, then left (so the order is checked). */
    private static void row(Page page, int seat, int row, String... cards) {
        String field = "#cn-" + seat + "-" + ROWS[row];
        page.fill(field, String.join(" ", cards));
        page.dispatchEvent(field, "change");
    }

    private static void deal(Page page, List<Integer> seats, int deal) {
        for (int p = 0; p < 4; p++) {
            for (int r = 0; r < 3; r++) {
                row(page, seats.get(p), r, HANDS[p][r]);
                page.fill("#tok-" + seats.get(p) + "-" + ROWS[r], Integer.toString(TOKENS[deal][r]));
            }
        }
    }

    private static void previewDeal(Page page) {
        page.click("#chinese button[value=preview]");
        page.waitForSelector("#deal-preview");
    }

    @Test
    void aChineseMatchIsEnteredDealByDealWithFoulsShownAtOnceAndRecordedAfterTheThird() {
        // two tables, so that the match recorded at table 1 does not finish the tournament (and end the access)
        long t = FloorFixtures.tournament("CHINESE_POKER");
        FloorFixtures.entries(t, 8);
        FloorFixtures.draw(t, 7);
        List<Integer> seats = seats(t);
        Page page = signIn(Directors.issue(t, 1), "it-IT");
        page.waitForSelector("#chinese");
        assertTrue(page.textContent("#chinese h2").contains("Smazzata 1 di 3"));
        assertEquals(0, page.locator("#hand").count());
        int first = seats.get(0);

        // The royal flush typed as the second hand under a flush: a foul, shown as it is typed.
        row(page, first, 0, HANDS[0][1]);
        row(page, first, 1, HANDS[0][0]);
        page.waitForSelector("#order-" + first + " .desk-foul");
        assertTrue(page.textContent("#order-" + first).contains("Fallo"), page.textContent("#order-" + first));
        assertTrue(noHorizontalScroll(page));
        page.evaluate("id => document.getElementById(id).scrollIntoView({block: 'center'})", "order-" + first);
        screenshot(page, "director-chinese-foul-phone");
        for (int r = 0; r < 2; r++) {
            row(page, first, r);
        }

        for (int d = 0; d < 3; d++) {
            deal(page, seats, d);
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

        JsonPath results = given().get("/api/tournaments/{id}/results", t)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
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
