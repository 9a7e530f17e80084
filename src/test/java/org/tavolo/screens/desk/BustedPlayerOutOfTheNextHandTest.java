package org.tavolo.screens.desk;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.testing.Evenings.italianTableOfFour;
import static org.tavolo.testing.TableOne.stacks;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.hand.stored.HandEntry;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Bound;
import org.tavolo.testing.Evenings;

/**
 * docs/director-page.md#italian-situations, docs/floor.md#the-button: a player an Italian hand leaves with no chips
 * stays seated until the close, but he is not offered in the next hand and the button never goes to him; voiding
 * that hand from the table page gives back the button and the player.
 */
@QuarkusTest
class BustedPlayerOutOfTheNextHandTest {

    /** An Italian table of four, its clock started; answers the tournament. */
    private static long italianTable() {
        long t = italianTableOfFour();
        Evenings.clock(t, "start");
        return t;
    }

    /** Dealer 1: seat 2 goes all in and loses to seat 3, entered from the table page. */
    private static void seatTwoBusts(long t, String cookie) {
        RequestSpecification form = Directors.withSession(cookie)
                .redirects()
                .follow(false)
                .formParam("entryId", UUID.randomUUID().toString())
                .formParam("gameNumber", 1)
                .formParam("button", 1)
                .formParam("action", "confirm");
        Map<Integer, Long> entries = Bound.entries(t, 1);
        for (int s = 1; s <= 4; s++) {
            form.formParam("stack-" + s, 20_000).formParam("in-" + s, "on").formParam("entry-" + s, entries.get(s));
        }
        form.formParam("put-1", "1000").formParam("fold-1", "on");
        form.formParam("put-2", "20000").formParam("cards-2", "Kh Kd 7c 7d 10s");
        form.formParam("put-3", "20000").formParam("cards-3", "Ah Ad Ac 9s 8s");
        form.formParam("put-4", "1000").formParam("fold-4", "on");
        form.post("/director/tournaments/{id}/tables/1/hands", t).then().statusCode(303);
    }

    @Test
    void aBustedPlayerIsOutOfTheNextHandAndSkippedByTheButtonUntilAVoidBringsThemBack() {
        long t = italianTable();
        String cookie = Directors.issue(t, 1).signIn();
        // the button would go to seat 2
        seatTwoBusts(t, cookie);
        assertEquals(0, stacks(t).get("2"));
        assertEquals(3, button(t), "the button skips the seat with no chips");
        String table = Answers.text(Directors.withSession(cookie).get("/director/tournaments/{id}/tables/1", t), 200);
        assertTrue(!table.contains("name=\"in-2\""), "the busted player is not offered in the new hand");
        assertTrue(table.contains("<option value=\"3\" selected>"), "the page suggests seat 3 as dealer");

        long hand = QuarkusTransaction.requiringNew().call(() -> ((Number) HandEntry.getEntityManager()
                        .createNativeQuery("select max(id) from hand_entry where tournament_id = ?1")
                        .setParameter(1, t)
                        .getSingleResult())
                .longValue());
        Directors.withSession(cookie)
                .redirects()
                .follow(false)
                .formParam("entry", hand)
                .formParam("kind", "HAND")
                .formParam("gameNumber", 1)
                .formParam("reason", "carte sbagliate")
                .post("/director/tournaments/{id}/tables/1/void", t)
                .then()
                .statusCode(303);
        assertEquals(20_000, stacks(t).get("2"));
        assertEquals(1, button(t), "the void gives the button back to the seat the hand was dealt from");
        Directors.withSession(cookie)
                .header("Accept-Language", "it")
                .get("/director/tournaments/{id}/tables/1", t)
                .then()
                .statusCode(200)
                .body(containsString("name=\"in-2\" checked"), not(containsString("id=\"error-summary\"")));
    }

    @Test
    void aBustedSeatSaysItIsEliminatedBesideItsZeroInBothLanguages() {
        long t = italianTable();
        String cookie = Directors.issue(t, 1).signIn();
        seatTwoBusts(t, cookie);
        for (String[] language : new String[][] {{"it", "fuori"}, {"en", "eliminated"}}) {
            String table = Answers.text(
                    Directors.withSession(cookie)
                            .queryParam("lang", language[0])
                            .get("/director/tournaments/{id}/tables/1", t),
                    200);
            assertTrue(seatLine(table, 2).contains(language[1]), seatLine(table, 2));
            assertTrue(!seatLine(table, 3).contains(language[1]), seatLine(table, 3));
        }
    }

    /** The line of the seats' list for {@code seat}, as the page sends it. */
    private static String seatLine(String page, int seat) {
        int from = page.indexOf("<li data-seat=\"" + seat + "\">");
        assertTrue(from >= 0, "seat " + seat + " is listed");
        return page.substring(from, page.indexOf("</li>", from));
    }

    private static int button(long t) {
        List<Map<String, Object>> tables = FloorFixtures.tables(t).getList("findAll { it.number == 1 }");
        return (Integer) tables.get(0).get("buttonSeat");
    }
}
