package org.tavolo.hand;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.testing.Evenings.italianTableOfFour;
import static org.tavolo.testing.TableOne.stacks;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Hands;
import org.tavolo.testing.Json;

/**
 * docs/rules.md#opener, #buio, #covering-the-ante: an Italian hand that names its opener is checked against the
 * opening that was made (003 «Apertura», «Apertura al buio», «Controbuio», «Resti»; 001 «LE APERTURE»).
 */
@QuarkusTest
class ItalianOpenerResourceTest {

    private static final Map<String, Integer> UNTOUCHED = Map.of("1", 20_000, "2", 20_000, "3", 20_000, "4", 20_000);

    private static ValidatableResponse enter(long t, String opener, String players) {
        return Hands.italian(t, players, opener.isEmpty() ? "" : ", \"opener\": " + opener);
    }

    /** Seat 1's trips take 17,500 from seat 3's two pair: seat 3 is left with 2,500. */
    private static long seatThreeLeftWithTwentyFiveHundred() {
        long t = italianTableOfFour();
        enter(t, "", """
                        {"seat": 1, "contributed": 17500, "folded": false, "cards": ["Ah", "Ad", "Ac", "9s", "8s"]},
                        {"seat": 2, "contributed": 1000, "folded": true},
                        {"seat": 3, "contributed": 17500, "folded": false, "cards": ["Kh", "Kd", "7c", "7d", "10s"]},
                        {"seat": 4, "contributed": 1000, "folded": true}""").statusCode(200);
        assertEquals(Map.of("1", 39_500, "2", 19_000, "3", 2_500, "4", 19_000), stacks(t));
        return t;
    }

    /** Seat 1 opens for 2,000 and seat 2 calls; seat 1's queens beat seat 2's jacks. */
    private static String openedForTwoThousand(String seatThree) {
        return """
                {"seat": 1, "contributed": 3000, "folded": false, "cards": ["Qh", "Qd", "8c", "9d", "10c"]},
                {"seat": 2, "contributed": 3000, "folded": false, "cards": ["Jh", "Jd", "7h", "8d", "Ac"]},
                %s,
                {"seat": 4, "contributed": 1000, "folded": true}""".formatted(seatThree);
    }

    @Test
    void aPlayerWhoCannotCoverTheOpeningThatWasMadeIsOutAndLeavesHisChipsInThePot() {
        long t = seatThreeLeftWithTwentyFiveHundred();
        String opener = "{\"seat\": 1, \"amount\": 2000, \"kind\": \"OPEN\"}";
        enter(t, opener, openedForTwoThousand("{\"seat\": 3, \"contributed\": 1000, \"folded\": true}"))
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/cannot-cover-ante")))
                .body(Json.at("seat", equalTo(3)))
                .body(Json.at("stack", equalTo(2_500)))
                .body(Json.at("needed", equalTo(3_000)))
                .body(Json.at("field", equalTo("players[2]")));
        assertEquals(Map.of("1", 39_500, "2", 19_000, "3", 2_500, "4", 19_000), stacks(t));

        enter(t, opener, openedForTwoThousand("{\"seat\": 3, \"contributed\": 2500, \"folded\": true}"))
                .statusCode(200)
                .body(Json.at("settlement.payouts.'1'", equalTo(9_500)))
                .body(Json.at("eliminated.seat", contains(3)));
        assertEquals(Map.of("1", 46_000, "2", 16_000, "3", 0, "4", 18_000), stacks(t));
    }

    @Test
    void withoutAnOpenerTheLeastOpeningIsCoveredAsBefore() {
        long t = seatThreeLeftWithTwentyFiveHundred();
        enter(t, "", openedForTwoThousand("{\"seat\": 3, \"contributed\": 1000, \"folded\": true}"))
                .statusCode(200);
        assertEquals(Map.of("1", 44_500, "2", 16_000, "3", 1_500, "4", 18_000), stacks(t));
    }

