package org.tavolo.screens.room;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.browser.BrowserTest;
import org.tavolo.screens.SeasonFixtures;

/**
 * A championship's table on the room's screens in a real browser: on a phone and on the TV, kept
 * current by the championship's event stream without reloading; a player's own page with their
 * season line; the front page's way to it.
 */
@QuarkusTest
class SeasonScreenBrowserIT extends BrowserTest {

    private static final int[] NARROW = {360, 740};
    private static final int[] LAPTOP = {1280, 800};

    /** Two evenings of eight, the second with the order turned round, in one season. */
    private record Season(long id, String name, List<Long> players, long first, long second) {}

    private static Season season(String firstDate, String secondDate) {
        String club = SeasonFixtures.club();
        List<Long> p =
                SeasonFixtures.register(club, "Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Ugo");
        long first = SeasonFixtures.italianEvening("Prima serata " + club, firstDate, p);
        long second = SeasonFixtures.italianEvening(
                "Seconda serata " + club,
                secondDate,
                List.of(p.get(4), p.get(0), p.get(5), p.get(1), p.get(6), p.get(2), p.get(7), p.get(3)));
        String name = "Campionato sociale " + club;
        long id = SeasonFixtures.championship(
                "{\"name\": \"%s\", \"season\": \"2026/27\", \"kind\": \"SEASON\"}".formatted(name));
        SeasonFixtures.attach(id, first);
        SeasonFixtures.attach(id, second);
        return new Season(id, name, p, first, second);
    }

    private static String italian(String decimal) {
        return new BigDecimal(decimal).stripTrailingZeros().toPlainString().replace('.', ',');
    }

    private static void streamOpen(Page page) {
        page.waitForSelector("body[data-stream='open']");
        page.evaluate("window.notReloaded = true");
    }

    private static boolean notReloaded(Page page) {
        return Boolean.TRUE.equals(page.evaluate("window.notReloaded === true"));
    }

