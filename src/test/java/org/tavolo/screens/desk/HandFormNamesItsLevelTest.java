package org.tavolo.screens.desk;

import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.testing.TableOne.stacks;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Bound;
import org.tavolo.testing.Evenings;

/**
 * docs/rules.md#blinds-by-position from the table page: a Hold'em hand is dealt at the clock's level the page
 * showed, and its form names that level, so a hand typed just after the clock moved on is recorded with the
 * blinds it was played with.
 */
@QuarkusTest
class HandFormNamesItsLevelTest {

    private static long holdemTableOfSix() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 6, 3);
        assertEquals(List.of(1, 2, 3, 4, 5, 6), FloorFixtures.tables(t).getList("[0].seats.seat", Integer.class));
        Evenings.clock(t, "start");
        return t;
    }

    private static void nextLevel(long t) {
        Evenings.clock(t, "next");
    }

    /**
     * Button at 6: seat 1 posts the small blind and calls the big blind of 50, seat 2 posts it and folds, seat 3
     * calls; seat 1's aces win 150. With {@code level} null the form names no level.
     */
    private static void handOfLevelOne(String cookie, long t, String level) {
        RequestSpecification form = Directors.withSession(cookie)
                .header("Accept-Language", "it")
                .redirects()
                .follow(false)
                .formParam("entryId", UUID.randomUUID().toString())
                .formParams(Bound.seenOnPage(t, 1))
                .formParam("button", 6)
                .formParam("board", "2c 7d 9h Jc Ks")
                .formParam("action", "confirm");
        if (level != null) {
            form.formParam("level", level);
        }
        for (int s = 1; s <= 6; s++) {
            form.formParam("stack-" + s, "6000");
        }
        form.formParam("in-1", "on").formParam("put-1", "50").formParam("cards-1", "Ah Ad");
        form.formParam("in-2", "on").formParam("put-2", "50").formParam("fold-2", "on");
        form.formParam("in-3", "on").formParam("put-3", "50").formParam("cards-3", "3c 4d");
        form.post("/director/tournaments/{id}/tables/1/hands", t).then().log().ifValidationFails();
    }

    @Test
    void theTablePageSendsTheLevelItShows() {
        long t = holdemTableOfSix();
        nextLevel(t);
        String cookie = Directors.issue(t, 1).signIn();
        Directors.withSession(cookie)
                .get("/director/tournaments/{id}/tables/1", t)
                .then()
                .statusCode(200)
                .body(containsString("name=\"level\" value=\"2\""));
    }

    @Test
    void aHandTypedJustAfterTheClockMovedOnIsRecordedWithTheBlindsOfTheLevelThePageShowed() {
        long t = holdemTableOfSix();
        String cookie = Directors.issue(t, 1).signIn();
        nextLevel(t); // the page showed level 1 (25/50); the clock is now at level 2 (50/100)
        Map<String, Integer> before = stacks(t);

        handOfLevelOne(cookie, t, null);
        assertEquals(before, stacks(t), "without the level, the blinds of level 2 are asked and nothing is recorded");

        handOfLevelOne(cookie, t, "1");
        assertEquals(Map.of("1", 6_100, "2", 5_950, "3", 5_950, "4", 6_000, "5", 6_000, "6", 6_000), stacks(t));
    }
}
