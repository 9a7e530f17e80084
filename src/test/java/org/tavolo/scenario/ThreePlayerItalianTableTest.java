package org.tavolo.scenario;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.testing.Hands.atButton;
import static org.tavolo.testing.TableOne.stacks;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Json;

/**
 * docs/rules.md#three-player-tables: an organizer allows one table of three; its hands are played with
 * 28 cards, 8 to ace, the minima being A-8-9-10-J.
 */
@QuarkusTest
class ThreePlayerItalianTableTest {

    /**
     * An Italian tournament that allows a table of three (and so sets its points, which the rule book
     * leaves to the organizer), with three players drawn at it.
     */
    private static long tableOfThree() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        Map<String, Object> settings = Answers.json(given().get("/api/tournaments/{id}/settings", t), 200)
                .getMap("$");
        settings.put("oddTables", "ALLOW_THREE");
        @SuppressWarnings("unchecked")
        Map<String, Object> points = (Map<String, Object>) settings.get("pointsByTableSize");
        points.put("3", List.of(8, 4, 1));
        given().contentType(ContentType.JSON)
                .body(settings)
                .put("/api/tournaments/{id}/settings", t)
                .then()
                .statusCode(200)
                .body(Json.at("oddTables", equalTo("ALLOW_THREE")));
        FloorFixtures.entries(t, 3);
        FloorFixtures.draw(t, 7);
        assertEquals(1, FloorFixtures.tables(t).getList("number").size());
        assertEquals(3, FloorFixtures.tables(t).getList("[0].seats").size());
        return t;
    }

    @Test
    void aHandAtAThreePlayerTableIsPlayedWithTwentyEightCardsAndTheMinimaIsAceEightToJack() {
        long t = tableOfThree();
        atButton(t, 3, """
                        {"seat": 1, "contributed": 3000, "folded": false, "cards": ["Ah", "8c", "9d", "10s", "Jc"]},
                        {"seat": 2, "contributed": 3000, "folded": false, "cards": ["Kh", "Kd", "Kc", "9s", "8s"]},
                        {"seat": 3, "contributed": 1000, "folded": true}""")
                .statusCode(200)
                .body(Json.at("status", equalTo("SETTLED")))
                .body(Json.at("settlement.payouts.'1'", equalTo(7000)))
                .body(Json.at("stacks.after", contains(24_000, 17_000, 19_000)));
        assertEquals(Map.of("1", 24_000, "2", 17_000, "3", 19_000), stacks(t));
    }

    @Test
    void aSevenAtAThreePlayerTableIsNotInTheDeckAndNothingChanges() {
        long t = tableOfThree();
        atButton(t, 3, """
                        {"seat": 1, "contributed": 3000, "folded": false, "cards": ["Ah", "7c", "9d", "10s", "Jc"]},
                        {"seat": 2, "contributed": 3000, "folded": false, "cards": ["Kh", "Kd", "Kc", "9s", "8s"]},
                        {"seat": 3, "contributed": 1000, "folded": true}""")
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/card-not-in-deck")))
                .body(Json.at("card", equalTo("7c")))
                .body(Json.at("deck", equalTo(28)));
        assertEquals(Map.of("1", 20_000, "2", 20_000, "3", 20_000), stacks(t));
    }
}
