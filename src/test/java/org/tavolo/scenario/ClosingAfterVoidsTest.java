package org.tavolo.scenario;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.testing.Evenings.italianTableOfFour;
import static org.tavolo.testing.TableOne.stacks;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Hands;
import org.tavolo.testing.Json;

/**
 * Voids and the hands after them. A void that would take back chips a later hand already spent is
 * refused with a 409 naming the entry (void the later hand first). A void that gives chips back to a
 * player whose later bust still stands leaves the table in a state no close can rank
 * (docs/results.md#closing-a-table): the close from the ledger is refused with a 409 that names the
 * player and the hand to void first, and nothing is recorded.
 */
@QuarkusTest
class ClosingAfterVoidsTest {

    /** Everyone antes 1,000; seat 1 takes the pot, seat 4 folds. */
    private static final String SEAT_1_WINS = """
            {"entryId": "%s", "button": 4, "players": [
              {"seat": 1, "contributed": 2000, "folded": false},
              {"seat": 2, "contributed": 1000, "folded": true},
              {"seat": 3, "contributed": 1000, "folded": true},
              {"seat": 4, "contributed": 1000, "folded": true}]}""";

    /** Seat 4 goes all in with 19,000 and two pair; seat 1 calls with trips and busts him. */
    private static final String SEAT_4_BUSTS = """
            {"entryId": "%s", "button": 4, "players": [
              {"seat": 1, "contributed": 19000, "folded": false, "cards": ["Ah", "Ad", "Ac", "9s", "8s"]},
              {"seat": 2, "contributed": 1000, "folded": true},
              {"seat": 3, "contributed": 1000, "folded": true},
              {"seat": 4, "contributed": 19000, "folded": false, "cards": ["Kh", "Kd", "7c", "7d", "10s"]}]}""";

    private static ValidatableResponse hand(long t, String body) {
        return Hands.enter(t, 1, body.formatted(UUID.randomUUID())).statusCode(200);
    }

    @Test
    void aVoidThatWouldLeaveALaterStackBelowZeroIsAConflictNamingTheEntryAndChangesNothing() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 5);
        List<Integer> seats =
                stacks(t).keySet().stream().map(Integer::valueOf).sorted().toList();
        int a = seats.get(0);
        int b = seats.get(1);
        int c = seats.get(2);
        String others = seats.subList(1, seats.size()).stream()
                .map(seat -> ", {\"seat\": %d, \"contributed\": 500, \"folded\": true}".formatted(seat))
                .collect(Collectors.joining());
        // a wins 2,000 (8,000), then folds 5,500 to b and 2,400 to c: 100 left
        long won = holdem(t, a, "{\"seat\": %d, \"contributed\": 500, \"folded\": false}".formatted(a) + others);
        // the blinds are posted by the two seats left of the button (docs/rules.md#blinds-by-position)
        holdem(t, seats.get(4), foldsTo(a, b, 5_500));
        holdem(
                t,
                b,
                foldsTo(a, c, 2_400)
                        + ", {\"seat\": %d, \"contributed\": 50, \"folded\": true}".formatted(seats.get(3)));
        Map<String, Integer> before = stacks(t);
        assertEquals(100, before.get(String.valueOf(a)));

        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body("{\"reason\": \"entered at the wrong table\"}")
                                .post("/api/tournaments/{id}/hands/{hand}/void", t, won),
                        409,
                        "/problems/void-leaves-negative-stack")
                .body(Json.at("stack", equalTo(100)));
        assertEquals(before, stacks(t));
        given().get("/api/tournaments/{id}/hands/{hand}", t, won)
                .then()
                .statusCode(200)
                .body(Json.at("status", equalTo("SETTLED")));
    }

    private static String foldsTo(int folds, int wins, long chips) {
        return "{\"seat\": %d, \"contributed\": %d, \"folded\": true}, ".formatted(folds, chips)
                + "{\"seat\": %d, \"contributed\": %d, \"folded\": false}".formatted(wins, chips);
    }

    private static long holdem(long t, int button, String players) {
        return Hands.enter(
                        t,
                        1,
                        "{\"entryId\": \"%s\", \"button\": %d, \"players\": [%s]}"
                                .formatted(UUID.randomUUID(), button, players))
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("hand");
    }

    @Test
    void aCloseAfterAVoidGaveChipsBackToAPlayerWhoseLaterBustStandsIsAConflictNamingTheHandToVoid() {
        long t = italianTableOfFour();
        long bust = bustStandingAfterVoid(t, SEAT_1_WINS, SEAT_4_BUSTS);
        Map<String, Integer> before = stacks(t);
        assertEquals(1000, before.get("4"));

        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body("{}")
                                .post("/api/tournaments/{id}/tables/1/games/1/result", t),
                        409,
                        "/problems/busted-player-holds-chips")
                .body(Json.at("hand", equalTo((int) bust)))
                .body(Json.at("chips", equalTo(1000)));
        given().get("/api/tournaments/{id}/results", t).then().statusCode(200).body(Json.at("size()", equalTo(0)));
        assertEquals(before, stacks(t));

        voidHand(t, bust, "the bust came from the hand entered twice").statusCode(200);
        given().contentType(ContentType.JSON)
                .body("{}")
                .post("/api/tournaments/{id}/tables/1/games/1/result", t)
                .then()
                .statusCode(201)
                .body(Json.at("places.chips", everyItem(equalTo(20_000))));
    }

    /**
     * Enters {@code first}, then {@code busting}, in which seat 4 busts, and voids the first as
     * entered twice: seat 4 holds chips again while its bust still stands. Answers the busting hand.
     */
    private static long bustStandingAfterVoid(long t, String first, String busting) {
        long firstHand = hand(t, first).extract().jsonPath().getLong("hand");
        long bust = hand(t, busting)
                .body(Json.at("eliminated[0].seat", equalTo(4)))
                .extract()
                .jsonPath()
                .getLong("hand");
        voidHand(t, firstHand, "entered twice").statusCode(200);
        return bust;
    }

    private static ValidatableResponse voidHand(long t, long hand, String reason) {
        return given().contentType(ContentType.JSON)
                .body("{\"reason\": \"" + reason + "\"}")
                .post("/api/tournaments/{id}/hands/{hand}/void", t, hand)
                .then();
    }

    /** Seat 1 (trips) and seat 4 (two pair) each put in {@code chips}; seats 2 and 3 fold their ante. */
    private static String seatFourLoses(long chips) {
        return """
                {"entryId": "%%s", "button": 4, "players": [
                  {"seat": 1, "contributed": %d, "folded": false, "cards": ["Ah", "Ad", "Ac", "9s", "8s"]},
                  {"seat": 2, "contributed": 1000, "folded": true},
                  {"seat": 3, "contributed": 1000, "folded": true},
                  {"seat": 4, "contributed": %d, "folded": false, "cards": ["Kh", "Kd", "7c", "7d", "10s"]}]}""".formatted(chips, chips);
    }

    @Test
    void aHandThatBustsAPlayerWhoseEarlierBustStillStandsIsAConflictNamingThatHand() {
        long t = italianTableOfFour();
        long bust = bustStandingAfterVoid(t, seatFourLoses(5_000), seatFourLoses(15_000));
        Map<String, Integer> before = stacks(t);
        assertEquals(5_000, before.get("4"));

        Hands.enter(t, 1, seatFourLoses(5_000).formatted(UUID.randomUUID()))
                .statusCode(409)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/bust-already-stands")))
                .body(Json.at("hand", equalTo((int) bust)));
        assertEquals(before, stacks(t));
    }
}
