package org.tavolo.screens.room;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.result.ResultApi;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.PlayerPages;

/**
 * A player's page tells them when their seat changed, and why, from the moves and draws on record
 * (docs/room-screens.md#player-page): a reload tells it again, an undone move takes it back.
 */
@QuarkusTest
class PlayerPageSeatChangeTest {

    /** Each entry's seat as "table/seat". */
    private static Map<Long, String> seats(long t) {
        JsonPath tables = FloorFixtures.tables(t);
        Map<Long, String> out = new HashMap<>();
        List<Integer> numbers = tables.getList("number", Integer.class);
        for (int i = 0; i < numbers.size(); i++) {
            List<Integer> seats = tables.getList("[" + i + "].seats.seat", Integer.class);
            List<Long> entries = tables.getList("[" + i + "].seats.entryId", Long.class);
            for (int s = 0; s < seats.size(); s++) {
                out.put(entries.get(s), numbers.get(i) + "/" + seats.get(s));
            }
        }
        return out;
    }

    /** Nine Italian players drawn at a table of five and one of four. */
    private static long italianOfNine() {
        return Evenings.drawn("ITALIAN_DRAW", 9);
    }

    @Test
    void aMoveByTheOrganizerIsToldWithTheNewSeatTheOldOneAndTheTimeUntilItIsUndone() {
        long t = italianOfNine();
        JsonPath tables = FloorFixtures.tables(t);
        long mover = tables.getLong("find { it.number == 1 }.seats[0].entryId");
        String before = seats(t).get(mover);
        assertFalse(PlayerPages.of(t, mover, "it").contains("seat-change"), "no notice for the first draw's seat");

        long out = tables.getLong("find { it.number == 2 }.seats[1].entryId");
        int free = tables.getInt("find { it.number == 2 }.seats[1].seat");
        FloorFixtures.eliminate(out, 9);
        given().post("/api/tournaments/{id}/balance", t).then().statusCode(200);
        given().contentType(ContentType.JSON)
                .body("{\"entryId\": %d, \"toTable\": 2, \"toSeat\": %d}".formatted(mover, free))
                .post("/api/tournaments/{id}/moves", t)
                .then()
                .statusCode(201);

        String italian = PlayerPages.of(t, mover, "it");
        assertTrue(italian.contains("Nuovo posto: tavolo\u00a02, posto\u00a0" + free), italian);
        assertTrue(italian.contains("L’organizzatore ti ha spostato alle "), italian);
        String[] was = before.split("/");
        assertTrue(italian.contains("Prima eri al tavolo " + was[0] + ", posto " + was[1] + "."), italian);
        String english = PlayerPages.of(t, mover, "en");
        assertTrue(english.contains("New seat: table\u00a02, seat\u00a0" + free), english);
        assertTrue(english.contains("Before, you were at table " + was[0] + ", seat " + was[1] + "."), english);
        assertTrue(
                PlayerPages.of(t, mover, "it").contains("Nuovo posto: tavolo\u00a02, posto\u00a0" + free),
                "a reload tells it again");
        long stayed = tables.getLong("find { it.number == 1 }.seats[1].entryId");
        assertFalse(
                PlayerPages.of(t, stayed, "it").contains("seat-change"), "a player who was not moved sees no notice");

        given().post("/api/tournaments/{id}/moves/undo", t).then().statusCode(200);
        assertFalse(PlayerPages.of(t, mover, "it").contains("seat-change"), "the undone move is no longer told");
    }

    @Test
    void theNextGamesDrawAndADrawMadeAgainAreToldToThoseItSeatsElsewhere() {
        long t = italianOfNine();
        Map<Long, String> first = seats(t);
        FloorFixtures.closeEveryTable(t, 1);
        ResultApi.drawNextGame(t, 101);
        Map<Long, String> second = seats(t);
        long moved = first.keySet().stream()
                .filter(e -> !first.get(e).equals(second.get(e)))
                .findFirst()
                .orElseThrow();
        String[] now = second.get(moved).split("/");
        String[] was = first.get(moved).split("/");
        String italian = PlayerPages.of(t, moved, "it");
        assertTrue(italian.contains("Nuovo posto: tavolo\u00a0" + now[0] + ", posto\u00a0" + now[1]), italian);
        assertTrue(italian.contains("Sorteggio dei posti della partita 2, alle "), italian);
        assertTrue(italian.contains("Prima eri al tavolo " + was[0] + ", posto " + was[1] + "."), italian);
        first.keySet().stream()
                .filter(e -> first.get(e).equals(second.get(e)))
                .forEach(e -> assertFalse(PlayerPages.of(t, e, "it").contains("seat-change"), "seat kept: " + e));

        given().delete("/api/tournaments/{id}/draws/2", t).then().statusCode(204);
        ResultApi.drawNextGame(t, 202);
        Map<Long, String> again = seats(t);
        long redrawn = first.keySet().stream()
                .filter(e -> !first.get(e).equals(again.get(e)))
                .findFirst()
                .orElseThrow();
        String[] where = again.get(redrawn).split("/");
        String english = PlayerPages.of(t, redrawn, "en");
        assertTrue(english.contains("New seat: table\u00a0" + where[0] + ", seat\u00a0" + where[1]), english);
        assertTrue(english.contains("The draw of game 2 was made again at "), english);
    }
}
