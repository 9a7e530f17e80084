package org.tavolo.hand;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.testing.Evenings.italianTableOfFour;
import static org.tavolo.testing.Hands.enterNew;
import static org.tavolo.testing.TableOne.stacks;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Json;

/**
 * docs/rules.md#teresa-after-full (001: «SE NELLA MANO PRECEDENTE SI E' VISTO UN PUNTO FULL O SUPERIORE BISOGNA
 * GIOCARE LA "TERESA"»): with {@code teresinaAfterFull} a Teresina hand is accepted right after a hand that showed a
 * full house or better, whatever the hour; off by default, Teresina waits for the end of the game's hour (003).
 */
@QuarkusTest
class TeresaAfterFullResourceTest {

    /** Seat 1 shows a full house (aces over kings) against seat 2's two pair; seats 3 and 4 fold after the ante. */
    private static ValidatableResponse handShowingAFull(long t) {
        return enterNew(t, """
                {"entryId": "%s", "button": 4, "players": [
                  {"seat": 1, "contributed": 3000, "folded": false, "cards": ["Ah", "Ad", "Ac", "Ks", "Kd"]},
                  {"seat": 2, "contributed": 3000, "folded": false, "cards": ["Qh", "Qd", "7c", "7d", "10s"]},
                  {"seat": 3, "contributed": 1000, "folded": true},
                  {"seat": 4, "contributed": 1000, "folded": true}]}""");
    }

    /** A Teresina hand: seat 1's trips beat seat 2's two pair; seats 3 and 4 fold after the Teresina ante of 500. */
    private static ValidatableResponse teresina(long t) {
        return enterNew(t, """
                {"entryId": "%s", "button": 4, "game": "TERESINA", "players": [
                  {"seat": 1, "contributed": 1500, "folded": false, "cards": ["Ah", "Ad", "Ac", "9s", "8s"]},
                  {"seat": 2, "contributed": 1500, "folded": false, "cards": ["Kh", "Kd", "7c", "7d", "10s"]},
                  {"seat": 3, "contributed": 500, "folded": true},
                  {"seat": 4, "contributed": 500, "folded": true}]}""");
    }

    @Test
    void teresaAfterAFullIsAcceptedInTheNextHandWhateverTheHour() {
        long t = italianTableOfFour("{\"teresinaAfterFull\": true}");
        handShowingAFull(t).statusCode(200).body(Json.at("settlement.payouts.'1'", equalTo(8_000)));
        teresina(t).statusCode(200).body(Json.at("settlement.payouts.'1'", equalTo(4_000)));
        assertEquals(Map.of("1", 27_500, "2", 15_500, "3", 18_500, "4", 18_500), stacks(t));

        // the Teresa showed only trips: the next Teresina waits for the hour again, and nothing changes
        teresina(t)
                .statusCode(409)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/teresina-before-its-time")));
        assertEquals(Map.of("1", 27_500, "2", 15_500, "3", 18_500, "4", 18_500), stacks(t));
    }

    @Test
    void withoutTheSettingTeresinaWaitsForTheHourEvenAfterAFull() {
        long t = italianTableOfFour();
        given().get("/api/tournaments/{id}/settings", t)
                .then()
                .statusCode(200)
                .body(Json.at("teresinaAfterFull", equalTo(false)));
        handShowingAFull(t).statusCode(200);
        teresina(t).statusCode(409).body(Json.at("type", equalTo("/problems/teresina-before-its-time")));
        assertEquals(Map.of("1", 25_000, "2", 17_000, "3", 19_000, "4", 19_000), stacks(t));
    }
}
