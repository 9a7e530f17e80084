package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.Media;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;

@QuarkusTest
class ConsoleCommitmentBrowserIT extends ConsoleBrowserTest {

    private static JsonPath commitments(long t) {
        return given().auth()
                .none()
                .get("/api/tournaments/{id}/draw-commitments", t)
                .jsonPath();
    }

    @Test
    void theSeedIsCommittedBeforeTheDrawAndRevealedAfterIt() throws Exception {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        FloorFixtures.entries(t, 8);
        Page page = signedIn("/console/tournaments/" + t + "/floor", LAPTOP, "it-IT");
        press(page, "Pubblica l’impegno per la partita 1");
        String hash = commitments(t).getString("[0].commitment");
        assertThat(page.textContent("#commitments"), containsString(hash));
        assertEquals(0, page.locator("#d-seed").count());
        screenshot(page, "console-floor-commitment");

        press(page, "Sorteggia i posti");
        press(page, "Sì, sorteggia");
        page.waitForURL("**/floor");
        JsonPath revealed = commitments(t);
        long seed = revealed.getLong("[0].seed");
        String nonce = revealed.getString("[0].nonce");
        String recomputed = HexFormat.of()
                .formatHex(MessageDigest.getInstance("SHA-256")
                        .digest((seed + ":" + nonce).getBytes(StandardCharsets.UTF_8)));
        assertEquals(hash, recomputed);
        assertEquals(
                seed, given().get("/api/tournaments/{id}/draws", t).jsonPath().getLong("[0].seed"));
        assertThat(page.textContent("#commitments"), containsString(String.valueOf(seed)));
        String words = page.locator("section[aria-labelledby='draw-title']").textContent();
        for (String jargon : List.of("SHA-256", "nonce", "docs/seat-draw.md")) {
            assertThat("the floor speaks plain words", words, not(containsString(jargon)));
        }
        assertEquals(
                "/console/tournaments/" + t + "/draws",
                page.locator(
                                "section[aria-labelledby='draw-title'] a",
                                new Page.LocatorOptions().setHasText("Come verificare il sorteggio"))
                        .first()
                        .getAttribute("href"),
                "the proof links to the page that checks it");
        assertThat(page.textContent(".draw-line"), containsString(String.valueOf(seed)));
    }

    @Test
    void theTableListShowsEveryTableWithSeatsNamesAndNicknamesAndPrintsWithoutHeader() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        FloorFixtures.entries(t, 9);
        int tables = FloorFixtures.draw(t, 20261126).getList("tablePlan").size();
        Page page = signedIn("/console/tournaments/" + t + "/floor", LAPTOP, "it-IT");
        page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Elenco dei tavoli da stampare"))
                .click();
        page.waitForURL("**/floor/tables");
        assertEquals(tables, page.locator(".table-list").count());
        assertEquals(9, page.locator(".table-list tbody tr").count());
        assertThat(page.textContent(".table-list"), containsString("Tavolo 1"));
        screenshot(page, "console-table-list");
        page.emulateMedia(new Page.EmulateMediaOptions().setMedia(Media.PRINT));
        assertEquals(false, page.locator(".console-header").isVisible());
        page.emulateMedia(new Page.EmulateMediaOptions().setMedia(Media.SCREEN));

        Page phone = signedIn("/console/tournaments/" + t + "/floor/tables", PHONE, "en-GB");
        assertThat(phone.textContent(".table-list"), containsString("Table 1"));
        assertEquals(false, phone.evaluate("document.documentElement.scrollWidth > window.innerWidth"));
        screenshot(phone, "console-table-list-phone");
    }
}
