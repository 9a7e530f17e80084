package org.tavolo.screens.desk;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.testing.Evenings.italianTableOfFour;

import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Bound;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Json;

/** Who reaches the director's table page, and what it shows. */
@QuarkusTest
class DirectorPageTest {

    private static long tableOfFour() {
        return italianTableOfFour();
    }

    @Test
    void aTableDirectorLandsOnTheirTable() {
        long t = tableOfFour();
        String cookie = Directors.issue(t, 1).signIn();
        Directors.withSession(cookie)
                .redirects()
                .follow(false)
                .get("/table")
                .then()
                .statusCode(303)
                .header("Location", endsWith("/director/tournaments/" + t + "/tables/1"));
        Directors.withSession(cookie)
                .get("/director/tournaments/{id}/tables/1", t)
                .then()
                .statusCode(200)
                .body(containsString("id=\"seats\""), containsString("20\u202F000"));
    }

    @Test
    void aFormAddressOpenedAsAPageLeadsToItsTable() {
        long t = tableOfFour();
        String cookie = Directors.issue(t, 1).signIn();
        for (String form : List.of("hands", "counts", "close", "void", "penalties", "chinese", "chinese/void")) {
            Directors.withSession(cookie)
                    .redirects()
                    .follow(false)
                    .get("/director/tournaments/{id}/tables/1/" + form, t)
                    .then()
                    .statusCode(303)
                    .header("Location", endsWith("/director/tournaments/" + t + "/tables/1"));
        }
        Directors.withSession(Directors.issue(t, 2).signIn())
                .redirects()
                .follow(false)
                .get("/director/tournaments/{id}/tables/1/counts", t)
                .then()
                .statusCode(403);
    }

    /** A refusal said only beside its field is out of sight on a long page: the summary at the top says it too. */
    @Test
    void aCountOrPenaltyLeftEmptyIsRefusedInTheSummaryToo() {
        long t = tableOfFour();
        String cookie = Directors.issue(t, 1).signIn();
        Directors.withSession(cookie)
                .formParam("reason", "")
                .post("/director/tournaments/{id}/tables/1/counts", t)
                .then()
                .statusCode(200)
                .body(containsString("class=\"error-summary\""))
                .body(containsString("<li>Scrivi lo stack di ogni posto"));
        Directors.withSession(cookie)
                .formParam("seat", "")
                .formParam("chips", "")
                .formParam("reason", "")
                .post("/director/tournaments/{id}/tables/1/penalties", t)
                .then()
                .statusCode(200)
                .body(containsString("class=\"error-summary\""))
                .body(containsString("Scegli il giocatore penalizzato."));
    }

    @Test
    void aDirectorOfAnotherTableIsRefused() {
        long t = tableOfFour();
        String cookie = Directors.issue(t, 2).signIn();
        Directors.withSession(cookie)
                .get("/director/tournaments/{id}/tables/1", t)
                .then()
                .statusCode(403);
    }

    @Test
    void nobodySignedInIsSentToSignIn() {
        long t = tableOfFour();
        io.restassured.RestAssured.given()
                .auth()
                .none()
                .redirects()
                .follow(false)
                .get("/director/tournaments/{id}/tables/1", t)
                .then()
                .statusCode(302)
                .header("Location", endsWith("/login"));
    }

    @Test
    void aDirectorCannotVoidAnEntrySomeoneElseRecorded() {
        long t = tableOfFour();
        long hand = Answers.json(
                        io.restassured.RestAssured.given()
                                .contentType(io.restassured.http.ContentType.JSON)
                                .body("""
                        {"entryId": "%s", "button": 1, "players": [
                          {"seat": 1, "contributed": 1000, "folded": true}, {"seat": 2, "contributed": 1000, "folded": false},
                          {"seat": 3, "contributed": 1000, "folded": true}, {"seat": 4, "contributed": 1000, "folded": true}]}""".formatted(java.util.UUID.randomUUID()))
                                .post("/api/tournaments/{id}/tables/1/hands", t),
                        200)
                .getLong("hand");
        String cookie = Directors.issue(t, 1).signIn();
        Directors.withSession(cookie)
                .formParam("entry", hand)
                .formParam("reason", "wrong pot")
                .post("/director/tournaments/{id}/tables/1/void", t)
                .then()
                .statusCode(200)
                .body(containsString("id=\"void-stale\""), not(containsString("id=\"void\"")));
        io.restassured.RestAssured.given()
                .get("/api/tournaments/{id}/hands/{hand}", t, hand)
                .then()
                .statusCode(200)
                .body(Json.at("status", org.hamcrest.Matchers.equalTo("SETTLED")));
    }

    @Test
    void aChineseSeatsHandsOutOfOrderAreShownAsAFoulAsTheyAreTyped() {
        long t = Evenings.drawn("CHINESE_POKER", 4);
        int seat = FloorFixtures.tables(t).getInt("[0].seats[0].seat");
        String cookie = Directors.issue(t, 1).signIn();
        var request = Directors.withSession(cookie).header("HX-Request", "true");
        String[] first = {"As", "Ks", "Qs", "Js", "8s"};
        String[] second = {"Ah", "Kh", "Qh", "Jh", "Th"};
        request.formParam("cn-" + seat + "-first", String.join(" ", first));
        request.formParam("cn-" + seat + "-second", String.join(" ", second));
        request.queryParam("seat", seat)
                .post("/director/tournaments/{id}/tables/1/chinese/order", t)
                .then()
                .statusCode(200)
                .body(
                        containsString("desk-foul"),
                        containsString("la seconda mano batte la prima mano"),
                        containsString("data-reorder=\"second.first.third\""));
    }

