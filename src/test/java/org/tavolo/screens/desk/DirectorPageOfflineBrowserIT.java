package org.tavolo.screens.desk;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.WaitForSelectorState;
import io.quarkus.test.junit.QuarkusTest;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.testing.Json;

/**
 * The director's table page kept on the phone (docs/director-page.md#offline): once opened it is kept by the
 * service worker with its assets, and reloading it without a connection shows the table as last seen, marked
 * offline with the time it was rendered. Setting the context offline does not reach the service worker's own
 * requests in Chromium, so going offline here also aborts every request of the context.
 */
@QuarkusTest
class DirectorPageOfflineBrowserIT extends DeskBrowserTest {

    @Test
    void theServiceWorkerAndTheManifestAreServedFromTheRootForEveryone() {
        given().get("/sw.js")
                .then()
                .statusCode(200)
                .contentType(containsString("javascript"))
                .body(containsString("addEventListener('fetch'"));
        given().get("/manifest.json")
                .then()
                .statusCode(200)
                .body(Json.at("start_url", equalTo("/table")))
                .body(Json.at("scope", equalTo("/")));
    }

    @Test
    void aTablePageReloadedWithoutTheNetworkShowsTheTableAsLastSeenMarkedOfflineWithItsTime() {
        long t = tableOfFour("ITALIAN_DRAW");
        apiHand(t, ITALIAN_NO_SHOWDOWN);
        Page page = signIn(Directors.issue(t, 1), "it-IT");
        keptOnThePhone(page);
        assertTrue(page.isHidden("#offline-status"));

        goOffline(page.context());
        page.reload();
        page.waitForSelector("#offline-status:not([hidden])");
        // the copy kept on the phone, rendered when the worker kept it (possibly a minute after the first load)
        String rendered = page.getAttribute("body", "data-rendered");
        String status = page.textContent("#offline-status");
        assertTrue(status.contains("Senza rete"), status);
        String time = DateTimeFormatter.ofPattern("HH:mm")
                .format(Instant.parse(rendered).atZone(ZoneId.systemDefault()));
        assertTrue(status.contains(time), status + " names the time of the last update, " + time);
        assertTrue(status.contains("altri tavoli"), status);
        assertEquals(4, page.locator("#seats li").count());
        assertTrue(page.textContent("#seats").contains("23\u202F000"), page.textContent("#seats"));
        assertEquals("true", page.getAttribute("body", "data-kept"));
        assertTrue(noHorizontalScroll(page));
        screenshot(page, "director-offline-phone");

        goOnline(page.context());
        page.reload();
        page.waitForSelector("#seats");
        assertTrue(page.isHidden("#offline-status"));
        assertFalse("true".equals(page.getAttribute("body", "data-kept")));
        assertEquals(Map.of("1", 19000, "2", 23000, "3", 19000, "4", 19000), stacks(t));
    }