    private static boolean fitsTheWidth(Page page) {
        return Boolean.TRUE.equals(
                page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth"));
    }

    private static List<String> shownNames(Page page) {
        return page.locator("#season tbody .who .name").allTextContents();
    }

    @Test
    void theSeasonTableOnAPhoneIsTheApisAndFollowsACorrectionAndAnAttachWithoutReload() {
        Season s = season("2026-10-01", "2026-10-08");
        JsonPath api = SeasonFixtures.standings(s.id());
        Page page = open("/championships/" + s.id(), PHONE, "it-IT");

        assertEquals(api.getList("standings.player.name"), shownNames(page), "the API's table, in its order");
        assertEquals(
                "Totale", page.textContent("#season thead th:nth-last-child(2)").strip());
        String leader =
                page.textContent("#season tbody tr:first-child td.total").strip();
        assertEquals(italian(api.getString("standings[0].total")), leader);
        assertThat(page.textContent("#season tbody tr:first-child .evening-points"), containsString("1/10:"));
        assertThat(page.textContent("main"), containsString("Stagione 2026/27"));
        assertTrue(fitsTheWidth(page), "the table fits a phone");
        screenshot(page, "season-phone");
        streamOpen(page);

        // the first evening's table 1 is corrected: its winner and its last swap their chips
        String before = page.textContent("#season tbody").strip();
        SeasonFixtures.swapFirstAndLastOfTableOne(s.first());
        page.waitForFunction("before => document.querySelector('#season tbody').textContent.trim() !== before", before);
        JsonPath corrected = SeasonFixtures.standings(s.id());
        assertEquals(corrected.getList("standings.player.name"), shownNames(page));
        assertNotEquals(api.getList("standings.total"), corrected.getList("standings.total"));

        // a third evening is attached through the API: its column and its new player appear
        String club = SeasonFixtures.club();
        List<Long> more = SeasonFixtures.register(club, "Ivo", "Lia", "Mara", "Nino");
        long third = SeasonFixtures.italianEvening(
                "Terza serata " + club,
                "2026-10-15",
                List.of(more.get(0), s.players().get(0), more.get(1), more.get(2)));
        SeasonFixtures.attach(s.id(), third);
        page.waitForFunction("() => document.querySelectorAll('#season thead th.per-evening').length === 3");
        assertThat(String.join(" ", shownNames(page)), containsString("Ivo " + club));
        assertTrue(notReloaded(page), "the table changed in place");

        Page narrow = open("/championships/" + s.id(), NARROW, "it-IT");
        assertTrue(fitsTheWidth(narrow), "the table fits 360 px");
        Page laptop = open("/championships/" + s.id(), LAPTOP, "it-IT");
        assertTrue(laptop.locator("#season thead th.per-evening").first().isVisible(), "a column per evening");
        screenshot(laptop, "season-laptop");
    }

    @Test
    void theTvTableIsDarkLargeAndInEnglishOnRequest() {
        Season s = season("2026-10-01", "2026-10-08");
        Page page = open("/championships/" + s.id() + "/tv", TV, "it-IT");
        assertThat(page.getAttribute("body", "class"), containsString("dark"));
        double row = ((Number) page.evaluate(
                        "parseFloat(getComputedStyle(document.querySelector('#season tbody td')).fontSize)"))
                .doubleValue();
        assertTrue(row >= 0.03 * TV[1], "lines read from across the room: " + row + " px");
        assertEquals(8, page.locator("#season tbody tr:visible").count());
        assertThat(page.textContent("#season thead"), containsString("1/10"));
        screenshot(page, "season-tv");

        Page english = open("/championships/" + s.id() + "/tv?lang=en", TV, "it-IT");
        assertThat(english.textContent("#season thead"), containsString("Total"));
        assertThat(english.textContent("#season thead"), containsString("1 Oct"));
        assertThat(english.textContent("main"), containsString("Season 2026/27"));
    }

    @Test
    void eveningsOfOneDateAreHeadedApartAndATieOnPointsSaysWhatRankedItApart() {
        Season s = season("2026-10-01", "2026-10-01");
        JsonPath api = SeasonFixtures.standings(s.id());
        Page page = open("/championships/" + s.id(), LAPTOP, "it-IT");

        List<String> headings = page.locator("#season thead th.per-evening").allTextContents().stream()
                .map(String::strip)
                .toList();
        assertEquals(List.of("1/10 · 1ª", "1/10 · 2ª"), headings, "two evenings of one date, told apart");

        List<Object> tieBreaks = api.getList("standings.tieBreak");
        List<Integer> tied = java.util.stream.IntStream.range(0, tieBreaks.size())
                .filter(i -> tieBreaks.get(i) != null)
                .boxed()
                .toList();
        assertTrue(!tied.isEmpty(), "the season has players level on points: " + api.prettify());
        for (int i : tied) {
            String line = page.locator("#season tbody tr")
                    .nth(i)
                    .locator(".tie-break")
                    .textContent();
            assertThat(line, containsString("a pari punti"));
            if ("RECENT_RESULT".equals(api.getString("standings[%d].tieBreak.rule".formatted(i)))) {
                assertThat(line, containsString("1/10 · 2ª"));
            }
        }
        assertEquals(
                api.getList("standings").size() - tied.size(),
                page.locator("#season tbody tr:not(:has(.tie-break))").count(),
                "only lines tied on points carry a tie-break");
        screenshot(page, "season-ties-laptop");

        Page english = open("/championships/" + s.id() + "?lang=en", PHONE, "en-GB");
        assertThat(english.textContent("#season tbody"), containsString("level on points"));
        assertThat(english.textContent("#season tbody"), containsString("1 Oct · no. 2"));
    }

    @Test
    void aTableLongerThanTheTvShowsAPageAtATime() {
        String club = SeasonFixtures.club();
        String[] names = new String[28];
        for (int i = 0; i < names.length; i++) {
            names[i] = "Giocatore " + (i + 1);
        }
        long evening = SeasonFixtures.italianEvening(
                "Serata affollata " + club, "2026-10-01", SeasonFixtures.register(club, names));
        long id = SeasonFixtures.championship("{\"name\": \"Coppa %s\", \"season\": \"2026\"}".formatted(club));
        SeasonFixtures.attach(id, evening);

        Page page = open("/championships/" + id + "/tv", TV, "it-IT");
        page.waitForSelector("body[data-pages]");
        int pages = Integer.parseInt(page.getAttribute("body", "data-pages"));
        int shown = page.locator("#season tbody tr:visible").count();
        assertTrue(pages >= 2, "28 lines take more than one screen");
        assertTrue(shown < 28 && shown >= 28 / pages, "one page of lines is shown: " + shown);
        assertEquals("1 / " + pages, page.textContent("#season-page").strip());
        Object bottom = page.evaluate(
                "Math.max(...[...document.querySelectorAll('#season tbody tr:not([hidden])')].map(r => r.getBoundingClientRect().bottom))");
        assertTrue(((Number) bottom).doubleValue() <= TV[1], "the page's lines fit the screen");
    }

    @Test
    void aPlayersOwnPageShowsTheirSeasonLine() {
        Season s = season("2026-10-01", "2026-10-08");
        JsonPath api = SeasonFixtures.standings(s.id());
        long anna = s.players().get(0);
        int line = api.getList("standings.player.id", Long.class).indexOf(anna);
        long entry = given().get("/api/tournaments/{id}/entries", s.second())
                .jsonPath()
                .getLong("find { it.playerId == %d }.id".formatted(anna));

        Page page = open("/tournaments/" + s.second() + "/players/" + entry, PHONE, "it-IT");
        String card = page.textContent(".season-line");
        assertThat(card, containsString("Il tuo campionato"));
        assertThat(card, containsString(s.name()));
        String rank = api.getString("standings[%d].rank".formatted(line))
                + (api.getBoolean("standings[%d].shared".formatted(line)) ? "=" : "");
        assertEquals(rank, page.textContent(".season-line .mine-big").strip().split(" ")[0]);
        assertThat(card, containsString("Punti " + italian(api.getString("standings[%d].total".formatted(line)))));
        assertThat(card, containsString("serate giocate 2 di 2"));
        assertTrue(fitsTheWidth(page));

        long alone = SeasonFixtures.italianEvening(
                "Serata fuori campionato " + SeasonFixtures.club(),
                "2026-10-09",
                s.players().subList(0, 4));
        long other = given().get("/api/tournaments/{id}/entries", alone)
                .jsonPath()
                .getLong("find { it.playerId == %d }.id".formatted(anna));
        Page outside = open("/tournaments/" + alone + "/players/" + other, PHONE, "it-IT");
        assertEquals(0, outside.locator(".season-line").count(), "no season line outside a championship");
    }

    @Test
    void theFrontPageAndAnEveningsPageLeadToACurrentChampionship() {
        LocalDate today = LocalDate.now(ZoneId.of("Europe/Rome"));
        Season s = season(today.minusDays(7).toString(), today.toString());
        Page page = open("/", PHONE, "it-IT");
        assertThat(page.textContent("main"), containsString("Campionati in corso"));
        page.locator("a[href='/championships/" + s.id() + "']").click();
        page.waitForURL("**/championships/" + s.id());
        assertThat(page.textContent("h1"), containsString(s.name()));

        Page evening = open("/tournaments/" + s.first(), PHONE, "it-IT");
        assertThat(evening.textContent(".championship-card"), containsString(s.name()));

        Season old = season("2025-01-10", "2025-01-17");
        String front = given().get("/").asString();
        assertThat(front, not(containsString("/championships/" + old.id() + "\"")));
    }
}