    @Test
    void aFoldedBlindWithAnEmptyPutInPostsItsBlind() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 5);
        List<Integer> seats = FloorFixtures.tables(t).getList("[0].seats.seat", Integer.class);
        Map<String, Integer> before = DeskBrowserTest.stacks(t);
        int button = seats.get(0);
        int small = seats.get(1);
        int big = seats.get(2);
        io.restassured.path.json.JsonPath clock =
                Answers.json(io.restassured.RestAssured.given().get("/api/tournaments/{id}/clock", t), 200);
        long smallBlind = clock.getLong("smallBlind");
        String cookie = Directors.issue(t, 1).signIn();
        var form = Directors.withSession(cookie)
                .redirects()
                .follow(false)
                .formParam("entryId", UUID.randomUUID().toString())
                .formParam("button", button)
                .formParam("action", "confirm")
                .formParams(Bound.seenOnPage(t, 1));
        for (int seat : seats) {
            form.formParam("stack-" + seat, before.get("" + seat))
                    .formParam("in-" + seat, "on")
                    .formParam("put-" + seat, seat == big ? clock.getString("bigBlind") : "");
            if (seat != big) {
                form.formParam("fold-" + seat, "on");
            }
        }
        form.post("/director/tournaments/{id}/tables/1/hands", t).then().statusCode(303);

        Map<String, Integer> after = DeskBrowserTest.stacks(t);
        assertTrue(smallBlind > 0);
        assertEquals(
                before.get("" + small) - smallBlind, (long) after.get("" + small), "the small blind posted its blind");
        assertEquals(before.get("" + big) + smallBlind, (long) after.get("" + big));
        for (int seat : List.of(button, seats.get(3), seats.get(4))) {
            assertEquals(before.get("" + seat), after.get("" + seat));
        }
    }

    @Test
    void theLastStoredChineseDealIsVoidedFromThePageWithAReasonAndABlankReasonChangesNothing() {
        long t = Evenings.drawn("CHINESE_POKER", 4);
        List<Long> entries = FloorFixtures.tables(t).getList("[0].seats.entryId", Long.class);
        StringBuilder deal = new StringBuilder("{\"entryId\": \"" + UUID.randomUUID() + "\", \"players\": [");
        for (int p = 0; p < 4; p++) {
            String[][] hands = ChineseMatchOfFour.HANDS[p];
            deal.append(p == 0 ? "" : ", ")
                    .append("{\"entry\": ")
                    .append(entries.get(p))
                    .append(", \"first\": [\"")
                    .append(String.join("\", \"", hands[0]))
                    .append("\"], \"second\": [\"")
                    .append(String.join("\", \"", hands[1]))
                    .append("\"], \"third\": [\"")
                    .append(String.join("\", \"", hands[2]))
                    .append("\"], \"tokens\": [4, 3, 3]}");
        }
        Directors director = Directors.issue(t, 1); // a director voids only a deal he stored himself
        director.basic()
                .contentType(io.restassured.http.ContentType.JSON)
                .body(Bound.deal(t, deal.append("]}").toString()))
                .post("/api/tournaments/{id}/tables/1/matches/1/deals/1", t)
                .then()
                .statusCode(201);
        String cookie = director.signIn();
        Directors.withSession(cookie)
                .get("/director/tournaments/{id}/tables/1", t)
                .then()
                .statusCode(200)
                .body(
                        containsString("id=\"deals-stored\""),
                        containsString("Smazzata 2 di 3"),
                        containsString("id=\"chinese-void\""));
        String before = storedDeals(t);

        Directors.withSession(cookie)
                .formParam("deal", 1)
                .formParam("reason", " ")
                .post("/director/tournaments/{id}/tables/1/chinese/void", t)
                .then()
                .statusCode(200)
                .body(containsString("Scrivi il motivo"));
        assertEquals(before, storedDeals(t));

        Directors.withSession(cookie)
                .formParam("deal", 1)
                .formParam("reason", "cards misread")
                .formParams(Bound.seenOnPage(t, 1))
                .post("/director/tournaments/{id}/tables/1/chinese/void", t)
                .then()
                .statusCode(200)
                .body(containsString("Smazzata 1 di 3"), containsString("Smazzata 1 annullata: cards misread"));
        io.restassured.path.json.JsonPath after = io.restassured.path.json.JsonPath.from(storedDeals(t));
        assertEquals(List.of(true), after.getList("deals.voided"));
        assertEquals(1, after.getInt("nextDeal"));
    }

    private static String storedDeals(long t) {
        return Answers.text(
                io.restassured.RestAssured.given().get("/api/tournaments/{id}/tables/1/matches/1/deals", t), 200);
    }
}
