package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.FilePayload;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.entry.Entry;
import org.tavolo.player.Player;
import org.tavolo.table.FloorFixtures;

@QuarkusTest
class ConsoleImportBrowserIT extends ConsoleBrowserTest {

    private static long[] rowCounts() {
        return QuarkusTransaction.requiringNew().call(() -> new long[] {Player.count(), Entry.count()});
    }

    private static int entries(long t) {
        return given().get("/api/tournaments/{id}/entries", t)
                .jsonPath()
                .getList("$")
                .size();
    }

    @Test
    void pastedLinesArePreviewedLineByLineAndStoredOnlyWhenNoneIsRefused() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        String suffix = UUID.randomUUID().toString().substring(0, 5);
        long known = FloorFixtures.player("Elena Conti " + suffix);
        String lines = String.join(
                "\n",
                "name,nickname,contact",
                "Elena Conti " + suffix,
                "Marco Galli " + suffix + ",Il Gallo",
                ",senza nome");
        Page page = signedIn("/console/tournaments/" + t + "/import", LAPTOP, "it-IT");
        page.getByLabel("Oppure incolla le righe").fill(lines);
        long[] before = rowCounts();
        press(page, "Mostra l’anteprima");

        assertEquals(3, page.locator(".import-preview tbody tr").count());
        assertThat(
                page.textContent("tr[data-line='2']"), containsString("già in anagrafica come Elena Conti " + suffix));
        assertThat(page.textContent("tr[data-line='2']"), not(containsString("giocatore n.")));
        assertThat(page.textContent("tr[data-line='3']"), containsString("nuovo giocatore"));
        assertThat(page.textContent("tr[data-line='4']"), containsString("rifiutata: il nome è vuoto"));
        assertEquals(
                0,
                page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Iscrivi questi 3 giocatori"))
                        .count());
        assertEquals(before[0], rowCounts()[0]);
        assertEquals(before[1], rowCounts()[1]);
        screenshot(page, "console-import-preview");

        page.getByLabel("Oppure incolla le righe").fill(lines.replace("\n,senza nome", ""));
        press(page, "Mostra l’anteprima");
        press(page, "Iscrivi questi 2 giocatori");
        page.waitForURL("**/entries?imported=2");
        assertEquals(2, entries(t));
        List<Long> players =
                given().get("/api/tournaments/{id}/entries", t).jsonPath().getList("playerId", Long.class);
        assertEquals(known, players.get(0));
    }

    @Test
    void aFileIsPreviewedOnAPhone() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        String suffix = UUID.randomUUID().toString().substring(0, 5);
        byte[] file = ("Nadia Riva " + suffix + ",,nadia@example.org\r\nOscar Moro " + suffix + "\r\n")
                .getBytes(StandardCharsets.UTF_8);
        Page page = signedIn("/console/tournaments/" + t + "/import", PHONE, "en-GB");
        page.getByLabel("CSV file").setInputFiles(new FilePayload("entries.csv", "text/csv", file));
        press(page, "Show the preview");
        assertEquals(2, page.locator(".outcome-new").count());
        assertEquals(0, entries(t));
        assertEquals(false, page.evaluate("document.documentElement.scrollWidth > window.innerWidth"));
        screenshot(page, "console-import-phone");
        press(page, "Enter these 2 players");
        page.waitForURL("**/entries?imported=2");
        assertEquals(2, entries(t));
    }
}
