package org.tavolo.hand;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.testing.Evenings.italianTableOfFour;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.count.ChipCount;
import org.tavolo.hand.stored.HandEntry;
import org.tavolo.ledger.ChipMovement;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Race;
import org.tavolo.testing.Race.Answer;

/**
 * Directors pressing at once at one table: hands, chip counts and voids are settled one after
 * another against the stacks each left, never against a stale read. After every round no stack is
 * below zero, the chips in play are the starting total, the ledger explains every stack (and the
 * sums kept beside it follow it exactly), and each idempotency key is recorded once.
 */
@QuarkusTest
class TableConcurrencyTest {

    private static final int THREADS = 8;
    private static final long START = 20_000;
    private static final long TOTAL = 4 * START;

    /** Seat 1 (two pair) and seat 2 (trips) put in {@code chips} each; seat 2 wins. */
    private static String seatOneLoses(String entryId, long chips) {
        return """
                {"entryId": "%s", "button": 4, "players": [
                  {"seat": 1, "contributed": %d, "folded": false, "cards": ["Kh", "Kd", "7c", "7d", "10s"]},
                  {"seat": 2, "contributed": %d, "folded": false, "cards": ["Ah", "Ad", "Ac", "9s", "8s"]}]}""".formatted(entryId, chips, chips);
    }

    private static io.restassured.response.Response post(String path, long t, int table, String body) {
        return given().contentType(ContentType.JSON).body(body).post(path, t, table);
    }

    private static io.restassured.response.Response hand(long t, String body) {
        return post("/api/tournaments/{id}/tables/{table}/hands", t, 1, body);
    }

    private static io.restassured.response.Response count(long t, String body) {
        return post("/api/tournaments/{id}/tables/{table}/chip-counts", t, 1, body);
    }

    private static Map<Integer, Long> stacks(long t) {
        Map<String, Number> raw = Answers.json(given().get("/api/tournaments/{id}/tables/1/stacks", t), 200)
                .getMap("$");
        Map<Integer, Long> stacks = new TreeMap<>();
        raw.forEach((seat, chips) -> stacks.put(Integer.valueOf(seat), chips.longValue()));
        return stacks;
    }

    /** No stack below zero, the starting total in the stacks, and the ledger agreeing with both. */
    private static Map<Integer, Long> assertChipsExplained(long t) {
        Map<Integer, Long> stacks = stacks(t);
        stacks.forEach((seat, chips) -> assertTrue(chips >= 0, "seat " + seat + " has " + chips));
        assertEquals(TOTAL, stacks.values().stream().mapToLong(Long::longValue).sum(), stacks.toString());
        JsonPath chips = Answers.json(given().get("/api/tournaments/{id}/chips", t), 200);
        assertEquals(TOTAL, chips.getLong("started"));
        assertEquals(TOTAL, chips.getLong("expected"));
        assertEquals(TOTAL, chips.getLong("inStacks") + chips.getLong("heldInPots"));
        assertEquals(List.of(), netsNotFollowingTheLedger(t));
        return stacks;
    }

    /**
     * The entries whose sum kept beside the ledger (chip_ledger_net, docs/results.md#stacks)
     * differs from the sum of their ledger lines, in any game of the tournament: none, ever.
     */
    private static List<?> netsNotFollowingTheLedger(long t) {
        return QuarkusTransaction.requiringNew().call(() -> ChipMovement.getEntityManager()
                .createNativeQuery("select entry_id from (select game_no, entry_id, sum(delta) as lines"
                        + " from chip_movement where tournament_id = ?1 group by game_no, entry_id) ledger"
                        + " full join (select game_no, entry_id, net from chip_ledger_net where tournament_id = ?1) kept"
                        + " using (game_no, entry_id) where ledger.lines is distinct from kept.net")
                .setParameter(1, t)
                .getResultList());
    }

    private static long handsRecorded(long t) {
        return QuarkusTransaction.requiringNew().call(() -> HandEntry.count("at.tournamentId", t));
    }

    private static long countsRecorded(long t) {
        return QuarkusTransaction.requiringNew().call(() -> ChipCount.count("at.tournamentId", t));
    }

    private static long accepted(List<Answer> answers) {
        return answers.stream().filter(Answer::ok).count();
    }

