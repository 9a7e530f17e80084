package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;

@QuarkusTest
class ConsoleSettingsBrowserIT extends ConsoleBrowserTest {

    private static JsonPath settings(long t) {
        return Answers.json(given().get("/api/tournaments/{id}/settings", t), 200);
    }

    @Test
    void theScheduleIsEditedInTheFormAndStoredOnlyWhenSaved() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        int periods = settings(t).getList("clock.periods").size();
        Page page = signedIn("/console/tournaments/" + t + "/settings", LAPTOP, "en-GB");
        press(page, "Add a level");
        press(page, "Add a break");
        press(page, "Add a level");
        assertEquals(periods + 3, page.locator("li.period").count());
        assertEquals(periods, settings(t).getList("clock.periods").size());

        press(page, "Move period " + (periods + 2) + " up");
        assertEquals("BREAK", page.locator("#k-" + periods).inputValue());
        press(page, "Remove period " + (periods + 3));
        assertEquals(periods + 2, page.locator("li.period").count());
        page.getByLabel("Starting stack").fill("12000");
        press(page, "Save the settings");

        JsonPath stored = settings(t);
        assertEquals(12000, stored.getLong("startingStack"));
        assertEquals(periods + 2, stored.getList("clock.periods").size());
        assertEquals("BREAK", stored.getString("clock.periods[" + periods + "].kind"));
        assertEquals("LEVEL", stored.getString("clock.periods[" + (periods + 1) + "].kind"));
        assertThat(page.textContent("main"), containsString("Settings saved."));
    }

    @Test
    void aRefusedPeriodIsNamedBesideItsFieldAndNothingIsStored() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        String before = given().get("/api/tournaments/{id}/settings", t).asString();
        Page page = signedIn("/console/tournaments/" + t + "/settings", LAPTOP, "it-IT");
        page.locator("#m-1").fill("0");
        page.getByLabel("Stack iniziale").fill("tanti");
        press(page, "Salva le impostazioni");
        assertEquals(
                "Scrivi un numero intero in cifre, per esempio 20.000 o 20 000.",
                page.textContent("#s-startingStack-error").strip());
        page.getByLabel("Stack iniziale").fill("12000");
        press(page, "Salva le impostazioni");
        assertThat(page.locator("#m-1 ~ .field-error").textContent(), containsString("Scrivi almeno 1."));
        assertEquals("0", page.locator("#m-1").inputValue());
        assertEquals(before, given().get("/api/tournaments/{id}/settings", t).asString());
        page.locator("#m-1").scrollIntoViewIfNeeded();
        screenshot(page, "console-settings");
    }

    @Test
    void theRuleBookPresetReplacesTheSettingsOfTheFormat() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        FloorFixtures.patchSettings(t, "{\"startingStack\": 30000}");
        Page page = signedIn("/console/tournaments/" + t + "/settings", PHONE, "it-IT");
        assertEquals("30000", page.getByLabel("Stack iniziale").inputValue());
        press(page, "Serata all’italiana (regolamento)");
        assertEquals(20000, settings(t).getLong("startingStack"));
        assertEquals("20000", page.getByLabel("Stack iniziale").inputValue());
        assertEquals("GAME", settings(t).getString("clock.periods[0].kind"));
    }

    @Test
    void aChinesePokerTournamentIsOfferedNoChipsAnteBlindsNorTeresinaAndKeepsThemAsStored() {
        long t = FloorFixtures.tournament("CHINESE_POKER");
        JsonPath before = settings(t);
        Page page = signedIn("/console/tournaments/" + t + "/settings", LAPTOP, "it-IT");
        for (String hidden : new String[] {
            "#s-startingStack", "#s-chipUnit", "#s-ante", "#s-bettingStructure", "#after-last", "#sb-0", "#bb-0", "#a-0"
        }) {
            assertEquals(0, page.locator(hidden).count(), hidden + " is not offered to Chinese poker");
        }
        assertThat(page.textContent("main"), not(containsString("Teresina")));
        assertThat(page.textContent("main"), not(containsString("Piatto iniziale")));
        page.getByLabel("Gettoni di ogni giocatore (nove valori)").fill("0 1 1 2 2 3 3 4 4");
        screenshot(page, "settings-chinese");
        press(page, "Salva le impostazioni");

        JsonPath stored = settings(t);
        assertEquals(List.of(0, 1, 1, 2, 2, 3, 3, 4, 4), stored.getList("chineseTokens"));
        assertEquals(before.getLong("startingStack"), stored.getLong("startingStack"));
        assertEquals(before.getLong("chipUnit"), stored.getLong("chipUnit"));
        assertEquals(before.getLong("ante"), stored.getLong("ante"));
        assertEquals(before.getString("clock.afterLast"), stored.getString("clock.afterLast"));
        assertEquals(before.getList("clock.periods"), stored.getList("clock.periods"));
    }

    @Test
    void anItalianTournamentIsOfferedItsAnteGamesAndTeresinaButNoBlindsNorStructure() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        JsonPath before = settings(t);
        Page page = signedIn("/console/tournaments/" + t + "/settings", LAPTOP, "en-GB");
        assertEquals(1, page.locator("#s-ante").count());
        assertEquals(1, page.locator("#after-last option[value=TERESINA_ROUND]").count());
        assertEquals(0, page.locator("#sb-0").count());
        assertEquals(0, page.locator("#s-bettingStructure").count());
        assertEquals(0, page.locator("#s-chineseTokens").count());
        page.locator("#s-ante").fill("2000");
        press(page, "Save the settings");

        JsonPath stored = settings(t);
        assertEquals(2000, stored.getLong("ante"));
        assertEquals(before.getList("chineseTokens"), stored.getList("chineseTokens"));
        assertEquals(before.getString("bettingStructure"), stored.getString("bettingStructure"));
        assertEquals(
                before.getList("clock.periods").size(),
                stored.getList("clock.periods").size());
    }

    @Test
    void aHoldemTournamentChoosesItsBettingStructureBesideItsBlindLevels() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        Page page = signedIn("/console/tournaments/" + t + "/settings", LAPTOP, "en-GB");
        assertEquals(1, page.locator("#sb-0").count());
        assertEquals(0, page.locator("#s-ante").count());
        assertEquals(0, page.locator("#after-last").count());
        page.getByLabel("Betting structure").selectOption("NO_LIMIT");
        press(page, "Save the settings");
        assertEquals("NO_LIMIT", settings(t).getString("bettingStructure"));
        assertEquals("NO_LIMIT", page.getByLabel("Betting structure").inputValue());
    }

    /** docs/rules.md#big-blind-ante: a level's ante is the big blind's when the organizer says so beside it. */
    @Test
    void aLevelsAnteIsPostedByTheBigBlindWhenTheScheduleSaysSo() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        Page page = signedIn("/console/tournaments/" + t + "/settings", LAPTOP, "it-IT");
        assertEquals("EACH_PLAYER", page.locator("#ak-0").inputValue());
        page.locator("#a-0").fill("50");
        page.getByLabel("Chi paga l'ante").first().selectOption("BIG_BLIND");
        press(page, "Salva le impostazioni");
        assertEquals("BIG_BLIND", settings(t).getString("clock.periods[0].anteKind"));
        assertEquals(50, settings(t).getInt("clock.periods[0].ante"));
        assertEquals("EACH_PLAYER", settings(t).getString("clock.periods[1].anteKind"));
        assertEquals("BIG_BLIND", page.locator("#ak-0").inputValue());

        // a break has no big blind to post it: refused beside its field, nothing stored
        String before = given().get("/api/tournaments/{id}/settings", t).asString();
        page.locator("#ak-5").selectOption("BIG_BLIND");
        press(page, "Salva le impostazioni");
        assertThat(
                page.locator("#ak-5 ~ .field-error").textContent(),
                containsString("Questo valore non va d’accordo con le altre impostazioni"));
        assertEquals(before, given().get("/api/tournaments/{id}/settings", t).asString());
    }
}
