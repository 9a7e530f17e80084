package org.tavolo.hand;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.testing.TableOne.stacks;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Hands;
import org.tavolo.testing.Json;

/**
 * docs/rules.md#blinds-by-position (003: «il primo giocatore alla sinistra del mazziere mette nel piatto il buio, il
 * secondo mette il controbuio»): the blind seats counted from the hand's button put in the blinds of the level in
 * force when the hand is entered.
 */
@QuarkusTest
class HoldemBlindsResourceTest {

    private static final Map<String, Integer> UNTOUCHED =
            Map.of("1", 6_000, "2", 6_000, "3", 6_000, "4", 6_000, "5", 6_000, "6", 6_000);

    private static long holdemTableOfSix() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 6, 3);
        assertEquals(List.of(1, 2, 3, 4, 5, 6), FloorFixtures.tables(t).getList("[0].seats.seat", Integer.class));
        return t;
    }

    private static ValidatableResponse hand(long t, int button, String blinds) {
        return Hands.enter(t, 1, """
                        {"entryId": "%s", "button": %d, "board": ["2c", "7d", "9h", "Jc", "Ks"], "players": [
                          {"seat": 1, "contributed": 200, "folded": false, "cards": ["Ah", "Ad"]},
                          {"seat": 3, "contributed": 200, "folded": false, "cards": ["3c", "4d"]}%s]}""".formatted(UUID.randomUUID(), button, blinds));
    }

    @Test
    void theBlindSeatsCountedFromTheButtonPutInTheirBlindsOrAreRefusedByName() {
        long t = holdemTableOfSix();
        // level 1 (25/50), button at seat 4: seat 5 owes the small blind, seat 6 the big blind
        hand(t, 4, "")
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/impossible-contribution")))
                .body(Json.at("seat", equalTo(5)))
                .body(Json.at("blind", equalTo("SMALL")))
                .body(Json.at("forcedBet", equalTo(25)))
                .body(Json.at("field", equalTo("players")));
        hand(t, 4, """
                        , {"seat": 5, "contributed": 25, "folded": true}, {"seat": 6, "contributed": 25, "folded": true}""")
                .statusCode(400)
                .body(Json.at("seat", equalTo(6)))
                .body(Json.at("blind", equalTo("BIG")))
                .body(Json.at("forcedBet", equalTo(50)))
                .body(Json.at("field", equalTo("players[3].contributed")));
        assertEquals(UNTOUCHED, stacks(t));

        hand(t, 4, """
                        , {"seat": 5, "contributed": 25, "folded": true}, {"seat": 6, "contributed": 50, "folded": true}""").statusCode(200).body(Json.at("settlement.payouts.'1'", equalTo(475)));
        assertEquals(Map.of("1", 6_275, "2", 6_000, "3", 5_800, "4", 6_000, "5", 5_975, "6", 5_950), stacks(t));
    }

    @Test
    void theBlindsAreThoseOfTheLevelInForceWhenTheHandIsEntered() {
        long t = holdemTableOfSix();
        Evenings.clock(t, "start");
        given().contentType(ContentType.JSON)
                .post("/api/tournaments/{id}/clock/next", t)
                .then()
                .statusCode(200)
                .body(Json.at("bigBlind", equalTo(100)));
        // level 2 (50/100), button at seat 6: seat 1 owes the small blind, seat 2 the big blind
        String levelOneBlind = """
                , {"seat": 2, "contributed": 50, "folded": true}""";
        hand(t, 6, levelOneBlind)
                .statusCode(400)
                .body(Json.at("seat", equalTo(2)))
                .body(Json.at("forcedBet", equalTo(100)))
                .body(Json.at("field", equalTo("players[2].contributed")));
        assertEquals(UNTOUCHED, stacks(t));
        hand(t, 6, levelOneBlind.replace("50", "100")).statusCode(200);
    }
}
