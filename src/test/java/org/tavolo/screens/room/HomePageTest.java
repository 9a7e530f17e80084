package org.tavolo.screens.room;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.LocalDate;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Answers;
import org.tavolo.tournament.TournamentCalendar;
import org.tavolo.tournament.TournamentService;

@QuarkusTest
class HomePageTest {

    @TestHTTPResource("/")
    URI root;

    @Inject
    TournamentService tournaments;

    private static long announce(String name, String format, LocalDate date) {
        return Answers.id(
                given().contentType(ContentType.JSON)
                        .body("{\"name\": \"" + name + "\", \"format\": \"" + format + "\", \"date\": \"" + date
                                + "\"}")
                        .post("/api/tournaments"),
                201);
    }

    private static String home(String language) {
        return given().auth()
                .none()
                .header("Accept-Language", language)
                .get("/")
                .then()
                .statusCode(200)
                .contentType(ContentType.HTML)
                .header("Content-Language", language)
                .extract()
                .asString();
    }

    @Test
    void homePageListsTonightsTournamentsInTheVisitorsLanguage() {
        String name = "Serata <Cinese> & amici " + System.nanoTime();
        announce(name, "CHINESE_POKER", LocalDate.now(ZoneId.of("Europe/Rome")));
        String escaped = name.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");

        String italian = home("it");
        assertTrue(italian.contains(escaped), "the name, escaped");
        assertTrue(italian.contains("Poker cinese"));
        assertTrue(italian.contains("Tornei del circolo"));
        String english = home("en");
        assertTrue(english.contains("Chinese poker"));
        assertTrue(english.contains("The club’s tournaments"));
    }

    @Test
    void tonightsTournamentsLeadToTheirClockSeatingAndStandings() {
        long tonight =
                announce("Stasera " + System.nanoTime(), "ITALIAN_DRAW", LocalDate.now(ZoneId.of("Europe/Rome")));
        String page = home("it");
        assertTrue(page.indexOf("id=\"tonight\"") < page.indexOf("href=\"/tournaments/" + tonight + "\""));
        assertTrue(page.contains("href=\"/tournaments/" + tonight + "/clock\""), "tonight's clock is one tap away");
        assertTrue(page.contains("href=\"/tournaments/" + tonight + "/seating\""));
        assertTrue(page.contains("href=\"/tournaments/" + tonight + "/standings\""));
    }

    @Test
    void theCalendarPutsTonightFirstThenTheComingOnesSoonestFirstThenThePlayedOnes() {
        // a day no other test plays on, so that the lists hold only these
        LocalDate today = LocalDate.of(2091, 3, 10);
        String tag = Long.toString(System.nanoTime());
        announce("Lontano " + tag, "TEXAS_HOLDEM", today.plusDays(40));
        announce("Domani " + tag, "TEXAS_HOLDEM", today.plusDays(1));
        announce("Ieri " + tag, "TEXAS_HOLDEM", today.minusDays(1));
        announce("Stasera " + tag, "ITALIAN_DRAW", today);

        TournamentCalendar calendar = tournaments.calendar(today);
        assertEquals("Stasera " + tag, calendar.tonight().get(0).name());
        assertEquals("Domani " + tag, calendar.coming().get(0).name());
        assertEquals("Lontano " + tag, calendar.coming().get(1).name());
        assertEquals("Ieri " + tag, calendar.played().get(0).name());
    }

    @Test
    void theFrontPageSpeaksOfNoApiAndOffersTheWayIn() {
        String page = home("en");
        assertTrue(!page.contains("/api/") && !page.contains("swagger"), "no API for people");
        assertTrue(page.contains("href=\"/login\""), "the public is offered the sign-in");
        given().get("/").then().statusCode(200).body(containsString("href=\"/console\""));
    }

    @Test
    void aSignedInOrganizerLandsInTheConsole() {
        given().redirects()
                .follow(false)
                .get("/table")
                .then()
                .statusCode(303)
                .header("Location", containsString("/console"));
        given().auth()
                .none()
                .redirects()
                .follow(false)
                .get("/table")
                .then()
                .statusCode(303)
                .header("Location", containsString("/login"));
    }

    @Test
    void everyPageHasTheClubsIcon() {
        given().auth().none().get("/favicon.ico").then().statusCode(200);
        given().auth().none().get("/favicon.svg").then().statusCode(200).body(containsString("<svg"));
        assertTrue(home("it").contains("rel=\"icon\""));
    }

    @Test
    void pagesAreCompressedButEventStreamsAreNot() throws Exception {
        given().auth()
                .none()
                .header("Accept-Encoding", "gzip")
                .get("/")
                .then()
                .statusCode(200)
                .header("Content-Encoding", equalTo("gzip"));

        long id = announce("Flusso " + System.nanoTime(), "TEXAS_HOLDEM", LocalDate.of(2026, 12, 4));
        HttpClient client = HttpClient.newHttpClient();
        HttpRequest events = HttpRequest.newBuilder(root.resolve("/api/tournaments/" + id + "/events"))
                .header("Accept", "text/event-stream")
                .header("Accept-Encoding", "gzip")
                .build();
        HttpResponse<InputStream> answer = client.send(events, HttpResponse.BodyHandlers.ofInputStream());
        try (InputStream body = answer.body()) {
            assertEquals(200, answer.statusCode());
            assertTrue(answer.headers().firstValue("Content-Type").orElse("").startsWith("text/event-stream"));
            String encoding = answer.headers().firstValue("Content-Encoding").orElse(null);
            assertTrue(
                    encoding == null || encoding.equals("identity"),
                    "an event stream is never compressed: " + encoding);
        }
    }

    @Test
    void openApiAndHealthAreServed() {
        given().when().get("/q/openapi?format=json").then().statusCode(200).body(containsString("/api/tournaments"));
        given().when().get("/q/health").then().statusCode(200).body(containsString("\"status\": \"UP\""));
        given().when().get("/q/swagger-ui/").then().statusCode(200).body(not(containsString("Exception")));
    }
}
