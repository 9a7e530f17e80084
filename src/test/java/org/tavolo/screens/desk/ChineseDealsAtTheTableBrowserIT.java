package org.tavolo.screens.desk;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.screens.desk.ChineseMatchOfFour.HANDS;
import static org.tavolo.screens.desk.ChineseMatchOfFour.TOKENS;
import static org.tavolo.screens.desk.ChineseMatchOfFour.typeDeal;

import com.fasterxml.jackson.databind.JsonNode;
import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.screens.desk.CardGridTapsBrowserIT.Taps;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Api;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Json;

/**
 * Chinese poker at the director's table on a phone (390 × 844): each player's thirteen cards tapped on the
 * card grid into his three hands, one token tapped for each hand, every deal stored by the service as soon
 * as it is confirmed (docs/director-page.md#chinese-poker), so another phone sees the deals so far. The match
 * that two phones share types its deals on the keyboard (the form the grid fills), since the grid's taps are
 * counted by the first test.
 */
@QuarkusTest
class ChineseDealsAtTheTableBrowserIT extends DeskBrowserTest {

    /**
     * Taps a card on the grid, unless the grid put it in already: the last three cards of the deck, which are the last
     * hand's third, go in by themselves.
     */
    private static void card(Page page, Taps taps, String card) {
        if (page.isEnabled("#card-grid [data-card='" + card + "']")) {
            taps.card(card);
        }
    }

    /** A deal typed on the keyboard from a fresh form to "confirmed": every hand and token, then preview and confirm. */
    private static void typeAndConfirm(Page page, List<Integer> seats, int deal) {
        typeDeal(page, seats, deal);
        page.click("#chinese button[value=preview]");
        page.waitForSelector("#deal-preview");
        page.click("#confirm-deal");
        page.waitForSelector(deal < 2 ? "#recorded:has-text('" + (deal + 1) + "')" : "#recorded");
    }

    @Test
    void aFourPlayerChineseDealTakesAtMostSeventyTapsAndIsStoredWhenConfirmed() {
        long t = tableOfFour("CHINESE_POKER");
        List<Integer> seats = seats(t);
        Page page = signIn(Directors.issue(t, 1), "it-IT");
        page.waitForSelector("#chinese #card-grid:not([hidden])");
        assertTrue(page.textContent("#chinese h2").contains("Smazzata 1 di 3"));
        int bytes = page.content().length();
        assertTrue(bytes < 60_000, "page of " + bytes + " characters");
        Taps taps = new Taps(page);
        int first = seats.get(0);
        for (String[] row : HANDS[0]) {
            for (String card : row) {
                card(page, taps, card);
            }
        }
        assertEquals("Ah Kh Qh Jh Th", page.inputValue("#cn-" + first + "-first"));
        assertEquals("As Ks Qs Js 8s", page.inputValue("#cn-" + first + "-second"));
        assertEquals("Ad Ac 2s", page.inputValue("#cn-" + first + "-third"));
        assertTrue(page.isDisabled("#card-grid [data-card='Ah']"), "a card used is greyed");
        page.waitForSelector("#order-" + first + " .desk-in-order");
        for (int token : TOKENS[0]) {
            taps.tap("#cn-player-" + first + " [data-token='" + token + "']");
        }
        assertEquals("4", page.inputValue("#tok-" + first + "-first"));
        assertEquals("3", page.inputValue("#tok-" + first + "-second"));
        assertEquals("3", page.inputValue("#tok-" + first + "-third"));
        for (int p = 1; p < 4; p++) {
            for (String[] row : HANDS[p]) {
                for (String card : row) {
                    card(page, taps, card);
                }
                if (p == 3 && row == HANDS[p][0]) {
                    page.evaluate(
                            "id => document.getElementById(id).scrollIntoView({block: 'start'})",
                            "cn-player-" + seats.get(p));
                    screenshot(page, "grid-chinese");
                }
            }
            for (int token : TOKENS[0]) {
                taps.tap("#cn-player-" + seats.get(p) + " [data-token='" + token + "']");
            }
        }
        assertTrue(noHorizontalScroll(page));
        taps.tap("#chinese button[value=preview]");
        page.waitForSelector("#deal-preview");
        taps.tap("#confirm-deal");
        page.waitForSelector("#recorded");
        assertTrue(page.textContent("#recorded").contains("Smazzata 1"), page.textContent("#recorded"));
        assertTrue(taps.count() <= 70, "taps: " + taps.count());

        JsonPath stored = deals(t);
        assertEquals(List.of(1), stored.getList("deals.deal"));
        assertEquals(List.of("Ah", "Kh", "Qh", "Jh", "Th"), stored.getList("deals[0].players[0].first"));
        assertEquals(2, stored.getInt("nextDeal"));
    }

