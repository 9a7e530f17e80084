package org.tavolo.screens.desk;

import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Bound;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.TableOne;

/**
 * docs/director-page.md#correcting-the-last-hand: the correction form shows every player who was in the hand, the
 * one it knocked out included, and a correction sent without one of them is refused at the top of the page and
 * changes nothing; sent with him, it records the hand as corrected.
 */
@QuarkusTest
class CorrectionFormKeepsEveryPlayerOfTheHandTest {

    private static long lastHandId(long t) {
        return io.quarkus.narayana.jta.QuarkusTransaction.requiringNew()
                .call(() -> ((Number) org.tavolo.hand.stored.HandEntry.getEntityManager()
                                .createNativeQuery("select max(id) from hand_entry where tournament_id = ?1")
                                .setParameter(1, t)
                                .getSingleResult())
                        .longValue());
    }

    /** The correction form as the page posts it, with the seats given (seat 3's aces win when he is in). */
    /**
     * What the correction form hides in itself (the game, and the entry at each seat of the hand, a player it knocked
     * out included), read from the form the page shows.
     */
    private static Map<String, Object> hiddenInTheForm(String cookie, long t) {
        String page = Answers.text(
                Directors.withSession(cookie).get("/director/tournaments/{id}/tables/1/correction", t), 200);
        Map<String, Object> hidden = new java.util.LinkedHashMap<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("name=\"(gameNumber|entry-\\d+)\" value=\"(\\d+)\"")
                .matcher(page);
        while (m.find()) {
            hidden.putIfAbsent(m.group(1), m.group(2));
        }
        return hidden;
    }

    private static RequestSpecification correction(long t, String cookie, long hand, List<Integer> seats) {
        Map<String, Object> hidden = hiddenInTheForm(cookie, t);
        RequestSpecification form = Directors.withSession(cookie)
                .redirects()
                .follow(false)
                .header("Accept-Language", "it")
                .contentType(ContentType.URLENC)
                .formParam("correct", hand)
                .formParam("correct-no", 1)
                .formParam("correct-reason", "carte invertite")
                .formParam("entryId", UUID.randomUUID().toString())
                .formParams(hidden)
                .formParam("button", 4)
                .formParam("board", "2c 7d 9h Jc Ks")
                .formParam("action", "confirm");
        for (int seat = 1; seat <= 6; seat++) {
            form.formParam("stack-" + seat, 6_000);
        }
        for (int seat : seats) {
            form.formParam("in-" + seat, "on");
            switch (seat) {
                case 1 -> form.formParam("put-1", "6000").formParam("cards-1", "3c 4d");
                case 3 -> form.formParam("put-3", "6000").formParam("cards-3", "Ah Ad");
                case 5 -> form.formParam("put-5", "25").formParam("fold-5", "on");
                default -> form.formParam("put-" + seat, "50").formParam("fold-" + seat, "on");
            }
        }
        return form;
    }

    @Test
    void theCorrectionFormShowsThePlayerTheHandKnockedOut() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        Directors director = Directors.issue(t, 1);
        FloorFixtures.entries(t, 6);
        FloorFixtures.draw(t, 3);
        enterBust(t, director);

        String form = Answers.text(
                Directors.withSession(director.signIn())
                        .header("Accept-Language", "it")
                        .get("/director/tournaments/{id}/tables/1/correction", t),
                200);

        assertTrue(form.contains("name=\"in-3\" checked"), "seat 3 is in the correction form");
        assertTrue(
                form.contains("name=\"put-3\" id=\"put-3\" inputmode=\"numeric\" autocomplete=\"off\" value=\"6000\""),
                "seat 3's 6,000 put in is filled in");
    }

    @Test
    void aCorrectionSentWithoutThePlayerTheHandKnockedOutIsRefusedAndChangesNothing() throws Exception {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        Directors director = Directors.issue(t, 1);
        FloorFixtures.entries(t, 6);
        FloorFixtures.draw(t, 3);
        enterBust(t, director);
        String cookie = director.signIn();
        Map<String, String> before = DataFingerprint.ofTheEvening();

        correction(t, cookie, lastHandId(t), List.of(1, 5, 6))
                .post("/director/tournaments/{id}/tables/1/correction", t)
                .then()
                .statusCode(409)
                .contentType(containsString("text/html"))
                .body(containsString("id=\"error-summary\""))
                .body(containsString("posto 3"));

        assertEquals(before, DataFingerprint.ofTheEvening());
        assertEquals(12_075, TableOne.stacks(t).get("1"));
    }

    @Test
    void aCorrectionSentWithThePlayerTheHandKnockedOutRecordsTheHandAsCorrected() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        Directors director = Directors.issue(t, 1);
        FloorFixtures.entries(t, 6);
        FloorFixtures.draw(t, 3);
        enterBust(t, director);

        correction(t, director.signIn(), lastHandId(t), List.of(1, 3, 5, 6))
                .post("/director/tournaments/{id}/tables/1/correction", t)
                .then()
                .statusCode(303);

        Map<String, Integer> stacks = TableOne.stacks(t);
        assertEquals(12_075, stacks.get("3"), stacks.toString());
        assertEquals(0, stacks.getOrDefault("1", 0), stacks.toString());
    }

    private static void enterBust(long t, Directors director) {
        director.basic()
                .contentType(ContentType.JSON)
                .body(Bound.hand(t, 1, """
                        {"entryId": "%s", "button": 4, "board": ["2c", "7d", "9h", "Jc", "Ks"], "players": [
                          {"seat": 1, "contributed": 6000, "folded": false, "cards": ["Ah", "Ad"]},
                          {"seat": 3, "contributed": 6000, "folded": false, "cards": ["3c", "4d"]},
                          {"seat": 5, "contributed": 25, "folded": true},
                          {"seat": 6, "contributed": 50, "folded": true}]}""".formatted(UUID.randomUUID())))
                .post("/api/tournaments/{id}/tables/1/hands", t)
                .then()
                .statusCode(200);
        assertEquals(12_075, TableOne.stacks(t).get("1"));
    }
}
