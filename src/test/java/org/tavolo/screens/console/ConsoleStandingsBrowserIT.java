package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.result.ResultApi.closeGame;
import static org.tavolo.result.ResultApi.stacks;

import com.microsoft.playwright.APIResponse;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;

@QuarkusTest
class ConsoleStandingsBrowserIT extends ConsoleBrowserTest {

    /** Eight players at two tables of four, game 1 closed: entries 1, 5 and 6 go through. */
    private static List<Long> gameClosed(long t) {
        List<Long> e = FloorFixtures.entries(t, 8);
        closeGame(t, 1, 1, stacks(e.get(0), 40_000, e.get(1), 25_000, e.get(2), 10_000, e.get(3), 5_000), 201);
        closeGame(t, 2, 1, stacks(e.get(4), 35_000, e.get(5), 30_000, e.get(6), 12_000, e.get(7), 3_000), 201);
        return e;
    }

    @Test
    void theStandingsShowTheQualifiersAndTheCutAndExportBothCsvDialects() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        List<Long> e = gameClosed(t);
        Page page = signedIn("/console/tournaments/" + t + "/standings", LAPTOP, "it-IT");
        assertEquals(8, page.locator("#standings tbody tr").count());
        assertEquals(3, page.locator("#standings tr.qualified").count());
        assertEquals(
                String.valueOf(e.get(5)),
                page.locator("#standings tr.last-qualified").getAttribute("data-entry"));
        assertThat(page.textContent(".counts"), containsString("3 giocatori su 8"));
        screenshot(page, "console-standings");

        APIResponse italian = page.request().get(base + "console/tournaments/" + t + "/standings/csv?dialect=it");
        String it = italian.text();
        assertThat(it, startsWith("\uFEFFposizione;giocatore;soprannome;punti;fiches;qualificato;a pari punti\r\n"));
        assertThat(it, containsString(";10;40000;Sì;"));
        assertEquals(3, it.split(";Sì;", -1).length - 1);
        String plain = page.request()
                .get(base + "console/tournaments/" + t + "/standings/csv")
                .text();
        assertThat(plain, startsWith("rank,shared,entry,player,nickname,points,chips,games,qualified,tie_break\r\n"));
    }

    @Test
    void publishingAnnouncesTheQualifiersInTheRoomOnceAfterAskingOnce() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        gameClosed(t);
        List<String> through =
                given().get("/api/tournaments/{id}/qualifiers", t).jsonPath().getList("qualified.player");
        Page page = signedIn("/console/tournaments/" + t + "/standings", PHONE, "it-IT");
        assertEquals(false, page.evaluate("document.documentElement.scrollWidth > window.innerWidth"));
        screenshot(page, "console-standings-phone");
        page.getByRole(
                        AriaRole.LINK,
                        new Page.GetByRoleOptions().setName("Pubblica i qualificati sugli schermi della sala"))
                .click();
        page.waitForLoadState();
        assertEquals(
                0,
                given().get("/api/tournaments/{id}/announcements", t)
                        .jsonPath()
                        .getList("$")
                        .size());
        press(page, "Sì, annuncia");
        page.waitForURL("**/standings?round=1&published=1");
        String said =
                given().get("/api/tournaments/{id}/announcements", t).jsonPath().getString("[0].text");
        assertThat(said, startsWith("Qualificati al turno successivo: "));
        through.forEach(name -> assertThat(said, containsString(name)));

        page.goBack();
        page.waitForLoadState();
        press(page, "Sì, annuncia");
        page.waitForURL("**/standings?round=1&published=1");
        assertEquals(
                1,
                given().get("/api/tournaments/{id}/announcements", t)
                        .jsonPath()
                        .getList("$")
                        .size());
    }

    @Test
    void theNextRoundIsCreatedFromTheQualifiersAfterAskingOnce() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        gameClosed(t);
        Page page = signedIn("/console/tournaments/" + t + "/standings", LAPTOP, "en-GB");
        page.getByLabel("Name of the new round").fill("Semifinal " + t);
        page.getByLabel("Date").fill("2026-12-03");
        press(page, "Create the next round");
        assertThat(page.textContent("h2"), containsString("Semifinal " + t));
        press(page, "Yes, create the round");
        page.waitForURL("**/console/tournaments/*");
        String path = (String) page.evaluate("window.location.pathname");
        long created = Long.parseLong(path.substring(path.lastIndexOf('/') + 1));
        assertEquals(
                3,
                given().get("/api/tournaments/{id}/entries", created)
                        .jsonPath()
                        .getList("$")
                        .size());
        assertEquals(
                "Semifinal " + t,
                given().get("/api/tournaments/{id}", created).jsonPath().getString("name"));
    }
}
