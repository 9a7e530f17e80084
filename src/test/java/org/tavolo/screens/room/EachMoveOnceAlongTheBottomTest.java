package org.tavolo.screens.room;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;

/**
 * docs/room-screens.md#each-move-once: a move runs along the bottom of the TV clock by itself; announced from the
 * floor board it becomes one announcement, however often the button is pressed, and runs as that announcement alone,
 * never a second time among the moves.
 */
@QuarkusTest
class EachMoveOnceAlongTheBottomTest {

    private static String ticker(long t) {
        return Answers.text(given().queryParam("lang", "it").get("/tournaments/{id}/clock/ticker", t), 200);
    }

    private static int times(String text, String name) {
        return text.split(Pattern.quote(name), -1).length - 1;
    }

    private static void announceFromTheBoard(long t) {
        given().redirects()
                .follow(false)
                .contentType(ContentType.URLENC)
                .queryParam("lang", "it")
                .post("/console/tournaments/{id}/board/announce", t)
                .then()
                .statusCode(303);
    }

    @Test
    void aMoveNeverAnnouncedIsAnnouncedOnceAndRunsOnceHoweverOftenTheButtonIsPressed() {
        long t = RoomFixtures.holdemOfFourteen();
        String name = Evenings.moveTheFirstPlayerToTheNextTable(t);
        assertEquals(1, times(ticker(t), name), "the move runs by itself: " + ticker(t));

        announceFromTheBoard(t);
        List<String> said =
                given().get("/api/tournaments/{id}/announcements", t).jsonPath().getList("text", String.class);
        assertEquals(1, said.size(), "a move never announced is announced: " + said);
        assertEquals(1, times(said.get(0), name), said.get(0));
        assertEquals(1, times(ticker(t), name), "announced, it runs once: " + ticker(t));

        announceFromTheBoard(t);
        announceFromTheBoard(t);
        assertEquals(
                said,
                given().get("/api/tournaments/{id}/announcements", t).jsonPath().getList("text", String.class),
                "pressed again, nothing more is announced");
        assertEquals(1, times(ticker(t), name), "and it still runs once: " + ticker(t));
    }
}
