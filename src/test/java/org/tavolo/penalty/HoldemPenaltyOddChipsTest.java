package org.tavolo.penalty;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.testing.TableOne.stacks;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Evenings;

/**
 * docs/rules.md#penalties with docs/rules.md#odd-chips: a Hold'em penalty paid to the players hands its odd chips
 * out as a split pot does, from the big blind of the next hand.
 */
@QuarkusTest
class HoldemPenaltyOddChipsTest {

    @Test
    void aHoldemPenaltyToThePlayersGivesItsOddChipFirstToTheNextBigBlind() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 6, 3);
        assertEquals(List.of(1, 2, 3, 4, 5, 6), FloorFixtures.tables(t).getList("[0].seats.seat", Integer.class));
        given().contentType(ContentType.JSON)
                .body("{\"seat\": 6}")
                .put("/api/tournaments/{id}/tables/1/button", t)
                .then()
                .statusCode(200);
        long atThree = FloorFixtures.tables(t).getLong("[0].seats.find { it.seat == 3 }.entryId");
        given().contentType(ContentType.JSON)
                .body("""
                        {"entryId": "%s", "entry": %d, "chips": 150, "to": "PLAYERS", "reason": "Carte scoperte"}""".formatted(UUID.randomUUID(), atThree))
                .post("/api/tournaments/{id}/tables/1/penalties", t)
                .then()
                .log()
                .ifValidationFails()
                .statusCode(200);
        // six units of 25 among seats 1, 2, 4, 5, 6: one each, the odd one to seat 2, the big blind
        // (button 6, small blind 1), not to seat 1 left of the button
        assertEquals(Map.of("1", 6_025, "2", 6_050, "3", 5_850, "4", 6_025, "5", 6_025, "6", 6_025), stacks(t));
    }
}
