package org.tavolo.screens.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import org.tavolo.browser.BrowserTest;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Evenings;

/** The TV clock shows what the tournament's format plays for: ante and opening, blinds and structure, no chips. */
@QuarkusTest
class RoomClockFormatBrowserIT extends BrowserTest {

    private static long started(String format, int players, String settings) {
        long t = RoomFixtures.tournament(format);
        FloorFixtures.patchSettings(t, settings);
        RoomFixtures.entries(t, players);
        FloorFixtures.draw(t, 7);
        Evenings.clock(t, "start");
        return t;
    }

    @Test
    void anItalianGameShowsItsAnteAndMinimumOpeningNotALevelOfBlinds() {
        long t = started("ITALIAN_DRAW", 8, "{}");
        Page page = open("/tournaments/" + t + "/clock", TV, "it-IT");
        page.waitForSelector("#face-state");
        String face = page.textContent("#face-state");
        assertTrue(face.contains("Piatto iniziale"), face);
        assertTrue(face.contains("1\u202F000"), face);
        assertTrue(face.contains("Punto minimo"), face);
        assertTrue(face.contains("Fanti"), face);
        assertTrue(!face.contains("Livello"), face);
        assertEquals(0, page.locator("#structure").count());
        screenshot(page, "clock-italian-tv");
    }

    @Test
    void aHoldemLevelShowsItsBettingStructure() {
        long t = started("TEXAS_HOLDEM", 9, "{\"bettingStructure\": \"NO_LIMIT\"}");
        Page page = open("/tournaments/" + t + "/clock", TV, "en-GB");
        page.waitForSelector("#structure");
        String structure = page.textContent("#structure");
        assertTrue(structure.contains("Betting structure"), structure);
        assertTrue(structure.contains("No limit"), structure);
    }

    @Test
    void aChinesePokerClockShowsNoAverageStackNorChipsInPlay() {
        long t = started("CHINESE_POKER", 4, "{}");
        Page page = open("/tournaments/" + t + "/clock", TV, "en-GB");
        page.waitForSelector("#face-state");
        String face = page.textContent("#face-state");
        assertTrue(!face.contains("Average stack"), face);
        assertTrue(!face.contains("Chips in play"), face);
        assertTrue(!face.contains("Small / Big blind"), face);
        assertEquals(0, page.locator("#structure").count());
    }
}
