package org.tavolo.screens.console;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.result.ResultApi.closeGame;
import static org.tavolo.result.ResultApi.recordMatch;
import static org.tavolo.result.ResultApi.stacks;
import static org.tavolo.result.ResultApi.victoryPoints;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;

/**
 * docs/rules.md#italian-tournament: a third of the players, rounded up, go through; the console shows every one of
 * them, the last one above the cut line included, whatever the width of the screen.
 */
@QuarkusTest
class StandingsCutLineBrowserIT extends ConsoleBrowserTest {

    /** Fourteen players at three tables (5, 5, 4), one game each: ⌈14/3⌉ = 5 go through. */
    private static List<Long> italianGameClosed(long t) {
        List<Long> e = FloorFixtures.entries(t, 14);
        closeGame(
                t,
                1,
                1,
                stacks(e.get(0), 40_000, e.get(1), 25_000, e.get(2), 20_000, e.get(3), 10_000, e.get(4), 5_000),
                201);
        closeGame(
                t,
                2,
                1,
                stacks(e.get(5), 35_000, e.get(6), 30_000, e.get(7), 18_000, e.get(8), 12_000, e.get(9), 5_000),
                201);
        closeGame(t, 3, 1, stacks(e.get(10), 33_000, e.get(11), 22_000, e.get(12), 17_000, e.get(13), 8_000), 201);
        return e;
    }

    private static List<Long> chineseMatchRecorded(long t) {
        List<Long> e = FloorFixtures.entries(t, 14);
        recordMatch(t, 1, 1, victoryPoints(e.get(0), 9, e.get(1), 4, e.get(2), 2, e.get(3), 1))
                .statusCode(201);
        recordMatch(t, 2, 1, victoryPoints(e.get(4), 12, e.get(5), 3, e.get(6), 2, e.get(7), 0))
                .statusCode(201);
        recordMatch(t, 3, 1, victoryPoints(e.get(8), 8, e.get(9), 5, e.get(10), 1))
                .statusCode(201);
        recordMatch(t, 4, 1, victoryPoints(e.get(11), 7, e.get(12), 6, e.get(13), 0))
                .statusCode(201);
        return e;
    }

    private void everyQualifierIsMarkedAndVisible(long t, int[] size, String language, String shot) {
        Page page = signedIn("/console/tournaments/" + t + "/standings", size, language);
        assertEquals(14, page.locator("#standings tbody tr").count());
        Locator qualified = page.locator("#standings tbody tr.qualified");
        assertEquals(5, qualified.count());
        for (int i = 0; i < qualified.count(); i++) {
            qualified.nth(i).scrollIntoViewIfNeeded();
            assertTrue(qualified.nth(i).isVisible(), "qualifier " + (i + 1) + " is visible");
        }
        Locator rows = page.locator("#standings tbody tr");
        for (int i = 0; i < rows.count(); i++) {
            assertTrue(rows.nth(i).isVisible(), "line " + (i + 1) + " is visible");
        }
        assertEquals(
                1, page.locator("#standings tbody tr.qualified.last-qualified").count());
        assertTrue(page.locator("#standings tr.last-qualified").isVisible());
        assertThat(page.textContent(".counts"), containsString(language.startsWith("it") ? "5 giocatori su 14" : "5"));
        if (shot != null) {
            screenshot(page, shot);
        }
    }

    @Test
    void theLastOfFiveQualifiersOfFourteenIsShownInAnItalianTournamentOnLaptopAndPhone() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        italianGameClosed(t);
        everyQualifierIsMarkedAndVisible(t, LAPTOP, "it-IT", "console-standings-cut");
        everyQualifierIsMarkedAndVisible(t, PHONE, "it-IT", "console-standings-cut-phone");
        everyQualifierIsMarkedAndVisible(t, PHONE, "en-GB", null);
    }

    @Test
    void theLastOfFiveQualifiersOfFourteenIsShownInAChineseTournamentOnLaptopAndPhone() {
        long t = FloorFixtures.tournament("CHINESE_POKER");
        chineseMatchRecorded(t);
        everyQualifierIsMarkedAndVisible(t, LAPTOP, "it-IT", null);
        everyQualifierIsMarkedAndVisible(t, PHONE, "en-GB", null);
    }
}
