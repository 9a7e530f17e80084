package org.tavolo.hand;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.testing.Evenings.italianTableOfFour;
import static org.tavolo.testing.Hands.enter;
import static org.tavolo.testing.TableOne.stacks;
import static org.tavolo.testing.TableOne.tripsBeatTwoPair;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.tavolo.security.TestOrganizer;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Json;

/** docs/rules.md#side-pots, #resti, #italian-tournament: hands entered by the director, the chip ledger and chip counts. */
@QuarkusTest
class HandResourceTest {

    @Test
    void aHandMovesTheChipsToTheWinnerAndNoChipIsCreatedOrLost() {
        long t = italianTableOfFour();
        enter(t, 1, tripsBeatTwoPair(UUID.randomUUID().toString()))
                .statusCode(200)
                .body(Json.at("handNo", equalTo(1)))
                .body(Json.at("status", equalTo("SETTLED")))
                .body(Json.at("settlement.payouts.'1'", equalTo(8000)))
                .body(Json.at("stacks.after", contains(25_000, 17_000, 19_000, 19_000)))
                .body(Json.at("eliminated", empty()));
        assertEquals(Map.of("1", 25_000, "2", 17_000, "3", 19_000, "4", 19_000), stacks(t));
        given().get("/api/tournaments/{id}/chips", t)
                .then()
                .statusCode(200)
                .body(Json.at("entries", equalTo(4)))
                .body(Json.at("started", equalTo(80_000)))
                .body(Json.at("expected", equalTo(80_000)))
                .body(Json.at("inStacks", equalTo(80_000)))
                .body(Json.at("flagged", empty()));
    }

    @Test
    void aRetryWithTheSameEntryIdReturnsTheFirstAnswerAndChangesNothing() {
        long t = italianTableOfFour();
        String id = UUID.randomUUID().toString();
        String first =
                enter(t, 1, tripsBeatTwoPair(id)).statusCode(200).extract().asString();
        String again =
                enter(t, 1, tripsBeatTwoPair(id)).statusCode(200).extract().asString();
        assertEquals(first, again);
        assertEquals(Map.of("1", 25_000, "2", 17_000, "3", 19_000, "4", 19_000), stacks(t));
    }

    @Test
    void theSameEntryIdForAnotherHandIsAConflictAndChangesNothing() {
        long t = italianTableOfFour();
        String id = UUID.randomUUID().toString();
        enter(t, 1, tripsBeatTwoPair(id)).statusCode(200);
        enter(
                        t,
                        1,
                        tripsBeatTwoPair(id)
                                .replace(
                                        "\"contributed\": 1000, \"folded\": true}]",
                                        "\"contributed\": 2000, \"folded\": true}]"))
                .statusCode(409)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/entry-id-reused")))
                .body(Json.at("field", equalTo("entryId")));
        assertEquals(Map.of("1", 25_000, "2", 17_000, "3", 19_000, "4", 19_000), stacks(t));
    }

    @Test
    void aContributionLargerThanTheStackIsRefusedNamingTheSeatAndNothingChanges() {
        long t = italianTableOfFour();
        enter(t, 1, """
                {"entryId": "%s", "button": 4, "players": [
                  {"seat": 1, "contributed": 20100, "folded": false, "cards": ["Ah", "Ad", "Ac", "9s", "8s"]},
                  {"seat": 2, "contributed": 20000, "folded": false, "cards": ["Kh", "Kd", "7c", "7d", "10s"]}]}""".formatted(UUID.randomUUID()))
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/contribution-exceeds-stack")))
                .body(Json.at("seat", equalTo(1)))
                .body(Json.at("field", equalTo("players[0].contributed")))
                .body(Json.at("stack", equalTo(20_000)));
        assertEquals(Map.of("1", 20_000, "2", 20_000, "3", 20_000, "4", 20_000), stacks(t));
    }

    @Test
    void aSeatNobodySitsAtIsRefused() {
        long t = italianTableOfFour();
        enter(t, 1, """
                {"entryId": "%s", "button": 4, "players": [
                  {"seat": 1, "contributed": 1000, "folded": false, "cards": ["Ah", "Ad", "Ac", "9s", "8s"]},
                  {"seat": 5, "contributed": 1000, "folded": true}]}""".formatted(UUID.randomUUID()))
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/seat-empty")))
                .body(Json.at("seat", equalTo(5)))
                .body(Json.at("field", equalTo("players[1].seat")));
        assertEquals(Map.of("1", 20_000, "2", 20_000, "3", 20_000, "4", 20_000), stacks(t));
    }

