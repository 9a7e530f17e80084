package org.tavolo.scenario;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.both;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.greaterThanOrEqualTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.lessThanOrEqualTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Hands;
import org.tavolo.testing.Json;

/**
 * Answers name the people they speak of: beside every entry id in a hand's answer, a ruling, a chip
 * count, a table's stacks and a table result's places stand the player's name and nickname (null
 * when none). And a game closed with time left on its clock is closed all the same, with a warning.
 */
@QuarkusTest
class AnswersNamePlayersTest {

    private final Map<Long, Player> players = new HashMap<>();

    private record Player(String name, String nickname) {}

    /** An Italian table of four named players (the fourth without a nickname), drawn. */
    private long namedTableOfFour() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        String suffix = UUID.randomUUID().toString().substring(0, 8);
        List<Player> register = List.of(
                new Player("Anna Rossi " + suffix, "Nina"),
                new Player("Bruno Verdi " + suffix, "Il Conte"),
                new Player("Carla Neri " + suffix, "Carlina"),
                new Player("Dario Blu " + suffix, null));
        for (Player p : register) {
            long player = Answers.id(
                    given().contentType(ContentType.JSON)
                            .body(
                                    p.nickname() == null
                                            ? "{\"name\": \"%s\"}".formatted(p.name())
                                            : "{\"name\": \"%s\", \"nickname\": \"%s\"}"
                                                    .formatted(p.name(), p.nickname()))
                            .post("/api/players"),
                    201);
            long entry = Answers.id(
                    given().contentType(ContentType.JSON)
                            .body("{\"playerId\": %d}".formatted(player))
                            .post("/api/tournaments/{id}/entries", t),
                    201);
            players.put(entry, p);
        }
        FloorFixtures.draw(t, 7);
        return t;
    }

    /** Each element of {@code list} in {@code answer} has the name and nickname of its entry's player. */
    private void assertNamed(JsonPath answer, String list, int size) {
        List<Map<String, Object>> lines = answer.getList(list);
        assertEquals(size, lines.size(), list);
        for (Map<String, Object> line : lines) {
            Player player = players.get(((Number) line.get("entry")).longValue());
            assertEquals(player.name(), line.get("name"), list + ": " + line);
            assertEquals(player.nickname(), line.get("nickname"), list + ": " + line);
        }
    }

    @Test
    void aHandsAnswerNamesThePlayersOfItsStacksSeatsAndEliminations() {
        long t = namedTableOfFour();
        JsonPath answer = Hands.enterNew(t, """
                        {"entryId": "%s", "button": 4, "players": [
                          {"seat": 1, "contributed": 20000, "folded": false, "cards": ["Ah", "Ad", "Ac", "9s", "8s"]},
                          {"seat": 2, "contributed": 1000, "folded": true},
                          {"seat": 3, "contributed": 1000, "folded": true},
                          {"seat": 4, "contributed": 20000, "folded": false, "cards": ["Kh", "Kd", "7c", "7d", "10s"]}]}""").statusCode(200).extract().jsonPath();
        assertNamed(answer, "stacks", 4);
        assertNamed(answer, "players", 4);
        assertNamed(answer, "eliminated", 1);
        assertEquals(List.of(1, 2, 3, 4), answer.getList("players.seat", Integer.class));
        assertEquals(
                answer.getLong("players.find { it.seat == 1 }.entry"),
                answer.getLong("stacks.find { it.seat == 1 }.entry"),
                "the seat that took the payout is named in players");

        JsonPath again =
                Answers.json(given().get("/api/tournaments/{id}/hands/{hand}", t, answer.getLong("hand")), 200);
        assertNamed(again, "stacks", 4);
        assertNamed(again, "players", 4);
    }

    @Test
    void aTablesStacksNameTheirPlayersWhenAskedAndKeepTheirShapeOtherwise() {
        long t = namedTableOfFour();
        Map<String, Integer> bySeat = Answers.json(given().get("/api/tournaments/{id}/tables/1/stacks", t), 200)
                .getMap("$");
        assertEquals(Map.of("1", 20_000, "2", 20_000, "3", 20_000, "4", 20_000), bySeat);
        JsonPath named = given().queryParam("players", true)
                .get("/api/tournaments/{id}/tables/1/stacks", t)
                .then()
                .statusCode(200)
                .body(Json.at("seats.chips", equalTo(List.of(20_000, 20_000, 20_000, 20_000))))
                .extract()
                .jsonPath();
        assertNamed(named, "seats", 4);
    }

    @Test
    void aChipCountAndARulingNameTheirPlayers() {
        long t = namedTableOfFour();
        JsonPath count = Answers.json(
                given().contentType(ContentType.JSON)
                        .body("{\"reason\": \"recount\", \"counts\": [{\"seat\": 2, \"chips\": 19000}, "
                                + "{\"seat\": 3, \"chips\": 21000}]}")
                        .post("/api/tournaments/{id}/tables/1/chip-counts", t),
                200);
        assertNamed(count, "stacks", 2);

        // docs/rules.md#italian: a cycle of three straight flushes holds the pot for a ruling
        long hand = Hands.enterNew(t, """
                        {"entryId": "%s", "button": 4, "players": [
                          {"seat": 1, "contributed": 5000, "folded": false, "cards": ["Ah", "Kh", "Qh", "Jh", "10h"]},
                          {"seat": 2, "contributed": 5000, "folded": false, "cards": ["Kd", "Qd", "Jd", "10d", "9d"]},
                          {"seat": 3, "contributed": 5000, "folded": false, "cards": ["As", "7s", "8s", "9s", "10s"]},
                          {"seat": 4, "contributed": 1000, "folded": true}]}""")
                .statusCode(200)
                .body(Json.at("status", equalTo("PENDING_RULING")))
                .extract()
                .jsonPath()
                .getLong("hand");
        JsonPath ruled = Answers.json(
                given().contentType(ContentType.JSON)
                        .body("{\"pots\": [{\"pot\": \"main\", \"winners\": [1]}]}")
                        .post("/api/tournaments/{id}/hands/{hand}/ruling", t, hand),
                200);
        assertNamed(ruled, "players", 4);
    }

    @Test
    void aTableResultNamesThePlayersOfItsPlaces() {
        long t = namedTableOfFour();
        JsonPath closed = given().contentType(ContentType.JSON)
                .body("{}")
                .post("/api/tournaments/{id}/tables/1/games/1/result", t)
                .then()
                .statusCode(201)
                .body(Json.at("warnings", nullValue()))
                .extract()
                .jsonPath();
        assertNamed(closed, "places", 4);
        JsonPath history = Answers.json(given().get("/api/tournaments/{id}/results", t), 200);
        assertNamed(history, "[0].places", 4);
        JsonPath one = Answers.json(given().get("/api/tournaments/{id}/results/{r}", t, closed.getLong("id")), 200);
        assertNamed(one, "places", 4);
        assertNull(one.get("places.find { it.nickname == null }.nickname"));
    }

    @Test
    void aGameClosedWithTimeLeftOnItsClockIsClosedWithATimeLeftWarning() {
        long t = namedTableOfFour();
        Evenings.clock(t, "start");
        given().contentType(ContentType.JSON)
                .body("{}")
                .post("/api/tournaments/{id}/tables/1/games/1/result", t)
                .then()
                .statusCode(201)
                .body(Json.at("status", equalTo("ACTIVE")))
                .body(Json.at("places", hasSize(4)))
                .body(Json.at("warnings", hasSize(1)))
                .body(Json.at("warnings[0].code", equalTo("time-left")))
                .body(Json.at(
                        "warnings[0].minutesLeft",
                        both(greaterThanOrEqualTo(58)).and(lessThanOrEqualTo(60))));
        given().get("/api/tournaments/{id}/results", t).then().statusCode(200).body(Json.at("size()", equalTo(1)));
    }
}
