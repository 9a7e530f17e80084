package org.tavolo.common.chips;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.testing.Evenings.italianTableOfFour;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Json;

/**
 * Every chip amount is bounded at the door by {@link Chips#MAX} (10¹²): counts, results, settings,
 * clock levels and settlements beyond it are refused with 400 and change nothing, so no sum on any
 * page can overflow and no page answers 500.
 */
@QuarkusTest
class ChipAmountBoundsTest {

    private static final String TOO_MANY = "9223372036854775800";

    private static void refusedAsValidation(ValidatableResponse answer) {
        answer.statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/validation")));
    }

    @Test
    void aChipCountBeyondTenToTheTwelfthIsRefusedAndTheTotalsStay() {
        long t = italianTableOfFour();
        refusedAsValidation(given().contentType(ContentType.JSON)
                .body("""
                        {"reason": "recount", "counts": [{"seat": 1, "chips": %s}]}""".formatted(TOO_MANY))
                .post("/api/tournaments/{id}/tables/1/chip-counts", t)
                .then());
        given().get("/api/tournaments/{id}/chips", t)
                .then()
                .statusCode(200)
                .body(Json.at("expected", equalTo(80_000)))
                .body(Json.at("inStacks", equalTo(80_000)));
    }

    @Test
    void aStartingStackOrABlindBeyondTenToTheTwelfthIsRefusedAndTheSettingsStay() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        String settings = Answers.text(given().get("/api/tournaments/{id}/settings", t), 200);
        for (String changed : List.of(
                settings.replaceFirst("\"startingStack\":\\d+", "\"startingStack\":4600000000000000000"),
                settings.replaceFirst("\"smallBlind\":\\d+", "\"smallBlind\":" + (Chips.MAX + 10)))) {
            refusedAsValidation(given().contentType(ContentType.JSON)
                    .body(changed)
                    .put("/api/tournaments/{id}/settings", t)
                    .then());
        }
        assertEquals(settings, Answers.text(given().get("/api/tournaments/{id}/settings", t), 200));
    }

    @Test
    void italianResultsAtTheLargestLongAreRefusedAndTheStandingsStillAnswer() {
        long t = italianTableOfFour();
        List<Long> entries = Answers.json(given().get("/api/tournaments/{id}/entries", t), 200)
                .getList("id", Long.class);
        String stacks = entries.stream()
                .map(e -> "{\"entry\": %d, \"chips\": %d}".formatted(e, Long.MAX_VALUE))
                .reduce((a, b) -> a + ", " + b)
                .orElseThrow();
        refusedAsValidation(given().contentType(ContentType.JSON)
                .body("{\"stacks\": [" + stacks + "]}")
                .post("/api/tournaments/{id}/tables/1/games/1/result", t)
                .then());
        given().get("/api/tournaments/{id}/standings", t).then().statusCode(200);
        given().get("/api/tournaments/{id}/results", t).then().statusCode(200).body(Json.at("size()", equalTo(0)));
    }

    @Test
    void aSettlementContributionBeyondTenToTheTwelfthIsRefused() {
        refusedAsValidation(given().contentType(ContentType.JSON)
                .body("""
                        {"game": "TEXAS_HOLDEM", "chipUnit": 10, "button": 3,
                         "board": ["Ah", "Kd", "7c", "7d", "2s"],
                         "players": [{"seat": 1, "contributed": %d, "folded": false, "cards": ["As", "Kc"]},
                                     {"seat": 3, "contributed": 30, "folded": false, "cards": ["Qh", "Qd"]}]}""".formatted(Chips.MAX + 10))
                .post("/api/settlements")
                .then());
    }

    @Test
    void addingMoreThanAWeekToTheClockAtOnePressIsRefused() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        Evenings.clock(t, "start");
        refusedAsValidation(given().contentType(ContentType.JSON)
                .body("{\"seconds\": 4611686018427387904}")
                .post("/api/tournaments/{id}/clock/add-time", t)
                .then());
    }
}
