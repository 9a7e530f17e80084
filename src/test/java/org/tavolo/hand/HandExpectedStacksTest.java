package org.tavolo.hand;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.testing.Evenings.italianTableOfFour;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.hand.stored.HandEntry;
import org.tavolo.ledger.ChipMovement;

/**
 * A hand stated against the stacks its client saw ({@code expected}) is checked under the table's
 * lock: refused 409 {@code stale-stack} and changing nothing when the table has other stacks now,
 * while a resend with the same key still gets the first answer.
 */
@QuarkusTest
class HandExpectedStacksTest {

    /** Seat 1 (two pair) loses 1,000 to seat 2 (trips), stated against {@code expected}. */
    private static String seatOneLoses(String entryId, String expected) {
        return """
                {"entryId": "%s", "button": 4, "expected": %s, "players": [
                  {"seat": 1, "contributed": 1000, "folded": false, "cards": ["Kh", "Kd", "7c", "7d", "10s"]},
                  {"seat": 2, "contributed": 1000, "folded": false, "cards": ["Ah", "Ad", "Ac", "9s", "8s"]}]}""".formatted(entryId, expected);
    }

    private static final String AS_DRAWN = """
            [{"seat": 1, "stack": 20000}, {"seat": 2, "stack": 20000}, {"seat": 3, "stack": 20000}, {"seat": 4, "stack": 20000}]""";

    private static Response hand(long t, String body) {
        return given().contentType(ContentType.JSON).body(body).post("/api/tournaments/{id}/tables/1/hands", t);
    }

    /** Every stack, the chips in play, the ledger's lines and the hands recorded: what a refusal leaves as it was. */
    private static List<Object> table(long t) {
        return List.of(
                given().get("/api/tournaments/{id}/tables/1/stacks", t).asString(),
                given().get("/api/tournaments/{id}/chips", t).asString(),
                QuarkusTransaction.requiringNew().call(() -> ChipMovement.count("at.tournamentId", t)),
                QuarkusTransaction.requiringNew().call(() -> HandEntry.count("at.tournamentId", t)));
    }

    @Test
    void aHandStatedAgainstStacksTheTableNoLongerHasIsRefusedAsStaleAndChangesNothing() {
        long t = italianTableOfFour();
        hand(t, seatOneLoses(UUID.randomUUID().toString(), AS_DRAWN)).then().statusCode(200);
        List<Object> before = table(t);

        Response refused = hand(t, seatOneLoses(UUID.randomUUID().toString(), AS_DRAWN));

        assertEquals(409, refused.statusCode(), refused.asString());
        assertEquals("/problems/stale-stack", refused.jsonPath().getString("type"));
        assertEquals(1, refused.jsonPath().getInt("seat"));
        assertEquals(19_000, refused.jsonPath().getLong("stack"));
        assertEquals("expected[0].stack", refused.jsonPath().getString("field"));
        assertEquals(before, table(t));
    }

    @Test
    void aHandStatedAgainstASeatNobodySitsAtIsRefusedAsStaleAndChangesNothing() {
        long t = italianTableOfFour();
        List<Object> before = table(t);

        Response refused = hand(t, seatOneLoses(UUID.randomUUID().toString(), "[{\"seat\": 9, \"stack\": 20000}]"));

        assertEquals(409, refused.statusCode(), refused.asString());
        assertEquals("/problems/stale-stack", refused.jsonPath().getString("type"));
        assertEquals(before, table(t));
    }

    @Test
    void aResendWithTheSameKeyGetsTheFirstAnswerThoughTheStacksItExpectedAreGone() {
        long t = italianTableOfFour();
        String body = seatOneLoses(UUID.randomUUID().toString(), AS_DRAWN);
        String first = hand(t, body).then().statusCode(200).extract().asString();
        List<Object> after = table(t);

        String again = hand(t, body).then().statusCode(200).extract().asString();

        assertEquals(first, again);
        assertEquals(after, table(t));
        assertEquals(
                19_000,
                given().get("/api/tournaments/{id}/tables/1/stacks", t)
                        .jsonPath()
                        .getLong("1"));
    }
}
