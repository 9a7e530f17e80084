package org.tavolo.screens.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.BoundingBox;
import com.microsoft.playwright.options.FilePayload;
import io.quarkus.test.junit.QuarkusTest;
import java.nio.charset.StandardCharsets;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;

/**
 * docs/console.md#csv-import: the preview of a registration file reads on a phone (390 px): the page never scrolls
 * sideways, and every line of the preview, with each column it read, is on screen within the page's width.
 */
@QuarkusTest
class ImportPreviewPhoneBrowserIT extends ConsoleBrowserTest {

    @Test
    void theImportPreviewFitsAPhonesWidthWithEveryLineAndColumnInSight() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        String s = UUID.randomUUID().toString().substring(0, 5);
        String csv = "Nome;Cognome;Soprannome;Telefono;Email;N. tessera\r\n"
                + "Roberto;Neri " + s + ";Robi;333 1111111;;T-0042\r\n"
                + "Maria Vittoria;Bellincioni-Santangelo " + s
                + ";La Contessa;;maria.vittoria.bellincioni@example.org;T-0043\r\n"
                + "Niccolò;Lucà " + s + ";;+39 347 123 4567;;\r\n"
                + "Roberto;Neri " + s + ";Robi;;;\r\n";
        Page page = signedIn("/console/tournaments/" + t + "/import", PHONE, "it-IT");
        page.getByLabel("File CSV")
                .setInputFiles(new FilePayload("iscritti.csv", "text/csv", csv.getBytes(StandardCharsets.UTF_8)));
        press(page, "Mostra l’anteprima");
        page.locator(".import-preview").waitFor();

        int viewport = PHONE[0];
        assertTrue(
                ((Number) page.evaluate("document.documentElement.scrollWidth")).intValue() <= viewport,
                "the page does not scroll sideways");
        Locator rows = page.locator(".import-preview tbody tr");
        assertEquals(4, rows.count());
        for (int i = 0; i < rows.count(); i++) {
            Locator row = rows.nth(i);
            assertTrue(row.isVisible(), "line " + (i + 2) + " is visible");
            Locator cells = row.locator("td");
            for (int c = 0; c < cells.count(); c++) {
                Locator cell = cells.nth(c);
                if (cell.textContent().isBlank()) {
                    continue;
                }
                assertTrue(cell.isVisible(), "line " + (i + 2) + ", column " + (c + 1) + " is visible");
                BoundingBox box = cell.boundingBox();
                assertTrue(
                        box.x >= 0 && box.x + box.width <= viewport + 0.5,
                        "line " + (i + 2) + ", column " + (c + 1) + " is within the screen's width: " + box.x + "+"
                                + box.width);
            }
        }
        screenshot(page, "console-import-phone");
    }
}
