package org.tavolo.screens.desk;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.screens.desk.DirectorPageOfflineBrowserIT.goOffline;
import static org.tavolo.screens.desk.DirectorPageOfflineBrowserIT.goOnline;
import static org.tavolo.screens.desk.DirectorPageOfflineBrowserIT.keptOnThePhone;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;

/**
 * Everything the director confirms without a connection waits on the phone and is sent once back online
 * (docs/director-page.md#offline): counts, penalties, voids and Chinese deals as well as hands, in the order
 * confirmed; a void while entries wait takes the last one out of the queue; after a void or a penalty the phone
 * does not guess the stacks; an ended session keeps the queue until the director signs in again, and signing out
 * with entries waiting asks first.
 */
@QuarkusTest
class DirectorPageOfflineQueueBrowserIT extends DeskBrowserTest {

    private static void waiting(Page page, int count) {
        page.waitForSelector("#queue-count:has-text('(" + count + ")')");
    }

    private static void countOffline(Page page, Map<Integer, Long> counted, String reason) {
        counted.forEach((seat, chips) -> page.fill("#count-" + seat, Long.toString(chips)));
        page.fill("#reason", reason);
        page.click("#count button[value=preview]");
        page.click("#offline-count-preview-keep");
    }

    @Test
    void aCountAndAPenaltyConfirmedOfflineAreSentInOrderOnceAndTheHandAfterThemWaits() {
        long t = tableOfFour("TEXAS_HOLDEM");
        List<Integer> seats = seats(t);
        int a = seats.get(0), b = seats.get(1);
        Page page = offlineTable(t);

        Map<Integer, Long> counted = new HashMap<>();
        seats.forEach(s -> counted.put(s, 6000L));
        counted.put(a, 5900L);
        countOffline(page, counted, "fiches cadute");
        waiting(page, 1);
        assertTrue(page.textContent("#seats li[data-seat='" + a + "']").contains("5\u202F900"));

        // a kind the form lists as taking no chips (data-no-chips) goes to its preview without chips typed
        page.selectOption("#penalty-seat", Integer.toString(b));
        page.selectOption("#penalty-to", "SKIP_HAND");
        page.fill("#penalty-reason", "gioco lento");
        page.click("#give-penalty");
        page.waitForSelector("#offline-penalty-preview");
        assertTrue(page.textContent("#offline-penalty-preview").contains("Salta la prossima mano"));

        page.fill("#penalty-chips", "200");
        page.selectOption("#penalty-to", "OUT_OF_PLAY");
        page.fill("#penalty-reason", "carte scoperte");
        page.click("#give-penalty");
        page.waitForSelector("#offline-penalty-preview");
        page.evaluate("document.getElementById('penalty').scrollIntoView()");
        screenshot(page, "director-penalty-offline-phone");
        page.click("#offline-penalty-preview-keep");
        waiting(page, 2);
        assertEquals(
                List.of("Conta confermata senza rete", "Penalità confermata senza rete"),
                page.locator("#offline-queue li span").allTextContents().stream()
                        .map(s -> s.replaceAll(" · .*", ""))
                        .toList());
        page.waitForSelector("#stacks-unknown");
        page.evaluate("document.getElementById('offline-queue').scrollIntoView()");
        screenshot(page, "director-queue-kinds-phone");

        // after a penalty waiting to be sent the phone does not know the stacks: a hand waits for it
        page.click("#hand button[value=preview]");
        page.waitForSelector("#offline-refusal");
        assertTrue(page.textContent("#offline-refusal").contains("Prima devono partire"));
        assertEquals(0, page.locator("#offline-preview").count());
        assertEquals(6000, stacks(t).get(Integer.toString(a)), "nothing is sent offline");

        goOnline(page.context());
        page.waitForSelector("#queue-sent li:nth-child(2)");
        assertEquals(
                List.of("Conta registrata.", "Penalità registrata."),
                page.locator("#queue-sent li").allTextContents());
        assertEquals(0, page.locator("#queue-count").count());
        Map<String, Integer> after = stacks(t);
        assertEquals(5900, after.get(Integer.toString(a)));
        assertEquals(5800, after.get(Integer.toString(b)));

        page.reload();
        page.waitForSelector("#seats");
        assertEquals(after, stacks(t), "each entry is sent once");
    }

