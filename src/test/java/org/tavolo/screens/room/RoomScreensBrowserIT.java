package org.tavolo.screens.room;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.WaitForSelectorState;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.browser.BrowserTest;
import org.tavolo.result.ResultApi;
import org.tavolo.screens.Language;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Hands;

/** The room's screens in a real browser, updated by the event stream without reloading. */
@QuarkusTest
class RoomScreensBrowserIT extends BrowserTest {

    private static final String BOARD = "[\"2c\", \"7d\", \"9h\", \"Jc\", \"Ks\"]";

    private static long seconds(String face) {
        String[] parts = face.strip().split(":");
        long total = 0;
        for (String part : parts) {
            total = total * 60 + Long.parseLong(part);
        }
        return total;
    }

    private static void clock(long t, String action) {
        given().post("/api/tournaments/{id}/clock/" + action, t).then().statusCode(200);
    }

    private static long secondsLeft(long t) {
        return given().get("/api/tournaments/{id}/clock", t).jsonPath().getLong("secondsLeft");
    }

    /**
     * The countdown shown lies within a second of the API's, read just before and just after it (on a
     * busy machine the two readings may be seconds apart); returns what the screen shows.
     */
    private static long showsTheSecondOfTheApi(Page page, long t) {
        long before = secondsLeft(t);
        long shown = seconds(page.textContent("#countdown"));
        long after = secondsLeft(t);
        assertTrue(
                shown <= before + 1 && shown >= after - 1,
                "the screen shows " + shown + " s, the API " + before + " s before and " + after + " s after");
        return shown;
    }

    /** Waits until the page's own countdown has moved on once, so that what it shows is the script's reading. */
    private static void ticking(Page page) {
        String first = page.textContent("#countdown");
        page.waitForCondition(() -> !page.textContent("#countdown").equals(first));
    }

    /** Waits until the page's event stream is open, so that what follows is a live change. */
    private static void streamOpen(Page page) {
        page.waitForSelector("body[data-stream='open']");
        page.evaluate("window.notReloaded = true");
    }

    private static boolean notReloaded(Page page) {
        return Boolean.TRUE.equals(page.evaluate("window.notReloaded === true"));
    }

    private static void allIn(long t, int winnerSeat, int loserSeat) {
        allIn(t, winnerSeat, 6000, loserSeat);
    }

    /** An all-in of the winner's {@code stack} against a player of 6,000, who is out.
     * At a table of five seat 1 and the loser post the blinds (docs/rules.md#blinds-by-position): the button sits at
     * seat 5, or heads-up at seat 1.
     */
    private static void allIn(long t, int winnerSeat, long stack, int loserSeat) {
        Hands.enter(t, 1, """
                        {"entryId": "%s", "button": %d, "board": %s, "players": [
                          {"seat": %d, "contributed": %d, "folded": false, "cards": ["Ah", "Ad"]},
                          {"seat": %d, "contributed": 6000, "folded": false, "cards": ["3c", "4d"]}]}""".formatted(UUID.randomUUID(), loserSeat == 5 ? 1 : 5, BOARD, winnerSeat, stack, loserSeat))
                .statusCode(200);
    }

    @Test
    void theTvClockShowsTheLevelAndTheTimeLeftOfTheApiToTheSecond() {
        long t = RoomFixtures.tournament("TEXAS_HOLDEM");
        RoomFixtures.entries(t, 9);
        clock(t, "start");
        given().contentType(ContentType.JSON)
                .body("{\"text\": \"Tavolo 2 chiude alla pausa · buffet aperto\"}")
                .post("/api/tournaments/{id}/announcements", t)
                .then()
                .statusCode(201);
        Page page = open("/tournaments/" + t + "/clock", TV, "it-IT");
        ticking(page);

        showsTheSecondOfTheApi(page, t);
        assertTrue(page.textContent(".face-title").contains("Livello 1"));
        assertTrue(page.textContent(".blinds").contains("25 / 50"));
        double countdownHeight = ((Number)
                        page.evaluate("parseFloat(getComputedStyle(document.getElementById('countdown')).fontSize)"))
                .doubleValue();
        assertTrue(countdownHeight >= 0.2 * TV[1], "the countdown is a quarter of the screen: " + countdownHeight);
        screenshot(page, "clock-tv");
    }

