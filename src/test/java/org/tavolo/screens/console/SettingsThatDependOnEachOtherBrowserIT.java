package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;

/**
 * docs/console.md#settings: the final table never seats more than a table does. Lowering the most players at a table
 * below the final table's size is refused out loud, at the top and beside the field, with what was typed kept, and the
 * page offers to lower both before anything is saved.
 */
@QuarkusTest
class SettingsThatDependOnEachOtherBrowserIT extends ConsoleBrowserTest {

    private static JsonPath settings(long t) {
        return Answers.json(given().get("/api/tournaments/{id}/settings", t), 200);
    }

    @Test
    void sixSeatsAtMostOnAHoldemTournamentSaysWhyAndOffersToLowerTheFinalTableToo() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        FloorFixtures.patchSettings(t, "{\"maxSeats\": 11, \"finalTableSize\": 11}");
        String before = given().get("/api/tournaments/{id}/settings", t).asString();
        Page page = signedIn("/console/tournaments/" + t + "/settings", LAPTOP, "it-IT");
        page.getByLabel("Giocatori massimi al tavolo").fill("6");
        page.getByLabel("Stack iniziale").fill("7000");
        press(page, "Salva le impostazioni");

        assertTrue(page.locator("#error-summary").isVisible(), "the refusal is summed up at the top");
        assertThat(page.textContent("#error-summary"), containsString("Tavolo finale"));
        assertThat(page.textContent("#s-finalTableSize-error"), containsString("6"));
        assertEquals("6", page.getByLabel("Giocatori massimi al tavolo").inputValue());
        assertEquals("7000", page.getByLabel("Stack iniziale").inputValue());
        assertEquals("11", page.getByLabel("Tavolo finale (giocatori)").inputValue());
        assertEquals(before, given().get("/api/tournaments/{id}/settings", t).asString(), "nothing is stored");
        screenshot(page, "console-settings-final-table");

        press(page, "Salva con 6 giocatori anche al tavolo finale");
        assertThat(page.textContent("main"), containsString("Impostazioni salvate."));
        JsonPath stored = settings(t);
        assertEquals(6, stored.getInt("maxSeats"));
        assertEquals(6, stored.getInt("finalTableSize"));
        assertEquals(7000, stored.getLong("startingStack"));
    }

    @Test
    void sixSeatsOnAPhoneInEnglishIsRefusedBesideTheFieldAndTheLateRegistrationLevelIsStored() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        Page page = signedIn("/console/tournaments/" + t + "/settings", PHONE, "en-GB");
        page.getByLabel("Most players at a table").fill("6");
        page.getByLabel("Late registration until the end of level").fill("3");
        press(page, "Save the settings");
        assertTrue(page.locator("#error-summary").isVisible());
        assertThat(page.textContent("#s-finalTableSize-error"), containsString("6"));
        assertEquals(
                "3", page.getByLabel("Late registration until the end of level").inputValue());
        assertEquals(false, page.evaluate("document.documentElement.scrollWidth > window.innerWidth"));
        screenshot(page, "console-settings-final-table-phone");

        page.getByLabel("Final table (players)").fill("6");
        press(page, "Save the settings");
        assertThat(page.textContent("main"), containsString("Settings saved."));
        JsonPath stored = settings(t);
        assertEquals(6, stored.getInt("finalTableSize"));
        assertEquals(3, stored.getInt("lateRegistrationUntilLevel"));
    }

    @Test
    void aLateRegistrationLevelLeftEmptyClosesEntriesAtTheDraw() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        FloorFixtures.patchSettings(t, "{\"lateRegistrationUntilLevel\": 2}");
        Page page = signedIn("/console/tournaments/" + t + "/settings", LAPTOP, "en-GB");
        page.getByLabel("Late registration until the end of level").fill("");
        press(page, "Save the settings");
        assertThat(page.textContent("main"), containsString("Settings saved."));
        assertNull(settings(t).get("lateRegistrationUntilLevel"));
    }
}
