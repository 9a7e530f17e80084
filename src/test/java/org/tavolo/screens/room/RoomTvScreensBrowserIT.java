package org.tavolo.screens.room;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.browser.BrowserTest;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * The TV's own seating and standings screens (docs/room-screens.md#tv) at 1920×1080, read from across the room:
 * every name at least 3.3 % of the screen's height (36 px), nothing written under 2.5 % of it, nothing below or
 * beside the screen, a long name on one line ending in an ellipsis with its whole text in its title, no control, and
 * every name on some page of the pages the screen turns by itself, for the common evening of 16 players and a full
 * one of 40, in Hold'em and in the Italian draw; a late entry over the event stream joins the pages.
 */
@QuarkusTest
class RoomTvScreensBrowserIT extends BrowserTest {

    /** How often a TV screen turns its page when its address does not say ({@code js/tv-pages.js}). */
    private static final long TURN_MS = 12_000;

    /** A name that a TV column cannot hold on one line, with a nickname that goes first. */
    private static final String LONG_NAME = "Maria Vittoria Alessandra Benedetta Sforza di Santa Fiora";

    private static final String LONG_NICKNAME = "La Contessa";

    /** What one screen of the TV shows, read in one go once its page {@code number} is up; what is wrong with it. */
    private static final String PAGE_SHOWN = """
            ([number, rowsAt, nameAt]) => {
              const body = document.body.dataset;
              if (body.page !== String(number)) return null;
              const shown = e => e.getClientRects().length > 0;
              const inside = b => b.top >= 0 && b.left >= 0 && b.bottom <= innerHeight + 0.5 && b.right <= innerWidth + 0.5;
              const px = e => parseFloat(getComputedStyle(e).fontSize);
              const text = e => e.textContent.replace(/\\s+/g, ' ').trim();
              const wrong = [];
              const rows = [...document.querySelectorAll(rowsAt)].filter(shown);
              const names = rows.map(r => r.querySelector(nameAt)).filter(n => n);
              rows.forEach(r => { if (!inside(r.getBoundingClientRect())) wrong.push('a line beyond the screen: ' + text(r)); });
              names.forEach(n => {
                const size = px(n);
                if (size < 36) wrong.push('a name at ' + size + ' px: ' + text(n));
                const line = n.querySelector('a') || n;
                const tops = new Set([...line.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top)));
                if (tops.size > 1 || line.getBoundingClientRect().height > size * 1.6)
                  wrong.push('a name on more than one line: ' + text(n));
                const cut = n.scrollWidth > n.clientWidth + 1;
                if (cut && (getComputedStyle(n).textOverflow !== 'ellipsis' || !n.title || !text(n).startsWith(n.title)))
                  wrong.push('a name cut without an ellipsis and its title: ' + text(n) + ' [' + n.title + ']');
              });
              document.querySelectorAll('.table-card h2').forEach(h => {
                if (shown(h) && px(h) < 36) wrong.push('a table heading at ' + px(h) + ' px: ' + text(h));
              });
              [...document.body.querySelectorAll('*')]
                .filter(e => shown(e) && e.getBoundingClientRect().width > 1
                  && [...e.childNodes].some(c => c.nodeType === 3 && c.textContent.trim()))
                .forEach(e => { if (px(e) < innerHeight * 0.025) wrong.push('words at ' + px(e) + ' px: ' + text(e)); });
              const label = document.getElementById('tv-page');
              if (Number(body.pages) > 1) {
                if (!label || text(label) !== number + ' / ' + body.pages || !inside(label.getBoundingClientRect()))
                  wrong.push('no page indicator «' + number + ' / ' + body.pages + '» in sight: ' + (label ? text(label) : 'none'));
              }
              const root = document.documentElement;
              if (root.scrollHeight > innerHeight || root.scrollWidth > innerWidth) wrong.push('the screen scrolls');
              return {names: names.map(text), wrong};
            }""";

    private record Screen(String path, String rows, String name) {}

    private static Screen seating(long t) {
        return new Screen("/tournaments/" + t + "/seating/tv", ".table-card li", ".seat-name");
    }

    private static Screen standings(long t) {
        return new Screen("/tournaments/" + t + "/standings/tv", "#standings tbody tr", "td:nth-child(2)");
    }

    /** Opens a TV screen with the page's own clock installed first, so that a turn comes when the test says. */
    private Page tv(Screen screen, String language) {
        Page page = open("/favicon.svg", TV, language);
        page.clock().install();
        page.navigate(base.toString().replaceAll("/$", "") + screen.path());
        page.waitForSelector("body[data-pages]");
        return page;
    }

    /** Every name the TV shows over all its pages, turning them one by one; fails on the first page that is wrong. */
    private static List<String> namesOverEveryPage(Page page, Screen screen) {
        int pages = Integer.parseInt(page.getAttribute("body", "data-pages"));
        int first = Integer.parseInt(page.getAttribute("body", "data-page"));
        List<String> seen = new ArrayList<>();
        for (int i = 0; i < pages; i++) {
            int number = (first - 1 + i) % pages + 1;
            if (i > 0) {
                page.clock().runFor(TURN_MS);
            }
            @SuppressWarnings("unchecked")
            Map<String, Object> shown = (Map<String, Object>) page.waitForFunction(
                            PAGE_SHOWN,
                            List.of(number, screen.rows(), screen.name()),
                            new Page.WaitForFunctionOptions().setTimeout(60_000))
                    .jsonValue();
            assertEquals(List.of(), shown.get("wrong"), screen.path() + ", page " + number + " of " + pages);
            @SuppressWarnings("unchecked")
            List<String> names = (List<String>) shown.get("names");
            assertTrue(!names.isEmpty(), "page " + number + " shows names");
            seen.addAll(names);
        }
        return seen;
    }

