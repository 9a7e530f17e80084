package org.tavolo.standing;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.result.ResultApi.closeGame;
import static org.tavolo.result.ResultApi.draw;
import static org.tavolo.result.ResultApi.entries;
import static org.tavolo.result.ResultApi.seatedAt;
import static org.tavolo.result.ResultApi.stacks;
import static org.tavolo.result.ResultApi.tournament;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Json;
import org.tavolo.testing.PlayerPages;

/** docs/rules.md#outlook through the API: what the round's last game must bring each player. */
@QuarkusTest
class OutlookResourceTest {

    private static ValidatableResponse outlook(long t, long entry) {
        return given().auth()
                .none()
                .get("/api/tournaments/{id}/entries/{entry}/outlook", t, entry)
                .then()
                .log()
                .ifValidationFails();
    }

    /** Eight players, a round of one game: game 1 is the last, and everyone starts from nothing. */
    private static long oneGameRoundOfEight() {
        long t = tournament("ITALIAN_DRAW");
        FloorFixtures.patchSettings(t, "{\"gamesPerRound\": 1}");
        entries(t, 8);
        return t;
    }

    @Test
    void beforeTheLastGameIsDrawnTheOutlookIsUnknown() {
        long t = tournament("ITALIAN_DRAW");
        List<Long> players = entries(t, 8);
        draw(t, 7);
        outlook(t, players.get(0))
                .statusCode(200)
                .body(Json.at("entry", equalTo(players.get(0).intValue())))
                .body(Json.at("status", equalTo("UNKNOWN")))
                .body(Json.at("game", nullValue()))
                .body(Json.at("safePlace", nullValue()))
                .body(Json.at("hopePlace", nullValue()));
    }

    @Test
    void aHoldemPlayerHasNoOutlookForThereIsNoCut() {
        long t = tournament("TEXAS_HOLDEM");
        List<Long> players = entries(t, 9);
        draw(t, 7);
        outlook(t, players.get(0)).statusCode(200).body(Json.at("status", equalTo("UNKNOWN")));
    }

    @Test
    void anEntryOfAnotherTournamentIsNotFound() {
        long t = tournament("ITALIAN_DRAW");
        List<Long> elsewhere = entries(tournament("ITALIAN_DRAW"), 1);
        outlook(t, elsewhere.get(0)).statusCode(404).contentType("application/problem+json");
    }

    @Test
    void fromNothingAtTwoTablesOfFourFirstPlaceIsSafeAndSecondLeavesHope() {
        // Three of eight qualify. First gives 10: only the other table's winner can equal it. Second
        // gives 6: the two winners and the other table's second can reach 6 (not safe), but only the two
        // winners must pass it (hope). Third gives 3: four players pass it whatever happens.
        long t = oneGameRoundOfEight();
        draw(t, 11);
        for (long entry : seatedAt(t, 1)) {
            outlook(t, entry)
                    .statusCode(200)
                    .body(Json.at("game", equalTo(1)))
                    .body(Json.at("table", equalTo(1)))
                    .body(Json.at("qualifiers", equalTo(3)))
                    .body(Json.at("status", equalTo("OPEN")))
                    .body(Json.at("safePlace", equalTo(1)))
                    .body(Json.at("hopePlace", equalTo(2)));
        }
    }

    @Test
    void aRecordedTableCountsWithItsPointsAndItsPlayersHaveTheOutlookOfTheirTotal() {
        long t = oneGameRoundOfEight();
        draw(t, 11);
        List<Long> first = seatedAt(t, 1);
        closeGame(t, 1, 1, stacks(first.get(0), 50_000, first.get(1), 20_000, first.get(2), 8_000, first.get(3), 2_000))
                .statusCode(201);
        // Table 1 scored 10, 6, 3, 1. Its winner: only table 2's winner can reach 10: through.
        outlook(t, first.get(0)).body(Json.at("status", equalTo("QUALIFIED"))).body(Json.at("table", equalTo(1)));
        // Its second (6): table 2's winner and second can reach 6, but only the two winners pass it.
        outlook(t, first.get(1)).body(Json.at("status", equalTo("OPEN"))).body(Json.at("safePlace", nullValue()));
        // Its third (3): both winners and both seconds pass it.
        outlook(t, first.get(2)).body(Json.at("status", equalTo("OUT")));
        // At table 2: first (10) ties table 1's winner at most: safe; second (6) leaves hope only.
        for (long entry : seatedAt(t, 2)) {
            outlook(t, entry)
                    .body(Json.at("table", equalTo(2)))
                    .body(Json.at("status", equalTo("OPEN")))
                    .body(Json.at("safePlace", equalTo(1)))
                    .body(Json.at("hopePlace", equalTo(2)));
        }
    }

    @Test
    void thePlayersPageSaysTheOutlookInTheirLanguage() {
        long t = oneGameRoundOfEight();
        draw(t, 11);
        long atTableTwo = seatedAt(t, 2).get(0);
        String italian = PlayerPages.of(t, atTableTwo, "it");
        assertTrue(
                italian.contains(
                        "Ti basta arrivare 1° al tavolo; arrivando fino al 2° posto, dipende dagli altri tavoli."),
                italian);
        assertTrue(PlayerPages.of(t, atTableTwo, "en")
                .contains("Finishing 1st at your table is enough; down to 2nd, it depends on the other tables."));

        List<Long> first = seatedAt(t, 1);
        closeGame(t, 1, 1, stacks(first.get(0), 50_000, first.get(1), 20_000, first.get(2), 8_000, first.get(3), 2_000))
                .statusCode(201);
        assertTrue(PlayerPages.of(t, first.get(0), "it").contains("Il posto nel turno successivo è già tuo."));
        assertTrue(PlayerPages.of(t, first.get(1), "it")
                .contains("Il tuo tavolo ha finito: ora dipende dai tavoli ancora in gioco."));
        assertTrue(PlayerPages.of(t, first.get(2), "en").contains("You can no longer qualify."));
    }

    @Test
    void thePlayersPageSaysNothingOfTheOutlookBeforeTheLastGameIsDrawn() {
        long t = tournament("ITALIAN_DRAW");
        List<Long> players = entries(t, 8);
        draw(t, 7);
        String page = PlayerPages.of(t, players.get(0), "it");
        assertFalse(page.contains("id=\"outlook\""), page);
    }
}