    @Test
    void threeHandsConfirmedOfflineAreSentInOrderOnceBackOnlineAndRecordedAsOnline() {
        long t = tableOfFour("TEXAS_HOLDEM");
        List<Integer> seats = seats(t);
        Page page = offlineTable(t);
        int a = seats.get(0), b = seats.get(1), c = seats.get(2), d = seats.get(3), e = seats.get(4);

        // Button a, blinds b and c: the big blind wins without a showdown.
        enterOffline(page, a, b, c, d, e, 25, 50);
        assertTrue(page.textContent("#offline-preview").contains("6\u202F000 \u2192 6\u202F025"));
        confirmOffline(page, 1);

        // A showdown with a side pot, everyone in it all in: three kings take the main pot, two equal high
        // cards share the side pot; the big blind folds.
        seat(page, a, 0, true);
        seat(page, b, 5975, false, "Kh", "Kd");
        seat(page, c, 50, true);
        seat(page, d, 6000, false, "3c", "4d");
        seat(page, e, 6000, false, "3h", "4h");
        page.fill("#board", "2c 7d 9h Jc Ks");
        page.selectOption("#button", Integer.toString(a));
        previewOffline(page);
        String preview = page.textContent("#offline-preview");
        assertEquals(2, page.locator("#offline-preview .desk-pot").count(), preview);
        assertTrue(preview.contains("17\u202F975"), preview);
        assertTrue(preview.contains("piatto principale: ") && preview.contains("piatto laterale 1: "), preview);
        assertFalse(preview.contains("main") || preview.contains("side"), "the core's names stay out of the page");
        confirmOffline(page, 2);

        enterOffline(page, a, b, c, d, e, 25, 50);
        confirmOffline(page, 3);
        assertTrue(page.textContent("#seats").contains("17\u202F950"), page.textContent("#seats"));

        // A fourth hand confirmed by mistake is taken out of the queue before it is sent.
        enterOffline(page, a, b, c, d, e, 25, 50);
        confirmOffline(page, 4);
        page.click("#offline-queue li:last-child button");
        page.waitForSelector("#queue-count:has-text('(3)')");
        page.evaluate("document.getElementById('offline-queue').scrollIntoView()");
        screenshot(page, "director-queue-phone");
        assertEquals(
                Map.of(
                        Integer.toString(a),
                        6000,
                        Integer.toString(b),
                        6000,
                        Integer.toString(c),
                        6000,
                        Integer.toString(d),
                        6000,
                        Integer.toString(e),
                        6000),
                stacks(t));

        goOnline(page.context());
        page.waitForSelector("#queue-sent li:nth-child(3)");
        assertEquals(
                List.of("Mano 1 registrata.", "Mano 2 registrata.", "Mano 3 registrata."),
                page.locator("#queue-sent li").allTextContents());
        assertEquals(0, page.locator("#queue-count").count());

        long api = tableOfFour("TEXAS_HOLDEM");
        assertEquals(seats, seats(api));
        apiHand(api, NO_SHOWDOWN.formatted(a, a, b, c, d, e));
        apiHand(api, SIDE_POT.formatted(a, a, b, c, d, e));
        apiHand(api, NO_SHOWDOWN.formatted(a, a, b, c, d, e));
        assertEquals(stacks(api), stacks(t));
        assertEquals(
                Map.of(
                        Integer.toString(a),
                        6000,
                        Integer.toString(b),
                        17950,
                        Integer.toString(c),
                        6000,
                        Integer.toString(d),
                        25,
                        Integer.toString(e),
                        25),
                stacks(t));

        page.reload();
        page.waitForSelector("#seats");
        assertEquals(0, page.locator("#queue-count").count(), "the queue survives nothing once sent");
    }

    /**
     * The connection comes back, but the first send still fails (the Wi-Fi is up before the route to the club's
     * server): the page tries again by itself, without waiting for the connection to drop and come back.
     */
    @Test
    void aSendThatFailsAsTheConnectionComesBackIsTriedAgainByItself() {
        long t = tableOfFour("TEXAS_HOLDEM");
        int c = seats(t).get(2);
        Page page = oneHandQueued(t, 50);

        AtomicInteger sends = new AtomicInteger();
        page.context().unrouteAll();
        page.context().route(url -> url.endsWith("/hands"), route -> {
            if (sends.incrementAndGet() == 1) {
                route.abort("internetdisconnected");
            } else {
                route.resume();
            }
        });
        page.context().setOffline(false);
        page.waitForSelector("#queue-sent li", new Page.WaitForSelectorOptions().setTimeout(15_000));
        assertEquals(
                List.of("Mano 1 registrata."), page.locator("#queue-sent li").allTextContents());
        assertEquals(2, sends.get(), "failed once, sent once");
        assertEquals(0, page.locator("#queue-count").count());
        assertEquals("6025", String.valueOf(stacks(t).get(Integer.toString(c))));
    }

