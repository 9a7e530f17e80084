package org.tavolo.screens.desk;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.testing.Evenings.italianTableOfFour;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.hand.stored.HandEntry;
import org.tavolo.security.Directors;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Bound;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.TableOne;

/**
 * docs/director-page.md#corrections-the-directors-own-last-entry, docs/security.md#who-may-correct-or-void: a director
 * corrects or voids only the last hand they recorded themselves. The rule is the service's, so a correction form
 * posted with the hand of another director or of the organizer is refused at the top of the page, whatever the page
 * offered, and changes nothing.
 */
@QuarkusTest
class CorrectionOnlyOfTheDirectorsOwnHandTest {

    /** An Italian table of four, its clock started. */
    private static long italianTable() {
        long t = italianTableOfFour();
        Evenings.clock(t, "start");
        return t;
    }

    /** Seat 1 takes the antes, entered through the API by whoever {@code as} signs in. */
    private static long seatOneTakesTheAntes(long t, RequestSpecification as) {
        return Answers.json(
                        as.contentType(ContentType.JSON)
                                .body(Bound.hand(
                                        t,
                                        1,
                                        TableOne.seatOneTakesTheAntes(
                                                UUID.randomUUID().toString())))
                                .post("/api/tournaments/{id}/tables/1/hands", t),
                        200)
                .getLong("hand");
    }

    /** The correction form as the page would post it, with seat 2 taking the antes instead. */
    private static RequestSpecification correction(long t, String cookie, long hand, String action) {
        RequestSpecification form = Directors.withSession(cookie)
                .redirects()
                .follow(false)
                .header("Accept-Language", "it")
                .contentType(ContentType.URLENC)
                .formParam("correct", hand)
                .formParam("correct-no", 1)
                .formParam("correct-reason", "vincitore sbagliato")
                .formParam("entryId", UUID.randomUUID().toString())
                .formParams(Bound.seenOnPage(t, 1))
                .formParam("button", 4)
                .formParam("action", action);
        for (int seat = 1; seat <= 4; seat++) {
            form.formParam("stack-" + seat, 20_000)
                    .formParam("in-" + seat, "on")
                    .formParam("put-" + seat, "1000");
            if (seat != 2) {
                form.formParam("fold-" + seat, "on");
            }
        }
        return form;
    }

    private static String status(long t, long hand) {
        return QuarkusTransaction.requiringNew().call(() -> (String) HandEntry.getEntityManager()
                .createNativeQuery("select status from hand_entry where tournament_id = ?1 and id = ?2")
                .setParameter(1, t)
                .setParameter(2, hand)
                .getSingleResult());
    }

    private void refusedAndNothingChanged(long t, long hand, String cookie) throws Exception {
        Map<String, String> before = DataFingerprint.ofTheEvening();
        for (String action : new String[] {"confirm", "preview"}) {
            correction(t, cookie, hand, action)
                    .post("/director/tournaments/{id}/tables/1/correction", t)
                    .then()
                    .statusCode(403)
                    .contentType(containsString("text/html"))
                    .body(containsString("id=\"error-summary\""))
                    .body(containsString("registrato da un altro"))
                    .body(not(containsString("id=\"preview\"")));
        }
        assertEquals(before, DataFingerprint.ofTheEvening());
        assertEquals("SETTLED", status(t, hand));
        assertEquals(23_000, TableOne.stacks(t).get("1"), "seat 1 keeps the antes");
    }

    @Test
    void aDirectorsCorrectionOfAnotherDirectorsLastHandIsRefusedAndChangesNothing() throws Exception {
        long t = italianTable();
        Directors marco = Directors.issue(t, 1);
        Directors lia = Directors.issue(t, 1);
        long hand = seatOneTakesTheAntes(t, marco.basic());

        refusedAndNothingChanged(t, hand, lia.signIn());
    }

    @Test
    void aDirectorsCorrectionOfTheOrganizersLastHandIsRefusedAndChangesNothing() throws Exception {
        long t = italianTable();
        long hand = seatOneTakesTheAntes(t, given());

        refusedAndNothingChanged(t, hand, Directors.issue(t, 1).signIn());
    }

    @Test
    void aDirectorOfTheWholeTournamentCannotCorrectATableDirectorsHandEither() throws Exception {
        long t = italianTable();
        long hand = seatOneTakesTheAntes(t, Directors.issue(t, 1).basic());

        refusedAndNothingChanged(t, hand, Directors.issue(t, null).signIn());
    }

    @Test
    void theDirectorWhoRecordedTheHandCorrectsIt() {
        long t = italianTable();
        Directors marco = Directors.issue(t, 1);
        long hand = seatOneTakesTheAntes(t, marco.basic());

        correction(t, marco.signIn(), hand, "confirm")
                .post("/director/tournaments/{id}/tables/1/correction", t)
                .then()
                .statusCode(303);
        assertEquals("VOID", status(t, hand));
        assertEquals(23_000, TableOne.stacks(t).get("2"));
    }
}
