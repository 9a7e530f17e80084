package org.tavolo.screens.desk;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;
import org.tavolo.table.FloorService;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;

/**
 * A Chinese deal typed on the table page names the players the page showed at their seats; when the
 * floor moved one of them before it was confirmed, the service refuses it under the table's lock as
 * moved, and the page says so in its words, naming the seat, with the deal as typed kept.
 */
@QuarkusTest
class ChineseDealPageSeenTest {

    @Inject
    FloorService floor;

    private static final String[] ROWS = {"first", "second", "third"};

    @Test
    void aDealForAPlayerMovedMeanwhileIsRefusedInWordsNamingHisSeatAndTheTypedDealStays() {
        long t = Evenings.drawn("CHINESE_POKER", 7);
        JsonPath tables = FloorFixtures.tables(t);
        int from = tables.getInt("max { it.players }.number");
        int to = tables.getInt("min { it.players }.number");
        List<Integer> seats = tables.getList("find { it.number == %d }.seats.seat".formatted(from), Integer.class);
        List<Long> entries = tables.getList("find { it.number == %d }.seats.entryId".formatted(from), Long.class);
        int free = tables.getInt("find { it.number == %d }.seats[0].seat".formatted(to));
        FloorFixtures.eliminate(tables.getLong("find { it.number == %d }.seats[0].entryId".formatted(to)), 7);
        floor.afterElimination(t); // a seat opens at the other table, for the floor to move a player into
        String cookie = Directors.issue(t, from).signIn();
        String deals = deals(t, from);

        RequestSpecification typed = Directors.withSession(cookie)
                .queryParam("lang", "it")
                .contentType(ContentType.URLENC)
                .formParam("gameNumber", "1")
                .formParam("deal", "1")
                .formParam("entryId", UUID.randomUUID().toString())
                .formParam("action", "confirm");
        for (int i = 0; i < seats.size(); i++) {
            int seat = seats.get(i);
            typed = typed.formParam("entry-" + seat, entries.get(i));
            for (int r = 0; r < ROWS.length; r++) {
                String cards = i == 1 && r == 0 ? "2c 3d 4h 5s 7c" : "As Ks Qs Js 8s";
                typed = typed.formParam("cn-" + seat + "-" + ROWS[r], cards)
                        .formParam("tok-" + seat + "-" + ROWS[r], String.valueOf(r));
            }
        }
        given().contentType(ContentType.JSON)
                .body("{\"entryId\": %d, \"toTable\": %d, \"toSeat\": %d}".formatted(entries.get(0), to, free))
                .post("/api/tournaments/{id}/moves", t)
                .then()
                .statusCode(201);

        typed.post("/director/tournaments/{id}/tables/{table}/chinese", t, from)
                .then()
                .log()
                .ifValidationFails()
                .contentType(startsWith("text/html"))
                .body(
                        containsString("Il giocatore del posto " + seats.get(0)),
                        containsString("è stato spostato al tavolo " + to),
                        containsString("value=\"2c 3d 4h 5s 7c\""),
                        not(containsString("/problems/")));
        assertEquals(deals, deals(t, from), "a deal for a moved player was stored");
    }

    private static String deals(long t, int table) {
        return Answers.text(given().get("/api/tournaments/{id}/tables/{table}/matches/1/deals", t, table), 200);
    }
}