    @Test
    void aHandQueuedAgainstStacksAnotherDirectorChangedIsRefusedKeptAndLoadedBackIntoTheForm() {
        long t = tableOfFour("TEXAS_HOLDEM");
        List<Integer> seats = seats(t);
        int a = seats.get(0), b = seats.get(1), c = seats.get(2), d = seats.get(3), e = seats.get(4);
        Page page = oneHandQueued(t, 100);

        page.reload();
        page.waitForSelector("#queue-count:has-text('(1)')");
        apiHand(t, NO_SHOWDOWN.formatted(a, a, b, c, d, e));
        Map<String, Integer> meanwhile = stacks(t);

        goOnline(page.context());
        page.waitForSelector("#offline-queue .desk-alert");
        String refused = page.textContent("#offline-queue");
        assertTrue(refused.contains("Il tavolo è cambiato"), refused);
        assertTrue(refused.contains("(1)"), refused);
        assertEquals(meanwhile, stacks(t));

        page.reload();
        page.waitForSelector("#offline-queue .desk-alert");
        assertEquals(meanwhile, stacks(t), "a refused entry is not sent again by itself");
        page.click("#offline-queue button");
        page.waitForSelector("#offline-refusal");
        assertEquals("25", page.inputValue("#put-" + b));
        assertEquals("100", page.inputValue("#put-" + c));
        assertTrue(page.textContent("#seats").contains("6\u202F025"), page.textContent("#seats"));
        assertTrue(
                page.textContent("#queue-count").contains("(1)"),
                "the entry stays in the queue until it is recorded or dropped");
        assertEquals(meanwhile, stacks(t));

        preview(page);
        assertTrue(page.textContent("#queue-count").contains("(1)"), "still queued while it is being corrected");
        confirm(page);
        page.waitForSelector("#queue-count", new Page.WaitForSelectorOptions().setState(WaitForSelectorState.DETACHED));
        assertEquals(0, page.locator("#queue-count").count(), "recorded, it leaves the queue");
        Map<String, Integer> recorded = stacks(t);
        assertEquals(meanwhile.get(Integer.toString(b)) - 25, recorded.get(Integer.toString(b)));
        assertEquals(meanwhile.get(Integer.toString(c)) + 25, recorded.get(Integer.toString(c)));
        page.reload();
        page.waitForSelector("#seats");
        assertEquals(0, page.locator("#queue-count").count());
        assertEquals(recorded, stacks(t), "recorded once");
    }

    /** Everyone in, button a: the small blind b puts in and folds, the big blind c wins uncontested. */
    private static void enterOffline(Page page, int a, int b, int c, int d, int e, long small, long big) {
        seat(page, a, 0, true);
        seat(page, b, small, true);
        seat(page, c, big, false);
        seat(page, d, 0, true);
        seat(page, e, 0, true);
        page.fill("#board", "");
        for (int s : List.of(a, b, c, d, e)) { // a folded seat's cards are out of sight: emptied all the same
            page.locator("#cards-" + s).evaluate("field => field.value = ''");
        }
        page.selectOption("#button", Integer.toString(a));
        previewOffline(page);
    }

    /** The table page gone offline with one hand queued: button, small blind 25 and big blind {@code big}, who wins. */
    private Page oneHandQueued(long t, long big) {
        List<Integer> seats = seats(t);
        Page page = offlineTable(t);
        enterOffline(page, seats.get(0), seats.get(1), seats.get(2), seats.get(3), seats.get(4), 25, big);
        confirmOffline(page, 1);
        return page;
    }

    private static void previewOffline(Page page) {
        page.click("#hand button[value=preview]");
        page.waitForSelector("#offline-preview");
    }

    private static void confirmOffline(Page page, int waiting) {
        page.click("#offline-confirm");
        page.waitForSelector("#queue-count:has-text('(" + waiting + ")')");
        assertTrue(page.textContent("#queue-count").contains("in attesa di invio (" + waiting + ")"));
    }

    private static final String NO_SHOWDOWN = """
            {"entryId": "%%s", "button": %d, "players": [
              {"seat": %d, "contributed": 0, "folded": true}, {"seat": %d, "contributed": 25, "folded": true},
              {"seat": %d, "contributed": 50, "folded": false}, {"seat": %d, "contributed": 0, "folded": true},
              {"seat": %d, "contributed": 0, "folded": true}]}""";

    private static final String SIDE_POT = """
            {"entryId": "%%s", "button": %d, "board": ["2c", "7d", "9h", "Jc", "Ks"], "players": [
              {"seat": %d, "contributed": 0, "folded": true},
              {"seat": %d, "contributed": 5975, "folded": false, "cards": ["Kh", "Kd"]},
              {"seat": %d, "contributed": 50, "folded": true},
              {"seat": %d, "contributed": 6000, "folded": false, "cards": ["3c", "4d"]},
              {"seat": %d, "contributed": 6000, "folded": false, "cards": ["3h", "4h"]}]}""";

    /** Waits until the service worker controls the page and has kept it. */
    static void keptOnThePhone(Page page) {
        page.onPageError(error -> System.err.println("page error: " + error));
        page.waitForSelector("html[data-offline=ready]");
    }

    /** No network for the pages nor for the service worker's own requests. */
    static void goOffline(BrowserContext context) {
        context.setOffline(true);
        context.route("**/*", route -> route.abort("internetdisconnected"));
    }

    static void goOnline(BrowserContext context) {
        context.unrouteAll();
        context.setOffline(false);
    }
}
