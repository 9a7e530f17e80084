package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.APIResponse;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.FilePayload;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.player.Player;
import org.tavolo.table.FloorFixtures;

/**
 * docs/console.md#csv-import: a registration file as Italian clubs have it. The delimiter is found from the file,
 * Italian and English headings name the columns and are never taken as a player, the preview shows how each column
 * was read, every refusal is said in the page's language, and the console's own export imports back unchanged.
 */
@QuarkusTest
class ItalianExcelImportBrowserIT extends ConsoleBrowserTest {

    private static long players() {
        return QuarkusTransaction.requiringNew().call(() -> Player.count());
    }

    private static JsonPath entries(long t) {
        return given().get("/api/tournaments/{id}/entries", t).jsonPath();
    }

    private static JsonPath player(long id) {
        return given().get("/api/players/{id}", id).jsonPath();
    }

    private void preview(Page page, String file, byte[] bytes) {
        page.getByLabel("File CSV").setInputFiles(new FilePayload(file, "text/csv", bytes));
        press(page, "Mostra l’anteprima");
    }

    @Test
    void anItalianExcelFileInWindows1252IsReadByItsHeadingsAndADuplicateIsRefusedInItalian() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        String s = UUID.randomUUID().toString().substring(0, 5);
        String csv = "Nome;Cognome;Soprannome;Telefono;Email;N. tessera;Note\r\n"
                + "Roberto;Neri " + s + ";Robi;333 1111111;;T-0042;\r\n"
                + "Niccolò;Lucà " + s + ";;;nicco@example.org;;arriva tardi\r\n"
                + "Roberto;Neri " + s + ";Robi;;;;\r\n";
        Page page = signedIn("/console/tournaments/" + t + "/import", LAPTOP, "it-IT");
        long before = players();
        preview(page, "iscritti.csv", csv.getBytes(Charset.forName("windows-1252")));

        assertThat(page.textContent("#import-read"), containsString("Separatore: ;"));
        assertThat(page.textContent("#import-read"), containsString("Cognome → nome (cognome, dopo il nome)"));
        assertThat(page.textContent("#import-read"), containsString("N. tessera → tessera"));
        assertThat(page.textContent("#import-read"), containsString("Note → ignorata"));
        assertEquals(3, page.locator(".import-preview tbody tr").count(), "the headings are not a player");
        String first = page.textContent("tr[data-line='2']");
        assertThat(first, containsString("Roberto Neri " + s));
        assertThat(first, containsString("333 1111111"));
        assertThat(first, containsString("T-0042"));
        assertThat(page.textContent("tr[data-line='3']"), containsString("Niccolò Lucà " + s));
        assertThat(
                page.textContent("tr[data-line='4']"), containsString("rifiutata: è lo stesso giocatore della riga 2"));
        assertEquals(before, players());
        screenshot(page, "console-import-excel");

        preview(
                page,
                "iscritti.csv",
                csv.substring(0, csv.lastIndexOf("Roberto")).getBytes(Charset.forName("windows-1252")));
        press(page, "Iscrivi questi 2 giocatori");
        page.waitForURL("**/entries?imported=2");
        JsonPath entered = entries(t);
        JsonPath roberto = player(entered.getLong("find { it.nickname == 'Robi' }.playerId"));
        assertEquals("Roberto Neri " + s, roberto.getString("name"));
        assertEquals("333 1111111", roberto.getString("contact"));
        assertEquals("T-0042", roberto.getString("membershipCard"));
        assertEquals(
                "nicco@example.org",
                player(entered.getLong("find { it.nickname == null }.playerId")).getString("contact"));