    @Test
    void aCardNotInTheShortDeckIsRefusedNamingTheSeatAndNothingChanges() {
        long t = italianTableOfFour();
        enter(t, 1, tripsBeatTwoPair(UUID.randomUUID().toString()).replace("\"9s\", \"8s\"", "\"9s\", \"5s\""))
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("seat", equalTo(1)));
        assertEquals(Map.of("1", 20_000, "2", 20_000, "3", 20_000, "4", 20_000), stacks(t));
    }

    @Test
    void aPlayerWhoLosesHisWholeStackIsOutOfTheGameAndRanksLastAtTheClose() {
        long t = italianTableOfFour();
        enter(t, 1, """
                {"entryId": "%s", "button": 4, "players": [
                  {"seat": 1, "contributed": 20000, "folded": false, "cards": ["Ah", "Ad", "Ac", "9s", "8s"]},
                  {"seat": 2, "contributed": 20000, "folded": false, "cards": ["Kh", "Kd", "7c", "7d", "10s"]},
                  {"seat": 3, "contributed": 1000, "folded": true}]}""".formatted(UUID.randomUUID()))
                .statusCode(200)
                .body(Json.at("eliminated.seat", contains(2)))
                .body(Json.at("eliminated[0].chipsAtStartOfHand", equalTo(20_000)))
                .body(Json.at("eliminated[0].place", nullValue()));
        enter(t, 1, tripsBeatTwoPair(UUID.randomUUID().toString()))
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/player-out-of-chips")))
                .body(Json.at("seat", equalTo(2)));
    }

    @Test
    void aCountThatChangesTheTotalIsFlaggedAndOneThatMovesChipsIsNot() {
        long t = italianTableOfFour();
        given().contentType(ContentType.JSON)
                .body("""
                {"counts": [{"seat": 1, "chips": 23000}, {"seat": 2, "chips": 17000}],
                 "reason": "Two pots played without entry"}""")
                .post("/api/tournaments/{id}/tables/1/chip-counts", t)
                .then()
                .statusCode(200)
                .body(Json.at("changesTotal", equalTo(false)))
                .body(Json.at("totalChange", equalTo(0)))
                .body(Json.at("chipsInPlay.inStacks", equalTo(80_000)));
        given().contentType(ContentType.JSON)
                .body("""
                {"counts": [{"seat": 3, "chips": 20500}], "reason": "Recount found an extra 500"}""")
                .post("/api/tournaments/{id}/tables/1/chip-counts", t)
                .then()
                .statusCode(200)
                .body(Json.at("changesTotal", equalTo(true)))
                .body(Json.at("totalChange", equalTo(500)))
                .body(Json.at("stacks[0].before", equalTo(20_000)))
                .body(Json.at("stacks[0].after", equalTo(20_500)));
        assertEquals(Map.of("1", 23_000, "2", 17_000, "3", 20_500, "4", 20_000), stacks(t));
        given().get("/api/tournaments/{id}/chips", t)
                .then()
                .statusCode(200)
                .body(Json.at("started", equalTo(80_000)))
                .body(Json.at("expected", equalTo(80_500)))
                .body(Json.at("inStacks", equalTo(80_500)))
                .body(Json.at("flagged", hasSize(1)))
                .body(Json.at("flagged[0].reason", equalTo("Recount found an extra 500")))
                .body(Json.at("flagged[0].by", equalTo(TestOrganizer.USERNAME)))
                .body(Json.at("flagged[0].delta", equalTo(500)));
    }

    @Test
    void aCountThatIsNotAWholeNumberOfChipsIsRefusedAndNothingChanges() {
        long t = italianTableOfFour();
        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body("""
                {"counts": [{"seat": 3, "chips": 20050}], "reason": "Recount"}""")
                                .post("/api/tournaments/{id}/tables/1/chip-counts", t),
                        400,
                        "/problems/not-a-chip-multiple")
                .body(Json.at("field", equalTo("counts[0].chips")))
                .body(Json.at("seat", equalTo(3)));
        assertEquals(Map.of("1", 20_000, "2", 20_000, "3", 20_000, "4", 20_000), stacks(t));
    }

    @Test
    void aVoidedHandIsReversedInTheLedger() {
        long t = italianTableOfFour();
        long hand = enter(t, 1, tripsBeatTwoPair(UUID.randomUUID().toString()))
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("hand");
        given().contentType(ContentType.JSON)
                .body("{\"reason\": \"Entered at the wrong table\"}")
                .post("/api/tournaments/{id}/hands/{hand}/void", t, hand)
                .then()
                .statusCode(200)
                .body(Json.at("status", equalTo("VOID")))
                .body(Json.at("voidedBy", equalTo(TestOrganizer.USERNAME)));
        assertEquals(Map.of("1", 20_000, "2", 20_000, "3", 20_000, "4", 20_000), stacks(t));
        Answers.problem(
                given().contentType(ContentType.JSON)
                        .body("{\"reason\": \"again\"}")
                        .post("/api/tournaments/{id}/hands/{hand}/void", t, hand),
                409,
                "/problems/hand-already-void");
        given().get("/api/tournaments/{id}/audit", t)
                .then()
                .statusCode(200)
                .body(Json.at("action", hasItems("hand-entered", "hand-voided")));
    }

    @Test
    void aCycleLeavesThePotToTheDirectorsRulingWhichPaysIt() {
        long t = italianTableOfFour();
        // docs/rules.md#italian: hearts royal > diamonds K-high straight flush > spades minima > hearts royal
        long hand = enter(t, 1, """
                {"entryId": "%s", "button": 4, "players": [
                  {"seat": 1, "contributed": 5000, "folded": false, "cards": ["Ah", "Kh", "Qh", "Jh", "10h"]},
                  {"seat": 2, "contributed": 5000, "folded": false, "cards": ["Kd", "Qd", "Jd", "10d", "9d"]},
                  {"seat": 3, "contributed": 5000, "folded": false, "cards": ["As", "7s", "8s", "9s", "10s"]},
                  {"seat": 4, "contributed": 1000, "folded": true}]}""".formatted(UUID.randomUUID()))
                .statusCode(200)
                .body(Json.at("status", equalTo("PENDING_RULING")))
                .body(Json.at("settlement.unawarded[0].amount", equalTo(16_000)))
                .body(Json.at("stacks.after", contains(15_000, 15_000, 15_000, 19_000)))
                .extract()
                .jsonPath()
                .getLong("hand");
        given().get("/api/tournaments/{id}/chips", t)
                .then()
                .statusCode(200)
                .body(Json.at("inStacks", equalTo(64_000)))
                .body(Json.at("heldInPots", equalTo(16_000)))
                .body(Json.at("expected", equalTo(80_000)));

        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body("{\"pots\": [{\"pot\": \"main\", \"winners\": [4]}]}")
                                .post("/api/tournaments/{id}/hands/{hand}/ruling", t, hand),
                        400,
                        "/problems/winner-not-eligible")
                .body(Json.at("seat", equalTo(4)));
        given().contentType(ContentType.JSON)
                .body("{\"pots\": [{\"pot\": \"main\", \"winners\": [1, 3]}]}")
                .post("/api/tournaments/{id}/hands/{hand}/ruling", t, hand)
                .then()
                .statusCode(200)
                .body(Json.at("status", equalTo("SETTLED")))
                .body(Json.at("payouts.'1'", equalTo(8_000)))
                .body(Json.at("payouts.'3'", equalTo(8_000)));
        assertEquals(Map.of("1", 23_000, "2", 15_000, "3", 23_000, "4", 19_000), stacks(t));
        given().get("/api/tournaments/{id}/chips", t)
                .then()
                .statusCode(200)
                .body(Json.at("inStacks", equalTo(80_000)))
                .body(Json.at("heldInPots", equalTo(0)));
        Answers.problem(
                given().contentType(ContentType.JSON)
                        .body("{\"pots\": [{\"pot\": \"main\", \"winners\": [1]}]}")
                        .post("/api/tournaments/{id}/hands/{hand}/ruling", t, hand),
                409,
                "/problems/no-ruling-pending");
    }

    @Test
    void handsCannotBeEnteredBeforeTheDraw() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        enter(t, 1, tripsBeatTwoPair(UUID.randomUUID().toString()))
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/not-drawn")));
    }

    @Test
    void concurrentHandsAtOneTableNeverHalfApply() throws Exception {
        long t = italianTableOfFour();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Callable<Integer>> posts = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                posts.add(() -> enter(t, 1, tripsBeatTwoPair(UUID.randomUUID().toString()))
                        .extract()
                        .statusCode());
            }
            List<Integer> statuses = new ArrayList<>();
            for (Future<Integer> f : pool.invokeAll(posts)) {
                statuses.add(f.get());
            }
            assertTrue(statuses.stream().allMatch(s -> s == 200 || s == 409), statuses.toString());
            long applied = statuses.stream().filter(s -> s == 200).count();
            Map<String, Integer> stacks = stacks(t);
            assertEquals(20_000 + 5_000 * applied, stacks.get("1").longValue());
            assertEquals(20_000 - 3_000 * applied, stacks.get("2").longValue());
            assertEquals(
                    80_000, stacks.values().stream().mapToInt(Integer::intValue).sum());
        } finally {
            pool.shutdownNow();
        }
    }
}
