package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.BoundingBox;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.player.Player;
import org.tavolo.table.FloorFixtures;

/**
 * A refusal at the door (a namesake to confirm, a wrong password, a seed that is not a number) is at the top of what
 * the person is looking at, on a laptop's 800 pixels, with what was typed kept in its field.
 */
@QuarkusTest
class RefusalsAtTheDoorInSightBrowserIT extends ConsoleBrowserTest {

    /** A tournament in registration with enough players for the register's list to fill more than a screen. */
    private static Long tournament;

    private static long tournament() {
        if (tournament == null) {
            long t = FloorFixtures.tournament("ITALIAN_DRAW");
            FloorFixtures.entries(t, 50);
            tournament = t;
        }
        return tournament;
    }

    @Test
    void aNamesakeToConfirmIsAskedInSightWithTheFormAsTyped() {
        tournament();
        String name = "Mario Omonimo " + UUID.randomUUID().toString().substring(0, 6);
        FloorFixtures.player(name);
        Page page = signedIn("/console/players", LAPTOP, "it-IT");
        page.getByLabel("Nome", new Page.GetByLabelOptions().setExact(true)).fill(name);
        page.getByLabel("Contatto").fill("333 123 4567");
        press(page, "Aggiungi il giocatore");

        Locator warning = page.locator("[role=alert]").filter(new Locator.FilterOptions().setHasText(name));
        assertInSight(warning);
        assertInSight(
                page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Registra comunque un omonimo")));
        assertTrue((Boolean) page.evaluate("() => document.activeElement.getAttribute('role') === 'alert'"));
        assertEquals(
                name,
                page.getByLabel("Nome", new Page.GetByLabelOptions().setExact(true))
                        .inputValue());
        assertEquals("333 123 4567", page.getByLabel("Contatto").inputValue());
        assertEquals(1L, registered(name));
    }

    @Test
    void aWrongPasswordKeepsTheUserNameButNotThePassword() {
        String user = "mario.sbaglia." + UUID.randomUUID().toString().substring(0, 6);
        Page page = newContext(LAPTOP, "it-IT", false).newPage();
        page.navigate(base.toString().replaceAll("/$", "") + "/login");
        Locator organizerForm = page.locator("form").first();
        organizerForm.getByLabel("Nome utente").fill(user);
        organizerForm.getByLabel("Password").fill("non-la-password");
        organizerForm.getByRole(AriaRole.BUTTON).click();
        page.waitForURL("**/login?error*");

        assertInSight(page.locator(".error-summary"));
        Locator again = page.locator("form").first();
        assertEquals(user, again.getByLabel("Nome utente").inputValue());
        assertEquals("", again.getByLabel("Password").inputValue());
        assertThat("the way back, kept in the history, names no username", page.url(), not(containsString(user)));
    }

    @Test
    void aSeedThatIsNotANumberIsRefusedOnTheFloorBesideItsFieldAndKept() {
        long t = tournament();
        Page page = signedIn("/console/tournaments/" + t + "/floor", LAPTOP, "it-IT");
        page.getByLabel("Seme (facoltativo: vuoto, lo sceglie il sistema)").fill("abc");
        press(page, "Sorteggia i posti");

        Locator summary = page.locator(".error-summary");
        assertInSight(summary);
        assertEquals("#d-seed", summary.locator("a").first().getAttribute("href"));
        assertThat(summary.textContent(), containsString("abc"));
        assertEquals("abc", page.locator("#d-seed").inputValue());
        assertThat(page.locator("#d-seed-error").textContent(), containsString("abc"));
        assertEquals(
                0,
                given().get("/api/tournaments/{id}/draws", t)
                        .jsonPath()
                        .getList("$")
                        .size());
    }

    private static void assertInSight(Locator element) {
        BoundingBox box = element.boundingBox();
        assertTrue(box != null, "shown");
        assertTrue(
                box.y >= 0 && box.y + box.height <= LAPTOP[1],
                "in sight in an 800 px window, found at y = " + box.y + " .. " + (box.y + box.height));
    }

    /** How many players of that name the register holds, counted in the database. */
    private static long registered(String name) {
        return QuarkusTransaction.requiringNew()
                .call(() -> (long) Player.findByName(name).size());
    }
}
