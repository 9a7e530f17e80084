package org.tavolo.penalty;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.testing.Evenings.italianTableOfFour;
import static org.tavolo.testing.TableOne.seatOneTakesTheAntes;
import static org.tavolo.testing.TableOne.stacks;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.entry.Entry;
import org.tavolo.security.Directors;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Api;
import org.tavolo.testing.Bound;
import org.tavolo.testing.Hands;
import org.tavolo.testing.Json;

/** docs/rules.md#penalties: penalties paid at a table, through the table's one way of changing chips. */
@QuarkusTest
class PenaltyTest {

    /** The entry sitting at a seat of table 1. */
    private static long entryAt(long t, int seat) {
        List<Map<String, Object>> seats = Answers.json(
                        given().get("/api/tournaments/{id}/tables/1/stacks?players=true", t), 200)
                .getList("seats");
        return seats.stream()
                .filter(s -> ((Number) s.get("seat")).intValue() == seat)
                .map(s -> ((Number) s.get("entry")).longValue())
                .findFirst()
                .orElseThrow();
    }

    private static String penalty(String key, long entry, Long chips, String to) {
        return """
                {"entryId": "%s", "entry": %d, %s"to": "%s", "reason": "Card turned while dealing"}""".formatted(key, entry, chips == null ? "" : "\"chips\": " + chips + ", ", to);
    }

