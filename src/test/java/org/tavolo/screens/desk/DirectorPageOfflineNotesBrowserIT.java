package org.tavolo.screens.desk;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.screens.desk.DirectorPageOfflineBrowserIT.goOffline;
import static org.tavolo.screens.desk.DirectorPageOfflineBrowserIT.keptOnThePhone;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.tavolo.browser.Browsers;
import org.tavolo.security.Directors;

/**
 * What the director's table page says and counts about working offline (docs/director-page.md#offline): the
 * note shown once where service workers are not allowed, the level's clock counted on the phone from a kept
 * copy, and hands confirmed offline kept on the phone across a closed browser.
 */
@QuarkusTest
class DirectorPageOfflineNotesBrowserIT extends DeskBrowserTest {

    /** A host name that is not localhost: over plain HTTP its pages are not a secure context. */
    private static final String ELSEWHERE = "tavolo.club";

    private static final Pattern FACE = Pattern.compile("^(?:(\\d+):)?(\\d+):(\\d\\d)$");

    @Test
    void overPlainHttpElsewhereThePageSaysOnceInItsLanguageThatItCannotWorkOfflineAndStillWorksOnline() {
        long t = tableOfFour("ITALIAN_DRAW");
        Directors access = Directors.issue(t, 1);
        try (Playwright playwright = Browsers.playwright()) {
            List<String> args = new ArrayList<>(Browsers.ARGS);
            args.add("--host-resolver-rules=MAP " + ELSEWHERE + " 127.0.0.1");
            Browser browser = playwright
                    .chromium()
                    .launch(new BrowserType.LaunchOptions()
                            .setExecutablePath(Browsers.executable().orElseThrow())
                            .setHeadless(true)
                            .setArgs(args));
            BrowserContext context = browser.newContext(new Browser.NewContextOptions()
                    .setViewportSize(PHONE[0], PHONE[1])
                    .setLocale("en-GB")
                    .setExtraHTTPHeaders(Map.of("Accept-Language", "en-GB")));
            Page page = context.newPage();
            page.onPageError(error -> System.err.println("page error: " + error));
            signInAt(page, "http://" + ELSEWHERE + ":" + base.getPort(), access);
            page.waitForSelector("#seats");
            assertTrue(page.url().startsWith("http://" + ELSEWHERE + ":"), page.url());
            assertEquals(Boolean.FALSE, page.evaluate("window.isSecureContext"));

            page.waitForSelector("#offline-unavailable:not([hidden])");
            assertEquals(
                    "This page cannot work offline: the service is not served over HTTPS.",
                    page.textContent("#offline-unavailable").trim());
            assertEquals(
                    Boolean.FALSE,
                    page.evaluate("'serviceWorker' in navigator && !!navigator.serviceWorker.controller"));
            assertNull(page.getAttribute("html", "data-offline"), "the page is not kept on the phone");

            // Online, the page works as before: a hand is previewed by the service, nothing recorded.
            Map<String, Integer> before = stacks(t);
            for (int s = 1; s <= 4; s++) {
                seat(page, s, 1000, s != 2);
            }
            page.selectOption("#button", "1");
            preview(page);
            assertTrue(page.textContent("#preview").contains("20,000 \u2192 23,000"), page.textContent("#preview"));
            assertEquals(before, stacks(t));

            page.reload();
            page.waitForSelector("#seats");
            assertTrue(page.isHidden("#offline-unavailable"), "the note is said once, not on every page");
            page.navigate("http://" + ELSEWHERE + ":" + base.getPort() + "/director/tournaments/" + t + "/tables/1");
            page.waitForSelector("#seats");
            assertTrue(page.isHidden("#offline-unavailable"));
            browser.close();
        }
    }

    @Test
    void onLocalhostThePageIsKeptAndNeverSaysThatItCannotWorkOffline() {
        long t = tableOfFour("ITALIAN_DRAW");
        Page page = signIn(Directors.issue(t, 1), "en-GB");
        keptOnThePhone(page);
        assertEquals(Boolean.TRUE, page.evaluate("window.isSecureContext"));
        assertTrue(page.isHidden("#offline-unavailable"));
        page.reload();
        page.waitForSelector("#seats");
        assertTrue(page.isHidden("#offline-unavailable"));
        assertNull(page.evaluate("localStorage.getItem('tavolo.offline-unavailable-said')"));
    }

    @Test
    void aRunningClockCountsDownOnThePhoneFromTheKeptCopy() {
        long t = tableOfFour("TEXAS_HOLDEM");
        clock(t, "start");
        Page page = signIn(Directors.issue(t, 1), "it-IT");
        keptOnThePhone(page);
        long online = seconds(page.textContent("#time-left"));
        assertTrue(online > 600 && online <= 720, "level 1 of twelve minutes has just started: " + online);

        goOffline(page.context());
        page.reload();
        page.waitForSelector("#offline-status:not([hidden])");
        String first = page.textContent("#time-left").trim();
        long offline = seconds(first);
        assertTrue(offline <= online, first + " counts on from the copy's " + online);

        page.waitForFunction(
                "shown => document.getElementById('time-left').textContent.trim() !== shown",
                first,
                new Page.WaitForFunctionOptions().setTimeout(10_000));
        String later = page.textContent("#time-left").trim();
        assertTrue(seconds(later) < offline, later + " is less than " + first);
    }