    @Test
    void aVoidWhileEntriesWaitTakesTheLastOutOfTheQueueAndAVoidOfARecordedHandIsSentOnce() {
        long t = tableOfFour("TEXAS_HOLDEM");
        List<Integer> seats = seats(t);
        int a = seats.get(0), b = seats.get(1), c = seats.get(2), d = seats.get(3), e = seats.get(4);
        Page page = signIn(Directors.issue(t, 1), "it-IT");
        keptOnThePhone(page);
        Map<String, Integer> initial = stacks(t);
        seat(page, a, 0, true);
        seat(page, b, 25, true);
        seat(page, c, 50, false);
        seat(page, d, 0, true);
        seat(page, e, 0, true);
        page.selectOption("#button", Integer.toString(a));
        preview(page);
        confirm(page);
        Map<String, Integer> recorded = stacks(t);
        assertEquals(6025, recorded.get(Integer.toString(c)));

        goOffline(page.context());
        page.reload();
        page.waitForSelector("#offline-status:not([hidden])");
        Map<Integer, Long> counted = new HashMap<>();
        seats.forEach(s -> counted.put(s, (long) recorded.get(Integer.toString(s))));
        counted.put(c, 6000L);
        countOffline(page, counted, "conta di controllo");
        waiting(page, 1);
        assertTrue(page.textContent("#void").contains("non ancora inviata"), page.textContent("#void"));

        page.click("#confirm-void");
        page.waitForSelector("#void-queued");
        assertEquals(0, page.locator("#queue-count").count());
        assertTrue(page.textContent("#seats li[data-seat='" + c + "']").contains("6\u202F025"));

        page.fill("#void-reason", "mano ripetuta");
        page.click("#confirm-void");
        waiting(page, 1);
        assertEquals(recorded, stacks(t));

        goOnline(page.context());
        page.waitForSelector("#queue-sent li");
        assertEquals(
                List.of("Ultima registrazione annullata."),
                page.locator("#queue-sent li").allTextContents());
        assertEquals(initial, stacks(t));
    }

    @Test
    void chineseDealsConfirmedOfflineAreStoredOnceEachBackOnline() {
        long t = Evenings.drawn("CHINESE_POKER", 8);
        List<Integer> seats = seats(t);
        Page page = offlineTable(t);
        for (int deal = 0; deal < 2; deal++) {
            assertTrue(page.textContent("#chinese h2").contains("Smazzata " + (deal + 1)));
            for (int p = 0; p < 4; p++) {
                for (int r = 0; r < 3; r++) {
                    page.fill(
                            "#cn-" + seats.get(p) + "-" + ChineseMatchOfFour.ROWS[r],
                            String.join(" ", ChineseMatchOfFour.HANDS[p][r]));
                    page.fill(
                            "#tok-" + seats.get(p) + "-" + ChineseMatchOfFour.ROWS[r],
                            Integer.toString(ChineseMatchOfFour.TOKENS[deal][r]));
                }
            }
            if (deal == 0) {
                // a token the set does not hold that often: refused on the phone, in the page's words, nothing queued
                for (int r = 0; r < 3; r++) {
                    page.fill("#tok-" + seats.get(0) + "-" + ChineseMatchOfFour.ROWS[r], "4");
                }
                page.click("#chinese button[value=preview]");
                page.waitForSelector("#offline-deal-refusal");
                String refused = page.textContent("#offline-deal-refusal");
                assertTrue(refused.contains("Il gettone 4 è messo più volte di quante ne abbia il set"), refused);
                assertEquals(0, page.locator("#queue-count").count());
                for (int r = 0; r < 3; r++) {
                    page.fill(
                            "#tok-" + seats.get(0) + "-" + ChineseMatchOfFour.ROWS[r],
                            Integer.toString(ChineseMatchOfFour.TOKENS[deal][r]));
                }
            }
            page.click("#chinese button[value=preview]");
            page.waitForSelector("#offline-deal-preview");
            String preview = page.textContent("#offline-deal-preview");
            assertTrue(preview.contains("prende"), preview);
            assertTrue(preview.contains("punti in questa smazzata"), preview);
            if (deal == 0) {
                // the royal flush, four nines and three aces take 28 points, as the online preview of the deal says
                assertTrue(preview.contains(": 28 punti in questa smazzata"), preview);
                screenshot(page, "director-chinese-offline-phone");
            }
            page.click("#offline-deal-preview-keep");
            waiting(page, deal + 1);
        }
        assertTrue(page.textContent("#offline-queue").contains("Smazzata 2 confermata senza rete"));
        assertEquals(0, storedDeals(t).getList("deals").size());

        goOnline(page.context());
        page.waitForSelector("#queue-sent li:nth-child(2)");
        List<String> sent = page.locator("#queue-sent li").allTextContents();
        assertTrue(sent.get(0).contains("Smazzata 1"), sent.toString());
        assertTrue(sent.get(1).contains("Smazzata 2"), sent.toString());
        JsonPath stored = storedDeals(t);
        assertEquals(List.of(1, 2), stored.getList("deals.deal", Integer.class));
        assertEquals(3, stored.getInt("nextDeal"));
    }