    private static ValidatableResponse give(long t, int table, String body) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .post("/api/tournaments/{id}/tables/{table}/penalties", t, table)
                .then()
                .log()
                .ifValidationFails();
    }

    private static JsonPath chips(long t) {
        return Answers.json(given().get("/api/tournaments/{id}/chips", t), 200);
    }

    private static int sum(Map<String, Integer> stacks) {
        return stacks.values().stream().mapToInt(Integer::intValue).sum();
    }

    @Test
    void aPenaltyToThePlayersIsSplitEquallyWithOddChipsFromTheLeftOfTheButton() {
        long t = italianTableOfFour();
        // button 4: seat 1 takes 3,000 and the button moves on to seat 1
        Hands.enter(t, 1, seatOneTakesTheAntes(UUID.randomUUID().toString())).statusCode(200);
        give(t, 1, penalty(UUID.randomUUID().toString(), entryAt(t, 3), 500L, "PLAYERS"))
                .statusCode(200)
                .body(Json.at("seat", equalTo(3)))
                .body(Json.at("totalChange", equalTo(0)))
                .body(Json.at("chipsInPlay.inStacks", equalTo(80_000)));
        // 5 units of 100 among seats 2, 4, 1: one each, the two odd units to 2 and 4 (left of the button at 1)
        assertEquals(Map.of("1", 23_100, "2", 19_200, "3", 18_500, "4", 19_200), stacks(t));
        assertEquals(80_000, chips(t).getLong("expected"));
    }

    @Test
    void aPenaltyOutOfPlayLowersTheChipsInPlayAndEveryChipIsAccountedFor() {
        long t = italianTableOfFour();
        give(t, 1, penalty(UUID.randomUUID().toString(), entryAt(t, 2), 800L, "OUT_OF_PLAY"))
                .statusCode(200)
                .body(Json.at("totalChange", equalTo(-800)))
                .body(Json.at("stacks[0].before", equalTo(20_000)))
                .body(Json.at("stacks[0].after", equalTo(19_200)));
        assertEquals(Map.of("1", 20_000, "2", 19_200, "3", 20_000, "4", 20_000), stacks(t));
        JsonPath chips = chips(t);
        assertEquals(80_000, chips.getLong("started"));
        assertEquals(79_200, chips.getLong("expected"));
        assertEquals(79_200, chips.getLong("inStacks"));
        assertEquals(-800, chips.getLong("flagged[0].delta"));
        // the clock's chips in play follow
        assertEquals(
                79_200,
                Answers.json(given().get("/api/tournaments/{id}/clock", t), 200).getLong("chipsInPlay"));
    }

    @Test
    void aPenaltyToThePotStaysInPlayCarriedByTheTable() {
        long t = italianTableOfFour();
        give(t, 1, penalty(UUID.randomUUID().toString(), entryAt(t, 1), 800L, "POT"))
                .statusCode(200)
                .body(Json.at("to", equalTo("POT")))
                .body(Json.at("totalChange", equalTo(0)));
        Map<String, Integer> stacks = stacks(t);
        assertEquals(Map.of("1", 19_200, "2", 20_000, "3", 20_000, "4", 20_000), stacks);
        JsonPath chips = chips(t);
        // stacks plus the carried pot are the chips the players started with; nothing is flagged
        assertEquals(80_000, chips.getLong("expected"));
        assertEquals(80_000, sum(stacks) + chips.getLong("carriedInPots"));
        assertEquals(0, chips.getList("flagged").size());
    }

    @Test
    void aSkippedHandMovesNoChipsAndIsRecordedInTheAuditTrail() {
        long t = italianTableOfFour();
        long entry = entryAt(t, 4);
        long id = give(t, 1, penalty(UUID.randomUUID().toString(), entry, null, "SKIP_HAND"))
                .statusCode(200)
                .body(Json.at("to", equalTo("SKIP_HAND")))
                .body(Json.at("chips", equalTo(0)))
                .body(Json.at("stacks.size()", equalTo(0)))
                .extract()
                .jsonPath()
                .getLong("penalty");
        assertEquals(Map.of("1", 20_000, "2", 20_000, "3", 20_000, "4", 20_000), stacks(t));
        JsonPath trail = Answers.json(given().get("/api/tournaments/{id}/audit", t), 200);
        assertEquals("penalty-given", trail.getString("[0].action"));
        assertTrue(trail.getString("[0].detail").contains("entry " + entry), trail.getString("[0].detail"));
        assertTrue(trail.getString("[0].detail").contains("penalty " + id), trail.getString("[0].detail"));
        // chips sent with a skipped hand are refused
        give(t, 1, penalty(UUID.randomUUID().toString(), entry, 100L, "SKIP_HAND"))
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/penalty-chips")))
                .body(Json.at("field", equalTo("chips")));
    }

    @Test
    void theKindIsStoredByItsNameAndTheEnumIsItsOnlyList() {
        // a new kind of penalty needs no migration: the database keeps no list of kinds beside PenaltyTo
        List<?> checks = QuarkusTransaction.requiringNew().call(() -> Penalty.getEntityManager()
                .createNativeQuery("SELECT pg_get_constraintdef(oid) FROM pg_constraint"
                        + " WHERE conrelid = 'penalty'::regclass AND contype = 'c'"
                        + " AND pg_get_constraintdef(oid) LIKE '%paid_to%'")
                .getResultList());
        assertEquals(List.of(), checks);
    }

    @Test
    void aResentPenaltyGetsTheFirstAnswerAndIsPaidOnce() {
        long t = italianTableOfFour();
        String key = UUID.randomUUID().toString();
        String body = penalty(key, entryAt(t, 1), 400L, "OUT_OF_PLAY");
        String first = give(t, 1, body).statusCode(200).extract().asString();
        String again = give(t, 1, body).statusCode(200).extract().asString();
        assertEquals(first, again);
        assertEquals(Map.of("1", 19_600, "2", 20_000, "3", 20_000, "4", 20_000), stacks(t));
        give(t, 1, penalty(key, entryAt(t, 1), 500L, "OUT_OF_PLAY"))
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/penalty-id-reused")))
                .body(Json.at("field", equalTo("entryId")));
        assertEquals(Map.of("1", 19_600, "2", 20_000, "3", 20_000, "4", 20_000), stacks(t));
    }

    @Test
    void aRefusedPenaltyLeavesTheDataAsItWas() {
        long t = italianTableOfFour();
        long entry = entryAt(t, 2);
        Map<String, Integer> stacks = stacks(t);
        String chips = chips(t).prettify();
        int audit = Api.sizeOf("/api/tournaments/{id}/audit", t);
        give(t, 1, penalty(UUID.randomUUID().toString(), entry, 20_100L, "POT"))
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/penalty-exceeds-stack")))
                .body(Json.at("field", equalTo("chips")))
                .body(Json.at("stack", equalTo(20_000)));
        give(t, 1, penalty(UUID.randomUUID().toString(), entry, 150L, "PLAYERS"))
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/not-a-chip-multiple")))
                .body(Json.at("field", equalTo("chips")));
        give(t, 1, penalty(UUID.randomUUID().toString(), entry, null, "OUT_OF_PLAY"))
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/penalty-chips")));
        give(t, 1, penalty(UUID.randomUUID().toString(), 999_999L, 100L, "POT"))
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/not-at-table")))
                .body(Json.at("field", equalTo("entry")));
        give(t, 1, penalty(UUID.randomUUID().toString(), entry, 100L, "POT").replace("Card turned while dealing", " "))
                .statusCode(400)
                .contentType("application/problem+json");
        assertEquals(stacks, stacks(t));
        assertEquals(chips, chips(t).prettify());
        assertEquals(audit, Api.sizeOf("/api/tournaments/{id}/audit", t));
    }

    @Test
    void aVoidedPenaltyGivesTheStacksBackOnceAndIsRecorded() {
        long t = italianTableOfFour();
        long penalty = give(t, 1, penalty(UUID.randomUUID().toString(), entryAt(t, 1), 600L, "PLAYERS"))
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("penalty");
        assertEquals(Map.of("1", 19_400, "2", 20_200, "3", 20_200, "4", 20_200), stacks(t));
        String body = "{\"reason\": \"Given to the wrong player\"}";
        String first = given().contentType(ContentType.JSON)
                .body(body)
                .post("/api/tournaments/{id}/tables/1/penalties/{p}/void", t, penalty)
                .then()
                .statusCode(200)
                .body(Json.at("voided", equalTo(true)))
                .extract()
                .asString();
        String again = Answers.text(
                given().contentType(ContentType.JSON)
                        .body(body)
                        .post("/api/tournaments/{id}/tables/1/penalties/{p}/void", t, penalty),
                200);
        assertEquals(first, again);
        assertEquals(Map.of("1", 20_000, "2", 20_000, "3", 20_000, "4", 20_000), stacks(t));
        assertEquals(
                "penalty-voided",
                given().get("/api/tournaments/{id}/audit", t).jsonPath().getString("[0].action"));
    }

    @Test
    void aPenaltyWhoseChipsALaterHandSpentIsRefusedNamingThePlayerAsAHandsVoidIs() {
        long t = italianTableOfFour();
        long seatTwo = entryAt(t, 2);
        long penalty = give(t, 1, penalty(UUID.randomUUID().toString(), entryAt(t, 1), 600L, "PLAYERS"))
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("penalty");
        // seat 2, given 200, puts 20,100 of his 20,200 in a pot seat 3 takes
        Hands.enterNew(t, """
                        {"entryId": "%s", "button": 4, "players": [
                          {"seat": 1, "contributed": 1000, "folded": true},
                          {"seat": 2, "contributed": 20100, "folded": true},
                          {"seat": 3, "contributed": 20100, "folded": false},
                          {"seat": 4, "contributed": 1000, "folded": true}]}""").statusCode(200);
        Map<String, Integer> before = stacks(t);
        assertEquals(100, before.get("2"));
        String name = QuarkusTransaction.requiringNew().call(() -> Entry.nameOf(seatTwo));
        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body("{\"reason\": \"Given to the wrong player\"}")
                                .post("/api/tournaments/{id}/tables/1/penalties/{p}/void", t, penalty),
                        409,
                        "/problems/void-leaves-negative-stack")
                .body(Json.at("entry", equalTo((int) seatTwo)))
                .body(Json.at("stack", equalTo(100)))
                .body(Json.at("name", equalTo(name)))
                .body(Json.at("detail", containsString("with -100 chips")));
        assertEquals(before, stacks(t));
    }

    @Test
    void aVoidedPenaltyOutOfPlayPutsTheChipsBackInPlay() {
        long t = italianTableOfFour();
        long penalty = give(t, 1, penalty(UUID.randomUUID().toString(), entryAt(t, 3), 1_000L, "OUT_OF_PLAY"))
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("penalty");
        given().contentType(ContentType.JSON)
                .body("{\"reason\": \"Ruled again\"}")
                .post("/api/tournaments/{id}/tables/1/penalties/{p}/void", t, penalty)
                .then()
                .statusCode(200)
                .body(Json.at("totalChange", equalTo(1_000)));
        JsonPath chips = chips(t);
        assertEquals(80_000, chips.getLong("expected"));
        assertEquals(80_000, chips.getLong("inStacks"));
    }

    @Test
    void aDirectorOfAnotherTableCannotGiveAPenaltyHere() {
        long t = italianTableOfFour();
        long entry = entryAt(t, 1);
        Answers.problem(
                Directors.issue(t, 2)
                        .basic()
                        .contentType(ContentType.JSON)
                        .body(penalty(UUID.randomUUID().toString(), entry, 500L, "POT"))
                        .post("/api/tournaments/{id}/tables/1/penalties", t),
                403,
                "/problems/forbidden");
        Directors.issue(t, 1)
                .basic()
                .contentType(ContentType.JSON)
                .body(Bound.penalty(t, 1, penalty(UUID.randomUUID().toString(), entry, 500L, "POT")))
                .post("/api/tournaments/{id}/tables/1/penalties", t)
                .then()
                .statusCode(200);
        assertEquals(Map.of("1", 19_500, "2", 20_000, "3", 20_000, "4", 20_000), stacks(t));
    }
}
