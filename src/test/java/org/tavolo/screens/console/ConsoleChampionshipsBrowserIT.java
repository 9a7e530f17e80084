package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.screens.SeasonFixtures;
import org.tavolo.testing.Answers;

/** The console's championships in a real browser: create one, attach its evenings, read its table, take one out. */
@QuarkusTest
class ConsoleChampionshipsBrowserIT extends ConsoleBrowserTest {

    private static final int[] NARROW = {360, 740};

    private static List<String> championshipNames() {
        return Answers.json(given().get("/api/championships"), 200).getList("name");
    }

    private static long idOf(String name) {
        return given().get("/api/championships").jsonPath().getLong("find { it.name == '%s' }.id".formatted(name));
    }

    private static boolean fitsTheWidth(Page page) {
        return Boolean.TRUE.equals(
                page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth"));
    }

    private static void attachInThePage(Page page, long tournament) {
        page.getByLabel("Serata da aggiungere", new Page.GetByLabelOptions().setExact(true))
                .selectOption(String.valueOf(tournament));
        press(page, "Aggiungi al campionato");
    }

    @Test
    void anOrganizerCreatesASeasonAttachesTwoEveningsAndReadsItsTable() {
        String club = SeasonFixtures.club();
        List<Long> p =
                SeasonFixtures.register(club, "Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Ugo");
        long second = SeasonFixtures.italianEvening(
                "Seconda serata " + club,
                "2026-10-08",
                List.of(p.get(7), p.get(6), p.get(5), p.get(4), p.get(3), p.get(2), p.get(1), p.get(0)));
        long first = SeasonFixtures.italianEvening("Prima serata " + club, "2026-10-01", p);
        String name = "Campionato sociale " + club;

        Page page = signedIn("/console/tournaments", LAPTOP, "it-IT");
        page.getByRole(
                        AriaRole.LINK,
                        new Page.GetByRoleOptions().setName("Campionati").setExact(true))
                .first()
                .click();
        page.waitForURL("**/console/championships");
        page.getByLabel("Nome").fill(name);
        page.getByLabel("Stagione").fill("2026/27");
        page.getByLabel("Tipo").selectOption("SEASON");
        page.getByLabel("Serate migliori che contano (facoltativo)").fill("3");
        press(page, "Crea il campionato");
        page.waitForURL("**/console/championships/*");
        assertThat(page.textContent(".notice"), containsString(name));

        attachInThePage(page, second);
        assertThat(page.textContent(".notice"), containsString("Seconda serata " + club));
        attachInThePage(page, first);

        List<String> evenings = page.locator(".evening-list li strong").allTextContents();
        assertEquals(List.of("Prima serata " + club, "Seconda serata " + club), evenings, "the evenings in date order");
        assertThat(page.textContent(".evening-list"), containsString("01/10/2026"));
        long id = idOf(name);
        JsonPath table = SeasonFixtures.standings(id);
        List<String> shownNames = page.locator(".season-table tbody tr .name").allTextContents();
        assertEquals(table.getList("standings.player.name"), shownNames, "the table of the API, in its order");
        assertEquals(8, shownNames.size());
        String firstTotal = new BigDecimal(table.getString("standings[0].total"))
                .stripTrailingZeros()
                .toPlainString()
                .replace('.', ',');
        assertEquals(
                firstTotal,
                page.textContent(".season-table tbody tr:first-child td.total").strip());
        assertEquals(
                "2",
                page.textContent(".season-table tbody tr:first-child td.played").strip());
        assertThat(page.textContent("main"), containsString("Le 3 migliori"));
        assertEquals(
                "/championships/" + id,
                page.getByRole(
                                AriaRole.LINK,
                                new Page.GetByRoleOptions().setName("Classifica del campionato (telefono)"))
                        .getAttribute("href"));
        screenshot(page, "console-championship");

        Page phone = signedIn("/console/championships/" + id, PHONE, "it-IT");
        assertTrue(fitsTheWidth(phone), "the championship's page fits a phone");
        screenshot(phone, "console-championship-phone");
        Page narrow = signedIn("/console/championships", NARROW, "it-IT");
        assertTrue(fitsTheWidth(narrow), "the list and its form fit 360 px");
        screenshot(narrow, "console-championships-phone");
    }

    @Test
    void takingAnEveningOutAsksOnceInWordsAndLeavesTheTournamentsResults() {
        String club = SeasonFixtures.club();
        List<Long> p = SeasonFixtures.register(club, "Anna", "Bruno", "Carla", "Dario");
        long evening = SeasonFixtures.italianEvening("Serata da togliere " + club, "2026-10-01", p);
        long season = SeasonFixtures.championship("{\"name\": \"Coppa %s\", \"season\": \"2026\"}".formatted(club));
        SeasonFixtures.attach(season, evening);
        String results = given().get("/api/tournaments/{id}/standings", evening).asString();

        Page page = signedIn("/console/championships/" + season, LAPTOP, "it-IT");
        page.getByRole(
                        AriaRole.LINK,
                        new Page.GetByRoleOptions().setName("Togli «Serata da togliere " + club + "» dal campionato"))
                .click();
        page.waitForLoadState();
        assertThat(
                page.textContent("main"),
                containsString("Togliere «Serata da togliere " + club + "» dal campionato «Coppa " + club + "»?"));
        assertThat(page.textContent("main"), containsString("I risultati del torneo restano"));
        press(page, "Sì, togli la serata");

        assertThat(page.textContent(".notice"), containsString("tolto dal campionato"));
        assertEquals(0, page.locator(".evening-list li").count());
        assertEquals(0, SeasonFixtures.standings(season).getList("tournaments").size());
        assertEquals(
                results, given().get("/api/tournaments/{id}/standings", evening).asString());
    }

    @Test
    void aRefusedCreateComesBackAsSentWithTheReasonBesideTheField() {
        String name = "Campionato senza stagione " + SeasonFixtures.club();
        List<String> before = championshipNames();
        Page page = signedIn("/console/championships", PHONE, "it-IT");
        page.getByLabel("Nome").fill(name);
        page.getByLabel("Tipo").selectOption("STAGES");
        page.getByLabel("Punti per posizione (facoltativo)").fill("25 18 abc");
        press(page, "Crea il campionato");

        assertEquals(name, page.getByLabel("Nome").inputValue(), "the typed name is kept");
        assertEquals("STAGES", page.getByLabel("Tipo").inputValue());
        assertEquals(
                "25 18 abc",
                page.getByLabel("Punti per posizione (facoltativo)").inputValue());
        assertEquals("Campo obbligatorio.", page.textContent("#c-season-error").strip());
        assertThat(page.textContent("#c-pointsByPlace-error"), containsString("al massimo un decimale"));
        assertThat(page.textContent("#summary"), containsString("Il campionato non è stato creato"));
        assertEquals(before, championshipNames(), "nothing was created");
        assertTrue(fitsTheWidth(page));
    }

    @Test
    void aRefusedAttachSaysWhyInThePagesLanguageAndKeepsTheChoice() {
        String club = SeasonFixtures.club();
        long holdem = SeasonFixtures.tournament("TEXAS_HOLDEM", "Hold'em senza punti " + club, "2026-10-02");
        long season = SeasonFixtures.championship("{\"name\": \"Lega %s\", \"season\": \"2026\"}".formatted(club));

        Page page = signedIn("/console/championships/" + season + "?lang=en", LAPTOP, "it-IT");
        page.getByLabel("Evening to attach", new Page.GetByLabelOptions().setExact(true))
                .selectOption(String.valueOf(holdem));
        press(page, "Add to the championship");

        assertThat(page.textContent("#c-tournament-error"), containsString("has no points of its own"));
        assertEquals(
                String.valueOf(holdem),
                page.getByLabel("Evening to attach", new Page.GetByLabelOptions().setExact(true))
                        .inputValue());
        assertEquals(0, SeasonFixtures.standings(season).getList("tournaments").size(), "nothing was attached");

        page.navigate(base.toString().replaceAll("/$", "") + "/console/championships/" + season + "?lang=it");
        page.getByLabel("Serata da aggiungere", new Page.GetByLabelOptions().setExact(true))
                .selectOption(String.valueOf(holdem));
        press(page, "Aggiungi al campionato");
        assertThat(page.textContent("#c-tournament-error"), containsString("non ha punti propri"));
    }
}
