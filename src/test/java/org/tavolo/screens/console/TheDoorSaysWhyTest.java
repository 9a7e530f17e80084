package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.dhatim.fastexcel.Workbook;
import org.dhatim.fastexcel.Worksheet;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Evenings;

/**
 * docs/console.md#entries: whenever entries are closed the entries page and the import say so, why and since when, and
 * what can still be done; the import is refused before its preview; a late entry's notice names its table and seat.
 * docs/console.md#importing-players: an Excel workbook previews as a CSV file does, naming what was read.
 */
@QuarkusTest
class TheDoorSaysWhyTest {

    @Inject
    DataSource database;

    private static String unique(String name) {
        return name + " " + UUID.randomUUID().toString().substring(0, 6);
    }

    private static String page(String path, long t) {
        return Answers.text(given().header("Accept-Language", "it-IT").get(path, t), 200);
    }

    private static long italianDrawn() {
        return Evenings.drawn("ITALIAN_DRAW", 8, 5);
    }

    private static long holdemLateClosedAfterLevel(int level) {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        FloorFixtures.patchSettings(t, "{\"lateRegistrationUntilLevel\": %d}".formatted(level));
        FloorFixtures.entries(t, 8);
        FloorFixtures.draw(t, 7L);
        Evenings.clock(t, "start");
        for (int i = 0; i < level; i++) {
            Evenings.clock(t, "next");
        }
        return t;
    }

    private static Response preview(long t, String name, byte[] file, String type) {
        return given().header("Accept-Language", "it-IT")
                .multiPart("file", name, file, type)
                .multiPart("charset", "auto")
                .post("/console/tournaments/{id}/import/preview", t);
    }

    @Test
    void afterAnItalianDrawTheEntriesPageSaysEntriesClosedAtTheDrawAndWhatCanStillBeDone() {
        long t = italianDrawn();
        String entries = page("/console/tournaments/{id}/entries", t);
        assertThat(entries, containsString("Iscrizioni chiuse al sorteggio della partita 1"));
        assertThat(entries, containsString("/console/players"));
        assertThat(entries, not(containsString("/console/tournaments/" + t + "/import\"")));
    }

    @Test
    void afterLateRegistrationTheEntriesPageSaysItClosedAtTheEndOfItsLevel() {
        long t = holdemLateClosedAfterLevel(2);
        String entries = page("/console/tournaments/{id}/entries", t);
        assertThat(entries, containsString("Iscrizioni tardive chiuse alla fine del livello 2"));
    }

    @Test
    void whenEntriesAreClosedTheImportSaysSoAndIsRefusedBeforeItsPreview() throws SQLException {
        long t = italianDrawn();
        String importer = page("/console/tournaments/{id}/import", t);
        assertThat(importer, containsString("Iscrizioni chiuse al sorteggio della partita 1"));
        assertThat(importer, not(containsString("type=\"file\"")));

        Map<String, String> before = DataFingerprint.of(database);
        String csv = unique("Walter Bassi") + "\n";
        Response refused = preview(t, "giocatori.csv", csv.getBytes(StandardCharsets.UTF_8), "text/csv");
        assertEquals(409, refused.statusCode(), refused.asString());
        assertThat(refused.asString(), containsString("Iscrizioni chiuse al sorteggio della partita 1"));
        assertThat(refused.asString(), not(containsString("id=\"preview\"")));
        assertEquals(before, DataFingerprint.of(database));
    }

    @Test
    void aLateEntrysNoticeNamesTheTableAndSeatItGot() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        FloorFixtures.patchSettings(t, "{\"lateRegistrationUntilLevel\": 2}");
        FloorFixtures.entries(t, 8);
        FloorFixtures.draw(t, 7L);
        String name = unique("Walter Bassi");
        Response sent = given().header("Accept-Language", "it-IT")
                .contentType(ContentType.URLENC)
                .redirects()
                .follow(false)
                .formParam("key", UUID.randomUUID().toString())
                .formParam("name", name)
                .post("/console/tournaments/{id}/entries/walk-in", t);
        assertEquals(303, sent.statusCode(), sent.asString());
        String back = Answers.text(given().header("Accept-Language", "it-IT").get(sent.header("Location")), 200);
        var entry = given().get("/api/tournaments/{id}/entries", t)
                .jsonPath()
                .getMap("find { it.playerName == '%s' }".formatted(name));
        assertThat(
                back,
                containsString(
                        "Iscrizione di " + name + ": tavolo " + entry.get("table") + ", posto " + entry.get("seat")));
    }

    @Test
    void anExcelWorkbookPreviewsAsACsvFileNamingWhatWasRead() throws IOException {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        String surname = unique("D'Angelo");
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        Workbook book = new Workbook(out, "Tavolo", "1.0");
        Worksheet sheet = book.newWorksheet("Foglio1");
        List<List<String>> rows = List.of(
                List.of("Nome", "Cognome", "Email"),
                List.of("Niccolò", surname, "nicco@libero.it"),
                List.of("", "", ""),
                List.of("Marco", "Rossi " + surname, "marco.rossi@@libero"));
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < rows.get(r).size(); c++) {
                sheet.value(r, c, rows.get(r).get(c));
            }
        }
        book.finish();

        Response preview = preview(
                t,
                "iscritti.xlsx",
                out.toByteArray(),
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
        String html = preview.asString();
        assertEquals(200, preview.statusCode(), html);
        assertThat(html, containsString("Niccolò " + surname.replace("'", "&#39;")));
        assertThat(html, containsString("Excel"));
        assertThat(html, containsString("marco.rossi@@libero"));
        assertThat(html, containsString("non è un indirizzo e-mail"));
        assertThat(html, not(containsString("carattere di controllo")));
    }

    @Test
    void aCsvPreviewNamesTheEncodingAndSeparatorItRead() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        byte[] file =
                ("nome;cognome\r\n" + unique("Niccolò") + ";Rossi\r\n;\r\n").getBytes(Charset.forName("windows-1252"));
        String html = preview(t, "giocatori.csv", file, "text/csv")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        Matcher read = Pattern.compile("id=\"read-as\"[^>]*>([^<]*)</p>\\s*<p>([^<]*)<")
                .matcher(html);
        assertEquals(true, read.find(), html);
        assertThat(read.group(1), containsString("Codifica: Windows-1252"));
        assertThat(read.group(2), containsString("Separatore: ;"));
    }
}
