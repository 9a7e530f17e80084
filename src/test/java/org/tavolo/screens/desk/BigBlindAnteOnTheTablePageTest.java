package org.tavolo.screens.desk;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.testing.TableOne.stacks;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Bound;

/**
 * docs/rules.md#big-blind-ante from the table page: at a level whose ante the big blind posts, the hand's preview says
 * whose ante is dead money in the main pot, and the hand confirmed is recorded as previewed.
 */
@QuarkusTest
class BigBlindAnteOnTheTablePageTest {

    /** Six players at table 1, level 1 (25 / 50) with a big-blind ante of 50. */
    private static long tableOfSixWithABigBlindAnte() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        String settings = given().get("/api/tournaments/{id}/settings", t).asString();
        String level1 = "\"smallBlind\":25,\"bigBlind\":50,\"ante\":0,\"anteKind\":\"EACH_PLAYER\"";
        assertTrue(settings.contains(level1));
        given().contentType(ContentType.JSON)
                .body(settings.replaceFirst(
                        level1, "\"smallBlind\":25,\"bigBlind\":50,\"ante\":50,\"anteKind\":\"BIG_BLIND\""))
                .put("/api/tournaments/{id}/settings", t)
                .then()
                .statusCode(200);
        FloorFixtures.entries(t, 6);
        FloorFixtures.draw(t, 3);
        assertEquals(List.of(1, 2, 3, 4, 5, 6), FloorFixtures.tables(t).getList("[0].seats.seat", Integer.class));
        return t;
    }

    /**
     * Button at 6: seat 1 posts the small blind and calls to 50, seat 2 posts the big blind of 50 and the ante of 50
     * and checks, seat 3 calls; seat 1's aces win the live 150 and the ante.
     */
    private static RequestSpecification hand(long t, String cookie, String entryId, String action) {
        RequestSpecification form = Directors.withSession(cookie)
                .header("Accept-Language", "it")
                .redirects()
                .follow(false)
                .formParam("entryId", entryId)
                .formParams(Bound.seenOnPage(t, 1))
                .formParam("level", 1)
                .formParam("button", 6)
                .formParam("board", "2c 7d 9h Jc Ks")
                .formParam("action", action);
        for (int s = 1; s <= 6; s++) {
            form.formParam("stack-" + s, "6000");
        }
        form.formParam("in-1", "on").formParam("put-1", "50").formParam("cards-1", "Ah Ad");
        form.formParam("in-2", "on").formParam("put-2", "100").formParam("cards-2", "5c 6d");
        form.formParam("in-3", "on").formParam("put-3", "50").formParam("cards-3", "3c 4d");
        return form;
    }

    @Test
    void thePreviewShowsTheBigBlindsAnteInTheMainPotAndTheHandIsRecordedAsPreviewed() {
        long t = tableOfSixWithABigBlindAnte();
        String cookie = Directors.issue(t, 1).signIn();
        String entryId = UUID.randomUUID().toString();
        String page = hand(t, cookie, entryId, "preview")
                .post("/director/tournaments/{id}/tables/1/hands", t)
                .then()
                .log()
                .ifValidationFails()
                .statusCode(200)
                .body(containsString("Ante del grande buio, di "))
                .body(containsString("nel piatto principale (ante morto, non si restituisce)"))
                .extract()
                .asString();
        String preview = page.substring(page.indexOf("id=\"preview\""));
        assertTrue(preview.contains("200"), "the main pot holds the live 150 and the ante: " + preview);
        assertTrue(!preview.contains("Restituito"), "no chip of the ante goes back: " + preview);

        hand(t, cookie, entryId, "confirm").post("/director/tournaments/{id}/tables/1/hands", t);
        assertEquals(Map.of("1", 6_150, "2", 5_900, "3", 5_950, "4", 6_000, "5", 6_000, "6", 6_000), stacks(t));
    }
}
