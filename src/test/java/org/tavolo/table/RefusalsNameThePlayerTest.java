package org.tavolo.table;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.table.FloorFixtures.eliminate;
import static org.tavolo.table.FloorFixtures.seating;
import static org.tavolo.table.FloorFixtures.tables;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;

/** docs/errors.md#language-of-detail: a refusal about a player names the player, never the entry's number. */
@QuarkusTest
class RefusalsNameThePlayerTest {

    @Test
    void moveOfAPlayerWhoBustedIsRefusedByThePlayersNameInItalianAndEnglish() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 12, 8);
        long busted = tables(t).getLong("find { it.number == 1 }.seats.find { it.seat == 2 }.entryId");
        String name = given().get("/api/tournaments/{id}/entries", t)
                .jsonPath()
                .getString("find { it.id == %d }.playerName".formatted(busted));
        eliminate(busted, 12);
        List<String> before = seating(t);
        for (String language : List.of("en", "it")) {
            String detail = Answers.json(
                            given().contentType(ContentType.JSON)
                                    .header("Accept-Language", language)
                                    .body("{\"entryId\": %d, \"toTable\": 2, \"toSeat\": 9}".formatted(busted))
                                    .post("/api/tournaments/{id}/moves", t),
                            409)
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
