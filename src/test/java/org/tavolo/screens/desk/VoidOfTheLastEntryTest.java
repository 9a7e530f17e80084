package org.tavolo.screens.desk;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.testing.Evenings.italianTableOfFour;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.tavolo.hand.EnterHandRequest;
import org.tavolo.hand.HandService;
import org.tavolo.hand.stored.HandEntry;
import org.tavolo.security.Directors;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Bound;
import org.tavolo.testing.HeldTransaction;
import org.tavolo.testing.Race;
import org.tavolo.testing.Race.Answer;
import org.tavolo.testing.Waiting;

/**
 * Only the last entry of a table is voided from the table page, and whether it is the last is
 * decided under the table's lock: a hand recorded by another director between the page's read and
 * the void makes the void a refusal, never a void of an entry that is no longer the last.
 */
@QuarkusTest
class VoidOfTheLastEntryTest {

    @Inject
    HandService hands;

    private static final int ROUNDS = 10;
    private static final int VOIDS = 4;
    private static final int HANDS = 4;

    /** {@code loser} (two pair) and {@code winner} (trips) put in 1,000 each. */
    private static String oneLosesToTheOther(int loser, int winner) {
        return """
                {"entryId": "%s", "button": 4, "players": [
                  {"seat": %d, "contributed": 1000, "folded": false, "cards": ["Kh", "Kd", "7c", "7d", "10s"]},
                  {"seat": %d, "contributed": 1000, "folded": false, "cards": ["Ah", "Ad", "Ac", "9s", "8s"]}]}""".formatted(UUID.randomUUID(), loser, winner);
    }

    /** A hand of one status, recorded at and voided at (null while it stands). */
    private record Stored(long id, String status, Instant recordedAt, Instant voidedAt) {}

    private static List<Stored> hands(long t) {
        return QuarkusTransaction.requiringNew().call(() -> HandEntry.getEntityManager()
                .createNativeQuery("select id, status, recorded_at, voided_at from hand_entry"
                        + " where tournament_id = ?1 order by id")
                .setParameter(1, t)
                .getResultList()
                .stream()
                .map(row -> {
                    Object[] r = (Object[]) row;
                    return new Stored(((Number) r[0]).longValue(), (String) r[1], instant(r[2]), instant(r[3]));
                })
                .toList());
    }

    private static Instant instant(Object value) {
        if (value == null) {
            return null;
        }
        return value instanceof Timestamp ts ? ts.toInstant() : (Instant) value;
    }

    @Test
    void aVoidRacingAnotherDirectorsHandVoidsOnlyWhileTheHandIsStillTheTablesLastEntry() {
        long t = italianTableOfFour();
        Directors director = Directors.issue(t, 1);
        String cookie = director.signIn();
        int voidedAfterAnotherHand = 0;
        for (int round = 1; round <= ROUNDS; round++) {
            long mine = Answers.json(
                            director.basic()
                                    .contentType(ContentType.JSON)
                                    .body(Bound.hand(t, 1, oneLosesToTheOther(1, 2)))
                                    .post("/api/tournaments/{id}/tables/1/hands", t),
                            200)
                    .getLong("hand");
            // another director's hands at seats 3 and 4, each winning as often as the other
            List<Answer> answers = Race.of(
                    VOIDS + HANDS,
                    i -> resentWhileUnavailable(
                            i < VOIDS ? voidFromThePage(t, cookie, mine) : anotherDirectorsHand(t, i)));
            List<Stored> hands = hands(t);
            Stored voided =
                    hands.stream().filter(h -> h.id() == mine).findFirst().orElseThrow();
            List<Stored> others = hands.stream().filter(h -> h.id() > mine).toList();
            assertEquals(HANDS, others.size(), "round " + round + ": " + answers);
            List<Answer> voidAnswers = answers.subList(0, VOIDS);
            if ("VOID".equals(voided.status())) {
                if (others.stream().anyMatch(h -> h.recordedAt().isBefore(voided.voidedAt()))) {
                    voidedAfterAnotherHand++;
                }
                voidAnswers.forEach(a -> assertEquals(303, a.status(), "a void that happened is answered voided"));
            } else {
                voidAnswers.forEach(a -> assertTrue(
                        a.status() == 200 && !a.body().contains("done=voided"),
                        "a void refused is answered with the table page: " + a));
            }
        }
        assertEquals(0, voidedAfterAnotherHand, "rounds whose hand was voided after another hand was recorded");
    }

