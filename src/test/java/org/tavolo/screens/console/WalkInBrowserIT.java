package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Evenings;

/**
 * docs/console.md#walk-ins: a player who walks in is found or registered and entered from the entries page in one
 * form, the list updating in place; Hold'em late registration takes them after the draw until its level ends, seated
 * by the balancing rules, and refuses them after it with the reason.
 */
@QuarkusTest
class WalkInBrowserIT extends ConsoleBrowserTest {

    private static long drawnWithLateRegistrationUntilLevel(int level) {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        FloorFixtures.patchSettings(t, "{\"lateRegistrationUntilLevel\": %d}".formatted(level));
        FloorFixtures.entries(t, 8);
        FloorFixtures.draw(t, 7L);
        return t;
    }

    private static List<String> seated(long t) {
        return FloorFixtures.seating(t);
    }

    @Test
    void aWalkInIsRegisteredEnteredAndSeatedDuringLateRegistrationWithoutLeavingThePage() {
        long t = drawnWithLateRegistrationUntilLevel(2);
        String name = "Walk In " + UUID.randomUUID().toString().substring(0, 6);
        Page page = signedIn("/console/tournaments/" + t + "/entries", LAPTOP, "it-IT");
        assertThat(page.textContent("#late-open"), containsString("fino alla fine del livello 2"));
        page.evaluate("document.body.dataset.sameDocument = 'yes'");
        page.locator("#w-name").fill(name);
        page.locator("#w-contact").fill("333 0000000");
        page.locator("#w-card").fill("T-99");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Registra e iscrivi"))
                .click();
        page.locator("#done").waitFor();
        assertThat(page.textContent("#done"), containsString("Iscrizione di " + name + ": tavolo "));
        assertEquals("yes", page.evaluate("document.body.dataset.sameDocument"), "the list is updated in place");
        Locator row = page.locator("ol.entries li", new Page.LocatorOptions().setHasText(name));
        assertThat(row.textContent(), containsString("tardiva"));

        JsonPath entries = given().get("/api/tournaments/{id}/entries", t).jsonPath();
        long entry = entries.getLong("find { it.playerName == '%s' }.id".formatted(name));
        assertTrue(entries.getBoolean("find { it.playerName == '%s' }.late".formatted(name)));
        assertTrue(seated(t).stream().anyMatch(s -> s.endsWith("=" + entry)), "the walk-in is seated");
        assertThat(
                page.textContent("#done"),
                containsString("tavolo %d, posto %d"
                        .formatted(
                                entries.getInt("find { it.playerName == '%s' }.table".formatted(name)),
                                entries.getInt("find { it.playerName == '%s' }.seat".formatted(name)))));
        page.evaluate("window.scrollTo(0, 0)");
        screenshot(page, "console-walk-in");

        page.locator("#e-q").fill(name);
        page.locator("#register .already-in").waitFor();
        assertEquals(0, page.locator("#register button").count(), "no Iscrivi for a player already entered");
    }

    @Test
    void afterTheLateRegistrationLevelAnEntryIsRefusedWithTheReasonAndNothingIsStored() {
        long t = drawnWithLateRegistrationUntilLevel(1);
        String name = "Known " + UUID.randomUUID().toString().substring(0, 6);
        FloorFixtures.player(name);
        int before = given().get("/api/tournaments/{id}/entries", t)
                .jsonPath()
                .getList("$")
                .size();
        Page page = signedIn("/console/tournaments/" + t + "/entries", PHONE, "it-IT");
        page.locator("#e-q").fill(name);
        Locator enter = page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Iscrivi " + name));
        enter.waitFor();

        Evenings.clock(t, "start");
        Evenings.clock(t, "next");
        enter.click();
        page.locator("#error-summary").waitFor();
        assertThat(
                page.textContent("#error-summary"),
                containsString("Le iscrizioni tardive si sono chiuse alla fine del livello 1."));
        assertEquals(
                before,
                given().get("/api/tournaments/{id}/entries", t)
                        .jsonPath()
                        .getList("$")
                        .size());
        assertEquals(0, page.locator("#walk-in").count(), "no walk-in form while entries are closed");
        assertThat(
                page.textContent("#entries-closed"),
                containsString("Iscrizioni tardive chiuse alla fine del livello 1"));
        assertEquals(0, page.locator("#register button").count(), "Iscrivi is offered only while entries are open");
        assertEquals(false, page.evaluate("document.documentElement.scrollWidth > window.innerWidth"));
        screenshot(page, "console-entries-closed-phone");
    }
}
