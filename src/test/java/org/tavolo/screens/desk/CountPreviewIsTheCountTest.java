package org.tavolo.screens.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.testing.Evenings.italianTableOfFour;
import static org.tavolo.testing.TableOne.stacks;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.specification.RequestSpecification;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Bound;
import org.tavolo.testing.DataFingerprint;

/**
 * docs/director-page.md#chip-count-and-closing-the-game: the count's *Controlla* is the count itself, rolled back.
 * Its differences are the ones the count records, and a count the service refuses is refused at its check, with the
 * service's words, storing nothing.
 */
@QuarkusTest
class CountPreviewIsTheCountTest {

    /** A count of seats 1 to 4, seat 1 counted at {@code seatOne}, each against the stack {@code shown}. */
    private static RequestSpecification count(long t, String cookie, String key, long seatOne, long shown) {
        RequestSpecification form = Directors.withSession(cookie)
                .redirects()
                .follow(false)
                .formParam("countId", key)
                .formParam("reason", "conta di fine livello")
                .formParams(Bound.seenOnPage(t, 1));
        for (int s = 1; s <= 4; s++) {
            form.formParam("count-" + s, s == 1 ? seatOne : 20_000).formParam("expected-" + s, shown);
        }
        return form;
    }

    @Test
    void theCheckShowsTheDifferencesTheCountRecords() throws Exception {
        long t = italianTableOfFour();
        String cookie = Directors.issue(t, 1).signIn();
        String key = UUID.randomUUID().toString();
        Map<String, String> before = DataFingerprint.ofTheEvening();
        String checked = Answers.text(
                count(t, cookie, key, 19_500, 20_000)
                        .queryParam("action", "preview")
                        .get("/director/tournaments/{id}/tables/1/counts", t),
                200);
        assertEquals(before, DataFingerprint.ofTheEvening(), "the check stores nothing");
        assertTrue(checked.contains("id=\"confirm-count\""), "the count is offered");
        assertTrue(checked.contains("data-seat=\"1\">"), "seat 1's difference is shown");

        count(t, cookie, key, 19_500, 20_000)
                .formParam("action", "confirm")
                .post("/director/tournaments/{id}/tables/1/counts", t)
                .then()
                .statusCode(303);
        assertEquals(19_500, stacks(t).get("1"));
        assertEquals(20_000, stacks(t).get("2"));
    }

    @Test
    void aCountAgainstStacksTheTableNoLongerHasIsRefusedAtItsCheck() throws Exception {
        long t = italianTableOfFour();
        String cookie = Directors.issue(t, 1).signIn();
        Map<String, String> before = DataFingerprint.ofTheEvening();
        String checked = Answers.text(
                count(t, cookie, UUID.randomUUID().toString(), 19_500, 21_000)
                        .queryParam("action", "preview")
                        .get("/director/tournaments/{id}/tables/1/counts", t),
                200);
        assertTrue(checked.contains("il tavolo è cambiato nel frattempo"), "the count's refusal, at its check");
        assertFalse(checked.contains("-1\u202F500"), "no difference against stacks the table no longer has");
        assertEquals(before, DataFingerprint.ofTheEvening(), "the check stores nothing");
    }
}
