package org.tavolo.screens.desk;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Bound;
import org.tavolo.testing.Evenings;

/**
 * «Correggi l'ultima mano» never ends in a dead end (docs/director-page.md#when-the-table-ends): its page, its preview
 * and its confirmation answer a page in the page's language, never a problem document or an empty body, once the
 * table's game was closed, once the director's access ended with the evening, and once the session's cookie expired
 * (the sign-in); and none of them changes anything.
 */
@QuarkusTest
class CorrectionPageAfterTheEndTest {

    @Inject
    AgroalDataSource database;

    /** An Italian table of four; its director entered hand 1 from the page (seat 2 takes the antes). */
    private static long handEnteredByTheDirector(long t, String cookie) {
        Evenings.clock(t, "start");
        RequestSpecification form = Directors.withSession(cookie)
                .redirects()
                .follow(false)
                .contentType(ContentType.URLENC)
                .formParam("entryId", UUID.randomUUID().toString())
                .formParam("button", "1")
                .formParam("action", "confirm")
                .formParams(Bound.seenOnPage(t, 1));
        for (int seat = 1; seat <= 4; seat++) {
            form.formParam("stack-" + seat, "20000")
                    .formParam("in-" + seat, "on")
                    .formParam("put-" + seat, "1000");
            if (seat != 2) {
                form.formParam("fold-" + seat, "on");
            }
        }
        String to = form.post("/director/tournaments/{id}/tables/1/hands", t)
                .then()
                .statusCode(303)
                .extract()
                .header("Location");
        return Long.parseLong(to.replaceAll(".*[?&]hand=(\\d+).*", "$1"));
    }

    /** The correction's three requests: its page, its preview (a GET) and its confirmation (a POST). */
    private static List<Supplier<Response>> correctionForms(long t, long hand, Supplier<RequestSpecification> as) {
        String path = "/director/tournaments/{id}/tables/1/correction";
        return List.of(
                () -> as.get().queryParam("lang", "it").get(path, t),
                () -> typed(as.get(), t, hand).queryParam("action", "preview").get(path, t),
                () -> typed(as.get(), t, hand)
                        .contentType(ContentType.URLENC)
                        .formParam("action", "confirm")
                        .formParam("correct-reason", "vincitore sbagliato")
                        .post(path, t));
    }

    /** Hand 1 corrected: seat 3 takes the antes instead of seat 2. */
    private static RequestSpecification typed(RequestSpecification request, long t, long hand) {
        RequestSpecification r = request.queryParam("lang", "it")
                .queryParams(Bound.seenOnPage(t, 1))
                .queryParam("correct", hand)
                .queryParam("correct-no", 1)
                .queryParam("entryId", UUID.randomUUID().toString())
                .queryParam("button", 1);
        for (int seat = 1; seat <= 4; seat++) {
            r.queryParam("stack-" + seat, 20000).queryParam("in-" + seat, "on").queryParam("put-" + seat, 1000);
            if (seat != 3) {
                r.queryParam("fold-" + seat, "on");
            }
        }
        return r;
    }

    private static void aPage(Response answer, String... says) {
        String body = answer.body().asString();
        assertTrue(
                String.valueOf(answer.contentType()).startsWith("text/html"),
                answer.statusCode() + " " + answer.contentType() + ": " + body);
        assertFalse(body.isBlank(), "an empty answer " + answer.statusCode());
        assertFalse(body.contains("/problems/"), body);
        assertTrue(body.contains("<html lang=\"it\""), body);
        for (String said : says) {
            assertTrue(body.contains(said), said + " in " + body);
        }
    }

    private Map<String, String> data() throws Exception {
        Map<String, String> kept = new TreeMap<>(org.tavolo.testing.DataFingerprint.of(database));
        kept.keySet()
                .removeIf(
                        table -> table.contains("access") || table.contains("session") || table.equals("audit_event"));
        return kept;
    }

    @Test
    void theCorrectionFormsAnswerAPageOnceTheTablesGameIsClosedAndChangeNothing() throws Exception {
        long t = DeskBrowserTest.tableOfFour("ITALIAN_DRAW");
        String cookie = Directors.issue(t, 1).signIn();
        long hand = handEnteredByTheDirector(t, cookie);
        FloorFixtures.closeEveryTable(t, 1);
        Map<String, String> before = data();

        for (Supplier<Response> form : correctionForms(
                t, hand, () -> Directors.withSession(cookie).redirects().follow(true))) {
            aPage(form.get());
        }
        assertEquals(before, data(), "a correction after the close changed data");
    }

