package org.tavolo.mail;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tavolo.registration.Registered;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Registrations;
import org.tavolo.testing.SmtpServer;
import org.tavolo.testing.SmtpServer.Received;
import org.tavolo.testing.TestClock;
import org.tavolo.testing.Waiting;

/**
 * Mail to players goes through a real SMTP server, run as a process of its own (testing/SmtpServer), where the test
 * profile sends it: registering from the form sends the private page's whole address; a place freed by a
 * cancellation tells the first waiting player, once. One server for the class.
 */
@QuarkusTest
class RegistrationMailTest {

    private static final Pattern STAMP = Pattern.compile("name=\"started\" value=\"([^\"]+)\"");
    private static SmtpServer smtp;

    @BeforeAll
    static void aServer() {
        smtp = SmtpServer.start();
    }

    private static long aTournamentOfOnePlace() {
        long tournament = FloorFixtures.tournament("TEXAS_HOLDEM");
        FloorFixtures.patchSettings(tournament, "{\"capacity\": 1}");
        return tournament;
    }

    @AfterAll
    static void serverStopped() {
        smtp.close();
        TestClock.reset();
    }

    private static List<Received> mailOf(String address, int count) {
        Waiting.until(
                count + " mail to " + address,
                Duration.ofSeconds(30),
                () -> smtp.inbox(address).size() >= count);
        return smtp.inbox(address);
    }

    @Test
    void registeringFromTheFormSendsThePrivatePagesWholeAddress() {
        long tournament = aTournamentOfOnePlace();
        String address = "form-" + UUID.randomUUID() + "@example.org";
        String page = given().auth()
                .none()
                .get("/tournaments/{id}/register", tournament)
                .asString();
        Matcher stamp = STAMP.matcher(page);
        assertTrue(stamp.find());
        TestClock.advance(Duration.ofSeconds(10));
        Response made = given().auth()
                .none()
                .redirects()
                .follow(false)
                .contentType(ContentType.URLENC)
                .formParam("started", stamp.group(1))
                .formParam("name", "Posta " + UUID.randomUUID().toString().substring(0, 8))
                .formParam("email", address)
                .post("/tournaments/{id}/register", tournament);
        assertEquals(303, made.statusCode(), made.asString());
        String location = made.header("Location");
        String token = location.substring(location.indexOf("/registrations/") + "/registrations/".length());
        Received mail = mailOf(address, 1).get(0);
        assertTrue(mail.subject().startsWith("Iscrizione a "), mail.subject());
        assertTrue(mail.text().contains("/registrations/" + token), "the page's address: " + mail.mime());
    }

    @Test
    void theFirstWaitingIsToldByMailOnceWhenAPlaceFrees() {
        long tournament = aTournamentOfOnePlace();
        String holder = "holder-" + UUID.randomUUID() + "@example.org";
        String waiting = "waiting-" + UUID.randomUUID() + "@example.org";
        Registered placed =
                register(tournament, "Posto " + UUID.randomUUID().toString().substring(0, 8), holder);
        register(tournament, "Attesa " + UUID.randomUUID().toString().substring(0, 8), waiting);
        Registrations.service().cancel(placed.token());
        Received promoted = mailOf(waiting, 1).get(0);
        assertTrue(promoted.text().contains("iscrizione con posto"), promoted.mime());
        assertTrue(mailOf(holder, 1).get(0).text().contains("iscrizione annullata"), "the one who cancelled too");
        assertEquals(1, smtp.inbox(waiting).size(), "told once");
    }

    private static Registered register(long tournament, String name, String email) {
        return Registrations.register(tournament, name, email, null, null);
    }
}
