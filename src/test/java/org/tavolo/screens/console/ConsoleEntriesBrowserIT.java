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
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Evenings;

@QuarkusTest
class ConsoleEntriesBrowserIT extends ConsoleBrowserTest {

    private static List<String> entered(long t) {
        return given().get("/api/tournaments/{id}/entries", t).jsonPath().getList("playerName", String.class);
    }

    @Test
    void playersAreEnteredFromTheRegisterCountedAndWithdrawnBeforeTheDraw() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        String family = "Bellandi" + UUID.randomUUID().toString().substring(0, 5);
        FloorFixtures.player("Elena " + family);
        FloorFixtures.player("Franco " + family);
        Page page = signedIn("/console/tournaments/" + t + "/entries", LAPTOP, "it-IT");
        page.getByLabel("Cerca un giocatore").fill(family);
        page.waitForCondition(() -> page.locator("#register li").count() == 2);
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Iscrivi Elena " + family))
                .click();
        page.waitForCondition(() -> page.textContent("#counts").contains("1 iscritto"));
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Iscrivi Franco " + family))
                .click();
        page.waitForCondition(() -> page.textContent("#counts").contains("2 iscritti"));
        assertEquals(
                List.of("Elena " + family, "Franco " + family),
                entered(t).stream().sorted().toList());

        page.getByLabel("Cerca un giocatore").fill("Elena " + family);
        page.waitForCondition(() -> page.locator("#register li").count() == 1);
        assertThat(page.textContent("#register li"), containsString("già nel torneo"));
        assertEquals(0, page.locator("#register li button").count(), "no Iscrivi for a player already entered");
        assertEquals(2, entered(t).size());
        screenshot(page, "console-entries");

        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Ritira Franco " + family))
                .click();
        page.waitForCondition(() -> page.textContent("#counts").contains("1 iscritto"));
        assertEquals(List.of("Elena " + family), entered(t));
    }

    @Test
    void afterTheDrawThePageSaysEntriesClosedAtTheDrawAndWhatCanStillBeDoneAndTheImportSaysTheSame() {
        long t = Evenings.drawn("ITALIAN_DRAW", 8, 5);
        Page page = signedIn("/console/tournaments/" + t + "/entries", LAPTOP, "it-IT");
        Locator closed = page.locator("#entries-closed");
        assertTrue(closed.isVisible(), "the sentence is on the page");
        assertThat(closed.textContent(), containsString("Iscrizioni chiuse al sorteggio della partita 1"));
        assertThat(closed.textContent(), containsString("anagrafica"));
        assertTrue(
                closed.boundingBox().y + closed.boundingBox().height <= LAPTOP[1],
                "the sentence is in sight without scrolling");
        assertEquals(0, page.locator("#walk-in").count(), "no walk-in form while entries are closed");
        assertEquals(
                0,
                page.locator("a[href$='/import']").count(),
                "«Importa da CSV» is not offered while entries are closed");
        screenshot(page, "console-entries-closed-at-draw");

        page.navigate(page.url().replaceAll("/entries.*$", "/import"));
        assertThat(
                page.textContent("#entries-closed"), containsString("Iscrizioni chiuse al sorteggio della partita 1"));
        assertEquals(0, page.locator("input[type=file]").count(), "no file to choose while entries are closed");

        page.locator("#entries-closed a").click();
        page.waitForURL("**/console/players");
    }
}