    @Test
    void aHandTappedInTheWrongRowIsFlaggedAndOneTapAcceptsTheProposedOrder() {
        long t = tableOfFour("CHINESE_POKER");
        int first = seats(t).get(0);
        Page page = signIn(Directors.issue(t, 1), "en-GB");
        page.waitForSelector("#chinese #card-grid:not([hidden])");
        Taps taps = new Taps(page);
        for (String card : HANDS[0][1]) {
            card(page, taps, card);
        }
        for (String card : HANDS[0][0]) {
            card(page, taps, card);
        }
        page.waitForSelector("#order-" + first + " .desk-foul");
        assertTrue(page.textContent("#order-" + first).contains("Foul"), page.textContent("#order-" + first));
        assertEquals("As Ks Qs Js 8s", page.inputValue("#cn-" + first + "-first"), "never reordered silently");
        taps.tap("#order-" + first + " [data-reorder]");
        assertEquals("Ah Kh Qh Jh Th", page.inputValue("#cn-" + first + "-first"));
        assertEquals("As Ks Qs Js 8s", page.inputValue("#cn-" + first + "-second"));
        page.waitForSelector("#order-" + first + " .desk-in-order");
        assertFalse(page.textContent("#order-" + first).contains("Foul"));
    }

    @Test
    void dealsStoredFromThePageAreSeenByAnotherPhoneAndTheThirdRecordsTheMatchAsTheWholeMatchEndpoint() {
        // two tables, so that the match recorded at table 1 does not finish the tournament (and end the access)
        long t = Evenings.drawn("CHINESE_POKER", 8);
        List<Integer> seats = seats(t);
        Directors access = Directors.issue(t, 1);
        Page page = signIn(access, "it-IT");
        page.waitForSelector("#chinese");
        typeAndConfirm(page, seats, 0);
        typeAndConfirm(page, seats, 1);
        assertEquals(List.of(1, 2), deals(t).getList("deals.deal"));

        Page other = signIn(access, "it-IT");
        other.waitForSelector("#chinese");
        assertTrue(other.textContent("#chinese h2").contains("Smazzata 3 di 3"), other.textContent("#chinese h2"));
        String stored = other.textContent("#deals-stored");
        assertTrue(stored.contains("Smazzata 1") && stored.contains("Smazzata 2"), stored);
        assertTrue(
                other.textContent("#cn-left-" + seats.get(0)).contains("0 0 1"),
                other.textContent("#cn-left-" + seats.get(0)));
        typeAndConfirm(other, seats, 2);
        assertTrue(other.textContent("#recorded").contains("Incontro registrato"), other.textContent("#recorded"));

        JsonPath results = Answers.json(given().get("/api/tournaments/{id}/results", t), 200);
        assertEquals(
                1,
                results.getList("findAll { it.table == 1 && it.kind == 'CHINESE_MATCH' }")
                        .size());
        assertEquals(List.of(1, 2, 3), deals(t).getList("deals.deal"));

        long whole = Evenings.drawn("CHINESE_POKER", 8);
        List<Long> wholeEntries = FloorFixtures.tables(whole).getList("[0].seats.entryId", Long.class);
        given().contentType(ContentType.JSON)
                .body(wholeMatch(wholeEntries))
                .post("/api/tournaments/{id}/tables/1/matches/1/deals", whole)
                .then()
                .statusCode(201);
        assertEquals(pointsBySeat(whole), pointsBySeat(t));
        assertEquals(List.of(44, 0, 20, 0), pointsBySeat(t));
    }

    private static JsonPath deals(long t) {
        return Answers.json(given().get("/api/tournaments/{id}/tables/1/matches/1/deals", t), 200);
    }

    /** The victory points of table 1's match, by seat. */
    private static List<Integer> pointsBySeat(long t) {
        JsonNode atTable = Json.firstWith(Api.get("/api/tournaments/{id}/results", 200, t), "table", 1)
                .orElse(null);
        assertTrue(atTable != null && !atTable.path("places").isEmpty());
        List<Long> entries = Json.longsOfEach(atTable.get("places"), "entry");
        List<Long> points = Json.longsOfEach(atTable.get("places"), "victoryPoints");
        List<Integer> bySeat = new ArrayList<>();
        for (long seated : Json.longsOfEach(
                Api.get("/api/tournaments/{id}/tables", 200, t).get(0).get("seats"), "entryId")) {
            bySeat.add(Math.toIntExact(points.get(entries.indexOf(seated))));
        }
        return bySeat;
    }

    private static String wholeMatch(List<Long> entries) {
        StringBuilder json = new StringBuilder("{\"deals\": [");
        for (int d = 0; d < 3; d++) {
            json.append(d == 0 ? "" : ", ").append("{\"players\": [");
            for (int p = 0; p < 4; p++) {
                json.append(p == 0 ? "" : ", ")
                        .append("{\"entry\": ")
                        .append(entries.get(p))
                        .append(", \"first\": ")
                        .append(cards(HANDS[p][0]))
                        .append(", \"second\": ")
                        .append(cards(HANDS[p][1]))
                        .append(", \"third\": ")
                        .append(cards(HANDS[p][2]))
                        .append(", \"tokens\": [")
                        .append(TOKENS[d][0])
                        .append(", ")
                        .append(TOKENS[d][1])
                        .append(", ")
                        .append(TOKENS[d][2])
                        .append("]}");
            }
            json.append("]}");
        }
        return json.append("]}").toString();
    }

    private static String cards(String[] row) {
        return "[\"" + String.join("\", \"", row) + "\"]";
    }
}
