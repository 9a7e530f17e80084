package org.tavolo.screens.room;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.TestClock;

/**
 * The public registration form and the private page, read as HTML (docs/registration.md#the-pages): a refused form
 * answers the same page with the refusal at the top and beside its field, what was typed kept and nothing stored;
 * a form sent back sooner than a person fills it is refused the same way; a registration lands on its private page,
 * which shows the status, the QR code holding its address and one-tap cancel; any wrong token answers the same page
 * of words. One tournament (a place and a waiting list) for the class.
 */
@QuarkusTest
class RegistrationPagesTest {

    private static final Pattern STAMP = Pattern.compile("name=\"started\" value=\"([^\"]+)\"");
    private static long tournament;

    @BeforeEach
    void aTournamentWithOnePlace() {
        if (tournament == 0) {
            tournament = FloorFixtures.tournament("TEXAS_HOLDEM");
            FloorFixtures.patchSettings(tournament, "{\"capacity\": 1}");
        }
    }

    @AfterEach
    void clockBack() {
        TestClock.reset();
    }

    private static RequestSpecification publicly() {
        return given().auth().none().redirects().follow(false).contentType(ContentType.URLENC);
    }

    /** The form's stamp as the page drew it. */
    private static String stamp() {
        String page = publicly().get("/tournaments/{id}/register", tournament).asString();
        Matcher m = STAMP.matcher(page);
        assertTrue(m.find(), "the form carries the moment it was drawn");
        return m.group(1);
    }

    private static Response send(String stamp, Map<String, String> fields) {
        RequestSpecification request = publicly().formParam("started", stamp).formParam("website", "");
        fields.forEach(request::formParam);
        return request.post("/tournaments/{id}/register?lang=it", tournament);
    }

    @Test
    void aFormSentBackSoonerThanAPersonFillsItIsRefusedWithWordsAndKept() {
        String stamp = stamp();
        Map<String, String> before = DataFingerprint.now();
        Response answer = send(stamp, Map.of("name", "Veloce Bot", "email", "bot@example.org"));
        assertEquals(400, answer.statusCode());
        String page = answer.asString();
        assertTrue(page.contains("id=\"error-summary\""), "the refusal at the top");
        assertTrue(page.contains("troppo in fretta"), page);
        assertTrue(page.contains("value=\"Veloce Bot\""), "the name typed is kept");
        assertEquals(before, DataFingerprint.now(), "nothing stored");
    }

    @Test
    void theFieldPeopleDoNotSeeFilledInTurnsTheFormAway() {
        String stamp = stamp();
        TestClock.advance(Duration.ofSeconds(10));
        Map<String, String> before = DataFingerprint.now();
        Response answer = publicly()
                .formParam("started", stamp)
                .formParam("website", "http://spam.example")
                .formParam("name", "Script Kid")
                .formParam("email", "kid@example.org")
                .post("/tournaments/{id}/register", tournament);
        assertEquals(400, answer.statusCode());
        assertTrue(answer.asString().contains("id=\"error-summary\""));
        assertEquals(before, DataFingerprint.now(), "nothing stored");
    }

    @Test
    void aFormWithoutANameOrAContactOrWithAWrongAddressSaysSoBesideEachField() {
        String stamp = stamp();
        TestClock.advance(Duration.ofSeconds(10));
        Map<String, String> before = DataFingerprint.now();
        Response noName = send(stamp, Map.of("name", " ", "nickname", "Tizio"));
        assertEquals(400, noName.statusCode());
        String page = noName.asString();
        assertTrue(page.contains("href=\"#r-name\""), "the summary links to the name");
        assertTrue(page.contains("id=\"r-email-error\""), "a contact is asked beside the e-mail");
        assertTrue(page.contains("Serve almeno un contatto"), page);
        assertTrue(page.contains("value=\"Tizio\""), "the nickname typed is kept");
        Response wrongMail = send(stamp, Map.of("name", "Ada Neri", "email", "non-un-indirizzo", "phone", "12"));
        assertEquals(400, wrongMail.statusCode());
        String wrong = wrongMail.asString();
        assertTrue(wrong.contains("Non è un indirizzo e-mail valido"), wrong);
        assertTrue(wrong.contains("Non è un numero di telefono valido"), wrong);
        assertTrue(wrong.contains("value=\"non-un-indirizzo\""), "the address typed is kept");
        Response tooLong = send(stamp, Map.of("name", "N".repeat(201), "email", "ada@example.org"));
        assertEquals(400, tooLong.statusCode());
        assertTrue(tooLong.asString().contains("Al massimo 200 caratteri"));
        assertEquals(before, DataFingerprint.now(), "nothing stored");
    }

    @Test
    void aRegistrationLandsOnItsPrivatePageWhichShowsTheStatusTheCodeAndCancels() {
        String stamp = stamp();
        TestClock.advance(Duration.ofSeconds(10));
        String name = "Iscritta " + UUID.randomUUID().toString().substring(0, 8);
        Response made = send(stamp, Map.of("name", name, "phone", "333 123 4567"));
        assertEquals(303, made.statusCode(), made.asString());
        String page = made.header("Location");
        assertTrue(page.contains("/registrations/"), page);
        String shown = publicly().get(page).asString();
        assertTrue(shown.contains(name), "the page names who registered");
        assertTrue(shown.contains("<svg"), "the check-in QR code, drawn in the page");
        assertTrue(shown.contains("sse:registrations"), "the status follows the tournament's stream");
        String publicList =
                publicly().get("/tournaments/{id}/register", tournament).asString();
        assertTrue(publicList.contains(name), "the public sees the name");
        assertFalse(publicList.contains("123 4567"), "the public never sees a contact");

        assertEquals(303, publicly().post(page + "/cancel").statusCode(), "cancel in one tap");
        assertTrue(publicly().get(page).asString().contains("Iscrizione annullata"), "the page says it");
    }

    @Test
    void anyWrongTokenAnswersTheSamePageOfWordsAndChangesNothing() {
        Map<String, String> before = DataFingerprint.now();
        Response guessed = publicly().get("/registrations/{token}", "not-a-token");
        Response other = publicly().get("/registrations/{token}", "A".repeat(43));
        assertEquals(404, guessed.statusCode());
        assertEquals(guessed.asString(), other.asString(), "nothing tells one guess from another");
        assertTrue(guessed.asString().contains("Questa pagina non esiste"));
        assertEquals(
                404,
                publicly().post("/registrations/{token}/cancel", "A".repeat(43)).statusCode());
        assertEquals(before, DataFingerprint.now(), "nothing changed");
    }
}