    @Test
    void aScreenWhoseOwnClockIsAnHourAheadShowsTheServersSecondAndAsksToStayAwake() {
        long t = RoomFixtures.tournament("TEXAS_HOLDEM");
        RoomFixtures.entries(t, 9);
        clock(t, "start");
        Page page = open("/tournaments/" + t + "/clock", TV, "it-IT");
        page.context()
                .addInitScript("(() => { const real = Date.now; Date.now = () => real() + 3600 * 1000;"
                        + " Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request: type => {"
                        + " window.wakeLockAsked = type; return Promise.resolve({ addEventListener: () => {} }); } } });"
                        + " })()");
        page.reload();
        ticking(page);

        assertTrue(showsTheSecondOfTheApi(page, t) > 600, "the level has most of its time left");
        assertEquals("screen", page.evaluate("window.wakeLockAsked"), "the screen asked to stay awake");
    }

    @Test
    void theChimeAndFlashSwitchIsRememberedAndFlashesAtTheNextLevel() {
        long t = RoomFixtures.tournament("TEXAS_HOLDEM");
        RoomFixtures.entries(t, 9);
        clock(t, "start");
        // the page's own clock, installed before the screen loads, so that the flash's 3.2 s pass at once
        Page page = newContext(TV, "en-GB", false).newPage();
        page.clock().install();
        page.navigate(base.toString().replaceAll("/$", "") + "/tournaments/" + t + "/clock");
        streamOpen(page);
        assertEquals("false", page.getAttribute("#chime-switch", "aria-pressed"));

        page.click("#chime-switch");
        assertEquals("true", page.getAttribute("#chime-switch", "aria-pressed"));
        assertEquals("on", page.evaluate("localStorage.getItem('tavolo.chime')"));
        clock(t, "next");
        page.waitForSelector("body.flash", new Page.WaitForSelectorOptions().setTimeout(3000));
        assertTrue(page.textContent(".face-title").contains("Level 2"));

        page.click("#chime-switch");
        assertEquals("off", page.evaluate("localStorage.getItem('tavolo.chime')"));
        page.clock().runFor(3_300);
        page.waitForSelector("body:not(.flash)", new Page.WaitForSelectorOptions().setTimeout(5000));
        clock(t, "next");
        page.waitForFunction("() => document.querySelector('.face-title').textContent.includes('Level 3')");
        assertEquals(0, page.locator("body.flash").count(), "switched off: no flash");
        assertTrue(notReloaded(page));
    }

    @Test
    void aScreenThatLosesTheServerSaysSoAndComesBackByItself() {
        long t = RoomFixtures.tournament("TEXAS_HOLDEM");
        RoomFixtures.entries(t, 9);
        clock(t, "start");
        Page page = open("/tournaments/" + t + "/clock", TV, "en-GB");
        streamOpen(page);
        assertTrue(page.locator("#connection").isHidden());

        page.context().route("**/events**", route -> route.abort());
        page.reload();
        page.waitForSelector("#connection", new Page.WaitForSelectorOptions().setTimeout(10_000));
        assertTrue(page.textContent("#connection").contains("Connection lost"));

        page.context().unroute("**/events**");
        page.waitForSelector("body[data-stream='open']", new Page.WaitForSelectorOptions().setTimeout(20_000));
        assertTrue(page.locator("#connection").isHidden());
        clock(t, "pause");
        page.waitForSelector(".paused-mark", new Page.WaitForSelectorOptions().setTimeout(3000));
    }

    @Test
    void aPauseMadeThroughTheApiShowsOnAnOpenClockOverTheEventStreamWithoutReload() {
        long t = RoomFixtures.tournament("TEXAS_HOLDEM");
        RoomFixtures.entries(t, 9);
        clock(t, "start");
        Page page = open("/tournaments/" + t + "/clock", TV, "en-GB");
        streamOpen(page);

        clock(t, "pause");
        page.waitForSelector(".paused-mark");

        assertEquals("PAUSED", page.textContent(".paused-mark").strip());
        assertTrue(notReloaded(page));
        screenshot(page, "clock-paused-tv");
        Page phone = open("/tournaments/" + t + "/clock", PHONE, "it-IT");
        assertEquals("PAUSA", phone.textContent(".paused-mark").strip());
        screenshot(phone, "clock-paused-phone");
    }