    private static void assertEveryNameShown(List<String> expected, List<String> shown, String where) {
        for (String name : expected) {
            assertTrue(
                    shown.stream().anyMatch(s -> s.contains(name)), name + " on some page of " + where + ": " + shown);
        }
    }

    private static void assertNoControl(Page page) {
        assertEquals(0, page.locator("input, form, button, select, textarea").count(), "no search box on the TV");
        assertEquals(0, page.locator("header a").count(), "no menu on the TV");
    }

    /** {@code count} players of the fixtures' names, the first of them with a name too long for a column. */
    private static List<String> enter(long t, int count) {
        long player = Json.longAt(
                Api.post(
                        "/api/players?createAnyway=true",
                        "{\"name\": \"%s\", \"nickname\": \"%s\"}".formatted(LONG_NAME, LONG_NICKNAME),
                        201),
                "id");
        Api.post("/api/tournaments/{id}/entries", "{\"playerId\": %d}".formatted(player), 201, t);
        RoomFixtures.entries(t, count - 1);
        List<String> names = new ArrayList<>(List.of(LONG_NAME));
        for (int i = 0; i < count - 1; i++) {
            names.add(RoomFixtures.name(i));
        }
        return names;
    }

    private void checkBothScreens(long t, List<String> names, String language, String pictures) {
        Page seats = tv(seating(t), language);
        assertNoControl(seats);
        screenshot(seats, "seating-tv-" + pictures);
        assertEveryNameShown(names, namesOverEveryPage(seats, seating(t)), "the seating");

        Page lines = tv(standings(t), language);
        assertNoControl(lines);
        screenshot(lines, "standings-tv-" + pictures);
        assertEveryNameShown(names, namesOverEveryPage(lines, standings(t)), "the standings");
    }

    @Test
    void holdemSeatingAndStandingsOfSixteenAndFortyShowEveryNameLargeOverTheirPages() {
        long sixteen = RoomFixtures.tournament("TEXAS_HOLDEM");
        FloorFixtures.patchSettings(sixteen, "{\"lateRegistrationUntilLevel\": 2}");
        List<String> names = new ArrayList<>(enter(sixteen, 16));
        FloorFixtures.draw(sixteen, 11);
        checkBothScreens(sixteen, names, "it-IT", "holdem-16");

        // a late entry reaches the open seating over the event stream, and the pages still turn through every name
        Page page = tv(seating(sixteen), "it-IT");
        page.waitForSelector("body[data-stream='open']");
        page.evaluate("window.notReloaded = true");
        String late = RoomFixtures.name(30);
        long player = FloorFixtures.player(late);
        Api.post("/api/tournaments/{id}/entries", "{\"playerId\": %d}".formatted(player), 201, sixteen);
        page.waitForFunction(
                "name => [...document.querySelectorAll('.table-card .seat-name')].some(n => n.textContent.includes(name))",
                late);
        names.add(late);
        assertEveryNameShown(names, namesOverEveryPage(page, seating(sixteen)), "the seating after a late entry");
        assertEquals(true, page.evaluate("window.notReloaded === true"), "changed in place");

        long forty = RoomFixtures.tournament("TEXAS_HOLDEM");
        List<String> full = enter(forty, 40);
        FloorFixtures.patchSettings(forty, "{\"maxTables\": 8}");
        FloorFixtures.draw(forty, 12);
        checkBothScreens(forty, full, "en-GB", "holdem-40");
    }

    @Test
    void italianSeatingAndStandingsOfSixteenAndFortyShowEveryNameLargeOverTheirPages() {
        long sixteen = RoomFixtures.tournament("ITALIAN_DRAW");
        List<String> names = enter(sixteen, 16);
        FloorFixtures.draw(sixteen, 11);
        FloorFixtures.closeEveryTable(sixteen, 1);
        checkBothScreens(sixteen, names, "it-IT", "italian-16");

        long forty = RoomFixtures.tournament("ITALIAN_DRAW");
        List<String> full = enter(forty, 40);
        FloorFixtures.draw(forty, 12);
        FloorFixtures.closeEveryTable(forty, 1);
        checkBothScreens(forty, full, "it-IT", "italian-40");
    }

    @Test
    void aSeatMoveReachesTheTvSeatingOverTheEventStream() {
        long t = RoomFixtures.holdemOfFourteen();
        JsonPath tables = FloorFixtures.tables(t);
        long mover = tables.getLong("[0].seats[0].entryId");
        int target = tables.getInt("[1].number");
        List<Integer> taken = tables.getList("[1].seats.seat", Integer.class);
        int free = 1;
        while (taken.contains(free)) {
            free++;
        }
        Page page = open("/tournaments/" + t + "/seating/tv", TV, "it-IT");
        page.waitForSelector("body[data-stream='open']");
        page.evaluate("window.notReloaded = true");

        given().contentType(ContentType.JSON)
                .body("{\"entryId\": %d, \"toTable\": %d, \"toSeat\": %d}".formatted(mover, target, free))
                .post("/api/tournaments/{id}/moves", t)
                .then()
                .statusCode(201);

        Locator moved = page.locator("#table-" + target + " li.moved[data-entry='" + mover + "']");
        moved.waitFor();
        assertTrue(moved.textContent().contains("nuovo posto"));
        assertEquals(true, page.evaluate("window.notReloaded === true"), "changed in place");
    }
}
