package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Stored;

@QuarkusTest
class ConsoleTournamentsBrowserIT extends ConsoleBrowserTest {

    private static String unique(String name) {
        return name + " " + UUID.randomUUID().toString().substring(0, 6);
    }

    @Test
    void theConsoleIsForSignedInOrganizersOnly() {
        Page page = open("/console/tournaments", LAPTOP, "it-IT");
        assertThat(page.url(), containsString("/login"));
        given().auth()
                .none()
                .redirects()
                .follow(false)
                .get("/console/tournaments")
                .then()
                .statusCode(302);
    }

    @Test
    void anOrganizerAnnouncesATournamentThatListsAmongTheUpcomingWithTheItalianDate() {
        String name = unique("Torneo del giovedì");
        Page page = signedIn("/console/tournaments", LAPTOP, "it-IT");
        page.getByLabel("Nome").fill(name);
        page.getByLabel("Formula").selectOption("ITALIAN_DRAW");
        page.getByLabel("Data").fill("2030-11-22");
        page.getByLabel("Luogo").fill("Circolo Aurora");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Crea il torneo"))
                .click();
        page.waitForURL("**/console/tournaments/*");
        long id = Long.parseLong(page.url().replaceAll(".*/tournaments/(\\d+).*", "$1"));
        String overview = page.textContent("main");
        assertThat(overview, containsString(name));
        assertThat(overview, containsString("22/11/2030"));
        assertThat(overview, containsString("20\u202F000 u"));
        screenshot(page, "console-tournament");

        page.getByRole(
                        AriaRole.LINK,
                        new Page.GetByRoleOptions().setName("Tornei").setExact(true))
                .first()
                .click();
        String upcoming = page.locator("main ul.tournament-list").first().textContent();
        assertThat(upcoming, containsString(name));
        assertThat(upcoming, containsString("22/11/2030"));
        assertEquals(
                "2030-11-22",
                given().get("/api/tournaments/{id}", id).jsonPath().getString("date"));
        screenshot(page, "console-tournaments");
    }

    @Test
    void aNewTournamentCopiesThePreviousOnesSettingsAndFormat() {
        long previous = FloorFixtures.tournament("TEXAS_HOLDEM");
        FloorFixtures.patchSettings(previous, "{\"startingStack\": 15000}");
        String previousName =
                given().get("/api/tournaments/{id}", previous).jsonPath().getString("name");
        String name = unique("Freezeout di dicembre");
        Page page = signedIn("/console/tournaments", LAPTOP, "it-IT");
        page.getByLabel("Nome").fill(name);
        page.getByLabel("Data").fill("2030-12-03");
        page.getByLabel("Copia le impostazioni da").selectOption(String.valueOf(previous));
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Crea il torneo"))
                .click();
        page.waitForURL("**/console/tournaments/*");
        long copy = Long.parseLong(page.url().replaceAll(".*/tournaments/(\\d+).*", "$1"));
        assertThat(previousName, not(name));
        assertEquals(
                "TEXAS_HOLDEM",
                given().get("/api/tournaments/{id}", copy).jsonPath().getString("format"));
        assertEquals(
                given().get("/api/tournaments/{id}/settings", previous).asString(),
                given().get("/api/tournaments/{id}/settings", copy).asString());
        assertThat(page.textContent("main"), containsString("15\u202F000 u"));
    }

    @Test
    void aFormWithoutNameSaysSoBesideTheFieldAndAnnouncesNothing() {
        long before = Stored.tournaments();
        Page page = signedIn("/console/tournaments", PHONE, "it-IT");
        page.getByLabel("Data").fill("2030-11-22");
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Crea il torneo"))
                .click();
        page.waitForSelector("#t-name-error");
        assertEquals("Campo obbligatorio.", page.textContent("#t-name-error").strip());
        assertEquals("true", page.getAttribute("#t-name", "aria-invalid"));
        assertEquals(before, Stored.tournaments());
        assertTrue((Boolean) page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"));
        screenshot(page, "console-tournaments-phone");
    }

    @Test
    void aTournamentIsDeletedAfterOneQuestionInWords() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        FloorFixtures.entries(t, 2);
        String name = given().get("/api/tournaments/{id}", t).jsonPath().getString("name");
        Page page = signedIn("/console/tournaments/" + t, LAPTOP, "en-GB");
        page.getByRole(AriaRole.LINK, new Page.GetByRoleOptions().setName("Delete the tournament"))
                .click();
        assertThat(page.textContent("h2"), containsString("Delete the tournament “" + name + "”?"));
        page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Yes, delete"))
                .click();
        page.waitForURL("**/console/tournaments");
        assertThat(page.textContent("main"), not(containsString(name)));
        given().get("/api/tournaments/{id}", t).then().statusCode(404);
    }

    @Test
    void aDrawnTournamentOffersNoDeletion() {
        long t = Evenings.drawn("ITALIAN_DRAW", 8);
        Page page = signedIn("/console/tournaments/" + t, LAPTOP, "en-GB");
        assertThat(page.textContent("main"), containsString("seats drawn"));
        assertEquals(0, page.getByText("Delete the tournament").count());
        assertEquals(
                409,
                given().contentType(ContentType.URLENC)
                        .header("Origin", base.toString().replaceAll("/$", ""))
                        .post("/console/tournaments/{id}/delete", t)
                        .statusCode());
        given().get("/api/tournaments/{id}", t).then().statusCode(200);
    }
}
