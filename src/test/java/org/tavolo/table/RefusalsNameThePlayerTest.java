package org.tavolo.table;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.table.FloorFixtures.draw;
import static org.tavolo.table.FloorFixtures.eliminate;
import static org.tavolo.table.FloorFixtures.entries;
import static org.tavolo.table.FloorFixtures.seating;
import static org.tavolo.table.FloorFixtures.tables;
import static org.tavolo.table.FloorFixtures.tournament;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import org.junit.jupiter.api.Test;

/** docs/errors.md#language-of-detail: a refusal about a player names the player, never the entry's number. */
@QuarkusTest
class RefusalsNameThePlayerTest {

    @Test
    void moveOfAPlayerWhoBustedIsRefusedByThePlayersNameInItalianAndEnglish() {
        long t = tournament("TEXAS_HOLDEM");
        entries(t, 12);
        draw(t, 8);
        long busted = tables(t).getLong("find { it.number == 1 }.seats.find { it.seat == 2 }.entryId");
        String name = given().get("/api/tournaments/{id}/entries", t)
                .then()
                .extract()
                .jsonPath()
                .getString("find { it.id == %d }.playerName".formatted(busted));
        eliminate(busted, 12);
        List<String> before = seating(t);
        for (String language : List.of("en", "it")) {
            String detail = given().contentType(ContentType.JSON)
                    .header("Accept-Language", language)
                    .body("{\"entryId\": %d, \"toTable\": 2, \"toSeat\": 9}".formatted(busted))
                    .post("/api/tournaments/{id}/moves", t)
                    .then()
                    .statusCode(409)
                    .extract()
                    .jsonPath()
                    .getString("detail");
            assertEquals(
                    language.equals("en")
                            ? name + " is already out of the tournament."
                            : name + " è già fuori dal torneo.",
                    detail);
        }
        assertEquals(before, seating(t));
    }
}
