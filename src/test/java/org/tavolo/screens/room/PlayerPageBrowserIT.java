package org.tavolo.screens.room;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.result.ResultApi.closeGame;
import static org.tavolo.result.ResultApi.seatedAt;
import static org.tavolo.result.ResultApi.stacks;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.browser.BrowserTest;
import org.tavolo.poker.seating.OddTables;
import org.tavolo.poker.seating.SeatAssignment;
import org.tavolo.poker.seating.SeatDraw;
import org.tavolo.poker.seating.TablePlanner;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * A player follows their own page on a phone through an Italian round: the next game's draw, that draw made
 * again, and a move by the organizer are each told on the page as they happen, with the seat now; before the
 * round's last game the page says what it must bring (docs/room-screens.md#player-page).
 */
@QuarkusTest
class PlayerPageBrowserIT extends BrowserTest {

    /** Where an entry sits, as "table/seat". */
    private static String seatOf(long t, long entry) {
        for (JsonNode table : Api.get("/api/tournaments/{id}/tables", 200, t)) {
            JsonNode seats = table.get("seats");
            for (JsonNode seat : seats) {
                if (seat.path("entryId").isIntegralNumber()
                        && seat.path("entryId").longValue() == entry) {
                    return Json.longAt(table, "number") + "/" + Json.longAt(seat, "seat");
                }
            }
        }
        throw new AssertionError("entry " + entry + " is not seated");
    }

    /** A seed whose draw of these nine entries seats {@code entry} elsewhere than {@code now} (the draw is public). */
    private static long seedMoving(List<Long> entries, long entry, String now, long from) {
        for (long seed = from; ; seed++) {
            for (SeatAssignment s :
                    SeatDraw.draw(entries, TablePlanner.italian(entries.size(), OddTables.NONE), seed)) {
                if (s.entry() == entry && !(s.table() + "/" + s.seat()).equals(now)) {
                    return seed;
                }
            }
        }
    }

    private static void streamOpen(Page page) {
        page.waitForSelector("body[data-stream='open']");
        page.evaluate("window.notReloaded = true");
    }

    /** Waits until the notice tells the seat {@code where} ("table/seat") with {@code cause}'s words. */
    private static void noticeSays(Page page, String where, String cause) {
        String[] ts = where.split("/");
        String title = "Nuovo posto: tavolo\u00a0" + ts[0] + ", posto\u00a0" + ts[1];
        String card = "Tavolo " + ts[0] + " · Posto " + ts[1];
        page.waitForCondition(() -> page.locator("#seat-change").count() == 1
                && page.textContent("#seat-change").contains(title)
                && page.textContent("#seat-change").contains(cause)
                && page.textContent(".mine-big").strip().equals(card));
        assertEquals(Boolean.TRUE, page.evaluate("window.notReloaded === true"), "followed live, not reloaded");
        assertTrue(page.locator("#seat-change").isVisible());
    }

    private static String expectedOutlook(long t, long entry) {
        JsonPath o = Answers.json(given().get("/api/tournaments/{id}/entries/{entry}/outlook", t, entry), 200);
        Integer safe = o.get("safePlace");
        Integer hope = o.get("hopePlace");
        return switch (o.getString("status")) {
            case "QUALIFIED" -> "Il posto nel turno successivo è già tuo.";
            case "OUT" -> "Non puoi più qualificarti.";
            default ->
                safe == null
                        ? "Ti serve almeno il " + hope + "° posto e qualche risultato a favore."
                        : hope != null && hope > safe
                                ? "Ti basta arrivare " + safe + "° al tavolo; arrivando fino al " + hope
                                        + "° posto, dipende dagli altri tavoli."
                                : "Ti basta arrivare " + safe + "° al tavolo.";
        };
    }

