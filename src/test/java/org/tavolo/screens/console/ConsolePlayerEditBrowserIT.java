package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import io.quarkus.test.junit.QuarkusTest;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;

@QuarkusTest
class ConsolePlayerEditBrowserIT extends ConsoleBrowserTest {

    private static String nameOf(long id) {
        return given().get("/api/players/{id}", id).jsonPath().getString("name");
    }

    @Test
    void aPlayerIsCorrectedFromTheRegister() {
        String family = "Ferraresi" + UUID.randomUUID().toString().substring(0, 5);
        long id = FloorFixtures.player("Gianni " + family);
        Page page = signedIn("/console/players?q=" + family, LAPTOP, "it-IT");
        page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Modifica Gianni " + family))
                .click();
        page.waitForURL("**/console/players/" + id);
        page.getByLabel("Nome", new Page.GetByLabelOptions().setExact(true)).fill("Giovanni " + family);
        page.getByLabel("Soprannome").fill("Il Biondo");
        page.getByLabel("Contatto").fill("giovanni@example.org");
        screenshot(page, "console-player-edit");
        press(page, "Salva");
        page.waitForURL("**/console/players/" + id + "?saved=true");
        assertThat(page.textContent(".notice"), containsString("Giovanni " + family));
        assertEquals("Giovanni " + family, nameOf(id));
        assertEquals(
                "Il Biondo", given().get("/api/players/{id}", id).jsonPath().getString("nickname"));
    }

    @Test
    void anotherPlayersNameIsSavedOnlyWhenAskedOnAPhone() {
        String taken = "Carla Mantovani " + UUID.randomUUID().toString().substring(0, 5);
        FloorFixtures.player(taken);
        String mine = "Carla Mantovan " + UUID.randomUUID().toString().substring(0, 5);
        long id = FloorFixtures.player(mine);
        Page page = signedIn("/console/players/" + id, PHONE, "en-GB");
        page.getByLabel("Name", new Page.GetByLabelOptions().setExact(true)).fill(taken);
        press(page, "Save");
        page.waitForSelector(".warning");
        assertThat(page.textContent(".warning"), containsString("The register already has " + taken));
        assertEquals(mine, nameOf(id));
        screenshot(page, "console-player-edit-phone");
        press(page, "Save anyway as a namesake");
        page.waitForURL("**/console/players/" + id + "?saved=true");
        assertEquals(taken, nameOf(id));
        assertEquals(false, page.evaluate("document.documentElement.scrollWidth > window.innerWidth"));
    }
}