    @Test
    void eightHandsEachSpendingSixtyPercentOfOneStackAcceptExactlyOnePerRoundAndNoStackGoesBelowZero() {
        long t = italianTableOfFour();
        for (int round = 1; round <= 3; round++) {
            long before = stacks(t).get(1);
            long sixtyPercent = before * 6 / 10 / 100 * 100;
            List<Answer> answers = Race.of(
                    THREADS, i -> () -> hand(t, seatOneLoses(UUID.randomUUID().toString(), sixtyPercent)));
            assertEquals(1, accepted(answers), "round " + round + ": " + answers);
            answers.stream()
                    .filter(a -> !a.ok())
                    .forEach(a -> assertTrue(
                            a.status() == 400 && a.body().contains("contribution-exceeds-stack"), a.toString()));
            Map<Integer, Long> after = assertChipsExplained(t);
            assertEquals(before - sixtyPercent, after.get(1));
            assertEquals(round, handsRecorded(t));
        }
    }

    /**
     * Hands at one table wait for each other's lock and are each settled after the one before; the
     * button each moves is the table's as the one before left it, not as it was read before waiting.
     */
    @Test
    void eightLegalHandsRacedAtOneTableAreAllRecordedOneAfterTheOtherWithTheButtonMoving() {
        long t = italianTableOfFour();
        List<Answer> answers = Race.of(
                THREADS,
                i -> () -> hand(
                        t,
                        seatOneLoses(UUID.randomUUID().toString(), 1_000)
                                .replace("\"button\": 4", "\"button\": " + (i % 4 + 1))));
        assertEquals(THREADS, accepted(answers), answers.toString());
        Map<Integer, Long> after = assertChipsExplained(t);
        assertEquals(START - THREADS * 1_000L, after.get(1));
        assertEquals(START + THREADS * 1_000L, after.get(2));
        assertEquals(THREADS, handsRecorded(t));
    }

    @Test
    void aResendOfTheSameEntryIdWhileTheFirstIsInFlightGetsTheStoredAnswerAndRecordsOnce() {
        long t = italianTableOfFour();
        String body = seatOneLoses(UUID.randomUUID().toString(), 3_000);
        List<Answer> answers = Race.of(THREADS, i -> () -> hand(t, body));
        assertEquals(THREADS, accepted(answers), answers.toString());
        assertEquals(1, answers.stream().map(Answer::body).distinct().count(), answers.toString());
        assertEquals(1, handsRecorded(t));
        assertEquals(17_000, assertChipsExplained(t).get(1));
    }

    @Test
    void eightCountsStatingTheStackTheyReplaceChangeItOnceAndTheOthersAreToldToReload() {
        long t = italianTableOfFour();
        List<Answer> answers = Race.of(THREADS, i -> () -> count(t, """
                {"countId": "%s", "reason": "recount", "counts": [
                  {"seat": 1, "chips": 19000, "expected": 20000},
                  {"seat": 2, "chips": 21000, "expected": 20000}]}""".formatted(UUID.randomUUID())));
        assertEquals(1, accepted(answers), answers.toString());
        answers.stream()
                .filter(a -> !a.ok())
                .forEach(a -> assertTrue(a.status() == 409 && a.body().contains("stale-stack"), a.toString()));
        assertEquals(Map.of(1, 19_000L, 2, 21_000L, 3, 20_000L, 4, 20_000L), assertChipsExplained(t));
        assertEquals(1, countsRecorded(t));
    }

    @Test
    void aResendOfTheSameCountIdWhileTheFirstIsInFlightGetsTheStoredAnswerAndRecordsOnce() {
        long t = italianTableOfFour();
        String body = """
                {"countId": "%s", "reason": "recount", "counts": [
                  {"seat": 1, "chips": 19000}, {"seat": 2, "chips": 21000}]}""".formatted(UUID.randomUUID());
        List<Answer> answers = Race.of(THREADS, i -> () -> count(t, body));
        assertEquals(THREADS, accepted(answers), answers.toString());
        assertEquals(1, answers.stream().map(Answer::body).distinct().count(), answers.toString());
        assertEquals(1, countsRecorded(t));
        assertEquals(Map.of(1, 19_000L, 2, 21_000L, 3, 20_000L, 4, 20_000L), assertChipsExplained(t));
    }