    @Test
    void aSeatMoveShowsOnAnOpenSeatingPage() {
        long t = RoomFixtures.holdemOfFourteen();
        JsonPath tables = FloorFixtures.tables(t);
        long mover = tables.getLong("[0].seats[0].entryId");
        int target = tables.getInt("[1].number");
        List<Integer> taken = tables.getList("[1].seats.seat", Integer.class);
        int free = 1;
        while (taken.contains(free)) {
            free++;
        }
        Page page = open("/tournaments/" + t + "/seating", PHONE, "it-IT");
        streamOpen(page);

        given().contentType(ContentType.JSON)
                .body("{\"entryId\": %d, \"toTable\": %d, \"toSeat\": %d}".formatted(mover, target, free))
                .post("/api/tournaments/{id}/moves", t)
                .then()
                .statusCode(201);

        Locator moved = page.locator("#table-" + target + " li.moved[data-entry='" + mover + "']");
        moved.waitFor(new Locator.WaitForOptions().setTimeout(3000));
        assertTrue(moved.textContent().contains("nuovo posto"));
        assertTrue(notReloaded(page));
        assertEquals(390, (Integer) page.evaluate("document.documentElement.scrollWidth"), "no sideways scroll");
        screenshot(page, "seating-phone");
    }

    @Test
    void theStandingsFollowTheHandsAsTheyAreEntered() {
        long t = RoomFixtures.tournament("TEXAS_HOLDEM");
        List<Long> entries = RoomFixtures.entries(t, 5);
        FloorFixtures.draw(t, 5);
        JsonPath table = FloorFixtures.tables(t);
        long loser = table.getLong("[0].seats[1].entryId");
        Page page = open("/tournaments/" + t + "/standings/tv", TV, "en-GB");
        streamOpen(page);

        allIn(t, 1, 2);

        Locator row = page.locator("tr[data-entry='" + loser + "'] td.num").first();
        page.waitForFunction(
                "e => { const r = document.querySelector(\"tr[data-entry='\" + e + \"'] td.num\");"
                        + " return r && r.textContent.trim() === '5'; }",
                String.valueOf(loser));
        assertEquals("5", row.textContent().strip());
        assertTrue(notReloaded(page));
        assertEquals(entries.size(), page.locator("table.standings tbody tr").count());
        screenshot(page, "standings-tv-live");
        screenshot(open("/tournaments/" + t + "/standings", PHONE, "it-IT"), "standings-phone");
    }

    @Test
    void anItalianRoundsStandingsShowEachGamesPointsBesideTheTotal() {
        long t = RoomFixtures.tournament("ITALIAN_DRAW");
        List<Long> p = RoomFixtures.entries(t, 9);
        ResultApi.closeGame(
                t, 1, 1, ResultApi.stacks(p.get(0), 40_000, p.get(1), 25_000, p.get(2), 10_000, p.get(3), 5_000), 201);
        ResultApi.closeGame(
                t,
                2,
                1,
                ResultApi.stacks(
                        p.get(4), 45_000, p.get(5), 30_000, p.get(6), 15_000, p.get(7), 7_000, p.get(8), 3_000),
                201);
        ResultApi.closeGame(
                t, 1, 2, ResultApi.stacks(p.get(0), 2_000, p.get(4), 38_000, p.get(2), 30_000, p.get(6), 10_000), 201);
        ResultApi.closeGame(
                t, 2, 2, ResultApi.stacks(p.get(1), 20_000, p.get(5), 33_000, p.get(3), 22_000, p.get(7), 5_000), 201);

        Page page = open("/tournaments/" + t + "/standings/tv", TV, "it-IT");
        Locator leader = page.locator("tr[data-entry='" + p.get(4) + "']");
        assertEquals("1", leader.locator("td").first().textContent().strip());
        assertEquals("121°", leader.locator("td[data-game='1']").textContent().strip());
        assertEquals("101°", leader.locator("td[data-game='2']").textContent().strip());
        assertEquals("22", leader.locator("td.total").textContent().strip());
        Locator missed = page.locator("tr[data-entry='" + p.get(8) + "'] td[data-game='2']");
        assertEquals("–", missed.textContent().strip(), "a game not played");
        screenshot(page, "standings-italian-tv");

        Page phone = open("/tournaments/" + t + "/standings", PHONE, "it-IT");
        assertEquals(390, (Integer) phone.evaluate("document.documentElement.scrollWidth"), "no sideways scroll");
        screenshot(phone, "standings-italian-phone");
        Page mine = open("/tournaments/" + t + "/players/" + p.get(0), PHONE, "it-IT");
        assertEquals(2, mine.locator(".my-games li").count());
        screenshot(mine, "player-phone");
    }

