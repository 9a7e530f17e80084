package org.tavolo.security;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.result.ResultApi;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Bound;
import org.tavolo.testing.Evenings;

/**
 * docs/security.md#director-accesses: a director's access ends when the tournament finishes, the
 * finish read per format from the stored games (Italian: the round's last game closed at every
 * table; Hold'em: a winner; Chinese poker: the match closed at every table). It works up to the
 * finishing action and is refused on its very next request, over a session cookie and HTTP Basic.
 */
@QuarkusTest
class AccessEndsWithTournamentTest {

    private static final String STACKS = "/api/tournaments/{id}/tables/1/stacks";

    /** A director signed in with the form, and the same access over HTTP Basic. */
    private record Signed(Directors access, String cookie) {

        static Signed in(long t) {
            Directors d = Directors.issue(t, 1);
            return new Signed(d, d.signIn());
        }

        void isLetIn(long t) {
            Directors.withSession(cookie).get(STACKS, t).then().statusCode(200);
            access.basic().get(STACKS, t).then().statusCode(200);
        }

        void isRefused(long t) {
            Directors.withSession(cookie).get(STACKS, t).then().statusCode(403);
            access.basic().get(STACKS, t).then().statusCode(401);
            Instant expiresAt =
                    Instant.parse(Answers.json(given().get("/api/tournaments/{id}/director-accesses", t), 200)
                            .getString("find { it.id == " + access.id() + " }.expiresAt"));
            assertTrue(!expiresAt.isAfter(Instant.now()), "the access is shown ended, at " + expiresAt);
        }
    }

    @Test
    void anItalianAccessEndsWhenTheRoundsLastGameIsClosedAtEveryTable() {
        long t = Evenings.drawn("ITALIAN_DRAW", 8);
        Signed director = Signed.in(t);
        FloorFixtures.closeEveryTable(t, 1);
        director.isLetIn(t);
        ResultApi.drawNextGame(t, 8);
        List<Integer> tables = FloorFixtures.tables(t).getList("number", Integer.class);
        ResultApi.closeGame(t, tables.get(0), 2, "{}").statusCode(201);
        director.isLetIn(t);

        ResultApi.closeGame(t, tables.get(1), 2, "{}").statusCode(201);

        director.isRefused(t);
    }

    @Test
    void aHoldemAccessEndsWithTheWinnerTheDirectorsOwnHandMakes() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 5, 5);
        Signed director = Signed.in(t);
        director.isLetIn(t);

        Directors.withSession(director.cookie())
                .contentType(ContentType.JSON)
                .body(Bound.hand(t, 1, """
                        {"entryId": "%s", "button": 5, "board": ["2c", "7d", "9h", "Jc", "Ks"], "players": [
                          {"seat": 1, "contributed": 6000, "folded": false, "cards": ["Ah", "Ad"]},
                          {"seat": 2, "contributed": 6000, "folded": false, "cards": ["3c", "4d"]},
                          {"seat": 3, "contributed": 6000, "folded": false, "cards": ["3h", "4h"]},
                          {"seat": 4, "contributed": 6000, "folded": false, "cards": ["5s", "6s"]},
                          {"seat": 5, "contributed": 6000, "folded": false, "cards": ["3s", "4s"]}]}""".formatted(UUID.randomUUID())))
                .post("/api/tournaments/{id}/tables/1/hands", t)
                .then()
                .statusCode(200);

        director.isRefused(t);
    }

    @Test
    void aChineseAccessEndsWhenTheMatchIsClosedAtEveryTable() {
        long t = Evenings.drawn("CHINESE_POKER", 8, 3);
        Signed director = Signed.in(t);
        List<Long> first = ResultApi.seatedAt(t, 1);
        List<Long> second = ResultApi.seatedAt(t, 2);
        ResultApi.recordMatch(t, 1, 1, points(first)).statusCode(201);
        director.isLetIn(t);

        ResultApi.recordMatch(t, 2, 1, points(second)).statusCode(201);

        director.isRefused(t);
    }

    private static String points(List<Long> seated) {
        return ResultApi.victoryPoints(seated.get(0), 9, seated.get(1), 4, seated.get(2), 2, seated.get(3), 1);
    }
}
