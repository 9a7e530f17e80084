package org.tavolo.result.chinese;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.result.ResultApi;
import org.tavolo.table.FloorFixtures;
import org.tavolo.table.FloorService;
import org.tavolo.testing.Answers;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Json;

/**
 * A Chinese deal carries what the director saw, as a hand does (docs/errors.md#entries-bound-to-what-was-seen):
 * the match ({@code gameNumber}) and the players by entry beside their seats ({@code expected}). Checked under
 * the table's lock, a deal whose context is no longer true is refused with a 409 naming what changed, and
 * nothing is stored.
 */
@QuarkusTest
class ChineseDealsBoundToWhatWasSeenTest {

    @Inject
    AgroalDataSource database;

    @Inject
    FloorService floor;

    /** Kings and sixes for one, a full house of aces for the other (ChineseDealByDealTest's deal 1). */
    private static String deal(long a, long b, Integer game, String expected) {
        return """
                {"entryId": "%s", %s%s"players": [
                 {"entry": %d, "first": ["Kh","Jh","Th","3h","2h"], "second": ["Kd","Kc","6d","6s","4c"],
                  "third": ["5s","5c","As","Qc","Ts"], "tokens": [0, 1, 4]},
                 {"entry": %d, "first": ["Ad","Ac","Ah","9c","9d"], "second": ["8c","8d","8s","7c","2c"],
                  "third": ["4h","4s","Jd","9h","2d"], "tokens": [2, 3, 0]}]}""".formatted(
                        UUID.randomUUID(),
                        game == null ? "" : "\"gameNumber\": " + game + ", ",
                        expected == null ? "" : "\"expected\": " + expected + ", ",
                        a,
                        b);
    }

    private static ValidatableResponse post(long t, int table, int match, String body) {
        return given().contentType(ContentType.JSON)
                .header("Accept-Language", "it")
                .body(body)
                .post("/api/tournaments/{id}/tables/{table}/matches/{match}/deals/1", t, table, match)
                .then()
                .log()
                .ifValidationFails();
    }

    @Test
    void aDealNamingAPlayerTheFloorMovedIsRefusedAsMovedNamingHisSeatAndStoresNothing() throws Exception {
        long t = Evenings.drawn("CHINESE_POKER", 7);
        JsonPath tables = FloorFixtures.tables(t);
        int from = tables.getInt("max { it.players }.number");
        int to = tables.getInt("min { it.players }.number");
        int free = tables.getInt("find { it.number == %d }.seats[0].seat".formatted(to));
        FloorFixtures.eliminate(tables.getLong("find { it.number == %d }.seats[0].entryId".formatted(to)), 7);
        floor.afterElimination(t); // a seat opens at the other table, for the floor to move a player into
        int seat = tables.getInt("find { it.number == %d }.seats[0].seat".formatted(from));
        long moved = tables.getLong("find { it.number == %d }.seats[0].entryId".formatted(from));
        int otherSeat = tables.getInt("find { it.number == %d }.seats[1].seat".formatted(from));
        long other = tables.getLong("find { it.number == %d }.seats[1].entryId".formatted(from));
        given().contentType(ContentType.JSON)
                .body("{\"entryId\": %d, \"toTable\": %d, \"toSeat\": %d}".formatted(moved, to, free))
                .post("/api/tournaments/{id}/moves", t)
                .then()
                .log()
                .ifValidationFails()
                .statusCode(201);
        Map<String, String> before = DataFingerprint.of(database);

        String expected = "[{\"seat\": %d, \"entry\": %d}, {\"seat\": %d, \"entry\": %d}]"
                .formatted(seat, moved, otherSeat, other);
        post(t, from, 1, deal(moved, other, 1, expected))
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/player-moved")))
                .body(Json.at("seat", equalTo(seat)))
                .body(Json.at("entry", equalTo((int) moved)))
                .body(Json.at("movedTo", equalTo(to)))
                .body(Json.at("detail", containsString("Il giocatore del posto " + seat)))
                .body(Json.at("detail", containsString("è stato spostato al tavolo " + to)));
        assertEquals(before, DataFingerprint.of(database), "a deal naming a moved player changed data");
    }

    @Test
    void aDealTypedInMatchOneIsRefusedOnceMatchTwoIsDrawnAndStoresNothing() throws Exception {
        long t = FloorFixtures.tournament("CHINESE_POKER");
        FloorFixtures.patchSettings(t, "{\"gamesPerRound\": 2}");
        List<Long> e = FloorFixtures.entries(t, 2);
        FloorFixtures.draw(t, 7);
        ResultApi.drawNextGame(t, 8);
        Map<String, String> before = DataFingerprint.of(database);

        post(t, 1, 1, deal(e.get(0), e.get(1), 1, null))
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/not-current-game")))
                .body(Json.at("currentGame", equalTo(2)))
                .body(Json.at("detail", containsString("La partita 1 è chiusa")));
        Answers.problem(
                given().contentType(ContentType.JSON)
                        .header("Accept-Language", "it")
                        .body("{\"reason\": \"sbagliata\", \"gameNumber\": 1}")
                        .post("/api/tournaments/{id}/tables/1/matches/1/deals/1/void", t),
                409,
                "/problems/not-current-game");
        assertEquals(before, DataFingerprint.of(database), "a deal for a match no longer played changed data");
    }

    @Test
    void aDealSeenInTheCurrentMatchWithItsPlayersAtTheirSeatsIsStored() {
        long t = FloorFixtures.tournament("CHINESE_POKER");
        List<Long> e = FloorFixtures.entries(t, 2);
        FloorFixtures.draw(t, 7);
        JsonPath tables = FloorFixtures.tables(t);
        String expected = "[{\"seat\": %d, \"entry\": %d}, {\"seat\": %d, \"entry\": %d}]"
                .formatted(
                        tables.getInt("[0].seats.find { it.entryId == %d }.seat".formatted(e.get(0))),
                        e.get(0),
                        tables.getInt("[0].seats.find { it.entryId == %d }.seat".formatted(e.get(1))),
                        e.get(1));
        post(t, 1, 1, deal(e.get(0), e.get(1), 1, expected)).statusCode(201).body(Json.at("deal", equalTo(1)));
    }
}
