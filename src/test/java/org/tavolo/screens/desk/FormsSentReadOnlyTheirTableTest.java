package org.tavolo.screens.desk;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;
import org.tavolo.hand.HandService;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Bound;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Statements;
import org.tavolo.testing.TableOne;

/**
 * A form sent from the table page and recorded is parsed against the table's seats ({@link DirectorService#formTable}),
 * never the whole desk (clock, deck, held pots, last entry, the game's stage): counted in SQL statements, its post
 * takes no more than the same entry sent to the API by the same director plus reading those seats once. The whole desk
 * is read only to show the page again, on a refusal or a preview.
 */
@QuarkusTest
class FormsSentReadOnlyTheirTableTest {

    @Inject
    SessionFactory statistics;

    @Inject
    DirectorService director;

    @Inject
    HandService hands;

    /**
     * The statements of the page's post against the same entry sent without the page ({@code api}), the reading of the
     * form's table and the page's own door: the table's ends every address of the table page asks first
     * ({@link TablePageEnds}), counted on an address that reads nothing else.
     */
    private void readsOnlyItsTable(String form, long t, String cookie, Runnable api, Runnable between, Runnable page) {
        long seats = Statements.during(statistics, () -> director.formTable(t, 1));
        long desk = Statements.during(statistics, () -> director.table(t, 1));
        long door = Statements.during(statistics, () -> as(cookie)
                .get("/director/tournaments/{id}/tables/1/hands", t)
                .then()
                .statusCode(303));
        long sentWithoutThePage = Statements.during(statistics, api);
        between.run();
        long sentFromThePage = Statements.during(statistics, page);
        assertTrue(
                sentFromThePage <= sentWithoutThePage + seats + door,
                form + ": the page's post took " + sentFromThePage + " statements; the same sent without the page "
                        + sentWithoutThePage + ", the form's table " + seats + ", the page's door " + door
                        + " (the whole desk " + desk + ")");
    }

    private void readsOnlyItsTable(String form, long t, String cookie, Runnable api, Runnable page) {
        readsOnlyItsTable(form, t, cookie, api, () -> {}, page);
    }

    private static RequestSpecification as(String cookie) {
        return Directors.withSession(cookie).redirects().follow(false);
    }

    @Test
    void aPenaltyGivenFromThePageReadsTheTablesSeatsNotTheDesk() {
        long t = Evenings.italianTableOfFour();
        String cookie = Directors.issue(t, 1).signIn();
        long entry = FloorFixtures.tables(t).getLong("[0].seats[0].entryId");
        int seat = FloorFixtures.tables(t).getInt("[0].seats[0].seat");
        String penalty = Bound.penalty(t, 1, """
                {"entryId": "%s", "entry": %d, "chips": 100, "to": "OUT_OF_PLAY", "reason": "x"}""".formatted(UUID.randomUUID(), entry));
        Map<String, Object> seen = Bound.seenOnPage(t, 1); // read before counting: the page has it in its fields
        readsOnlyItsTable(
                "penalty",
                t,
                cookie,
                () -> as(cookie)
                        .contentType(ContentType.JSON)
                        .body(penalty)
                        .post("/api/tournaments/{id}/tables/1/penalties", t)
                        .then()
                        .statusCode(200),
                () -> as(cookie)
                        .formParam("entryId", UUID.randomUUID().toString())
                        .formParams(seen)
                        .formParam("seat", seat)
                        .formParam("chips", "100")
                        .formParam("to", "OUT_OF_PLAY")
                        .formParam("reason", "x")
                        .post("/director/tournaments/{id}/tables/1/penalties", t)
                        .then()
                        .statusCode(303));
    }

