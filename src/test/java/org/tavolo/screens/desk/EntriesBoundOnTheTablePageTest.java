package org.tavolo.screens.desk;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.testing.Evenings.italianTableOfFour;
import static org.tavolo.testing.Evenings.move;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Hands;
import org.tavolo.testing.TableOne;

/**
 * The table page's forms send what the page showed (docs/director-page.md#offline): the game and the player at
 * each seat by entry id. A form sent after the floor moved that player or closed the game (as the offline queue
 * sends it, minutes later) is refused with what changed, in the page's language, and changes nothing.
 */
@QuarkusTest
class EntriesBoundOnTheTablePageTest {

    /** The hidden fields the page sends beside every entry: the game and the entry at each seat. */
    private static RequestSpecification seen(
            RequestSpecification form, int game, List<Integer> seats, List<Long> entries) {
        form.formParam("gameNumber", game);
        for (int i = 0; i < seats.size(); i++) {
            form.formParam("entry-" + seats.get(i), entries.get(i));
        }
        return form;
    }

    @Test
    void aPenaltyFormForAPlayerTheFloorMovedAwayIsRefusedAndTheNewcomerPaysNothing() throws Exception {
        long t = Evenings.drawn("TEXAS_HOLDEM", 12, 8);
        JsonPath tables = FloorFixtures.tables(t);
        List<Integer> seats = tables.getList("[0].seats.seat", Integer.class);
        List<Long> entries = tables.getList("[0].seats.entryId", Long.class);
        int seat = seats.get(0);
        long newcomer = tables.getLong("[1].seats[0].entryId");
        String cookie = Directors.issue(t, 1).signIn();
        // the page was read; then the floor moves its player away and seats another there
        move(t, entries.get(0), 2, 9);
        move(t, newcomer, 1, seat);
        Map<String, String> before = DataFingerprint.ofTheEvening();
        seen(Directors.withSession(cookie), 1, seats, entries)
                .header("Accept-Language", "it")
                .formParam("entryId", UUID.randomUUID().toString())
                .formParam("seat", seat)
                .formParam("chips", "500")
                .formParam("to", "OUT_OF_PLAY")
                .formParam("reason", "carte scoperte")
                .post("/director/tournaments/{id}/tables/1/penalties", t)
                .then()
                .statusCode(200)
                .body(containsString("Il giocatore del posto " + seat), containsString("spostato al tavolo 2"));
        assertEquals(before, DataFingerprint.ofTheEvening(), "the newcomer paid a penalty meant for another");
    }

    @Test
    void aHandFormTypedInGameOneIsRefusedOnceGameTwoIsDrawn() throws Exception {
        long t = italianTableOfFour();
        List<Integer> seats = FloorFixtures.tables(t).getList("[0].seats.seat", Integer.class);
        List<Long> entries = FloorFixtures.tables(t).getList("[0].seats.entryId", Long.class);
        String cookie = Directors.issue(t, 1).signIn();
        FloorFixtures.closeEveryTable(t, 1);
        nextGame(t);
        Map<String, String> before = DataFingerprint.ofTheEvening();
        RequestSpecification form = seen(Directors.withSession(cookie), 1, seats, entries)
                .header("Accept-Language", "it")
                .formParam("entryId", UUID.randomUUID().toString())
                .formParam("button", 4)
                .formParam("action", "confirm");
        for (int s = 1; s <= 4; s++) {
            form.formParam("in-" + s, "on").formParam("put-" + s, "1000").formParam("stack-" + s, "20000");
            if (s > 1) {
                form.formParam("fold-" + s, "on");
            }
        }
        form.post("/director/tournaments/{id}/tables/1/hands", t)
                .then()
                .statusCode(200)
                .body(containsString("La partita 1 è chiusa"));
        assertEquals(before, DataFingerprint.ofTheEvening(), "a hand of game 1 was stored in game 2");
    }

    @Test
    void aVoidTypedInGameOneIsRefusedOnceTheGameClosedAndTheHandStands() throws Exception {
        long t = italianTableOfFour();
        List<Integer> seats = FloorFixtures.tables(t).getList("[0].seats.seat", Integer.class);
        List<Long> entries = FloorFixtures.tables(t).getList("[0].seats.entryId", Long.class);
        long hand = Hands.recorded(
                t, TableOne.seatOneTakesTheAntes(UUID.randomUUID().toString()));
        String cookie = Directors.issue(t, 1).signIn();
        FloorFixtures.closeEveryTable(t, 1);
        nextGame(t);
        Map<String, String> before = DataFingerprint.ofTheEvening();
        seen(Directors.withSession(cookie), 1, seats, entries)
                .header("Accept-Language", "it")
                .formParam("entry", hand)
                .formParam("kind", "HAND")
                .formParam("reason", "mano ripetuta")
                .post("/director/tournaments/{id}/tables/1/void", t)
                .then()
                .statusCode(200)
                .body(containsString("ha chiuso la partita 1"));
        assertEquals(before, DataFingerprint.ofTheEvening(), "a void of game 1 reopened its close");
    }

    /** Draws game 2, as the floor does once every table closed the game before. */
    private static void nextGame(long t) {
        given().contentType(ContentType.JSON)
                .body("{\"game\": 2}")
                .post("/api/tournaments/{id}/draws/next-game", t)
                .then()
                .statusCode(201);
    }
}