    /**
     * The void reads the table (its hand is the last entry) while another director's hand holds
     * the table's lock, uncommitted; that hand commits while the void waits for the lock. The void
     * is refused, naming the hand now last, and nothing of the first hand changes.
     */
    @Test
    void aVoidThatWaitedForTheLockWhileAnotherHandWasRecordedIsRefusedAndChangesNothing() throws Exception {
        long t = italianTableOfFour();
        Directors director = Directors.issue(t, 1);
        String cookie = director.signIn();
        for (int round = 1; round <= 3; round++) {
            long mine = Answers.json(
                            director.basic()
                                    .contentType(ContentType.JSON)
                                    .body(Bound.hand(t, 1, oneLosesToTheOther(1, 2)))
                                    .post("/api/tournaments/{id}/tables/1/hands", t),
                            200)
                    .getLong("hand");
            CompletableFuture<Response> voiding;
            try (HeldTransaction other =
                    HeldTransaction.after(() -> hands.enterHand(t, 1, seatThreeLosesToSeatFour()))) {
                voiding = CompletableFuture.supplyAsync(voidFromThePage(t, cookie, mine));
                Waiting.untilAChangeWaitsForATableLock();
            }
            Response answer = voiding.get(30, TimeUnit.SECONDS);
            List<Stored> stored = hands(t);
            Stored first =
                    stored.stream().filter(h -> h.id() == mine).findFirst().orElseThrow();
            Stored last = stored.get(stored.size() - 1);
            assertEquals("SETTLED", first.status(), "round " + round + ": the hand is no longer the last, it stands");
            assertEquals(200, answer.statusCode(), answer.asString());
            assertTrue(answer.asString().contains("id=\"conflict\""), answer.asString());
            assertTrue(answer.asString().contains("adesso è la mano " + handNo(t, last.id())), answer.asString());
        }
    }

    /**
     * The same for a count: its undoing waited for the lock while another director's hand was
     * recorded, so the count is no longer the last entry and is not undone.
     */
    @Test
    void anUndoOfACountThatWaitedWhileAnotherHandWasRecordedIsRefusedAndChangesNothing() throws Exception {
        long t = italianTableOfFour();
        Directors director = Directors.issue(t, 1);
        String cookie = director.signIn();
        director.basic()
                .contentType(ContentType.JSON)
                .body(Bound.count(t, 1, """
                        {"countId": "%s", "reason": "recount", "counts": [
                          {"seat": 1, "chips": 19000, "expected": 20000}, {"seat": 2, "chips": 21000, "expected": 20000}]}""".formatted(UUID.randomUUID())))
                .post("/api/tournaments/{id}/tables/1/chip-counts", t)
                .then()
                .statusCode(200);
        long count = QuarkusTransaction.requiringNew().call(() -> ((Number) HandEntry.getEntityManager()
                        .createNativeQuery("select max(id) from chip_count where tournament_id = ?1")
                        .setParameter(1, t)
                        .getSingleResult())
                .longValue());
        CompletableFuture<Response> undoing;
        try (HeldTransaction other = HeldTransaction.after(() -> hands.enterHand(t, 1, seatThreeLosesToSeatFour()))) {
            undoing = CompletableFuture.supplyAsync(() -> Directors.withSession(cookie)
                    .redirects()
                    .follow(false)
                    .formParam("kind", "COUNT")
                    .formParam("gameNumber", 1)
                    .formParam("entry", count)
                    .formParam("reason", "miscounted")
                    .post("/director/tournaments/{id}/tables/1/void", t));
            Waiting.untilAChangeWaitsForATableLock();
        }
        Response answer = undoing.get(30, TimeUnit.SECONDS);
        assertEquals(200, answer.statusCode(), answer.asString());
        assertTrue(answer.asString().contains("id=\"conflict\""), answer.asString());
        assertEquals(
                "{1=19000, 2=21000, 3=19000, 4=21000}",
                given().get("/api/tournaments/{id}/tables/1/stacks", t)
                        .jsonPath()
                        .getMap("$")
                        .toString());
    }

    private static int handNo(long t, long hand) {
        return Answers.json(given().get("/api/tournaments/{id}/hands/{hand}", t, hand), 200)
                .getInt("handNo");
    }

    private static EnterHandRequest seatThreeLosesToSeatFour() {
        return new EnterHandRequest(
                UUID.randomUUID().toString(),
                4,
                null,
                null,
                List.of(
                        new EnterHandRequest.Player(3, 1000L, false, List.of("Kh", "Kd", "7c", "7d", "10s")),
                        new EnterHandRequest.Player(4, 1000L, false, List.of("Ah", "Ad", "Ac", "9s", "8s"))),
                null,
                null,
                null,
                null);
    }

    private static Supplier<Response> anotherDirectorsHand(long t, int i) {
        String body = i % 2 == 0 ? oneLosesToTheOther(3, 4) : oneLosesToTheOther(4, 3);
        return () -> given().contentType(ContentType.JSON).body(body).post("/api/tournaments/{id}/tables/1/hands", t);
    }

    /** Sends again, as a device does, what was answered 503 (a busy table or database), at most five times. */
    private static Supplier<Response> resentWhileUnavailable(Supplier<Response> send) {
        return () -> {
            Response answer = send.get();
            for (int i = 0; i < 5 && answer.statusCode() == 503; i++) {
                answer = send.get();
            }
            return answer;
        };
    }

    private static Supplier<Response> voidFromThePage(long t, String cookie, long hand) {
        return () -> Directors.withSession(cookie)
                .redirects()
                .follow(false)
                .formParam("kind", "HAND")
                .formParam("gameNumber", 1)
                .formParam("entry", hand)
                .formParam("reason", "wrong pot")
                .post("/director/tournaments/{id}/tables/1/void", t);
    }
}
