package org.tavolo.screens.desk;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.screens.desk.DirectorPageOfflineBrowserIT.goOnline;
import static org.tavolo.testing.Evenings.move;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.result.ResultApi;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;

/**
 * Entries typed offline carry what the page showed (docs/director-page.md#offline): when the phone comes back after
 * the floor moved a player, closed the game or drew the next one, each entry is refused with what changed, in the
 * page's language, kept in the queue and never applied to anyone or anything else; the director sends it again
 * (recorded once) or drops it after confirming.
 */
@QuarkusTest
class QueuedEntriesBoundBrowserIT extends DeskBrowserTest {

    /** Hold'em, twelve players at two tables of six (nine seats each); answers the tournament. */
    private static long twoTables() {
        return Evenings.drawn("TEXAS_HOLDEM", 12, 8);
    }

    private static String refusal(Page page) {
        page.waitForSelector("#offline-queue li.desk-queue-refused .desk-alert");
        return page.textContent("#offline-queue");
    }

    @Test
    void aPenaltyTypedOfflineForAPlayerTheFloorMovedAwayIsRefusedKeptAndDroppedOnlyAfterAsking() {
        long t = twoTables();
        JsonPath tables = FloorFixtures.tables(t);
        int seat = tables.getInt("[0].seats[0].seat");
        long away = tables.getLong("[0].seats[0].entryId");
        long newcomer = tables.getLong("[1].seats[0].entryId");
        Page page = offlineTable(t);
        page.selectOption("#penalty-seat", Integer.toString(seat));
        page.fill("#penalty-chips", "500");
        page.selectOption("#penalty-to", "OUT_OF_PLAY");
        page.fill("#penalty-reason", "carte scoperte");
        page.click("#give-penalty");
        page.click("#offline-penalty-preview-keep");
        page.waitForSelector("#queue-count:has-text('(1)')");

        move(t, away, 2, 9);
        move(t, newcomer, 1, seat);
        Map<String, Integer> meanwhile = stacks(t);
        goOnline(page.context());
        String refused = refusal(page);
        assertTrue(refused.contains("Il giocatore del posto " + seat), refused);
        assertTrue(refused.contains("spostato al tavolo 2"), refused);
        assertTrue(refused.contains("(1)"), "the refused penalty stays in the queue: " + refused);
        assertEquals(meanwhile, stacks(t), "the newcomer paid nothing");

        page.click("#offline-queue .queue-drop");
        page.click("#offline-queue .queue-keep");
        assertEquals(1, page.locator("#offline-queue li.desk-queue-refused").count(), "kept until confirmed");
        page.click("#offline-queue .queue-drop");
        page.click("#offline-queue .queue-drop-confirm");
        page.waitForSelector(
                "#offline-queue li",
                new Page.WaitForSelectorOptions()
                        .setState(com.microsoft.playwright.options.WaitForSelectorState.DETACHED));
        page.reload();
        page.waitForSelector("#seats");
        assertEquals(0, page.locator("#queue-count").count());
        assertEquals(meanwhile, stacks(t), "a dropped entry is never sent");
    }

    @Test
    void aCountTypedOfflineIsRefusedWhileItsPlayerIsAwayAndRecordedOnceWhenSentAgainAfterHeIsBack() {
        long t = twoTables();
        JsonPath tables = FloorFixtures.tables(t);
        List<Integer> seats = seats(t);
        int seat = seats.get(0);
        long away = tables.getLong("[0].seats[0].entryId");
        long newcomer = tables.getLong("[1].seats[0].entryId");
        int newcomerSeat = tables.getInt("[1].seats[0].seat");
        Map<String, Integer> initial = stacks(t);
        Page page = offlineTable(t);
        Map<Integer, Long> counted = new HashMap<>();
        seats.forEach(s -> counted.put(s, (long) initial.get(Integer.toString(s))));
        counted.put(seat, initial.get(Integer.toString(seat)) - 100L);
        counted.forEach((s, chips) -> page.fill("#count-" + s, Long.toString(chips)));
        page.fill("#reason", "fiches cadute");
        page.click("#count button[value=preview]");
        page.click("#offline-count-preview-keep");
        page.waitForSelector("#queue-count:has-text('(1)')");

        move(t, away, 2, 9);
        move(t, newcomer, 1, seat);
        goOnline(page.context());
        String refused = refusal(page);
        assertTrue(refused.contains("spostato al tavolo 2"), refused);
        assertEquals(initial.get(Integer.toString(seat)), stacks(t).get(Integer.toString(seat)));

        // the floor puts both back: the count is true again, and sent again it is recorded once
        move(t, newcomer, 2, newcomerSeat);
        move(t, away, 1, seat);
        page.click("#offline-queue .queue-send-again");
        page.waitForSelector("#queue-sent li");
        assertEquals(
                List.of("Conta registrata."), page.locator("#queue-sent li").allTextContents());
        Map<String, Integer> after = stacks(t);
        assertEquals(initial.get(Integer.toString(seat)) - 100, after.get(Integer.toString(seat)));
        page.reload();
        page.waitForSelector("#seats");
        assertEquals(after, stacks(t), "recorded once");
    }

