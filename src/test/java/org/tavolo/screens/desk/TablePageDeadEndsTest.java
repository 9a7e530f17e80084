package org.tavolo.screens.desk;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.testing.Evenings.italianTableOfFour;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ExtractableResponse;
import io.restassured.response.Response;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.security.Organizers;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Bound;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Evenings;

/**
 * No form of the table page ends in a dead end (docs/director-page.md#when-the-table-ends): a table the floor
 * broke answers a page saying where its players went; an evening over answers a closing page with the table's
 * result, also once the access has ended; the sign-in says an ended access has ended and keeps a code typed by
 * hand after a wrong PIN; the organizer sees the access as ended; a fouled Chinese deal keeps the grid as tapped.
 */
@QuarkusTest
class TablePageDeadEndsTest {

    @Inject
    AgroalDataSource database;

    private static long entryAt(long t, int table, int seat) {
        return FloorFixtures.tables(t)
                .getLong("find { it.number == %d }.seats.find { it.seat == %d }.entryId".formatted(table, seat));
    }

    /** Hold'em at tables of up to 11, 23 players at 8, 8 and 7: one bust and the floor's balance break table 3. */
    private static long tableThreeBroken() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        FloorFixtures.patchSettings(t, "{\"maxSeats\": 11, \"finalTableSize\": 11}");
        FloorFixtures.entries(t, 23);
        FloorFixtures.draw(t, 11);
        return t;
    }

    private static void breakTableThree(long t) {
        FloorFixtures.eliminate(entryAt(t, 1, 1), 23);
        given().post("/api/tournaments/{id}/balance", t).then().statusCode(200);
        assertEquals(List.of(1, 2), FloorFixtures.tables(t).getList("number", Integer.class));
    }

    @Test
    void everyFormOfABrokenTableAnswersAPageSayingWhereItsPlayersWentAndChangesNothing() throws Exception {
        long t = tableThreeBroken();
        String everyTable = Directors.issue(t, null).signIn();
        String tableThree = Directors.issue(t, 3).signIn();
        breakTableThree(t);
        Map<String, String> before = DataFingerprint.of(database);
        for (String form : List.of("hands", "counts", "penalties", "void", "close", "")) {
            for (String cookie : List.of(everyTable, tableThree)) {
                var request = Directors.withSession(cookie)
                        .queryParam("lang", "it")
                        .contentType(ContentType.URLENC)
                        .formParam("action", "confirm")
                        .formParam("gameNumber", "1")
                        .formParam("entryId", UUID.randomUUID().toString())
                        .formParam("reason", "conta");
                String path = "/director/tournaments/{id}/tables/3" + (form.isEmpty() ? "" : "/" + form);
                var answer = (form.isEmpty() ? request.get(path, t) : request.post(path, t))
                        .then()
                        .log()
                        .ifValidationFails()
                        .statusCode(410)
                        .contentType(startsWith("text/html"))
                        .body(
                                containsString("<html lang=\"it\""),
                                containsString("Il tavolo 3 non è più in gioco"),
                                containsString("→ tavolo "),
                                not(containsString("/problems/")));
                if (cookie.equals(everyTable)) {
                    answer.body(containsString("/director/tournaments/" + t + "/tables/1\""));
                } else {
                    answer.body(containsString("chiedi all’organizzatore l’accesso al nuovo tavolo"));
                }
            }
        }
        assertEquals(before, DataFingerprint.of(database), "a form of a broken table changed data");
    }

    @Test
    void aFormSentOnceTheEveningEndedAnswersTheClosingPageAndTheAccessIsSaidEndedEverywhere() throws Exception {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        FloorFixtures.patchSettings(t, "{\"gamesPerRound\": 1}");
        FloorFixtures.entries(t, 4);
        FloorFixtures.draw(t, 7);
        Directors access = Directors.issue(t, 1);
        String cookie = access.signIn();
        FloorFixtures.closeEveryTable(t, 1);
        Map<String, String> before = withoutAccesses(DataFingerprint.of(database));

        for (String lang : List.of("it", "en")) {
            Directors.withSession(cookie)
                    .queryParam("lang", lang)
                    .contentType(ContentType.URLENC)
                    .formParam("action", "confirm")
                    .formParam("reason", "conta")
                    .post("/director/tournaments/{id}/tables/1/counts", t)
                    .then()
                    .log()
                    .ifValidationFails()
                    .statusCode(403)
                    .contentType(startsWith("text/html"))
                    .body(
                            containsString(lang.equals("it") ? "Questo accesso è terminato" : "This access has ended"),
                            containsString(lang.equals("it") ? "La serata è finita" : "The evening is over"),
                            containsString("id=\"closed-result\""),
                            not(containsString("/problems/")));
        }
        assertEquals(
                before, withoutAccesses(DataFingerprint.of(database)), "a form sent after the evening changed data");

        ExtractableResponse<Response> again = given().auth()
                .none()
                .redirects()
                .follow(false)
                .contentType(ContentType.URLENC)
                .formParam("j_username", access.code())
                .formParam("j_password", access.pin())
                .post("/j_security_check")
                .then()
                .statusCode(302)
                .extract();
        assertNull(again.cookie("quarkus-credential"));
        given().auth()
                .none()
                .queryParam("lang", "it")
                .get(again.header("Location"))
                .then()
                .statusCode(200)
                .body(containsString("Questo accesso è terminato"), containsString("value=\"" + access.code() + "\""));

        String directors = Answers.text(
                Organizers.signedIn().queryParam("lang", "it").get("/organizer/tournaments/{id}/directors", t), 200);
        String row = directors.substring(directors.indexOf(access.code()));
        assertTrue(row.indexOf("terminato") >= 0 && row.indexOf("terminato") < row.indexOf("</tr>"), row);
    }

    /** The data but the accesses and sessions, which the first use after the evening ends. */
    private static Map<String, String> withoutAccesses(Map<String, String> data) {
        Map<String, String> kept = new java.util.TreeMap<>(data);
        kept.keySet()
                .removeIf(
                        table -> table.contains("access") || table.contains("session") || table.equals("audit_event"));
        return kept;
    }

    @Test
    void aWrongPinKeepsTheCodeTypedByHand() {
        long t = italianTableOfFour();
        Directors access = Directors.issue(t, 1);
        String back = given().auth()
                .none()
                .redirects()
                .follow(false)
                .contentType(ContentType.URLENC)
                .formParam("j_username", access.code().toLowerCase())
                .formParam("j_password", "000000".equals(access.pin()) ? "111111" : "000000")
                .post("/j_security_check")
                .then()
                .statusCode(302)
                .extract()
                .header("Location");
        given().auth()
                .none()
                .get(back)
                .then()
                .statusCode(200)
                .body(
                        containsString("value=\"" + access.code() + "\""),
                        not(containsString("Questo accesso è terminato")),
                        not(containsString("This access has ended")));
    }

    /** A Chinese table of two, drawn; answers the tournament. */
    private static long chineseTableOfTwo() {
        return Evenings.drawn("CHINESE_POKER", 2);
    }

    /**
     * The preview of the first deal in which seat {@code a}'s first hand (a pair of fives) is beaten by its second (a
     * flush): a foul; answers the page.
     */
    private static ValidatableResponse fouledDealPreview(long t, int a, int b) {
        return Directors.withSession(Directors.issue(t, 1).signIn())
                .queryParam("lang", "it")
                .contentType(ContentType.URLENC)
                .formParam("action", "preview")
                .formParam("deal", "1")
                .formParams(Bound.seenOnPage(t, 1))
                .formParam("cn-" + a + "-first", "5s 5c As Qc Ts")
                .formParam("cn-" + a + "-second", "Kh Jh Th 3h 2h")
                .formParam("cn-" + a + "-third", "Kd Kc 6d 6s 4c")
                .formParam("cn-" + b + "-first", "Ad Ac Ah 9c 9d")
                .formParam("cn-" + b + "-second", "8c 8d 8s 7c 2c")
                .formParam("cn-" + b + "-third", "4h 4s Jd 9h 2d")
                .formParam("tok-" + a + "-first", "0")
                .formParam("tok-" + a + "-second", "1")
                .formParam("tok-" + a + "-third", "4")
                .formParam("tok-" + b + "-first", "2")
                .formParam("tok-" + b + "-second", "3")
                .formParam("tok-" + b + "-third", "0")
                .post("/director/tournaments/{id}/tables/1/chinese", t)
                .then()
                .log()
                .ifValidationFails()
                .contentType(startsWith("text/html"));
    }

    @Test
    void aFouledChineseDealPreviewAnswersThePageInWordsWithTheGridAsTapped() {
        long t = chineseTableOfTwo();
        var seats = FloorFixtures.tables(t);
        int a = seats.getInt("[0].seats[0].seat");
        int b = seats.getInt("[0].seats[1].seat");
        String deals =
                given().get("/api/tournaments/{id}/tables/1/matches/1/deals", t).asString();
        fouledDealPreview(t, a, b)
                .body(
                        containsString("id=\"error-summary\""),
                        containsString("class=\"desk-field-error\""),
                        containsString("value=\"5s 5c As Qc Ts\""),
                        containsString("value=\"Kh Jh Th 3h 2h\""),
                        containsString("value=\"4h 4s Jd 9h 2d\""),
                        not(containsString("/problems/")));
        assertEquals(
                deals,
                given().get("/api/tournaments/{id}/tables/1/matches/1/deals", t).asString());
    }

    @Test
    void aFouledChineseDealIsRefusedAtTheTopOfThePageNamingThePlayerWhoFouled() {
        long t = chineseTableOfTwo();
        var seats = FloorFixtures.tables(t);
        int a = seats.getInt("[0].seats[0].seat");
        int b = seats.getInt("[0].seats[1].seat");
        String fouled = seats.getString("[0].seats[0].playerName");
        String other = seats.getString("[0].seats[1].playerName");
        String page = fouledDealPreview(t, a, b).extract().asString();
        int from = page.indexOf("id=\"error-summary\"");
        assertTrue(from >= 0, "the refusal is summed up at the top");
        String summary = page.substring(from, page.indexOf("</div>", from));
        assertTrue(summary.contains(a + " · " + fouled), summary);
        assertTrue(!summary.contains(other), summary);
        assertTrue(summary.contains("href=\"#cn-player-" + a + "\""), summary);
        assertTrue(from < page.indexOf("id=\"chinese\""), "the summary stands above the deal's form");
    }
}