    @Test
    void theCorrectionFormsAnswerTheClosingPageOnceTheAccessEndedWithTheEvening() throws Exception {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        FloorFixtures.patchSettings(t, "{\"gamesPerRound\": 1}");
        FloorFixtures.entries(t, 4);
        FloorFixtures.draw(t, 7);
        String cookie = Directors.issue(t, 1).signIn();
        long hand = handEnteredByTheDirector(t, cookie);
        FloorFixtures.closeEveryTable(t, 1);
        Map<String, String> before = data();

        for (Supplier<Response> form : correctionForms(
                t, hand, () -> Directors.withSession(cookie).redirects().follow(true))) {
            aPage(form.get(), "Questo accesso è terminato", "id=\"closed-result\"");
        }
        assertEquals(before, data(), "a correction after the evening changed data");
    }

    @Test
    void theCorrectionFormsLeadToTheSignInOnceTheSessionExpired() throws Exception {
        long t = DeskBrowserTest.tableOfFour("ITALIAN_DRAW");
        String cookie = Directors.issue(t, 1).signIn();
        long hand = handEnteredByTheDirector(t, cookie);
        Map<String, String> before = data();

        // the session's cookie expired: the phone sends none
        for (Supplier<Response> form : correctionForms(t, hand, () -> given().auth()
                .none()
                .header("Sec-Fetch-Site", "same-origin")
                .redirects()
                .follow(true))) {
            Response answer = form.get();
            if (answer.statusCode() / 100 == 3) { // a POST is sent to the sign-in, as a browser follows it
                answer = given().auth().none().get(answer.header("Location"));
            }
            aPage(answer, "j_password");
        }
        assertEquals(before, data(), "a correction without a session changed data");
    }

    /** A correction sent with nothing typed is refused at the top of its page, the hand still the one corrected. */
    @Test
    void aCorrectionSentWithItsFieldsEmptyIsRefusedAtTheTopAndChangesNothing() throws Exception {
        long t = DeskBrowserTest.tableOfFour("ITALIAN_DRAW");
        String cookie = Directors.issue(t, 1).signIn();
        long hand = handEnteredByTheDirector(t, cookie);
        // the table's lock counts the changes that waited for it, a preview's too: bookkeeping, not the evening's data
        Map<String, String> before = data();
        before.remove("table_lock");

        for (String action : List.of("preview", "confirm")) {
            RequestSpecification empty = Directors.withSession(cookie)
                    .redirects()
                    .follow(true)
                    .contentType(ContentType.URLENC)
                    .queryParam("lang", "it")
                    .formParam("correct", hand)
                    .formParam("correct-no", 1)
                    .formParam("entryId", UUID.randomUUID().toString())
                    .formParam("button", 1)
                    .formParam("correct-reason", "")
                    .formParam("action", action)
                    .formParams(Bound.seenOnPage(t, 1));
            for (int seat = 1; seat <= 4; seat++) {
                empty.formParam("stack-" + seat, 20000)
                        .formParam("in-" + seat, "on")
                        .formParam("put-" + seat, "")
                        .formParam("cards-" + seat, "");
            }
            Response answer = empty.post("/director/tournaments/{id}/tables/1/correction", t);
            aPage(answer, "id=\"error-summary\"", "name=\"correct\" value=\"" + hand + "\"");
        }
        // a form that does not say which hand it corrects: the last hand, as entered, and the refusal at the top
        Response unnamed = Directors.withSession(cookie)
                .contentType(ContentType.URLENC)
                .queryParam("lang", "it")
                .formParam("action", "confirm")
                .post("/director/tournaments/{id}/tables/1/correction", t);
        aPage(unnamed, "Il modulo non diceva quale mano correggere", "name=\"correct\" value=\"" + hand + "\"");
        assertEquals(400, unnamed.statusCode());
        Map<String, String> after = data();
        after.remove("table_lock");
        assertEquals(before, after, "an empty correction changed data");
    }
}
