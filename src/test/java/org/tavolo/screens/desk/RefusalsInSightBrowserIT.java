package org.tavolo.screens.desk;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * On a 390 px phone nothing the director confirmed is dropped in silence, and no refusal is out of sight
 * (docs/director-page.md#refusals): a hand confirmed after the floor broke the table says at the top that it was not
 * recorded, why and what to do; a chip count typed wrong is refused at the top of the page, in sight, not scrolled
 * past to its totals.
 */
@QuarkusTest
class RefusalsInSightBrowserIT extends DeskBrowserTest {

    @Test
    void aHoldemHandConfirmedAfterTheTableWasBrokenSaysAtTheTopThatItWasNotRecorded() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        // tables of up to 11 (003's club format; the preset seats 9): 23 players less one or two fit at two tables
        FloorFixtures.patchSettings(t, "{\"maxSeats\": 11, \"finalTableSize\": 11}");
        FloorFixtures.entries(t, 23);
        FloorFixtures.draw(t, 11);
        JsonPath tables = FloorFixtures.tables(t);
        List<Integer> seats = tables.getList("find { it.number == 3 }.seats.seat", Integer.class);
        long winner = tables.getLong("find { it.number == 3 }.seats[2].entryId");
        Page page = signIn(Directors.issue(t, null), "it-IT");
        page.navigate(base.toString().replaceAll("/$", "") + "/director/tournaments/" + t + "/tables/3");
        page.waitForSelector("#hand");
        for (int i = 0; i < seats.size(); i++) {
            seat(page, seats.get(i), i == 1 ? 25 : i == 2 ? 50 : 0, i != 2);
        }
        page.selectOption("#button", Integer.toString(seats.get(0)));
        preview(page);

        long busted = tables.getLong("find { it.number == 1 }.seats[0].entryId");
        FloorFixtures.eliminate(busted, 23);
        given().post("/api/tournaments/{id}/balance", t).then().statusCode(200);
        page.click("#confirm");
        page.waitForSelector("#table-gone");
        aPage(page);

        assertEquals(1, page.locator("#not-recorded").count(), "the page says the hand was not recorded");
        String said = page.textContent("#not-recorded");
        assertTrue(said.contains("La mano NON è stata registrata"), said);
        assertTrue(said.contains("tavolo 3"), "names what changed: " + said);
        assertTrue(said.contains("organizzatore"), "says what to do: " + said);
        assertTrue(inView(page, "#not-recorded"), "in sight");
        assertEquals(6000L, stackOf(t, winner), "the hand was not recorded: his stack is as it was");
    }

    @Test
    void aChipCountTypedWrongIsRefusedAtTheTopInSight() {
        long t = tableOfFour("ITALIAN_DRAW");
        Page page = signIn(Directors.issue(t, 1), "it-IT");
        for (String typed : List.of("12k", "")) {
            page.fill("#count-1", typed);
            page.fill("#reason", "fiches cadute");
            page.click("#count button[value=preview]");
            page.waitForSelector("#error-summary");
            assertTrue(inView(page, "#error-summary"), "the refusal of «" + typed + "» is in sight");
            assertEquals(typed, page.inputValue("#count-1"), "what was typed is kept");
        }
    }

    /** The stack of an entry wherever he sits now, as the API reads it. */
    private static long stackOf(long t, long entry) {
        JsonPath tables = FloorFixtures.tables(t);
        int table = tables.getInt("find { it.seats.find { s -> s.entryId == %d } }.number".formatted(entry));
        int seat =
                tables.getInt("find { it.number == %d }.seats.find { it.entryId == %d }.seat".formatted(table, entry));
        String stacks = Api.send("GET", "/api/tournaments/{id}/tables/{table}/stacks", null, null, 200, t, table);
        return ((Number) ((Map<?, ?>) Json.valueAt(stacks, "$")).get(Integer.toString(seat))).longValue();
    }
}
