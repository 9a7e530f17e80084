package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.microsoft.playwright.APIResponse;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.RequestOptions;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Evenings;

/**
 * Destructive actions — revoking a director's access, undoing a draw, voiding a result — are
 * secondary, ask once in words naming what they destroy, and do nothing until confirmed; the
 * service refuses an undo out of order with a 409 that says why.
 */
@QuarkusTest
class DestructiveActionsAskOnceBrowserIT extends ConsoleBrowserTest {

    private static Locator button(Locator in, String name) {
        return in.getByRole(
                AriaRole.BUTTON, new Locator.GetByRoleOptions().setName(name).setExact(true));
    }

    private static int draws(long t) {
        return given().get("/api/tournaments/{id}/draws", t)
                .jsonPath()
                .getList("$")
                .size();
    }

    @Test
    void revokingADirectorsAccessAsksOnceNamingTheAccess() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        Directors access = Directors.issue(t, 2);
        Page page = signedIn("/organizer/tournaments/" + t + "/directors", LAPTOP, "it-IT");
        Locator row = page.locator("tbody tr", new Page.LocatorOptions().setHasText(access.code()));

        Locator confirm = button(row, "Sì, revoca");
        assertFalse(confirm.isVisible());
        row.locator("summary").click();
        assertThat(row.locator(".confirm-once").textContent(), containsString("Revocare l'accesso " + access.code()));
        assertThat(row.locator(".confirm-once").textContent(), containsString("tavolo 2"));
        assertThat(confirm.getAttribute("class"), not(containsString("primary")));
        assertThat(row.textContent(), containsString("attivo"));

        confirm.click();
        page.waitForLoadState();
        assertThat(
                page.locator("tbody tr", new Page.LocatorOptions().setHasText(access.code()))
                        .textContent(),
                containsString("revocato"));
    }

    @Test
    void undoingTheDrawOfTheNextGameAsksOnceAndIsRefusedOnceAHandIsRecorded() {
        long t = Evenings.drawn("ITALIAN_DRAW", 8, 3);
        FloorFixtures.closeEveryTable(t, 1);
        nextGame(t);
        Page page = signedIn("/console/tournaments/" + t + "/floor", LAPTOP, "it-IT");

        Locator undo = page.locator("#undo-draw");
        Locator confirm = button(undo, "Sì, annulla il sorteggio");
        assertFalse(confirm.isVisible());
        undo.locator("summary").click();
        assertThat(undo.textContent(), containsString("Annullare il sorteggio della partita 2?"));
        assertThat(confirm.getAttribute("class"), containsString("secondary"));
        assertEquals(2, draws(t));
        confirm.click();
        page.waitForLoadState();
        assertEquals(1, draws(t));
        assertThat(page.textContent("p.notice[role=status]"), containsString("partita 2"));

        nextGame(t);
        int table = FloorFixtures.tables(t).getInt("[0].number");
        List<Integer> seats = FloorFixtures.tables(t).getList("[0].seats.seat", Integer.class);
        List<Map<String, Object>> players = seats.stream()
                .map(seat ->
                        Map.<String, Object>of("seat", seat, "contributed", 1000, "folded", !seat.equals(seats.get(0))))
                .toList();
        given().contentType(ContentType.JSON)
                .body(Map.of("entryId", UUID.randomUUID().toString(), "button", seats.get(0), "players", players))
                .post("/api/tournaments/{id}/tables/{n}/hands", t, table)
                .then()
                .statusCode(200);
        page.reload();
        assertEquals(0, page.locator("#undo-draw").count());
        String root = base.toString().replaceAll("/$", "");
        APIResponse refused = page.request()
                .post(
                        root + "/console/tournaments/" + t + "/floor/draws/2/undo",
                        RequestOptions.create().setHeader("Origin", root));
        assertEquals(409, refused.status());
        assertThat(refused.text(), containsString("error-summary"));
        assertEquals(2, draws(t));
    }

    @Test
    void voidingAResultIsSecondaryAndAsksNamingTheTableAndTheGame() {
        long t = Evenings.drawn("ITALIAN_DRAW", 4, 3);
        FloorFixtures.closeEveryTable(t, 1);
        Page page = signedIn("/console/tournaments/" + t + "/results", LAPTOP, "it-IT");

        Locator voidLink = page.locator("a[href$='/void']");
        assertThat(voidLink.getAttribute("class"), not(containsString("danger")));
        voidLink.click();
        page.waitForLoadState();
        assertThat(page.textContent("h2"), containsString("Annullare il risultato del tavolo 1 (partita 1)?"));
        assertThat(button(page.locator("main"), "Sì, annulla").getAttribute("class"), containsString("secondary"));
    }

    private static void nextGame(long t) {
        given().contentType(ContentType.JSON)
                .body("{\"game\": 2, \"seed\": 9}")
                .post("/api/tournaments/{id}/draws/next-game", t)
                .then()
                .statusCode(201);
    }
}
