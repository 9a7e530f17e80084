package org.tavolo.screens.desk;

import static org.junit.jupiter.api.Assertions.assertFalse;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.TimeoutError;
import com.microsoft.playwright.options.Cookie;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.tavolo.browser.BrowserTest;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/** What the director page's browser tests share: a drawn table, sign-in with a PIN, the API's view of it. */
abstract class DeskBrowserTest extends BrowserTest {

    /** A drawn table of four (Italian, Chinese) or five (Hold'em); answers the tournament. */
    static long tableOfFour(String format) {
        long t = FloorFixtures.tournament(format);
        FloorFixtures.entries(t, format.equals("TEXAS_HOLDEM") ? 5 : 4);
        FloorFixtures.draw(t, 7);
        return t;
    }

    static List<Integer> seats(long t) {
        return FloorFixtures.tables(t).getList("[0].seats.seat", Integer.class);
    }

    /** The stacks of table 1 by seat, read as RestAssured reads them (whole numbers as {@code Integer}). */
    @SuppressWarnings("unchecked")
    static Map<String, Integer> stacks(long t) {
        return new LinkedHashMap<>((Map<String, Integer>)
                Json.valueAt(Api.send("GET", "/api/tournaments/{id}/tables/1/stacks", null, null, 200, t), "$"));
    }

    /** Enters a hand through the API as the organizer; answers the hand's id. */
    static long apiHand(long t, String body) {
        return Json.longAt(
                Api.post("/api/tournaments/{id}/tables/1/hands", body.formatted(UUID.randomUUID()), 200, t), "hand");
    }

    /**
     * The access's table page on a phone, signed in: the sign-in form is sent over HTTP with the code
     * and PIN (a page of its own less to load per test) and the browser carries its session cookie to
     * the landing page, as after signing in at /login. Signing in through the page itself is proved by
     * the tests of signing in ({@code TablePageDeadEndsBrowserIT}, {@code SignOutForgetsKeptPagesBrowserIT},
     * the offline tests that sign in again).
     */
    Page signIn(Directors access, String language) {
        String origin = base.toString().replaceAll("/$", "");
        BrowserContext context = newContext(PHONE, language, false);
        context.addCookies(List.of(new Cookie("quarkus-credential", access.signIn()).setUrl(origin)));
        Page page = context.newPage();
        page.navigate(origin + "/table");
        page.waitForSelector("main");
        return page;
    }

    /** The table's page kept on the phone, reloaded without a connection. */
    Page offlineTable(long t) {
        Page page = signIn(Directors.issue(t, 1), "it-IT");
        DirectorPageOfflineBrowserIT.keptOnThePhone(page);
        DirectorPageOfflineBrowserIT.goOffline(page.context());
        page.reload();
        page.waitForSelector("#offline-status:not([hidden])");
        return page;
    }

    static void seat(Page page, int seat, long put, boolean folded, String... cards) {
        page.fill("#put-" + seat, Long.toString(put));
        page.setChecked("input[name=fold-" + seat + "]", folded);
        if (cards.length > 0) {
            page.fill("#cards-" + seat, String.join(" ", cards));
        }
    }

    /** A seat shown down in a tapped hand, with the cards typed for it. */
    record Shows(int seat, String cards) {}

    /** The seat's all-in quick button: it puts the seat's whole stack in. */
    static String allIn(Page page, int seat) {
        return "#player-" + seat + " .desk-quick button[data-value='"
                + page.inputValue("input[name=stack-" + seat + "]") + "']";
    }

    /**
     * A showdown tapped on the hand form: each seat shown puts {@code put} in (typed) with its cards, every other seat
     * of {@code seats} folds; the taps counted as a director spends them (a typed field, a tick: one tap each).
     */
    static void showdown(Taps taps, List<Integer> seats, long put, Shows... shown) {
        for (Shows s : shown) {
            taps.fill("#put-" + s.seat(), Long.toString(put));
            taps.fill("#cards-" + s.seat(), s.cards());
        }
        foldTheOthers(taps, seats, shown);
    }

    /** The same, each seat shown all in by its quick button. */
    static void allInShowdown(Taps taps, Page page, List<Integer> seats, Shows... shown) {
        for (Shows s : shown) {
            taps.click(allIn(page, s.seat()));
            taps.fill("#cards-" + s.seat(), s.cards());
        }
        foldTheOthers(taps, seats, shown);
    }

    private static void foldTheOthers(Taps taps, List<Integer> seats, Shows... shown) {
        for (int seat : seats) {
            if (java.util.Arrays.stream(shown).noneMatch(s -> s.seat() == seat)) {
                taps.check("input[name=fold-" + seat + "]", true);
            }
        }
    }

    static void preview(Page page) {
        page.click("#hand button[value=preview]");
        page.waitForSelector("#preview");
    }

    static void confirm(Page page) {
        page.click("#confirm");
        page.waitForSelector("#recorded");
    }

    static boolean noHorizontalScroll(Page page) {
        return Boolean.TRUE.equals(
                page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth"));
    }

    /**
     * Whether the element comes within the window: the page scrolled to it. A page posted or got with an address's
     * fragment ({@code …#preview}) scrolls there once it is laid out, which may be after the element exists, so this
     * waits up to two seconds rather than reading the window once.
     */
    static boolean inView(Page page, String selector) {
        try {
            page.waitForFunction(
                    "s => { const e = document.querySelector(s); if (!e) return false;"
                            + " const r = e.getBoundingClientRect(); return r.top < window.innerHeight && r.bottom > 0; }",
                    selector,
                    new Page.WaitForFunctionOptions().setTimeout(2_000));
            return true;
        } catch (TimeoutError notInView) {
            return false;
        }
    }

    static final String ITALIAN_NO_SHOWDOWN = """
            {"entryId": "%s", "button": 1, "players": [
              {"seat": 1, "contributed": 1000, "folded": true}, {"seat": 2, "contributed": 1000, "folded": false},
              {"seat": 3, "contributed": 1000, "folded": true}, {"seat": 4, "contributed": 1000, "folded": true}]}""";

    static final String ITALIAN_SUIT_TIE = """
            {"entryId": "%s", "button": 1, "players": [
              {"seat": 1, "contributed": 19000, "folded": false, "cards": ["Kd", "Ks", "9c", "8c", "7h"]},
              {"seat": 2, "contributed": 23000, "folded": false, "cards": ["Kh", "Kc", "9s", "8s", "7d"]},
              {"seat": 3, "contributed": 1000, "folded": true}, {"seat": 4, "contributed": 1000, "folded": true}]}""";

    /** The page is a page: neither JSON, a problem document nor an empty body. */
    static void aPage(Page page) {
        String body = page.innerText("body").strip();
        assertFalse(body.isEmpty(), "an empty page at " + page.url());
        assertFalse(body.startsWith("{") || body.startsWith("["), "JSON at " + page.url() + ": " + body);
        assertFalse(body.contains("\"type\"") || body.contains("/problems/"), "a problem document: " + body);
    }
}
