package org.tavolo.screens.room;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.testing.Evenings.italianTableOfFour;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Hands;
import org.tavolo.testing.Json;
import org.tavolo.testing.PlayerPages;

/**
 * A player's page lists who went out, where, when and by whom, and tells a player who went out that
 * they did (docs/room-screens.md#player-page); names only, no contact, no action.
 */
@QuarkusTest
class PlayerPageEliminationsTest {

    @Test
    void aPlayerPutOutByAHandIsListedWithTheTableAndWhoWonTheirChips() {
        long t = italianTableOfFour();
        JsonPath table = FloorFixtures.tables(t);
        long winner = table.getLong("[0].seats.find { it.seat == 1 }.entryId");
        String winnerName = table.getString("[0].seats.find { it.seat == 1 }.playerName");
        long loser = table.getLong("[0].seats.find { it.seat == 2 }.entryId");
        String loserName = table.getString("[0].seats.find { it.seat == 2 }.playerName");
        long bystander = table.getLong("[0].seats.find { it.seat == 3 }.entryId");
        assertFalse(PlayerPages.of(t, bystander, "it").contains("Eliminazioni"), "nobody is out yet");

        Hands.enterNew(t, """
                        {"entryId": "%s", "button": 4, "players": [
                          {"seat": 1, "contributed": 20000, "folded": false, "cards": ["Ah", "Ad", "Ac", "9s", "8s"]},
                          {"seat": 2, "contributed": 20000, "folded": false, "cards": ["Kh", "Kd", "7c", "7d", "10s"]},
                          {"seat": 3, "contributed": 1000, "folded": true},
                          {"seat": 4, "contributed": 1000, "folded": true}]}""").statusCode(200).body(Json.at("eliminated[0].entry", org.hamcrest.Matchers.equalTo((int)
                loser)));

        String italian = PlayerPages.of(t, bystander, "it");
        assertTrue(italian.contains("<h3>Eliminazioni</h3>"), italian);
        assertTrue(italian.contains(loserName), italian);
        assertTrue(italian.contains("Partita 1 · tavolo 1"), italian);
        assertTrue(italian.contains("fuori per mano di " + winnerName), italian);
        assertFalse(italian.contains("Sei fuori"), "the bystander is still in");
        String english = PlayerPages.of(t, bystander, "en");
        assertTrue(english.contains("knocked out by " + winnerName), english);

        String own = PlayerPages.of(t, loser, "it");
        assertTrue(own.contains("Sei fuori"), own);
        assertTrue(own.contains("Fuori alla partita 1"), own);
        assertFalse(own.contains("@"), "no contact on the page");
        assertFalse(own.contains("<form"), "no action on the page");
    }

    @Test
    void aPlayerOutOfGameOneWhoSitsInGameTwoIsNotToldSheIsOut() {
        long t = italianTableOfFour();
        JsonPath table = FloorFixtures.tables(t);
        long loser = table.getLong("[0].seats.find { it.seat == 2 }.entryId");
        Hands.enterNew(t, """
                        {"entryId": "%s", "button": 4, "players": [
                          {"seat": 1, "contributed": 20000, "folded": false, "cards": ["Ah", "Ad", "Ac", "9s", "8s"]},
                          {"seat": 2, "contributed": 20000, "folded": false, "cards": ["Kh", "Kd", "7c", "7d", "10s"]},
                          {"seat": 3, "contributed": 1000, "folded": true},
                          {"seat": 4, "contributed": 1000, "folded": true}]}""").statusCode(200);
        assertTrue(PlayerPages.of(t, loser, "it").contains("Sei fuori"), "out of game 1 while game 1 is played");

        FloorFixtures.closeEveryTable(t, 1);
        given().contentType(ContentType.JSON)
                .body("{\"game\": 2}")
                .post("/api/tournaments/{id}/draws/next-game", t)
                .then()
                .statusCode(201);
        String inGameTwo = PlayerPages.of(t, loser, "it");
        assertTrue(inGameTwo.contains("Posto"), "seated in game 2: " + inGameTwo);
        assertFalse(inGameTwo.contains("Sei fuori"), "she plays game 2: " + inGameTwo);
        assertFalse(inGameTwo.contains("id=\"my-elimination\""), inGameTwo);
        assertTrue(inGameTwo.contains("Partita 1 · tavolo 1"), "game 1's elimination still listed: " + inGameTwo);
        assertFalse(PlayerPages.of(t, loser, "en").contains("id=\"my-elimination\""), "nor in English");
    }
}