    @Test
    void theItalianClockNamesTheGameOfTheRoundAndItsAnte() {
        long t = RoomFixtures.tournament("ITALIAN_DRAW");
        RoomFixtures.entries(t, 12);
        FloorFixtures.draw(t, 9);
        clock(t, "start");
        Page page = open("/tournaments/" + t + "/clock", TV, "it-IT");
        assertTrue(page.textContent(".face-title").contains("Partita 1 di 2"));
        assertTrue(page.textContent(".blinds").contains("Piatto iniziale"));
        assertTrue(page.textContent(".blinds").contains(new Language("it").chips(1000L)), page.textContent(".blinds"));
        String opening = page.textContent(".opening");
        assertTrue(opening.contains("Punto minimo") && opening.contains("Fanti"), opening);
        assertTrue(page.locator(".opening").isVisible());
        screenshot(page, "clock-italian-tv");
    }

    @Test
    void theTeresinaRoundAfterTheHourShowsItsBannerBesideTheGameAndTheHalvedAnte() {
        long t = RoomFixtures.tournament("ITALIAN_DRAW");
        RoomFixtures.entries(t, 8);
        FloorFixtures.draw(t, 9);
        clock(t, "start");
        long left = Answers.json(given().post("/api/tournaments/{id}/clock/pause", t), 200)
                .getLong("secondsLeft");
        given().contentType(ContentType.JSON)
                .body("{\"seconds\": %d}".formatted(left))
                .post("/api/tournaments/{id}/clock/remove-time", t)
                .then()
                .statusCode(200);
        clock(t, "resume");
        JsonPath api = given().get("/api/tournaments/{id}/clock", t).jsonPath();
        assertTrue(api.getBoolean("teresinaRound"), "the hour is over");

        Page page = open("/tournaments/" + t + "/clock", TV, "it-IT");
        assertEquals("Giro di Teresina", page.textContent(".teresina-banner").strip());
        assertTrue(page.textContent(".face-title").contains("Partita 1 di 2"));
        assertTrue(page.textContent(".blinds").contains(new Language("it").chips(api.getLong("ante"))));
        assertEquals(0, page.locator(".opening").count(), "Teresina is not opened with a pair");
        screenshot(page, "clock-teresina-tv");
    }

    @Test
    void aBreakHasAScreenOfItsOwn() {
        long t = RoomFixtures.tournament("TEXAS_HOLDEM");
        RoomFixtures.entries(t, 9);
        clock(t, "start");
        String kind = "LEVEL";
        for (int i = 0; i < 10 && !kind.equals("BREAK"); i++) {
            kind = Answers.json(given().post("/api/tournaments/{id}/clock/next", t), 200)
                    .getString("kind");
        }
        assertEquals("BREAK", kind);

        Page page = open("/tournaments/" + t + "/clock", TV, "en-GB");
        assertEquals(1, page.locator(".face.state-break").count());
        assertEquals("Break", page.textContent(".face-title").strip());
        assertEquals(0, page.locator(".face .blinds").count(), "no blinds during a break");
        assertTrue(page.textContent(".stats").contains("Next level"));
        screenshot(page, "clock-break-tv");
    }

    @Test
    void aFinishedHoldemTournamentShowsItsWinner() {
        long t = RoomFixtures.tournament("TEXAS_HOLDEM");
        RoomFixtures.entries(t, 5);
        FloorFixtures.draw(t, 5);
        clock(t, "start");
        JsonPath table = FloorFixtures.tables(t);
        String winner = table.getString("[0].seats[0].playerName");

        for (int seat = 2; seat <= 5; seat++) {
            allIn(t, 1, 6000L * (seat - 1), seat);
        }

        JsonPath api = given().get("/api/tournaments/{id}/clock", t).jsonPath();
        assertEquals(1, api.getInt("playersLeft"));
        assertTrue(api.getBoolean("finished"));
        Page page = open("/tournaments/" + t + "/clock", TV, "it-IT");
        page.waitForSelector(".winner-name", new Page.WaitForSelectorOptions().setState(WaitForSelectorState.VISIBLE));
        assertTrue(page.textContent(".winner-name").contains(winner));
        assertTrue(page.textContent(".face-title").contains("Vincitore"));
        assertTrue(page.textContent(".face-sub").contains("1 di 5"), page.textContent(".face-sub"));
        assertEquals(0, page.locator(".state-paused").count(), "a finished tournament is not shown as paused");
        screenshot(page, "clock-winner-tv");
    }
}
