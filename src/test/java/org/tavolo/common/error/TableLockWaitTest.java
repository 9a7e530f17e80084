package org.tavolo.common.error;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.TableOne;

/**
 * docs/errors.md: a change that waited 2 s for its table, held by another change, is answered 503
 * {@code busy} with {@code Retry-After} rather than holding its database connection for as long as
 * the queue lasts; nothing is changed, and the same request sent again later is recorded once.
 */
@QuarkusTest
class TableLockWaitTest {

    @Inject
    EntityManager em;

    private static String hand(String entryId) {
        return TableOne.seatOneTakesTheAntes(entryId);
    }

    private static Map<String, Integer> stacks(long t) {
        return TableOne.stacks(t);
    }

    private static Response send(long t, String entryId) {
        return given().contentType(ContentType.JSON)
                .body(hand(entryId))
                .post("/api/tournaments/{id}/tables/1/hands", t);
    }

    /** Holds table 1's lock of game 1 in a transaction of its own until {@code release} counts down. */
    private CompletableFuture<Void> holdTableLock(long t, CountDownLatch held, CountDownLatch release) {
        return CompletableFuture.runAsync(
                () -> QuarkusTransaction.requiringNew().run(() -> {
                    em.createNativeQuery("insert into table_lock (tournament_id, game_no, table_no) values (?1, 1, 1) "
                                    + "on conflict (tournament_id, game_no, table_no) "
                                    + "do update set changes = table_lock.changes + 1")
                            .setParameter(1, t)
                            .executeUpdate();
                    held.countDown();
                    try {
                        release.await(30, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }));
    }

    @Test
    void aHandThatWaitedTooLongForItsTableIsAnswered503BusyAndChangesNothing() throws Exception {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        FloorFixtures.entries(t, 4);
        FloorFixtures.draw(t, 7);
        Map<String, Integer> before = stacks(t);
        String key = UUID.randomUUID().toString();
        CountDownLatch held = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<Void> holder = holdTableLock(t, held, release);
        assertTrue(held.await(30, TimeUnit.SECONDS));

        Response waited;
        try {
            waited = send(t, key);
        } finally {
            release.countDown();
            holder.get(30, TimeUnit.SECONDS);
        }

        assertEquals(503, waited.statusCode(), waited.asString());
        assertTrue(waited.contentType().startsWith("application/problem+json"));
        assertEquals("/problems/busy", waited.jsonPath().getString("type"));
        assertEquals("1", waited.header("Retry-After"));
        assertTrue(waited.time() < 10_000, "answered after " + waited.time() + " ms");
        assertEquals(before, stacks(t));

        assertEquals(200, send(t, key).statusCode());
        assertEquals(200, send(t, key).statusCode());
        Map<String, Integer> after = stacks(t);
        assertEquals(before.get("1") + 3_000, after.get("1"));
        assertEquals(before.get("2") - 1_000, after.get("2"));
    }
}
