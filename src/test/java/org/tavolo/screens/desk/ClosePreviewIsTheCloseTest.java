package org.tavolo.screens.desk;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Bound;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Evenings;

/**
 * docs/director-page.md#chip-count-and-closing-the-game: the close's preview is the close itself, rolled back. The
 * places it shows are the places the close records (the first out ranks last), and a close the service refuses is
 * refused at its preview, with the service's words, and never offered.
 */
@QuarkusTest
class ClosePreviewIsTheCloseTest {

    /** An Italian table of five, its clock started; answers the tournament. */
    private static long italianTableOfFive() {
        long t = Evenings.drawn("ITALIAN_DRAW", 5);
        Evenings.clock(t, "start");
        return t;
    }

    /**
     * A hand from the table page: {@code loser} goes all in with two pairs and loses to {@code winner}'s three aces,
     * the other seats fold their ante.
     */
    private static void busts(long t, String cookie, int button, Map<Integer, Integer> stacks, int loser, int winner) {
        RequestSpecification form = Directors.withSession(cookie)
                .redirects()
                .follow(false)
                .formParam("entryId", UUID.randomUUID().toString())
                .formParam("gameNumber", 1)
                .formParam("button", button)
                .formParam("action", "confirm");
        Bound.entries(t, 1).forEach((seat, entry) -> form.formParam("entry-" + seat, entry));
        stacks.forEach((seat, stack) -> {
            form.formParam("stack-" + seat, stack).formParam("in-" + seat, "on");
            if (seat != loser && seat != winner) {
                form.formParam("put-" + seat, "1000").formParam("fold-" + seat, "on");
            }
        });
        form.formParam("put-" + loser, stacks.get(loser)).formParam("cards-" + loser, "Kh Kd 7c 7d 10s");
        form.formParam("put-" + winner, stacks.get(loser)).formParam("cards-" + winner, "Ah Ad Ac 9s 8s");
        form.post("/director/tournaments/{id}/tables/1/hands", t).then().statusCode(303);
    }

    private static String closePreview(long t, String cookie) {
        return Answers.text(
                Directors.withSession(cookie)
                        .queryParam("action", "preview")
                        .queryParams(Bound.closeOnPage(t, 1))
                        .get("/director/tournaments/{id}/tables/1/close", t),
                200);
    }

    /** The lines of the page's list of places ({@code desk-places}), as the page writes them. */
    private static List<String> places(String page) {
        int from = page.indexOf("<ol class=\"desk-places\"");
        assertTrue(from >= 0, "the page lists places");
        String list = page.substring(from, page.indexOf("</ol>", from));
        List<String> lines = new ArrayList<>();
        Matcher li = Pattern.compile("<li>(.*?)</li>", Pattern.DOTALL).matcher(list);
        while (li.find()) {
            lines.add(li.group(1).strip());
        }
        return lines;
    }

    @Test
    void theClosePreviewPlacesTwoBustedPlayersAsTheCloseRecordsThem() {
        long t = italianTableOfFive();
        String cookie = Directors.issue(t, 1).signIn();
        // seat 2 busts in the first hand, seat 4 in the second: seat 4 ranks above seat 2
        busts(t, cookie, 1, Map.of(1, 20_000, 2, 20_000, 3, 20_000, 4, 20_000, 5, 20_000), 2, 3);
        busts(t, cookie, 3, Map.of(1, 19_000, 3, 43_000, 4, 19_000, 5, 19_000), 4, 3);

        List<String> previewed = places(closePreview(t, cookie));
        Directors.withSession(cookie)
                .redirects()
                .follow(false)
                .formParam("action", "confirm")
                .formParams(Bound.closeOnPage(t, 1))
                .post("/director/tournaments/{id}/tables/1/close", t)
                .then()
                .statusCode(303);
        String closed = Answers.text(Directors.withSession(cookie).get("/director/tournaments/{id}/tables/1", t), 200);
        assertEquals(places(closed), previewed, "the preview shows the places the close recorded");
        assertEquals(5, previewed.size());
        assertTrue(previewed.get(3).startsWith("4°"), previewed.get(3));
        assertTrue(previewed.get(4).startsWith("5°"), previewed.get(4));
    }

    @Test
    void aPenaltyCarriedToTheNextHandRefusesTheCloseAtItsPreviewAndIsNamedAsAPenalty() throws Exception {
        long t = italianTableOfFive();
        String cookie = Directors.issue(t, 1).signIn();
        int seat = FloorFixtures.tables(t).getInt("[0].seats[0].seat");
        Directors.withSession(cookie)
                .redirects()
                .follow(false)
                .formParam("entryId", UUID.randomUUID().toString())
                .formParam("seat", seat)
                .formParam("chips", "500")
                .formParam("to", "POT")
                .formParam("reason", "gioco lento")
                .formParams(Bound.seenOnPage(t, 1))
                .post("/director/tournaments/{id}/tables/1/penalties", t)
                .then()
                .statusCode(303);
        Map<String, String> before = DataFingerprint.ofTheEvening();

        String preview = closePreview(t, cookie);
        assertTrue(preview.contains("gioca la mano che le vince prima di chiudere la partita"), "the refusal in sight");
        assertFalse(preview.contains("id=\"confirm-close\""), "a close the service refuses is not offered");
        assertFalse(preview.contains("class=\"desk-places\""), "no places of a close that cannot be made");
        assertFalse(preview.contains("Piatto di parol"), "a penalty is not a parol pot");
        assertTrue(preview.contains("Penalità al piatto della prossima mano: 500"), "the head names the penalty");
        assertEquals(before, DataFingerprint.ofTheEvening(), "the preview stores nothing");
    }

    @Test
    void aCloseConfirmedFromAPageTheTableChangedSinceIsRefusedInSightAndClosesNothing() throws Exception {
        long t = italianTableOfFive();
        String cookie = Directors.issue(t, 1).signIn();
        Map<String, Object> shown = Bound.closeOnPage(t, 1);
        // another director records a hand after the page was shown: its seats' stacks are no longer the page's
        busts(t, cookie, 1, Map.of(1, 20_000, 2, 20_000, 3, 20_000, 4, 20_000, 5, 20_000), 2, 3);
        Map<String, String> before = DataFingerprint.ofTheEvening();

        String refused = Directors.withSession(cookie)
                .redirects()
                .follow(false)
                .formParam("action", "confirm")
                .formParams(shown)
                .post("/director/tournaments/{id}/tables/1/close", t)
                .then()
                .statusCode(200)
                .contentType(containsString("text/html"))
                .extract()
                .asString();
        assertTrue(refused.contains("il tavolo è cambiato nel frattempo"), "the refusal in sight: " + refused);
        assertFalse(refused.contains("class=\"desk-places\""), "no places of a close that was refused");
        assertEquals(
                before,
                DataFingerprint.ofTheEvening(),
                "a close against a page the table changed since closes nothing");
        given().get("/api/tournaments/{id}/results", t).then().statusCode(200).body("size()", equalTo(0));
    }
}