    @Test
    void anEndedSessionKeepsTheQueueUntilSignInAgainAndSigningOutWithEntriesWaitingAsksFirst() {
        long t = tableOfFour("TEXAS_HOLDEM");
        List<Integer> seats = seats(t);
        int a = seats.get(0);
        Directors access = Directors.issue(t, 1);
        Page page = signIn(access, "it-IT");
        keptOnThePhone(page);
        String table = page.url();
        goOffline(page.context());
        page.reload();
        page.waitForSelector("#offline-status:not([hidden])");
        Map<Integer, Long> counted = new HashMap<>();
        seats.forEach(s -> counted.put(s, 6000L));
        counted.put(a, 5950L);
        countOffline(page, counted, "fiches cadute");
        waiting(page, 1);

        // the session ends while the phone is offline: back online, nothing is lost and the page says why
        page.context().clearCookies();
        goOnline(page.context());
        page.waitForSelector("#queue-sign-in");
        assertTrue(page.textContent("#queue-sign-in").contains("accedi di nuovo"), page.textContent("#queue-sign-in"));
        waiting(page, 1);
        assertEquals(6000, stacks(t).get(Integer.toString(a)));

        // signing out with the entry still waiting asks first; staying keeps the director on the table
        page.click("form.desk-signout button");
        page.waitForSelector("#sign-out-ask");
        screenshot(page, "director-sign-out-ask-phone");
        assertTrue(
                page.textContent("#sign-out-ask").contains("voci non ancora inviate (1)"),
                page.textContent("#sign-out-ask"));
        page.click("#sign-out-stay");
        assertEquals(0, page.locator("#sign-out-ask").count());
        assertEquals(table, page.url());

        page.click("form.desk-signout button");
        page.click("#sign-out-anyway");
        page.waitForURL(url -> !url.contains("/director/"));
        assertFalse(
                Boolean.TRUE.equals(page.evaluate("caches.has('tavolo-pages-v1')")),
                "the pages kept on the phone are forgotten at sign-out");
        assertEquals(6000, stacks(t).get(Integer.toString(a)));

        // signed in again, the table page sends what waited, once
        page.navigate(table.replaceAll("(https?://[^/]+).*", "$1") + "/login?code=" + access.code());
        page.fill("input[name=j_password]", access.pin());
        page.click("form[action='/j_security_check'] button[type=submit]");
        page.waitForSelector("#queue-sent li");
        assertEquals(table, page.url(), "the sign-in returns to the table, whichever form met the ended session");
        assertEquals(
                List.of("Conta registrata."), page.locator("#queue-sent li").allTextContents());
        assertEquals(5950, stacks(t).get(Integer.toString(a)));
    }

    private static JsonPath storedDeals(long t) {
        return Answers.json(given().get("/api/tournaments/{id}/tables/1/matches/1/deals", t), 200);
    }
}
