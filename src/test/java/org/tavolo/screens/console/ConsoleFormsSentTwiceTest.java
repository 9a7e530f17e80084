package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;

/**
 * Every console form is safe to send twice (a double click, a resend after a lost answer): the
 * clock's buttons carry the clock's version as their key, a table's close, a result's void and
 * its correction find their work done the second time, and each stores once.
 */
@QuarkusTest
class ConsoleFormsSentTwiceTest {

    private static final Pattern VERSION = Pattern.compile("name=\"version\" value=\"(\\d+)\"");

    private static String versionOnThePage(long t) {
        String page = Answers.text(given().get("/console/tournaments/{id}/floor", t), 200);
        Matcher m = VERSION.matcher(page);
        assertEquals(true, m.find(), "every clock button carries the clock's version");
        return m.group(1);
    }

    private static int post(String path, Object... form) {
        var request = given().contentType(ContentType.URLENC).redirects().follow(false);
        for (int i = 0; i < form.length; i += 2) {
            request = request.formParam((String) form[i], form[i + 1]);
        }
        return request.post(path).then().extract().statusCode();
    }

    private static JsonPath results(long t) {
        return Answers.json(given().get("/api/tournaments/{id}/results", t), 200);
    }

    @Test
    void aClockButtonSentTwiceMovesTheClockOnce() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 10);
        Evenings.clock(t, "start");
        String version = versionOnThePage(t);
        String next = "/console/tournaments/" + t + "/floor/clock/next";
        assertEquals(303, post(next, "version", version));
        assertEquals(303, post(next, "version", version));
        assertEquals(
                2,
                given().get("/api/tournaments/{id}/clock", t).jsonPath().getInt("levelNumber"),
                "the second press of the same version is not applied");
        assertEquals(
                1,
                given().get("/api/tournaments/{id}/audit", t)
                        .jsonPath()
                        .getList("findAll { it.action == 'clock-next-level' }")
                        .size());
    }

    @Test
    void aTableClosedTwiceFromTheConsoleHasOneResult() {
        long t = Evenings.drawn("ITALIAN_DRAW", 8, 11);
        String close = "/console/tournaments/" + t + "/results/tables/1/close";
        assertEquals(303, post(close, "game", "1", "from", "ledger"));
        assertEquals(303, post(close, "game", "1", "from", "ledger"));
        assertEquals(1, results(t).getList("$").size());
        assertEquals("ACTIVE", results(t).getString("[0].status"));
    }

    @Test
    void aVoidSentTwiceVoidsOnceWithItsReason() {
        long t = Evenings.drawn("ITALIAN_DRAW", 8, 12);
        post("/console/tournaments/" + t + "/results/tables/2/close", "game", "1", "from", "ledger");
        long result = results(t).getLong("[0].id");
        String voiding = "/console/tournaments/" + t + "/results/" + result + "/void";
        assertEquals(303, post(voiding, "reason", "Wrong table"));
        assertEquals(303, post(voiding, "reason", "Wrong table"));
        assertEquals("VOID", results(t).getString("[0].status"));
        assertEquals("Wrong table", results(t).getString("[0].voidReason"));
        assertEquals(
                1,
                given().get("/api/tournaments/{id}/audit", t)
                        .jsonPath()
                        .getList("findAll { it.action == 'table-result-voided' }")
                        .size());
    }

    @Test
    void aCorrectionSentTwiceReplacesTheResultOnce() {
        long t = Evenings.drawn("ITALIAN_DRAW", 8, 13);
        post("/console/tournaments/" + t + "/results/tables/1/close", "game", "1", "from", "ledger");
        JsonPath closed = results(t);
        long result = closed.getLong("[0].id");
        List<Long> entries = closed.getList("[0].places.entry", Long.class);
        Object[] form = {
            "entry", entries.get(0), "chips", "35000",
            "entry", entries.get(1), "chips", "25 000",
            "entry", entries.get(2), "chips", "15.000",
            "entry", entries.get(3), "chips", "5000",
            "reason", "Recounted at the end"
        };
        String correcting = "/console/tournaments/" + t + "/results/" + result + "/correct";
        assertEquals(303, post(correcting, form));
        assertEquals(303, post(correcting, form));
        JsonPath after = results(t);
        assertEquals(2, after.getList("$").size(), "the voided result and one correction");
        assertEquals(result, after.getLong("find { it.status == 'ACTIVE' }.replaces"));
        assertEquals(35000L, after.getLong("find { it.status == 'ACTIVE' }.places.find { it.place == 1 }.chips"));
    }

    @Test
    void aRefusedCloseSaysWhyBesideTheFormAndStoresNothing() {
        long t = Evenings.drawn("ITALIAN_DRAW", 8, 14);
        List<Long> atTable =
                given().get("/api/tournaments/{id}/tables", t).jsonPath().getList("[0].seats.entryId", Long.class);
        String page = Answers.text(
                given().contentType(ContentType.URLENC)
                        .formParam("game", "1")
                        .formParam("from", "given")
                        .formParam("entry", atTable.get(0), atTable.get(1), atTable.get(2), atTable.get(3))
                        .formParam("chips", "1", "2", "3", "4")
                        .post("/console/tournaments/{id}/results/tables/1/close", t),
                409);
        assertThat(page, containsString("role=\"alert\""));
        assertEquals(0, results(t).getList("$").size());
    }
}