    @Test
    void theVoidOfTheLastHandFromThePageReadsTheTablesLastEntryNotTheDesk() {
        long t = Evenings.italianTableOfFour();
        String cookie = Directors.issue(t, 1).signIn();
        long first = hand(t, cookie);
        long[] second = new long[1];
        Map<String, Object> seen = Bound.seenOnPage(t, 1);
        // a director voids from the page only: the same void asked of the service, as the page asks it
        readsOnlyItsTable(
                "void",
                t,
                cookie,
                () -> hands.voidLastEntry(t, 1, first, "misdeal", 1),
                () -> second[0] = hand(t, cookie),
                () -> as(cookie)
                        .formParam("entry", second[0])
                        .formParam("kind", "HAND")
                        .formParam("reason", "misdeal")
                        .formParams(seen)
                        .post("/director/tournaments/{id}/tables/1/void", t)
                        .then()
                        .statusCode(303));
    }

    @Test
    void theCloseConfirmedFromThePageReadsNoMoreThanItsTable() {
        long closedByTheApi = Evenings.italianTableOfFour();
        long t = Evenings.italianTableOfFour();
        String apiCookie = Directors.issue(closedByTheApi, 1).signIn();
        String cookie = Directors.issue(t, 1).signIn();
        String close = Bound.close(closedByTheApi, 1, "{}");
        Map<String, Object> seen = Bound.closeOnPage(t, 1);
        readsOnlyItsTable(
                "close",
                t,
                cookie,
                () -> as(apiCookie)
                        .contentType(ContentType.JSON)
                        .body(close)
                        .post("/api/tournaments/{id}/tables/1/games/1/result", closedByTheApi)
                        .then()
                        .statusCode(201),
                () -> as(cookie)
                        .formParam("action", "confirm")
                        .formParams(seen)
                        .post("/director/tournaments/{id}/tables/1/close", t)
                        .then()
                        .statusCode(303));
    }

    @Test
    void aChineseDealConfirmedFromThePageReadsTheTablesSeatsNotTheDesk() {
        long t = Evenings.drawn("CHINESE_POKER", 4);
        String cookie = Directors.issue(t, 1).signIn();
        List<Integer> seats = FloorFixtures.tables(t).getList("[0].seats.seat", Integer.class);
        List<Long> entries = FloorFixtures.tables(t).getList("[0].seats.entryId", Long.class);
        String first = Bound.deal(t, deal(entries));
        Map<String, Object> seen = Bound.seenOnPage(t, 1);
        readsOnlyItsTable(
                "Chinese deal",
                t,
                cookie,
                () -> as(cookie)
                        .contentType(ContentType.JSON)
                        .body(first)
                        .post("/api/tournaments/{id}/tables/1/matches/1/deals/1", t)
                        .then()
                        .statusCode(201),
                () -> {
                    RequestSpecification typed = as(cookie)
                            .formParam("entryId", UUID.randomUUID().toString())
                            .formParam("deal", 2)
                            .formParam("action", "confirm")
                            .formParams(seen);
                    for (int p = 0; p < seats.size(); p++) {
                        for (int row = 0; row < 3; row++) {
                            String field = seats.get(p) + "-" + ChineseMatchOfFour.ROWS[row];
                            typed.formParam("cn-" + field, String.join(" ", ChineseMatchOfFour.HANDS[p][row]))
                                    .formParam("tok-" + field, ChineseMatchOfFour.TOKENS[1][row]);
                        }
                    }
                    typed.post("/director/tournaments/{id}/tables/1/chinese", t)
                            .then()
                            .statusCode(303);
                });
    }

    /** A hand recorded by the table's director over the API: seat 1 takes the antes; its id. */
    private static long hand(long t, String cookie) {
        return as(cookie)
                .contentType(ContentType.JSON)
                .body(Bound.hand(
                        t, 1, TableOne.seatOneTakesTheAntes(UUID.randomUUID().toString())))
                .post("/api/tournaments/{id}/tables/1/hands", t)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("hand");
    }

    /** The first deal of the match of four, every player's tokens 4, 3 and 3, as the API takes it. */
    private static String deal(List<Long> entries) {
        StringBuilder deal = new StringBuilder("{\"entryId\": \"" + UUID.randomUUID() + "\", \"players\": [");
        for (int p = 0; p < entries.size(); p++) {
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
        return deal.append("]}").toString();
    }
}