    @Test
    void aHandTypedOfflineInGameOneIsRefusedOnceGameTwoIsDrawnAndKeptInTheQueue() {
        long t = tableOfFour("ITALIAN_DRAW");
        Page page = offlineTable(t);
        for (int s = 1; s <= 4; s++) {
            seat(page, s, 1000, s != 2);
        }
        page.selectOption("#button", "1");
        page.click("#hand button[value=preview]");
        page.waitForSelector("#offline-preview");
        page.click("#offline-confirm");
        page.waitForSelector("#queue-count:has-text('(1)')");

        FloorFixtures.closeEveryTable(t, 1);
        nextGame(t);
        goOnline(page.context());
        String refused = refusal(page);
        assertTrue(refused.contains("La partita 1 è chiusa"), refused);
        assertEquals(Map.of("1", 20000, "2", 20000, "3", 20000, "4", 20000), stacks(t), "nothing lands in game 2");
        page.reload();
        assertTrue(refusal(page).contains("(1)"), "kept on the phone");
    }

    /**
     * A hand of game 1 refused once game 2 is drawn, then «Correggi nel modulo»: it keeps its game, so the page refuses
     * it at its top, in sight, and never puts it in game 2's form (whose players sat elsewhere in game 1); it stays in
     * the queue until the director drops it.
     */
    @Test
    void aHandOfGameOneLoadedIntoTheFormOnceGameTwoIsDrawnIsRefusedInSightAndStaysInTheQueue() {
        long t = tableOfFour("ITALIAN_DRAW");
        Page page = queueOneItalianHand(t);
        FloorFixtures.closeEveryTable(t, 1);
        nextGame(t);
        Map<String, Integer> inGameTwo = stacks(t);
        goOnline(page.context());
        refusal(page);

        page.locator("#offline-queue li.desk-queue-refused button").first().click();
        page.waitForSelector("#queue-loaded-refused");
        String said = page.textContent("#queue-loaded-refused");
        assertTrue(said.contains("partita 1") && said.contains("partita 2"), said);
        assertTrue(inView(page, "#queue-loaded-refused"), "the refusal is in sight");
        for (int s = 1; s <= 4; s++) {
            assertFalse(page.isChecked("input[name=fold-" + s + "]"), "game 2's form is left as it was");
        }
        assertTrue(page.textContent("#queue-count").contains("(1)"), "the hand stays in the queue");
        page.reload();
        assertTrue(refusal(page).contains("(1)"), "still on the phone after a reload");
        assertEquals(inGameTwo, stacks(t), "nothing charged to game 2's players");
    }

    /**
     * A hand queued before the organizer closed the game is refused in words that say so, in sight when the phone comes
     * back (the director had scrolled down to the hand), never "another director recorded something" nor "void its
     * result first", which a director cannot do.
     */
    @Test
    void aHandQueuedBeforeTheGameClosedIsRefusedInSightInWordsThatNameTheClose() {
        long t = tableOfFour("ITALIAN_DRAW");
        Page page = queueOneItalianHand(t);
        FloorFixtures.closeEveryTable(t, 1);
        Map<String, Integer> closed = stacks(t);
        goOnline(page.context());
        String refused = refusal(page);
        assertTrue(inView(page, "#offline-queue li.desk-queue-refused .desk-alert"), "the refusal is in sight");
        assertTrue(refused.contains("ha chiuso la partita 1"), refused);
        assertTrue(refused.contains("NON"), "says it was not recorded: " + refused);
        assertFalse(refused.contains("un altro direttore"), refused);
        assertFalse(refused.contains("annulla prima"), refused);
        assertEquals(closed, stacks(t));
    }