    @Test
    void theSameCountIdForAnotherCountIsAConflictAndChangesNothing() {
        long t = italianTableOfFour();
        String id = UUID.randomUUID().toString();
        String count = """
                {"countId": "%s", "reason": "recount", "counts": [{"seat": 1, "chips": %d}]}""";
        assertEquals(200, count(t, count.formatted(id, 19_000)).statusCode());
        io.restassured.response.Response other = count(t, count.formatted(id, 18_000));
        assertEquals(409, other.statusCode());
        assertEquals("/problems/count-id-reused", other.jsonPath().getString("type"));
        assertEquals(19_000, stacks(t).get(1));
    }

    @Test
    void aRecountSentWhileAHandIsEnteredFailsItsCompareAndSetInsteadOfUndoingTheHand() {
        long t = italianTableOfFour();
        for (int round = 0; round < 5; round++) {
            Map<Integer, Long> seen = stacks(t);
            String recount = """
                    {"countId": "%s", "reason": "recount", "counts": [
                      {"seat": 1, "chips": %d, "expected": %d}, {"seat": 2, "chips": %d, "expected": %d}]}""".formatted(UUID.randomUUID(), seen.get(1), seen.get(1), seen.get(2), seen.get(2));
            String handBody = seatOneLoses(UUID.randomUUID().toString(), 1_000);
            List<Answer> answers = Race.of(2, i -> () -> i == 0 ? hand(t, handBody) : count(t, recount));
            assertTrue(answers.get(0).ok(), answers.toString());
            Answer counted = answers.get(1);
            assertTrue(
                    counted.ok() || (counted.status() == 409 && counted.body().contains("stale-stack")),
                    counted.toString());
            Map<Integer, Long> after = assertChipsExplained(t);
            assertEquals(seen.get(1) - 1_000, after.get(1), "the hand stands: " + answers);
            assertEquals(seen.get(2) + 1_000, after.get(2), "the hand stands: " + answers);
        }
    }

    /**
     * A seeded evening at one table: each round eight directors send at once a hand, a chip count
     * moving chips between two seats as last seen, or a void of an earlier hand.
     */
    @Test
    void seededRoundsOfHandsCountsAndVoidsLeaveEveryStackExplainedByTheLedger() {
        long t = italianTableOfFour();
        Random random = new Random(20261122);
        List<Long> hands = new ArrayList<>();
        for (int round = 0; round < 6; round++) {
            Map<Integer, Long> seen = stacks(t);
            List<Long> voidable = List.copyOf(hands);
            String[] bodies = new String[THREADS];
            String[] kinds = new String[THREADS];
            for (int i = 0; i < THREADS; i++) {
                int what = random.nextInt(3);
                if (what == 0 || (what == 2 && voidable.isEmpty())) {
                    kinds[i] = "hand";
                    long chips = Math.max(100, seen.get(1) * (1 + random.nextInt(5)) / 10 / 100 * 100);
                    bodies[i] = seatOneLoses(UUID.randomUUID().toString(), chips);
                } else if (what == 1) {
                    kinds[i] = "count";
                    long moved = 100L * (1 + random.nextInt(10));
                    bodies[i] = """
                            {"countId": "%s", "reason": "recount", "counts": [
                              {"seat": 3, "chips": %d, "expected": %d}, {"seat": 4, "chips": %d, "expected": %d}]}""".formatted(
                            UUID.randomUUID(), seen.get(3) - moved, seen.get(3), seen.get(4) + moved, seen.get(4));
                } else {
                    kinds[i] = "void";
                    bodies[i] = String.valueOf(voidable.get(random.nextInt(voidable.size())));
                }
            }
            List<Answer> answers = Race.of(THREADS, i -> () -> switch (kinds[i]) {
                case "hand" -> hand(t, bodies[i]);
                case "count" -> count(t, bodies[i]);
                default ->
                    given().contentType(ContentType.JSON)
                            .body("{\"reason\": \"entered twice\"}")
                            .post("/api/tournaments/{id}/hands/{hand}/void", t, Long.parseLong(bodies[i]));
            });
            for (int i = 0; i < THREADS; i++) {
                Answer a = answers.get(i);
                assertTrue(a.status() == 200 || (a.status() >= 400 && a.status() < 500), a.toString());
                if (a.ok() && kinds[i].equals("hand")) {
                    hands.add(new JsonPath(a.body()).getLong("hand"));
                }
            }
            assertChipsExplained(t);
            assertEquals(hands.size(), handsRecorded(t));
        }
    }
}
