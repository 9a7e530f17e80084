package org.tavolo.screens.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.Media;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Evenings;

/** The table list of an evening prints on one A4 page: every table, every seat, every name. */
@QuarkusTest
class TableListOnOnePageBrowserIT extends ConsoleBrowserTest {

    @Test
    void theTablesOfAFortyEightPlayerEveningPrintOnOneA4Page() {
        long t = Evenings.drawn("ITALIAN_DRAW", 48, 5);
        int tables = FloorFixtures.tables(t).getList("number").size();
        assertTrue(tables >= 6, tables + " tables");
        Page page = signedIn("/console/tournaments/" + t + "/floor/tables", LAPTOP, "it-IT");

        assertEquals(tables, page.locator(".table-list").count());
        assertEquals(48, page.locator(".table-list tbody tr").count());
        page.emulateMedia(new Page.EmulateMediaOptions().setMedia(Media.PRINT));
        page.setViewportSize(794, 1123);
        screenshot(page, "table-list");
        assertEquals(1, pdfPages(page.pdf(new Page.PdfOptions().setFormat("A4").setPreferCSSPageSize(true))));
    }
}
