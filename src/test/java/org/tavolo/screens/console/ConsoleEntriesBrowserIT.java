package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;

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
        assertThat(page.textContent("#register li"), containsString("già iscritto"));
        assertEquals(0, page.locator("#register li button").count(), "no Iscrivi for a player already entered");
        assertEquals(2, entered(t).size());
        screenshot(page, "console-entries");

        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Ritira Franco " + family))
                .click();
        page.waitForCondition(() -> page.textContent("#counts").contains("1 iscritto"));
        assertEquals(List.of("Elena " + family), entered(t));
    }
}
