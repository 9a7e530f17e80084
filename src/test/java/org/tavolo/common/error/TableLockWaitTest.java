package org.tavolo.common.error;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.testing.Evenings.italianTableOfFour;
import static org.tavolo.testing.TableOne.seatOneTakesTheAntes;
import static org.tavolo.testing.TableOne.stacks;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.HeldTransaction;

/**
 * docs/errors.md: a change that waited 2 s for its table, held by another change, is answered 503
 * {@code busy} with {@code Retry-After} rather than holding its database connection for as long as
 * the queue lasts; nothing is changed, and the same request sent again later is recorded once.
 */
@QuarkusTest
class TableLockWaitTest {

    @Inject
    EntityManager em;

    private static Response send(long t, String entryId) {
        return given().contentType(ContentType.JSON)
                .body(seatOneTakesTheAntes(entryId))
                .post("/api/tournaments/{id}/tables/1/hands", t);
    }

    /** Holds table 1's lock of game 1 in a transaction of its own until it is closed. */
    private HeldTransaction holdTableLock(long t) throws Exception {
        return HeldTransaction.after(() -> em.createNativeQuery(
                        "insert into table_lock (tournament_id, game_no, table_no) values (?1, 1, 1) "
                                + "on conflict (tournament_id, game_no, table_no) "
                                + "do update set changes = table_lock.changes + 1")
                .setParameter(1, t)
                .executeUpdate());
    }

    @Test
    void aHandThatWaitedTooLongForItsTableIsAnswered503BusyAndChangesNothing() throws Exception {
        long t = italianTableOfFour();
        Map<String, Integer> before = stacks(t);
        String key = UUID.randomUUID().toString();
        Response waited;
        try (HeldTransaction holder = holdTableLock(t)) {
            waited = send(t, key);
            assertTrue(holder.isOpen(), "the hand was answered while the table was still held, without waiting for it");
        }

        assertEquals(503, waited.statusCode(), waited.asString());
        assertTrue(waited.contentType().startsWith("application/problem+json"));
        assertEquals("/problems/busy", waited.jsonPath().getString("type"));
        assertEquals("1", waited.header("Retry-After"));
        assertEquals(before, stacks(t));

        assertEquals(200, send(t, key).statusCode());
        assertEquals(200, send(t, key).statusCode());
        Map<String, Integer> after = stacks(t);
        assertEquals(before.get("1") + 3_000, after.get("1"));
        assertEquals(before.get("2") - 1_000, after.get("2"));
    }
}