    /**
     * A hand refused because the floor moved one of its players, loaded back into its form: it keeps the players it was
     * typed for through its preview, so confirming it is refused again, in sight, and the newcomer at that seat pays
     * nothing; the hand stays in the queue.
     */
    @Test
    void aHandLoadedIntoTheFormKeepsThePlayersItWasTypedFor() {
        long t = twoTables();
        JsonPath tables = FloorFixtures.tables(t);
        List<Integer> seats = seats(t);
        int moved = seats.get(3);
        long away = tables.getLong("[0].seats[3].entryId");
        long newcomer = tables.getLong("[1].seats[0].entryId");
        Page page = offlineTable(t);
        for (int i = 0; i < seats.size(); i++) {
            seat(page, seats.get(i), i == 1 ? 25 : i == 2 ? 50 : 0, i != 2);
        }
        page.fill("#board", "");
        page.selectOption("#button", Integer.toString(seats.get(0)));
        page.click("#hand button[value=preview]");
        page.waitForSelector("#offline-preview");
        page.click("#offline-confirm");
        page.waitForSelector("#queue-count:has-text('(1)')");

        move(t, away, 2, 9);
        move(t, newcomer, 1, moved);
        Map<String, Integer> meanwhile = stacks(t);
        goOnline(page.context());
        assertTrue(refusal(page).contains("spostato al tavolo 2"));

        page.locator("#offline-queue li.desk-queue-refused button").first().click();
        page.waitForSelector("#offline-refusal");
        assertEquals(Long.toString(away), page.inputValue("#hand input[name=entry-" + moved + "]"), "its player");
        page.click("#hand button[value=preview]");
        page.waitForSelector("#preview, #conflict");
        if (page.locator("#confirm").count() > 0) {
            page.click("#confirm");
        }
        page.waitForSelector("#conflict");
        assertTrue(page.textContent("#conflict").contains("spostato al tavolo 2"), page.textContent("#conflict"));
        assertTrue(inView(page, "#conflict"), "the refusal is in sight");
        assertEquals(meanwhile, stacks(t), "the newcomer paid nothing");
        assertTrue(page.textContent("#queue-count").contains("(1)"), "the hand stays in the queue");
    }

    /** An Italian table of four gone offline with one hand queued (seat 2 takes the antes), scrolled to the hand. */
    private Page queueOneItalianHand(long t) {
        Page page = offlineTable(t);
        for (int s = 1; s <= 4; s++) {
            seat(page, s, 1000, s != 2);
        }
        page.selectOption("#button", "1");
        page.click("#hand button[value=preview]");
        page.waitForSelector("#offline-preview");
        page.click("#offline-confirm");
        page.waitForSelector("#queue-count:has-text('(1)')");
        page.locator("#hand .desk-actions").scrollIntoViewIfNeeded();
        return page;
    }

    @Test
    void aChineseDealTypedOfflineInMatchOneIsRefusedOnceMatchTwoIsDrawn() {
        long t = FloorFixtures.tournament("CHINESE_POKER");
        FloorFixtures.patchSettings(t, "{\"gamesPerRound\": 2}");
        List<Long> entries = FloorFixtures.entries(t, 4);
        FloorFixtures.draw(t, 7);
        List<Integer> seats = seats(t);
        Page page = offlineTable(t);
        for (int p = 0; p < 4; p++) {
            for (int r = 0; r < 3; r++) {
                page.fill(
                        "#cn-" + seats.get(p) + "-" + ChineseMatchOfFour.ROWS[r],
                        String.join(" ", ChineseMatchOfFour.HANDS[p][r]));
                page.fill(
                        "#tok-" + seats.get(p) + "-" + ChineseMatchOfFour.ROWS[r],
                        Integer.toString(ChineseMatchOfFour.TOKENS[0][r]));
            }
        }
        page.click("#chinese button[value=preview]");
        page.click("#offline-deal-preview-keep");
        page.waitForSelector("#queue-count:has-text('(1)')");

        ResultApi.recordMatch(
                        t,
                        1,
                        1,
                        ResultApi.victoryPoints(
                                entries.get(0), 20, entries.get(1), 10, entries.get(2), 5, entries.get(3), 0))
                .statusCode(201);
        nextGame(t);
        goOnline(page.context());
        String refused = refusal(page);
        assertTrue(refused.contains("La partita 1 è chiusa"), refused);
        assertEquals(
                0,
                Answers.json(given().get("/api/tournaments/{id}/tables/1/matches/2/deals", t), 200)
                        .getList("deals")
                        .size(),
                "nothing lands in match 2");
    }

    /** Draws game 2, as the floor does once every table closed the game before. */
    private static void nextGame(long t) {
        given().contentType(ContentType.JSON)
                .body("{\"game\": 2}")
                .post("/api/tournaments/{id}/draws/next-game", t)
                .then()
                .statusCode(201);
    }
}
