package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Api;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Json;

/** The floor board and the results in the console, driven as the organizer does. */
@QuarkusTest
class ConsoleBoardBrowserIT extends ConsoleBrowserTest {

    private static void follow(Page page, String name) {
        page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName(name).setExact(true))
                .first()
                .click();
        page.waitForLoadState();
    }

    private static final List<String> CLUB = List.of(
            "Anna Rossi",
            "Bruno Esposito",
            "Carla Bianchi",
            "Dario Romano",
            "Elena Colombo",
            "Franco Ricci",
            "Giulia Marino",
            "Ivo Greco",
            "Laura Bruno",
            "Marco Gallo",
            "Nadia Conti",
            "Oscar De Luca",
            "Paola Fontana",
            "Renato Caruso",
            "Silvia Mancini",
            "Tommaso Rizzi");

    /** Enters the first {@code count} players of the club (namesakes of earlier tests registered anyway). */
    private static void clubEntries(long t, int count) {
        for (String name : CLUB.subList(0, count)) {
            long player = Json.longAt(
                    Api.post("/api/players?createAnyway=true", Json.write(Map.of("name", name)), 201), "id");
            Api.post("/api/tournaments/{id}/entries", Json.write(Map.of("playerId", player)), 201, t);
        }
    }

    private static long tournament(String name, String format) {
        return Json.longAt(
                Api.post(
                        "/api/tournaments",
                        Json.write(Map.of(
                                "name",
                                name,
                                "format",
                                format,
                                "date",
                                java.time.LocalDate.now().toString(),
                                "venue",
                                "Circolo Aurora")),
                        201),
                "id");
    }

    private static JsonPath results(long t) {
        return Answers.json(given().get("/api/tournaments/{id}/results", t), 200);
    }

    private static String name(long t, long entry) {
        return given().get("/api/tournaments/{id}/entries", t)
                .jsonPath()
                .getString("find { it.id == %d }.playerName".formatted(entry));
    }

    @Test
    void theNextGameIsOfferedOnlyOnceEveryTableIsClosed() {
        long t = tournament("Torneo del giovedì", "ITALIAN_DRAW");
        clubEntries(t, 8);
        FloorFixtures.draw(t, 20261126);
        Page page = signedIn("/console/tournaments/" + t + "/board", LAPTOP, "it-IT");
        assertEquals(2, page.locator(".board-table").count());
        assertThat(page.textContent(".board-table"), containsString("In gioco"));
        assertThat(
                page.textContent("#next-game-reason"),
                containsString("Chiudi la partita 1 ai tavoli 1, 2 prima di sorteggiare la successiva."));
        assertThat(page.textContent("#chip-difference"), containsString("0 u"));
        screenshot(page, "console-board");

        follow(page, "Risultati");
        List<Long> atOne = given().get("/api/tournaments/{id}/tables", t)
                .jsonPath()
                .getList("find { it.number == 1 }.seats.entryId", Long.class);
        long[] stacks = {35000, 25000, 15000, 5000};
        for (int i = 0; i < 4; i++) {
            page.getByLabel("Stack finale di " + name(t, atOne.get(i))).fill(Long.toString(stacks[i]));
        }
        press(page, "Chiudi il tavolo 1");
        assertThat(page.textContent("[role=status]"), containsString("Tavolo chiuso"));
        assertEquals(35000L, results(t).getLong("[0].places.find { it.place == 1 }.chips"));
        screenshot(page, "console-results");
        press(page, "Chiudi con gli stack del registro");
        assertEquals(2, results(t).getList("findAll { it.status == 'ACTIVE' }").size());

        follow(page, "Tavoli in gioco");
        assertEquals(2, page.locator(".status-closed").count());
        Locator draw =
                page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Sorteggia i posti della partita 2"));
        assertEquals(1, draw.count());

        follow(page, "Risultati");
        long first = results(t).getLong("[0].id");
        page.locator("#result-" + first)
                .getByRole(AriaRole.LINK, new Locator.GetByRoleOptions().setName("Annulla"))
                .click();
        page.waitForLoadState();
        assertThat(
                page.textContent("h2"),
                containsString("Annullare il risultato del tavolo " + results(t).getInt("[0].table")));
        page.getByLabel("Motivo").fill("Stack contati male");
        press(page, "Sì, annulla");
        assertEquals("VOID", results(t).getString("find { it.id == %d }.status".formatted(first)));
        assertEquals("Stack contati male", results(t).getString("find { it.id == %d }.voidReason".formatted(first)));

        follow(page, "Tavoli in gioco");
        assertThat(page.textContent("#next-game-reason"), containsString("ai tavoli 1 prima"));

        follow(page, "Registro delle modifiche");
        assertThat(page.textContent(".audit-list"), containsString("Risultato annullato"));
        screenshot(page, "console-audit");

        Page phone = signedIn("/console/tournaments/" + t + "/board", PHONE, "it-IT");
        assertTrue(
                (Boolean) phone.evaluate("document.documentElement.scrollWidth <= window.innerWidth"),
                "no horizontal scroll on a phone");
        screenshot(phone, "console-board-phone");
        phone.navigate(base.toString().replaceAll("/$", "") + "/console/tournaments/" + t + "/results");
        screenshot(phone, "console-results-phone");
    }

    @Test
    void theMovesBalancingRequiresAreAnnouncedAndUndone() {
        long t = tournament("Hold'em freezeout", "TEXAS_HOLDEM");
        clubEntries(t, 16);
        FloorFixtures.draw(t, 5);
        List<Long> atOne = given().get("/api/tournaments/{id}/tables", t)
                .jsonPath()
                .getList("find { it.number == 1 }.seats.entryId", Long.class);
        FloorFixtures.eliminate(atOne.get(0), 12);
        FloorFixtures.eliminate(atOne.get(1), 11);
        Page page = signedIn("/console/tournaments/" + t + "/board", LAPTOP, "en-GB");
        assertThat(page.textContent("#next-game-reason"), containsString("A Hold'em tournament is one game"));
        press(page, "Balance the tables");
        assertThat(page.textContent(".moves"), containsString("→ table 1"));
        List<String> seating = FloorFixtures.seating(t);
        page.locator("#moves-title").scrollIntoViewIfNeeded();
        screenshot(page, "console-board-moves");

        int shown = page.locator(".moves li").count();
        press(page, "Announce on the room's screens");
        List<String> announced =
                given().get("/api/tournaments/{id}/announcements", t).jsonPath().getList("text", String.class);
        assertEquals(shown, announced.size(), "one announcement a move");
        assertThat(announced.get(0), containsString(" moves from table "));

        press(page, "Undo the last move");
        assertThat(page.textContent("[role=status]"), containsString("Move undone"));
        assertTrue(given().get("/api/tournaments/{id}/moves", t).jsonPath().getList("undoneAt").stream()
                .allMatch(at -> at != null));
        assertTrue(!FloorFixtures.seating(t).equals(seating), "the players went back to their seats");
    }

    @Test
    void theFloorsClockFollowsTheEventStreamAndCountsDownBetweenEvents() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 10, 9);
        Page page = signedIn("/console/tournaments/" + t + "/floor", LAPTOP, "en-GB");
        page.waitForCondition(() -> "open".equals(page.evaluate("document.body.dataset.stream")));
        List<String> reread = new java.util.concurrent.CopyOnWriteArrayList<>();
        page.onRequest(r -> {
            if (r.url().endsWith("/floor/clock")) {
                reread.add(r.url());
            }
        });

        Evenings.clock(t, "start");
        page.waitForCondition(() -> page.textContent("#live-clock").contains("Running"));
        String shown = page.textContent("#countdown");
        page.waitForCondition(() -> !page.textContent("#countdown").equals(shown));
        // three more seconds counted down on the page: a reading every second would show three more requests
        for (int second = 0; second < 3; second++) {
            String now = page.textContent("#countdown");
            page.waitForCondition(() -> !page.textContent("#countdown").equals(now));
        }
        assertTrue(
                !reread.isEmpty() && reread.size() <= 2,
                "the clock is read again on the stream's event, not every second: " + reread.size());
        assertEquals(
                given().get("/api/tournaments/{id}/clock", t).jsonPath().getLong("version"),
                Long.parseLong(page.locator("input[name=version]").first().getAttribute("value")),
                "the buttons carry the version of the clock now shown");
    }
}