    @Test
    void aPlayerStillInAtTheEndCoveredTheOpening() {
        long t = italianTableOfFour();
        enter(t, "{\"seat\": 1, \"amount\": 2000, \"kind\": \"OPEN\"}", """
                        {"seat": 1, "contributed": 3000, "folded": false, "cards": ["Qh", "Qd", "8c", "9d", "10c"]},
                        {"seat": 2, "contributed": 2000, "folded": false, "cards": ["Jh", "Jd", "7h", "8d", "Ac"]},
                        {"seat": 3, "contributed": 1000, "folded": true},
                        {"seat": 4, "contributed": 1000, "folded": true}""")
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/impossible-contribution")))
                .body(Json.at("seat", equalTo(2)))
                .body(Json.at("forcedBet", equalTo(3_000)))
                .body(Json.at("field", equalTo("players[1].contributed")));
        assertEquals(UNTOUCHED, stacks(t));
    }

    @Test
    void theOpeningShownMustReachTheTablesMinimumAndAnOpenEndedStraightFlushDrawOpensAsAces() {
        long t = italianTableOfFour();
        String tens =
                "{\"seat\": 1, \"amount\": 1000, \"kind\": \"OPEN\", \"cards\": [\"10h\", \"10d\", \"7c\", \"8s\", \"Ah\"]}";
        String players = """
                {"seat": 1, "contributed": 2000, "folded": false},
                {"seat": 2, "contributed": 1000, "folded": true},
                {"seat": 3, "contributed": 1000, "folded": true},
                {"seat": 4, "contributed": 1000, "folded": true}""";
        enter(t, tens, players)
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/opening-too-weak")))
                .body(Json.at("seat", equalTo(1)))
                .body(Json.at("minimumPair", equalTo("JACK")))
                .body(Json.at("field", equalTo("opener.cards")));
        assertEquals(UNTOUCHED, stacks(t));

        // two hands nobody opened: the next needs kings; 8-9-10-J of hearts opens as two kings or two aces
        for (int i = 0; i < 2; i++) {
            Hands.enterNew(t, """
                            {"entryId": "%s", "button": 4, "opened": false, "players": [
                              {"seat": 1, "contributed": 0, "folded": true}, {"seat": 2, "contributed": 0, "folded": true},
                              {"seat": 3, "contributed": 0, "folded": true}, {"seat": 4, "contributed": 0, "folded": true}]}""").statusCode(200);
        }
        enter(t, tens.replace("10h\", \"10d\", \"7c\", \"8s\", \"Ah", "Jh\", \"Jd\", \"7c\", \"8s\", \"Ah"), players)
                .statusCode(400)
                .body(Json.at("minimumPair", equalTo("KING")));
        enter(t, tens.replace("10h\", \"10d\", \"7c\", \"8s\", \"Ah", "8h\", \"9h\", \"10h\", \"Jh\", \"Ac"), players)
                .statusCode(200)
                .body(Json.at("opening.minimumPair", equalTo("KING")))
                .body(Json.at("opening.opened", equalTo(true)));
        assertEquals(Map.of("1", 23_000, "2", 19_000, "3", 19_000, "4", 19_000), stacks(t));
    }

    @Test
    void aBuioIsTheAnteByThePlayerLeftOfTheDealerNeedsNoHandAndTakesThePotWhenNobodyPlays() {
        long t = italianTableOfFour();
        String nobodyPlays = """
                {"seat": 1, "contributed": 2000, "folded": false},
                {"seat": 2, "contributed": 1000, "folded": true},
                {"seat": 3, "contributed": 1000, "folded": true},
                {"seat": 4, "contributed": 1000, "folded": true}""";
        enter(t, "{\"seat\": 2, \"amount\": 1000, \"kind\": \"BUIO\"}", nobodyPlays)
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/blind-opening-out-of-place")))
                .body(Json.at("seat", equalTo(2)))
                .body(Json.at("field", equalTo("opener.seat")));
        enter(t, "{\"seat\": 1, \"amount\": 2000, \"kind\": \"BUIO\"}", nobodyPlays)
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/invalid-opening")))
                .body(Json.at("field", equalTo("opener.amount")));
        assertEquals(UNTOUCHED, stacks(t));

        enter(t, "{\"seat\": 1, \"amount\": 1000, \"kind\": \"BUIO\"}", nobodyPlays)
                .statusCode(200)
                .body(Json.at("opening.opened", equalTo(true)));
        assertEquals(Map.of("1", 23_000, "2", 19_000, "3", 19_000, "4", 19_000), stacks(t));
    }

