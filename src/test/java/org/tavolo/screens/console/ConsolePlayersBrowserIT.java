package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import io.quarkus.test.junit.QuarkusTest;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;

@QuarkusTest
class ConsolePlayersBrowserIT extends ConsoleBrowserTest {

    private static long registered(String name) {
        return given().get("/api/players?size=1000")
                .jsonPath()
                .getList("findAll { it.name == '%s' }".formatted(name))
                .size();
    }

    @Test
    void theRegisterNarrowsAsTheOrganizerTypes() {
        String family = "Zanardelli" + UUID.randomUUID().toString().substring(0, 5);
        FloorFixtures.player("Anna " + family);
        FloorFixtures.player("Bruno " + family);
        FloorFixtures.player("Carla " + family);
        Page page = signedIn("/console/players", LAPTOP, "it-IT");
        page.getByLabel("Cerca un giocatore")
                .pressSequentially(family, new Locator.PressSequentiallyOptions().setDelay(10));
        page.waitForCondition(() -> page.locator("#results li").count() == 3);
        page.getByLabel("Cerca un giocatore").fill("Bruno " + family);
        page.waitForCondition(() -> page.locator("#results li").count() == 1);
        assertThat(page.textContent("#results"), containsString("Bruno " + family));
        assertEquals(true, page.evaluate("window.location.pathname === '/console/players'"));
        screenshot(page, "console-players");
    }

    @Test
    void aDuplicateIsAnnouncedAndANamesakeIsRegisteredOnlyWhenAsked() {
        String name = "Mario Rossi " + UUID.randomUUID().toString().substring(0, 5);
        Page page = signedIn("/console/players", PHONE, "it-IT");
        page.getByLabel("Nome", new Page.GetByLabelOptions().setExact(true)).fill(name);
        page.getByLabel("Soprannome").fill("il Conte");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Aggiungi il giocatore"))
                .click();
        page.waitForURL("**/console/players?added=*");
        assertThat(page.textContent("main"), containsString(name + " è in anagrafica."));
        assertEquals(1, registered(name));

        page.getByLabel("Nome", new Page.GetByLabelOptions().setExact(true)).fill(name);
        page.getByLabel("Soprannome").fill("il conte");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Aggiungi il giocatore"))
                .click();
        page.waitForSelector(".warning");
        assertThat(page.textContent(".warning"), containsString("In anagrafica c’è già " + name));
        assertEquals(1, registered(name));

        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Registra comunque un omonimo"))
                .click();
        page.waitForURL("**/console/players?added=*");
        assertEquals(2, registered(name));
    }
}
