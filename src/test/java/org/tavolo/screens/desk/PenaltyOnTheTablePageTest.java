package org.tavolo.screens.desk;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.testing.Evenings.italianTableOfFour;
import static org.tavolo.testing.TableOne.stacks;

import io.quarkus.test.junit.QuarkusTest;
import java.util.Arrays;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.tavolo.penalty.PenaltyTo;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Bound;

/**
 * A penalty given from the director's table page (docs/director-page.md#penalties): through the penalty service under
 * the form's key, given once however often it is sent; a refused penalty comes back as typed and changes nothing.
 */
@QuarkusTest
class PenaltyOnTheTablePageTest {

    private static long tableOfFour() {
        return italianTableOfFour();
    }

    private static int firstSeat(long t) {
        return FloorFixtures.tables(t).getInt("[0].seats[0].seat");
    }

    @Test
    void aPenaltySentTwiceWithItsKeyTakesTheChipsOnce() {
        long t = tableOfFour();
        int seat = firstSeat(t);
        String cookie = Directors.issue(t, 1).signIn();
        String key = UUID.randomUUID().toString();
        for (int send = 0; send < 2; send++) {
            Directors.withSession(cookie)
                    .redirects()
                    .follow(false)
                    .formParam("entryId", key)
                    .formParams(Bound.seenOnPage(t, 1))
                    .formParam("seat", seat)
                    .formParam("chips", "1.000")
                    .formParam("to", "OUT_OF_PLAY")
                    .formParam("reason", "carte scoperte")
                    .post("/director/tournaments/{id}/tables/1/penalties", t)
                    .then()
                    .statusCode(303)
                    .header("Location", endsWith("/tables/1?done=penalty"));
        }
        assertEquals(19000, stacks(t).get(Integer.toString(seat)));
        Directors.withSession(cookie)
                .get("/director/tournaments/{id}/tables/1?done=penalty", t)
                .then()
                .statusCode(200)
                .body(containsString("Penalità registrata."), containsString("id=\"penalty\""));
    }

    @Test
    void theFormOffersEveryKindOfPenaltyInItsWordsAndSaysWhichTakeNoChips() {
        long t = tableOfFour();
        String cookie = Directors.issue(t, 1).signIn();
        String page = Directors.withSession(cookie)
                .get("/director/tournaments/{id}/tables/1", t)
                .then()
                .statusCode(200)
                .extract()
                .asString();
        for (PenaltyTo kind : PenaltyTo.values()) {
            assertTrue(page.contains("<option value=\"" + kind.name() + "\""), kind + " is offered");
        }
        assertTrue(page.contains("<option value=\"POT\" selected>Al piatto della prossima mano</option>"), page);
        assertTrue(page.contains("<option value=\"SKIP_HAND\">Salta la prossima mano, senza importo</option>"), page);
        String noChips = Arrays.stream(PenaltyTo.values())
                .filter(kind -> !kind.takesChips())
                .map(PenaltyTo::name)
                .collect(Collectors.joining(" "));
        assertTrue(page.contains("<select name=\"to\" id=\"penalty-to\" data-no-chips=\"" + noChips + "\">"), page);
    }

    @Test
    void aRefusedPenaltyComesBackAsTypedAndChangesNoStack() {
        long t = tableOfFour();
        int seat = firstSeat(t);
        Map<String, Integer> before = stacks(t);
        String cookie = Directors.issue(t, 1).signIn();

        Directors.withSession(cookie)
                .formParam("entryId", UUID.randomUUID().toString())
                .formParams(Bound.seenOnPage(t, 1))
                .formParam("seat", seat)
                .formParam("chips", "25000")
                .formParam("to", "POT")
                .formParam("reason", "gioco lento")
                .post("/director/tournaments/{id}/tables/1/penalties", t)
                .then()
                .statusCode(200)
                .body(
                        containsString("value=\"25000\""),
                        containsString("value=\"gioco lento\""),
                        containsString("<option value=\"" + seat + "\" selected>"),
                        containsString("20\u202F000"),
                        containsString("la penalità toglie di più"));

        Directors.withSession(cookie)
                .formParam("entryId", UUID.randomUUID().toString())
                .formParams(Bound.seenOnPage(t, 1))
                .formParam("seat", seat)
                .formParam("chips", "500")
                .formParam("to", "PLAYERS")
                .formParam("reason", " ")
                .post("/director/tournaments/{id}/tables/1/penalties", t)
                .then()
                .statusCode(200)
                .body(
                        containsString("Scrivi il motivo della penalità."),
                        containsString("<option value=\"PLAYERS\" selected>"));

        Directors.withSession(cookie)
                .formParam("entryId", UUID.randomUUID().toString())
                .formParams(Bound.seenOnPage(t, 1))
                .formParam("seat", "")
                .formParam("chips", "500")
                .formParam("to", "POT")
                .formParam("reason", "gioco lento")
                .post("/director/tournaments/{id}/tables/1/penalties", t)
                .then()
                .statusCode(200)
                .body(containsString("Scegli il giocatore penalizzato."));

        for (String kind : new String[] {"WARNING", ""}) {
            Directors.withSession(cookie)
                    .formParam("entryId", UUID.randomUUID().toString())
                    .formParams(Bound.seenOnPage(t, 1))
                    .formParam("seat", seat)
                    .formParam("chips", "500")
                    .formParam("to", kind)
                    .formParam("reason", "gioco lento")
                    .post("/director/tournaments/{id}/tables/1/penalties", t)
                    .then()
                    .statusCode(200)
                    .contentType(startsWith("text/html"))
                    .body(
                            containsString("Scegli dove va la penalità."),
                            containsString("value=\"500\""),
                            containsString("value=\"gioco lento\""),
                            containsString("<option value=\"" + seat + "\" selected>"));
        }
        assertEquals(before, stacks(t));
    }
}
