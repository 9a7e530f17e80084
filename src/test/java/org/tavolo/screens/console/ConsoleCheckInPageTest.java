package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.tavolo.registration.Registered;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Registrations;

/**
 * «Accoglienza», the door's page, read as HTML (docs/registration.md#the-pages): the counts in sight, a message ready
 * to send per player (WhatsApp to the phone, mail to the address), a player's no-shows of other evenings beside the
 * name, the check-in by the address a QR code holds, and refusals (a code of no registration here, a walk-in with
 * no name) that answer the page with words, what was typed kept and nothing changed. One tournament for the class:
 * two places, check-in at the door.
 */
@QuarkusTest
class ConsoleCheckInPageTest {

    private static long tournament;
    private static String card;
    private static String firstToken;
    private static String firstName;

    private static Registered register(long t, String name, String email, String phone, String card) {
        return Registrations.register(t, name, email, phone, card);
    }

    @BeforeEach
    void aTournamentWithTwoPlacesAndAPlayerWhoMissedAnEvening() {
        if (tournament != 0) {
            return;
        }
        String unique = UUID.randomUUID().toString().substring(0, 8);
        card = "C-" + unique;
        long before = FloorFixtures.tournament("TEXAS_HOLDEM");
        FloorFixtures.patchSettings(before, "{\"checkIn\": true}");
        Registered missed = register(before, "Assente " + unique, null, "333 765 4321", card);
        Registrations.service().noShow(before, missed.id());

        tournament = FloorFixtures.tournament("TEXAS_HOLDEM");
        FloorFixtures.patchSettings(tournament, "{\"capacity\": 2, \"checkIn\": true}");
        firstName = "Prima " + unique;
        firstToken = register(tournament, firstName, "prima-" + unique + "@example.org", null, null)
                .token();
        register(tournament, "Assente " + unique, null, "333 765 4321", card);
        register(tournament, "Terza " + unique, null, "+39 347 000 1111", null);
    }

    private static RequestSpecification asOrganizer() {
        return given().redirects().follow(false).contentType(ContentType.URLENC);
    }

    private static String page(String query) {
        Response answer = given().get("/console/tournaments/{id}/check-in?lang=it" + query, tournament);
        assertEquals(200, answer.statusCode());
        return answer.asString();
    }

    @Test
    void theDoorShowsTheCountsAMessageReadyPerPlayerAndTheNoShowsOfOtherEvenings() {
        String page = page("");
        assertTrue(page.contains("id=\"count-registered\">2 / 2<"), "two places taken of two");
        assertTrue(page.contains("id=\"count-waiting\">1<"), "one waiting");
        assertTrue(page.contains("id=\"count-present\">"), "the players present counted");
        assertTrue(page.contains("href=\"https://wa.me/393470001111?text="), "WhatsApp to the phone given");
        assertTrue(page.contains("href=\"mailto:prima-"), "mail to the address given");
        assertTrue(page.contains("1 assenza nelle ultime serate"), "the no-show of the other evening");
        String found = page("&q=terza");
        assertTrue(found.contains("Terza ") && !found.contains(firstName), "the search by name");
    }

    @Test
    void theAddressAQrCodeHoldsChecksThePlayerInAndAnyOtherIsRefusedWithWords() {
        Map<String, String> before = DataFingerprint.now();
        Response unknown = asOrganizer()
                .formParam("code", "https://example.org/registrations/nothing-of-ours")
                .post("/console/tournaments/{id}/check-in/scan?lang=it", tournament);
        assertEquals(404, unknown.statusCode());
        assertTrue(unknown.asString().contains("id=\"error-summary\""), "the refusal at the top");
        assertTrue(unknown.asString().contains("iscrizione a questo torneo"));
        assertEquals(before, DataFingerprint.now(), "nothing changed");

        Response scanned = asOrganizer()
                .formParam("code", "http://localhost:8081/registrations/" + firstToken)
                .post("/console/tournaments/{id}/check-in/scan", tournament);
        assertEquals(303, scanned.statusCode());
        String after = given().get(scanned.header("Location") + "&lang=it").asString();
        assertTrue(after.contains("Presenza registrata: " + firstName), "the notice names who came");
        assertTrue(after.contains("id=\"count-present\">1<"), "one present");
    }

    @Test
    void aWalkInWithoutANameIsRefusedBesideTheFieldWithWhatWasTypedKept() {
        Map<String, String> before = DataFingerprint.now();
        Response refused = asOrganizer()
                .formParam("name", "")
                .formParam("nickname", "Il Nuovo")
                .formParam("contact", "nuovo@example.org")
                .post("/console/tournaments/{id}/check-in/walk-in?lang=it", tournament);
        assertEquals(400, refused.statusCode());
        String page = refused.asString();
        assertTrue(page.contains("href=\"#w-name\""), "the summary links to the name");
        assertTrue(page.contains("value=\"Il Nuovo\"") && page.contains("value=\"nuovo@example.org\""), "kept");
        assertEquals(before, DataFingerprint.now(), "nothing changed");
    }

    @Test
    void theAuditTrailSaysEachRegistrationInTheReadersLanguage() {
        String italian = given().get("/console/tournaments/{id}/audit?lang=it", tournament)
                .asString();
        assertTrue(
                italian.contains("Registrazione") && italian.contains(firstName + ": ha un posto."),
                "made, in Italian");
        assertTrue(italian.contains(": in lista d&#39;attesa.") || italian.contains(": in lista d'attesa."), "waiting");
        assertTrue(!italian.contains("(registration "), "never the stored English sentence");
        String english = given().get("/console/tournaments/{id}/audit?lang=en", tournament)
                .asString();
        assertTrue(english.contains(firstName + ": has a place."), "made, in English");
    }
}