    @Test
    void aPausedClockIsNotCountedOnThePhone() {
        long t = tableOfFour("TEXAS_HOLDEM");
        clock(t, "start");
        clock(t, "pause");
        Page page = signIn(Directors.issue(t, 1), "it-IT");
        keptOnThePhone(page);
        String paused = page.textContent("#time-left").trim();
        assertTrue(paused.endsWith("In pausa"), paused);

        goOffline(page.context());
        page.clock().install();
        page.reload();
        page.waitForSelector("#offline-status:not([hidden])");
        assertEquals(paused, page.textContent("#time-left").trim());
        // two minutes of the page's own time go by at once (Playwright's clock), not two seconds of the test's
        page.clock().runFor(120_000);
        assertEquals(paused, page.textContent("#time-left").trim(), "a paused clock stands still");
    }

    @Test
    void aHandQueuedOfflineSurvivesAClosedBrowserAndIsRecordedOnceBackOnline() throws IOException {
        long t = tableOfFour("TEXAS_HOLDEM");
        List<Integer> seats = seats(t);
        int a = seats.get(0), b = seats.get(1), c = seats.get(2), d = seats.get(3), e = seats.get(4);
        Directors access = Directors.issue(t, 1);
        String origin = base.toString().replaceAll("/$", "");
        String table = origin + "/director/tournaments/" + t + "/tables/1";
        Path profile = Files.createTempDirectory("tavolo-phone");
        try (Playwright playwright = Browsers.playwright()) {
            BrowserContext phone = phone(playwright, profile);
            Page page = phone.newPage();
            signInAt(page, origin, access);
            page.waitForSelector("#seats");
            keptOnThePhone(page);
            goOffline(phone);
            page.reload();
            page.waitForSelector("#offline-status:not([hidden])");
            enterOffline(page, a, b, c, d, e);
            page.click("#offline-confirm");
            page.waitForSelector("#queue-count:has-text('(1)')");
            assertEquals(6000, stacks(t).get(Integer.toString(c)), "nothing is sent offline");
            phone.close();

            phone = phone(playwright, profile);
            page = phone.newPage();
            page.onPageError(error -> System.err.println("page error: " + error));
            page.navigate(table);
            page.waitForSelector("main");
            if (page.url().contains("/login")) {
                signInAt(page, origin, access);
            }
            page.waitForSelector("#queue-sent li");
            assertEquals(
                    List.of("Mano 1 registrata."),
                    page.locator("#queue-sent li").allTextContents());
            assertEquals(0, page.locator("#queue-count").count());
            Map<String, Integer> once = Map.of(
                    Integer.toString(a), 6000,
                    Integer.toString(b), 5975,
                    Integer.toString(c), 6025,
                    Integer.toString(d), 6000,
                    Integer.toString(e), 6000);
            assertEquals(once, stacks(t));

            page.navigate(table);
            page.waitForSelector("#seats");
            assertEquals(0L, ((Number) page.evaluate(QUEUED)).longValue(), "the queue on the phone is empty");
            assertEquals(0, page.locator("#queue-count").count());
            assertEquals(once, stacks(t), "the hand is recorded once");
            phone.close();
        } finally {
            delete(profile);
        }
    }

    /** How many entries the phone's queue holds, over every table. */
    private static final String QUEUED = """
            () => new Promise((resolve, reject) => {
              const opening = indexedDB.open('tavolo-offline', 1);
              opening.onerror = () => reject(opening.error);
              opening.onsuccess = () => {
                const counting = opening.result.transaction('entries', 'readonly').objectStore('entries').count();
                counting.onsuccess = () => resolve(counting.result);
                counting.onerror = () => reject(counting.error);
              };
            })""";

    /** A phone whose browser keeps what it stores in {@code profile} when it is closed. */
    private static BrowserContext phone(Playwright playwright, Path profile) {
        return playwright
                .chromium()
                .launchPersistentContext(
                        profile,
                        new BrowserType.LaunchPersistentContextOptions()
                                .setExecutablePath(Browsers.executable().orElseThrow())
                                .setHeadless(true)
                                .setArgs(Browsers.ARGS)
                                .setViewportSize(PHONE[0], PHONE[1])
                                .setLocale("it-IT")
                                .setExtraHTTPHeaders(Map.of("Accept-Language", "it-IT")));
    }

    /** Signs in at {@code origin}'s sign-in page with the access's code and PIN. */
    private static void signInAt(Page page, String origin, Directors access) {
        page.navigate(origin + "/login?code=" + access.code());
        page.fill("input[name=j_password]", access.pin());
        page.click("form[action='/j_security_check'] button[type=submit]");
        page.waitForSelector("main");
    }

    /** Everyone in, button a: the small blind b puts in 25 and folds, the big blind c wins 50 uncontested. */
    private static void enterOffline(Page page, int a, int b, int c, int d, int e) {
        seat(page, a, 0, true);
        seat(page, b, 25, true);
        seat(page, c, 50, false);
        seat(page, d, 0, true);
        seat(page, e, 0, true);
        page.selectOption("#button", Integer.toString(a));
        page.click("#hand button[value=preview]");
        page.waitForSelector("#offline-preview");
        assertTrue(page.textContent("#offline-preview").contains("6\u202F000 \u2192 6\u202F025"));
    }

    private static void clock(long t, String action) {
        given().post("/api/tournaments/{id}/clock/" + action, t).then().statusCode(200);
    }

    /** The seconds of a clock face such as 11:58 or 1:02:03. */
    private static long seconds(String face) {
        Matcher m = FACE.matcher(face.trim());
        assertTrue(m.matches(), "a running clock's face: " + face);
        return (m.group(1) == null ? 0 : Long.parseLong(m.group(1)) * 3600)
                + Long.parseLong(m.group(2)) * 60
                + Long.parseLong(m.group(3));
    }

    private static void delete(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder())
                    .forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
