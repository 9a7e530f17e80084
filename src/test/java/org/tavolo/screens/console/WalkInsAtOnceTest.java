package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.player.Player;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Race;

/**
 * docs/console.md#walk-ins: walk-ins sent at the same moment are taken one after the other under the tournament's
 * lock. The same form sent twice at once (a double tap) answers the same twice and makes one entry; late walk-ins
 * sent at once are all entered and seated, never answered with a conflict.
 */
@QuarkusTest
class WalkInsAtOnceTest {

    private static Response walkIn(long t, String key, String name) {
        return given().contentType(ContentType.URLENC)
                .header("Accept-Language", "it-IT")
                .redirects()
                .follow(false)
                .formParam("key", key)
                .formParam("name", name)
                .post("/console/tournaments/{id}/entries/walk-in", t);
    }

    private static List<String> entered(long t) {
        return given().get("/api/tournaments/{id}/entries", t).jsonPath().getList("playerName", String.class);
    }

    @Test
    void theSameWalkInSentTwiceAtOnceAnswersTheSameTwiceAndEntersOnePlayer() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        String name = "Double " + UUID.randomUUID().toString().substring(0, 8);
        String key = UUID.randomUUID().toString();

        List<Race.Answer> answers = Race.of(2, i -> () -> walkIn(t, key, name));

        assertEquals(303, answers.get(0).status(), answers.get(0).body());
        assertEquals(answers.get(0), answers.get(1), "a resend at once answers as the first");
        assertEquals(1, entered(t).stream().filter(name::equals).count());
        assertEquals(1, QuarkusTransaction.requiringNew().call(() -> Player.findByName(name)
                .size()));
    }

    @Test
    void fourLateWalkInsAtOnceAreAllEnteredAndSeated() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        FloorFixtures.patchSettings(t, "{\"lateRegistrationUntilLevel\": 2}");
        FloorFixtures.entries(t, 12); // two tables, with seats left for four more
        FloorFixtures.draw(t, 7L);
        String batch = UUID.randomUUID().toString().substring(0, 8);
        List<String> names =
                List.of(1, 2, 3, 4).stream().map(i -> "Late " + batch + " " + i).toList();

        List<Race.Answer> answers =
                Race.of(4, i -> () -> walkIn(t, UUID.randomUUID().toString(), names.get(i)));

        for (Race.Answer answer : answers) {
            assertEquals(303, answer.status(), answer.body());
        }
        assertTrue(entered(t).containsAll(names), entered(t).toString());
        for (String name : names) {
            Integer table = given().get("/api/tournaments/{id}/entries", t)
                    .jsonPath()
                    .get("find { it.playerName == '%s' }.table".formatted(name));
            assertTrue(table != null, name + " is seated");
        }
    }
}