    @Test
    void anItalianPlayerFollowsTheNextGameARedrawAndAMoveOnTheirPhoneAndReadsTheOutlook() {
        long t = RoomFixtures.tournament("ITALIAN_DRAW");
        List<Long> entries = RoomFixtures.entries(t, 9);
        FloorFixtures.draw(t, 7);
        List<Long> first = seatedAt(t, 1);
        List<Long> second = seatedAt(t, 2);
        long player = first.get(2);
        Page page = open("/tournaments/" + t + "/players/" + player, PHONE, "it-IT");
        streamOpen(page);
        assertEquals(0, page.locator("#seat-change").count(), "the first draw's seat is no change");
        screenshot(page, "player-page-first-game");

        // Game 1 closes: table 1 by its stacks (five players), table 2 likewise (four).
        closeGame(
                t,
                1,
                1,
                stacks(
                        first.get(0),
                        40_000,
                        first.get(1),
                        25_000,
                        first.get(2),
                        20_000,
                        first.get(3),
                        10_000,
                        first.get(4),
                        5_000),
                201);
        closeGame(
                t,
                2,
                1,
                stacks(second.get(0), 50_000, second.get(1), 20_000, second.get(2), 8_000, second.get(3), 2_000),
                201);
        page.waitForCondition(() -> page.locator(".my-games li").count() == 1);

        // The next game: drawn anew, the player sits elsewhere.
        String before = seatOf(t, player);
        long nextSeed = seedMoving(entries, player, before, 1);
        given().contentType(ContentType.JSON)
                .body("{\"game\": 2, \"seed\": %d}".formatted(nextSeed))
                .post("/api/tournaments/{id}/draws/next-game", t)
                .then()
                .statusCode(201);
        String next = seatOf(t, player);
        noticeSays(page, next, "Sorteggio dei posti della partita 2");
        String[] was = before.split("/");
        assertThat(
                page.textContent("#seat-change"),
                containsString("Prima eri al tavolo " + was[0] + ", posto " + was[1]));
        // Game 2 is the round's last: the page says what it must bring.
        String words = expectedOutlook(t, player);
        page.waitForCondition(() -> page.locator("#outlook").count() == 1);
        assertEquals(words, page.textContent("#outlook .outlook-words").strip());
        screenshot(page, "player-page-next-game");

        // The draw of game 2 is taken back and made again.
        given().delete("/api/tournaments/{id}/draws/2", t).then().statusCode(204);
        long againSeed = seedMoving(entries, player, next, nextSeed + 1);
        given().contentType(ContentType.JSON)
                .body("{\"game\": 2, \"seed\": %d}".formatted(againSeed))
                .post("/api/tournaments/{id}/draws/next-game", t)
                .then()
                .statusCode(201);
        String redrawn = seatOf(t, player);
        noticeSays(page, redrawn, "Il sorteggio della partita 2 è stato rifatto");
        screenshot(page, "player-page-redrawn");

        // A player at the other table leaves; the organizer moves ours into the seat left free.
        int otherTable = Integer.parseInt(redrawn.split("/")[0]) == 1 ? 2 : 1;
        JsonPath tables = FloorFixtures.tables(t);
        long leaving = tables.getLong("find { it.number == %d }.seats[0].entryId".formatted(otherTable));
        int free = tables.getInt("find { it.number == %d }.seats[0].seat".formatted(otherTable));
        FloorFixtures.eliminate(leaving, 9);
        given().post("/api/tournaments/{id}/balance", t).then().statusCode(200);
        given().contentType(ContentType.JSON)
                .body("{\"entryId\": %d, \"toTable\": %d, \"toSeat\": %d}".formatted(player, otherTable, free))
                .post("/api/tournaments/{id}/moves", t)
                .then()
                .statusCode(201);
        noticeSays(page, otherTable + "/" + free, "L’organizzatore ti ha spostato alle");
        page.waitForCondition(() -> page.locator("#outlook").count() == 1);
        assertEquals(
                expectedOutlook(t, player),
                page.textContent("#outlook .outlook-words").strip());
        assertTrue(
                (Boolean) page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"),
                "no sideways scrolling on the phone");
        screenshot(page, "player-page-moved");
        page.locator("#outlook").scrollIntoViewIfNeeded();
        screenshot(page, "player-page-outlook");

        page.reload();
        assertThat(
                page.textContent("#seat-change"),
                containsString("Nuovo posto: tavolo\u00a0" + otherTable + ", posto\u00a0" + free));
    }
}
