package org.tavolo.screens.desk;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;

/**
 * On a 390 px phone, the table page never ends in a dead end (docs/director-page.md#when-the-table-ends):
 * a table the floor broke says where its players went and leads to their table; an evening over says the
 * access has ended with the table's result, and signing in again says so with the code kept. No page
 * ever shows a problem document or an empty body.
 */
@QuarkusTest
class TablePageDeadEndsBrowserIT extends DeskBrowserTest {

    @Test
    void aTableTheFloorBrokeSaysWhereItsPlayersWentAndLeadsToTheirTable() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        // tables of up to 11 (003's club format; the preset seats 9): 23 players less one or two fit at two tables
        FloorFixtures.patchSettings(t, "{\"maxSeats\": 11, \"finalTableSize\": 11}");
        FloorFixtures.entries(t, 23);
        FloorFixtures.draw(t, 11);
        Page page = signIn(Directors.issue(t, null), "it-IT");
        page.navigate(base.toString().replaceAll("/$", "") + "/director/tournaments/" + t + "/tables/3");
        page.waitForSelector("#count");
        aPage(page);

        long busted = FloorFixtures.tables(t).getLong("find { it.number == 1 }.seats[0].entryId");
        FloorFixtures.eliminate(busted, 23);
        given().post("/api/tournaments/{id}/balance", t).then().statusCode(200);

        page.reload();
        page.waitForSelector("#table-gone");
        aPage(page);
        assertTrue(page.locator("#table-gone").innerText().contains("Il tavolo 3 non è più in gioco"));
        assertTrue(page.locator("#players-went li").count() > 0);
        page.locator("a.button.primary").first().click();
        page.waitForSelector("#count");
        aPage(page);
    }

    @Test
    void anEndedAccessSaysSoOnTheTablePageAndAtSignInWithTheCodeKept() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        FloorFixtures.patchSettings(t, "{\"gamesPerRound\": 1}");
        FloorFixtures.entries(t, 4);
        FloorFixtures.draw(t, 7);
        Directors access = Directors.issue(t, 1);
        Page page = signIn(access, "it-IT");
        page.waitForSelector("#count");
        FloorFixtures.closeEveryTable(t, 1);

        page.reload();
        page.waitForSelector("#access-ended");
        aPage(page);
        assertTrue(page.locator("#evening-over").isVisible());
        assertTrue(page.locator("#closed-result li").count() == 4);

        page.navigate(base.toString().replaceAll("/$", "") + "/login");
        page.locator("input[name=j_username][placeholder]").fill(access.code());
        page.locator("input[name=j_username][placeholder]")
                .locator("xpath=ancestor::form")
                .locator("input[name=j_password]")
                .fill(access.pin());
        page.locator("input[name=j_username][placeholder]")
                .locator("xpath=ancestor::form")
                .locator("button[type=submit]")
                .click();
        page.waitForSelector("#access-ended");
        aPage(page);
        assertTrue(page.locator("#access-ended").innerText().contains("Questo accesso è terminato"));
        assertTrue(page.locator("input[name=j_username]").first().inputValue().equals(access.code()));
    }
}