        page.navigate(base + "console/tournaments/" + t + "/import");
        preview(
                page,
                "ancora.csv",
                ("\uFEFFnome;soprannome\r\nRoberto Neri " + s + ";Robi\r\n").getBytes(StandardCharsets.UTF_8));
        assertThat(
                page.textContent("tr[data-line='2']"),
                containsString("rifiutata: Roberto Neri " + s + " è già iscritto a questo torneo"));
    }

    @Test
    void aTabSeparatedFileInEnglishIsReadByItsHeadings() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        String s = UUID.randomUUID().toString().substring(0, 5);
        String tsv = "name\tnickname\tphone\temail\tcard\n"
                + "Grace Hopper " + s + "\tAmazing\t555 0101\tgrace@example.org\tC-7\n"
                + "Alan Turing " + s + "\t\t\t\t\n";
        Page page = signedIn("/console/tournaments/" + t + "/import", PHONE, "en-GB");
        page.getByLabel("CSV file")
                .setInputFiles(new FilePayload("players.tsv", "text/plain", tsv.getBytes(StandardCharsets.UTF_8)));
        press(page, "Show the preview");
        assertThat(page.textContent("#import-read"), containsString("Delimiter: tab"));
        assertEquals(2, page.locator(".import-preview tbody tr.outcome-new").count());
        assertThat(page.textContent("tr[data-line='2']"), containsString("555 0101, grace@example.org"));
        assertEquals(false, page.evaluate("document.documentElement.scrollWidth > window.innerWidth"));
        screenshot(page, "console-import-tab-phone");
        press(page, "Enter these 2 players");
        page.waitForURL("**/entries?imported=2");
        JsonPath grace = player(entries(t).getLong("find { it.nickname == 'Amazing' }.playerId"));
        assertEquals("C-7", grace.getString("membershipCard"));
        assertEquals("555 0101, grace@example.org", grace.getString("contact"));
    }

    @Test
    void theConsolesOwnExportForExcelImportsBackUnchanged() {
        long first = FloorFixtures.tournament("ITALIAN_DRAW");
        String s = UUID.randomUUID().toString().substring(0, 5);
        String csv = "nome;soprannome;contatto;tessera\n"
                + "Zoë D'Àngelo " + s + ";\"La \"\"Rossa\"\"\";zoe@example.org, 333 2;T-1\n"
                + "\"Bianchi; Marco " + s + "\";;;\n";
        Page page = signedIn("/console/tournaments/" + first + "/import", LAPTOP, "it-IT");
        page.getByLabel("Oppure incolla le righe").fill(csv);
        press(page, "Mostra l’anteprima");
        press(page, "Iscrivi questi 2 giocatori");
        page.waitForURL("**/entries?imported=2");
        List<Object> original =
                given().get("/api/tournaments/{id}/entries", first).jsonPath().getList("playerId");

        APIResponse export = page.request().get(base + "console/tournaments/" + first + "/entries/players.csv");
        assertThat(export.headers().get("content-type"), startsWith("text/csv"));
        String exported = new String(export.body(), StandardCharsets.UTF_8);
        assertThat(exported, startsWith("\uFEFFnome;soprannome;contatto;tessera\r\n"));

        long second = FloorFixtures.tournament("ITALIAN_DRAW");
        long before = players();
        page.navigate(base + "console/tournaments/" + second + "/import");
        preview(page, "giocatori.csv", export.body());
        assertEquals(2, page.locator(".import-preview tbody tr.outcome-matched").count());
        press(page, "Iscrivi questi 2 giocatori");
        page.waitForURL("**/entries?imported=2");
        assertEquals(before, players(), "no player is added");
        assertEquals(
                original,
                given().get("/api/tournaments/{id}/entries", second).jsonPath().getList("playerId"));
        JsonPath zoe = player(((Number) original.get(0)).longValue());
        assertEquals("Zoë D'Àngelo " + s, zoe.getString("name"));
        assertEquals("La \"Rossa\"", zoe.getString("nickname"));
        assertEquals("zoe@example.org, 333 2", zoe.getString("contact"));
        assertEquals("T-1", zoe.getString("membershipCard"));
        assertEquals(
                "Bianchi; Marco " + s,
                player(((Number) original.get(1)).longValue()).getString("name"));
    }
}
