package org.tavolo.hand;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.testing.TableOne.stacks;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Bound;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Hands;
import org.tavolo.testing.Json;

/**
 * docs/rules.md#blinds-by-position: a Hold'em hand names the clock's level it was dealt at; its blinds are those of
 * that level when it is the level in force or the one just before it. And docs/rules.md#odd-chips: a split Hold'em
 * pot hands its odd chips out from the big blind's seat.
 */
@QuarkusTest
class HoldemLevelDealtResourceTest {

    private static long holdemTableOfSix() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 6, 3);
        assertEquals(List.of(1, 2, 3, 4, 5, 6), FloorFixtures.tables(t).getList("[0].seats.seat", Integer.class));
        return t;
    }

    private static void nextLevel(long t) {
        Evenings.clock(t, "next");
    }

    /** Button at 6: seat 1 posts the small blind, seat 2 the big blind; seat 2 folds after posting {@code blind}. */
    private static ValidatableResponse hand(RequestSpecification as, long t, String level, long small, long big) {
        // as a table's director sends it: with the game, the players and the stacks it was typed against
        return as.contentType(ContentType.JSON)
                .body(Bound.hand(t, 1, """
                        {"entryId": "%s", "button": 6, %s"board": ["2c", "7d", "9h", "Jc", "Ks"], "players": [
                          {"seat": 1, "contributed": %d, "folded": false, "cards": ["Ah", "Ad"]},
                          {"seat": 2, "contributed": %d, "folded": true},
                          {"seat": 3, "contributed": %d, "folded": false, "cards": ["3c", "4d"]}]}""".formatted(UUID.randomUUID(), level, big, big, big)))
                .post("/api/tournaments/{id}/tables/1/hands", t)
                .then()
                .log()
                .ifValidationFails();
    }

    @Test
    void aHandDealtAtTheLevelBeforeTheClockMovedOnPostsTheBlindsOfThatLevel() {
        long t = holdemTableOfSix();
        Directors director = Directors.issue(t, null);
        Evenings.clock(t, "start");
        nextLevel(t);
        // the clock is at level 2 (50/100); the hand was dealt at level 1 (25/50)
        hand(director.basic(), t, "", 25, 50).statusCode(400).body(Json.at("forcedBet", equalTo(100)));
        hand(director.basic(), t, "\"level\": 1, ", 25, 50)
                .statusCode(200)
                .body(Json.at("settlement.payouts.'1'", equalTo(150)));
        assertEquals(Map.of("1", 6_100, "2", 5_950, "3", 5_950, "4", 6_000, "5", 6_000, "6", 6_000), stacks(t));
    }

    @Test
    void aHandDealtTwoLevelsAgoIsRefusedNamingTheLevelsAndChangesNothing() {
        long t = holdemTableOfSix();
        Directors director = Directors.issue(t, null);
        Evenings.clock(t, "start");
        nextLevel(t);
        nextLevel(t);
        Map<String, Integer> before = stacks(t);
        hand(director.basic(), t, "\"level\": 1, ", 25, 50)
                .statusCode(409)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/level-not-in-force")))
                .body(Json.at("level", equalTo(1)))
                .body(Json.at("levelInForce", equalTo(3)))
                .body(Json.at("levelsAccepted", contains(2, 3)))
                .body(Json.at("field", equalTo("level")));
        hand(director.basic(), t, "\"level\": 4, ", 100, 200).statusCode(409);
        assertEquals(before, stacks(t));
        // the organizer records the hand as it was played, at any past level
        hand(given(), t, "\"level\": 1, ", 25, 50).statusCode(200);
    }

    /**
     * The issue's table: button 3, small blind 4, big blind 5, a pot of 275 (unit 25) split between seats 1 and 4.
     * After the flop seat 5 speaks first, then seat 1: seat 1 takes the odd chip.
     */
    @Test
    void theOddChipOfASplitHoldemPotGoesFirstToTheSeatsFromTheBigBlind() {
        long t = holdemTableOfSix();
        Hands.enterNew(t, """
                        {"entryId": "%s", "button": 3, "board": ["Ah", "Kh", "Qh", "Jh", "Th"], "players": [
                          {"seat": 1, "contributed": 100, "folded": false, "cards": ["2c", "3d"]},
                          {"seat": 4, "contributed": 100, "folded": false, "cards": ["4c", "5d"]},
                          {"seat": 5, "contributed": 75, "folded": true}]}""")
                .statusCode(200)
                .body(Json.at("settlement.payouts.'1'", equalTo(150)))
                .body(Json.at("settlement.payouts.'4'", equalTo(125)));
        assertEquals(Map.of("1", 6_050, "2", 6_000, "3", 6_000, "4", 6_025, "5", 5_925, "6", 6_000), stacks(t));
    }
}