    /**
     * 001: «Nel Poker all'Italiana con 5 o 6 giocatori … si può fare anche l'Over (il Contro-controbuio)», «versare il
     * doppio del valore del Controbuio»: with the dealer at 5, seat 1 makes the buio, seat 2 the controbuio, seat 3
     * the Over of 4,000 over the ante; nobody plays and seat 3 takes the pot, his uncalled 2,000 back.
     */
    @Test
    void theOverIsTwiceTheControbuioByTheThirdPlayerLeftOfTheDealerAtATableOfFive() {
        long t = Evenings.drawn("ITALIAN_DRAW", 5);
        String over = """
                        {"entryId": "%s", "button": 5, "opener": {"seat": 3, "amount": %d, "kind": "OVER"}, "players": [
                          {"seat": 1, "contributed": 2000, "folded": true},
                          {"seat": 2, "contributed": 3000, "folded": true},
                          {"seat": 3, "contributed": 5000, "folded": false},
                          {"seat": 4, "contributed": 1000, "folded": true},
                          {"seat": 5, "contributed": 1000, "folded": true}]}""";
        Hands.enter(t, 1, over.formatted(UUID.randomUUID(), 3000))
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/invalid-opening")))
                .body(Json.at("field", equalTo("opener.amount")));
        Hands.enter(t, 1, over.formatted(UUID.randomUUID(), 4000)).statusCode(200);
        assertEquals(Map.of("1", 18_000, "2", 17_000, "3", 27_000, "4", 19_000, "5", 19_000), stacks(t));
    }

    /** 001: «L'Over non è ovviamente possibile quando si gioca in 4 giocatori». */
    @Test
    void theOverIsRefusedAtATableOfFourAndNothingChanges() {
        long t = italianTableOfFour();
        enter(t, "{\"seat\": 3, \"amount\": 4000, \"kind\": \"OVER\"}", """
                        {"seat": 1, "contributed": 2000, "folded": true},
                        {"seat": 2, "contributed": 3000, "folded": true},
                        {"seat": 3, "contributed": 5000, "folded": false},
                        {"seat": 4, "contributed": 1000, "folded": true}""")
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/option-not-applicable")))
                .body(Json.at("field", equalTo("opener.kind")));
        assertEquals(UNTOUCHED, stacks(t));
    }

    @Test
    void aControbuioIsTwiceTheAnteByTheNextPlayerAndTakesThePotWhenNobodyPlays() {
        long t = italianTableOfFour();
        enter(t, "{\"seat\": 2, \"amount\": 2000, \"kind\": \"CONTROBUIO\"}", """
                        {"seat": 1, "contributed": 2000, "folded": true},
                        {"seat": 2, "contributed": 3000, "folded": false},
                        {"seat": 3, "contributed": 1000, "folded": true},
                        {"seat": 4, "contributed": 1000, "folded": true}""")
                .statusCode(200);
        assertEquals(Map.of("1", 18_000, "2", 24_000, "3", 19_000, "4", 19_000), stacks(t));
        given().get("/api/tournaments/{id}/chips", t).then().statusCode(200).body(Json.at("inStacks", equalTo(80_000)));
    }

    @Test
    void onlyAnOpenedItalianDrawHandNamesItsOpener() {
        long t = italianTableOfFour();
        Hands.enterNew(t, """
                        {"entryId": "%s", "button": 4, "opened": false, "opener": {"seat": 1, "amount": 1000, "kind": "BUIO"},
                         "players": [{"seat": 1, "contributed": 0, "folded": true}]}""")
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/option-not-applicable")))
                .body(Json.at("field", equalTo("opener")));
        assertEquals(UNTOUCHED, stacks(t));
    }
}
