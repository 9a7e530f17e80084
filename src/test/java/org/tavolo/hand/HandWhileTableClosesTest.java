package org.tavolo.hand;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.testing.TableOne.seatOneTakesTheAntes;
import static org.tavolo.testing.TableOne.stacks;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.tavolo.hand.stored.HandEntry;
import org.tavolo.result.CloseItalianGameRequest;
import org.tavolo.result.ResultService;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.HeldTransaction;
import org.tavolo.testing.Waiting;

/**
 * docs/results.md#closing-a-table: once a table has closed its game, no hand is entered there. A
 * hand sent while the close holds the table's lock waits for it, and is then refused
 * {@code table-closed} — it is asked under the lock, not before — and records nothing.
 */
@QuarkusTest
class HandWhileTableClosesTest {

    @Inject
    ResultService results;

    @Test
    void aHandThatWaitedForItsTableWhileTheTableClosedIsRefusedTableClosedAndRecordsNothing() throws Exception {
        long t = Evenings.drawn("ITALIAN_DRAW", 8);
        Map<String, Integer> before = stacks(t);
        HeldTransaction closing =
                HeldTransaction.after(() -> results.closeItalianGame(t, 1, 1, new CloseItalianGameRequest(null, null)));

        CompletableFuture<Response> waiting = CompletableFuture.supplyAsync(() -> given().contentType(ContentType.JSON)
                .body(seatOneTakesTheAntes(UUID.randomUUID().toString()))
                .post("/api/tournaments/{id}/tables/1/hands", t));
        Waiting.untilAChangeWaitsForATableLock(); // the hand is waiting for the table's lock, as PostgreSQL says
        closing.close(); // the close commits; the hand now takes the lock
        Response answer = waiting.get(30, TimeUnit.SECONDS);

        assertEquals(409, answer.statusCode(), answer.asString());
        assertEquals("/problems/table-closed", answer.jsonPath().getString("type"));
        assertEquals(before, stacks(t));
        assertEquals(0L, QuarkusTransaction.requiringNew().call(() -> HandEntry.count("at.tournamentId", t)));
    }
}
