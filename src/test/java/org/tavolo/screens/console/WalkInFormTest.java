package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.List;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tavolo.player.Player;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;

/**
 * docs/console.md#walk-ins: the walk-in form carries an idempotency key, so a double tap or a resent form registers
 * one player and makes one entry; a malformed value in the entries page's forms answers the same page with the error
 * in sight and what was typed kept, and changes nothing.
 */
@QuarkusTest
class WalkInFormTest {

    private static final Pattern KEY = Pattern.compile("name=\"key\" value=\"([^\"]+)\"");

    private static String walkInKeyOnThePage(long t) {
        String page = Answers.text(given().get("/console/tournaments/{id}/entries", t), 200);
        Matcher m = KEY.matcher(page);
        assertTrue(m.find(), "the walk-in form carries an idempotency key");
        return m.group(1);
    }

    private static Response walkIn(long t, String key, String name) {
        return given().contentType(ContentType.URLENC)
                .redirects()
                .follow(false)
                .formParam("key", key)
                .formParam("name", name)
                .formParam("contact", "333 0000000")
                .post("/console/tournaments/{id}/entries/walk-in", t);
    }

    private static List<String> entered(long t) {
        return given().get("/api/tournaments/{id}/entries", t).jsonPath().getList("playerName", String.class);
    }

    private static long playersNamed(String name) {
        return QuarkusTransaction.requiringNew()
                .call(() -> (long) Player.findByName(name).size());
    }

    @Test
    void aWalkInSentTwiceRegistersOnePlayerAndEntersThemOnce() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        String name = "Twice " + UUID.randomUUID().toString().substring(0, 8);
        String key = walkInKeyOnThePage(t);

        Response first = walkIn(t, key, name);
        Response second = walkIn(t, key, name);

        assertEquals(303, first.statusCode());
        assertEquals(303, second.statusCode(), "the resend gets the first answer");
        assertEquals(first.header("Location"), second.header("Location"));
        assertEquals(1, playersNamed(name));
        assertEquals(1, entered(t).stream().filter(name::equals).count());
    }

    @Test
    void twoWalkInFormsOfTheSameNameAreTwoSendsNotOne() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        String name = "Other " + UUID.randomUUID().toString().substring(0, 8);
        walkIn(t, walkInKeyOnThePage(t), name).then().statusCode(303);

        String page = walkIn(t, walkInKeyOnThePage(t), name)
                .then()
                .statusCode(409)
                .extract()
                .asString();

        assertThat(page, containsString("role=\"alert\""));
        assertEquals(1, playersNamed(name));
    }

    @Test
    void aMalformedPlayerAnswersTheEntriesPageWithTheErrorAndTheSearchKeptAndEntersNobody() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        FloorFixtures.entries(t, 2);
        List<String> before = entered(t);

        Response answer = given().contentType(ContentType.URLENC)
                .header("Accept-Language", "it-IT")
                .formParam("playerId", "abc")
                .formParam("q", "Rossi")
                .post("/console/tournaments/{id}/entries", t);

        assertEquals(400, answer.statusCode());
        assertThat(answer.contentType(), startsWith("text/html"));
        String page = answer.asString();
        assertThat(page, containsString("role=\"alert\""));
        assertThat(page, containsString("«abc»"));
        assertThat(page, containsString("value=\"Rossi\""));
        assertEquals(before, entered(t));
    }

    @Test
    void malformedNoticesOnTheEntriesPageAreLeftUnsaid() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");

        String page = Answers.text(given().get("/console/tournaments/{id}/entries?entered=abc&imported=x", t), 200);

        assertThat(page, containsString("id=\"walk-in\""));
    }
}
