package org.tavolo.screens.room;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.tavolo.browser.BrowserTest;
import org.tavolo.table.FloorFixtures;

/**
 * The TV's own seating and standings screens (docs/room-screens.md#tv): a 1920×1080 screen read from
 * across the room, never scrolled, showing every name over pages that turn by themselves, and kept
 * current by the tournament's event stream.
 */
@QuarkusTest
class RoomTvScreensBrowserIT extends BrowserTest {

    private static final int PLAYERS = 40;

    /** How often a TV screen turns its page ({@code js/tv-pages.js}). */
    private static final long TURN_MS = 8_000;

    /**
     * What one page of the TV shows, read in one go once the page numbered {@code number} is up: the
     * names shown, whether they all lie inside the screen, the smallest name's size in vh, and whether
     * the document is taller or wider than the screen.
     */
    private static final String PAGE_SHOWN = """
            ([number, names]) => {
              if (document.body.dataset.page !== String(number)) return null;
              const shown = [...document.querySelectorAll(names)].filter(n => n.getClientRects().length > 0);
              const boxes = shown.map(n => n.getBoundingClientRect());
              const root = document.documentElement;
              return {
                names: shown.map(n => n.textContent.trim()),
                inside: boxes.every(b => b.top >= 0 && b.bottom <= innerHeight && b.right <= innerWidth),
                smallest: Math.min(...shown.map(n => parseFloat(getComputedStyle(n).fontSize))) / innerHeight * 100,
                scrolls: root.scrollHeight > innerHeight || root.scrollWidth > innerWidth
              };
            }""";

    /** Every name the TV shows over all its pages, waiting on each page to come up; checks each page as it goes. */
    private static Set<String> namesOverEveryPage(Page page, String names) {
        page.waitForSelector("body[data-pages]");
        int pages = Integer.parseInt(page.getAttribute("body", "data-pages"));
        Set<String> seen = new TreeSet<>();
        for (int number = 1; number <= pages; number++) {
            if (number > 1) {
                // the page's own clock, installed before the screen loaded: the next turn comes at once
                page.clock().runFor(TURN_MS);
            }
            @SuppressWarnings("unchecked")
            Map<String, Object> shown = (Map<String, Object>) page.waitForFunction(
                            PAGE_SHOWN, List.of(number, names), new Page.WaitForFunctionOptions().setTimeout(60_000))
                    .jsonValue();
            @SuppressWarnings("unchecked")
            List<String> onPage = (List<String>) shown.get("names");
            assertTrue(!onPage.isEmpty(), "page " + number + " shows names");
            assertEquals(true, shown.get("inside"), "page " + number + " fits the screen");
            assertEquals(false, shown.get("scrolls"), "the screen never scrolls");
            double smallest = ((Number) shown.get("smallest")).doubleValue();
            assertTrue(smallest >= 2.5, "names read from 5 m: " + smallest + " vh on page " + number);
            seen.addAll(onPage);
        }
        return seen;
    }

    private static Set<String> everyName() {
        return IntStream.range(0, PLAYERS).mapToObj(RoomFixtures::name).collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void theTvSeatingOfFortyPlayersShowsEveryNameWithoutScrollingOrSearch() {
        long t = RoomFixtures.tournament("TEXAS_HOLDEM");
        RoomFixtures.entries(t, PLAYERS);
        FloorFixtures.patchSettings(t, "{\"maxTables\": 8}");
        FloorFixtures.draw(t, 11);

        Page front = open("/tournaments/" + t, TV, "it-IT");
        front.clock().install();
        front.locator("a[href='/tournaments/" + t + "/seating/tv']").click();
        front.waitForURL("**/seating/tv");
        front.waitForSelector("body[data-pages]");
        screenshot(front, "seating-tv");
        assertEquals(0, front.locator("input, form").count(), "no search box on the TV");

        assertEquals(everyName(), namesOverEveryPage(front, ".table-card .seat-name"));
    }

    @Test
    void theTvStandingsOfFortyPlayersShowEveryNameOverItsPages() {
        long t = RoomFixtures.tournament("TEXAS_HOLDEM");
        RoomFixtures.entries(t, PLAYERS);
        FloorFixtures.patchSettings(t, "{\"maxTables\": 8}");
        FloorFixtures.draw(t, 12);

        Page page = open("/tournaments/" + t, TV, "en-GB");
        page.clock().install();
        page.locator("a[href='/tournaments/" + t + "/standings/tv']").click();
        page.waitForURL("**/standings/tv");
        page.waitForSelector("body[data-pages]");
        screenshot(page, "standings-tv");
        assertEquals(0, page.locator("input, form").count(), "no search box on the TV");

        Set<String> shown = namesOverEveryPage(page, "#standings tbody td:nth-child(2) a");
        assertEquals(everyName(), shown);
        assertTrue(Integer.parseInt(page.getAttribute("body", "data-pages")) >= 2, "40 lines take pages");
    }

    @Test
    void aSeatMoveReachesTheTvSeatingOverTheEventStream() {
        long t = RoomFixtures.tournament("TEXAS_HOLDEM");
        RoomFixtures.entries(t, 14);
        FloorFixtures.draw(t, 7);
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
