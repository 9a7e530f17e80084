package org.tavolo.hand;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.testing.Evenings.italianTableOfFour;
import static org.tavolo.testing.Hands.italian;
import static org.tavolo.testing.TableOne.stacks;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Json;

/**
 * docs/rules.md#parol (003 «Il piatto di "parol"») and #penalties: the pot of a hand in which every player passed the
 * word after the draw, and the chips of a penalty paid to the pot, are carried by the table to its next hand, through
 * the one way a table's chips change.
 */
@QuarkusTest
class ParolPotResourceTest {

    /** Seats 1 and 2 stayed with 3,000 each; 3 and 4 folded after the ante; everyone passed the word. */
    private static final String PAROL_HAND = """
            {"seat": 1, "contributed": 3000, "folded": false}, {"seat": 2, "contributed": 3000, "folded": false},
            {"seat": 3, "contributed": 1000, "folded": true}, {"seat": 4, "contributed": 1000, "folded": true}""";

    private static final String KINGS = "[\"Kh\", \"Kd\", \"7c\", \"8d\", \"9s\"]";

    private static final Map<String, Integer> AFTER_PAROL = Map.of("1", 17_000, "2", 17_000, "3", 19_000, "4", 19_000);

    private static long parolHand(long t) {
        return italian(t, PAROL_HAND, ", \"parol\": true")
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("hand");
    }

    private static JsonPath limits(long t) {
        return Answers.json(given().get("/api/tournaments/{id}/tables/1/limits", t), 200);
    }

    private static JsonPath chips(long t) {
        return Answers.json(given().get("/api/tournaments/{id}/chips", t), 200);
    }

    /** Stacks plus the carried pot are the chips in play. */
    private static void assertChipsAddUp(long t, long carried) {
        JsonPath chips = chips(t);
        assertEquals(carried, chips.getLong("carriedInPots"));
        assertEquals(80_000, chips.getLong("expected"));
        assertEquals(80_000, chips.getLong("inStacks") + chips.getLong("carriedInPots") + chips.getLong("heldInPots"));
        assertEquals(carried, limits(t).getLong("carriedPot.total"));
    }

    private static void voidHand(long t, long hand, int status) {
        given().contentType(ContentType.JSON)
                .body("{\"reason\": \"Entered by mistake\"}")
                .post("/api/tournaments/{id}/hands/{hand}/void", t, hand)
                .then()
                .log()
                .ifValidationFails()
                .statusCode(status);
    }

    @Test
    void aParolHandCarriesItsPotToTheNextHand() {
        long t = italianTableOfFour();
        String entryId = UUID.randomUUID().toString();
        JsonPath answer = italian(t, entryId, PAROL_HAND, ", \"parol\": true")
                .statusCode(200)
                .body(Json.at("carriedPot.before", equalTo(0)))
                .body(Json.at("carriedPot.after", equalTo(8_000)))
                .body(Json.at("carriedPot.parol", equalTo(true)))
                .body(Json.at("settlement.pots.size()", equalTo(0)))
                .body(Json.at("opening.nextMinimumPair", equalTo("KING")))
                .extract()
                .jsonPath();
        assertEquals(AFTER_PAROL, stacks(t));
        JsonPath limits = limits(t);
        assertEquals(8_000, limits.getLong("carriedPot.parol"));
        assertEquals(true, limits.getBoolean("carriedPot.replay"));
        assertEquals("KING", limits.getString("minimumOpening"));
        assertChipsAddUp(t, 8_000);

        // sent again with the same key: the first answer, nothing carried twice
        italian(t, entryId, PAROL_HAND, ", \"parol\": true")
                .statusCode(200)
                .body(Json.at("hand", equalTo(answer.getInt("hand"))));
        assertEquals(AFTER_PAROL, stacks(t));
        assertChipsAddUp(t, 8_000);
    }

    @Test
    void theNextHandsWinnerTakesTheCarriedPotOpenedWithKings() {
        long t = italianTableOfFour();
        parolHand(t);
        italian(
                        t,
                        """
                        {"seat": 1, "contributed": 8000, "folded": false, "cards": %s},
                        {"seat": 2, "contributed": 8000, "folded": false, "cards": ["Ah", "Ad", "Ac", "10s", "Js"]},
                        {"seat": 3, "contributed": 0, "folded": true}, {"seat": 4, "contributed": 0, "folded": true}""".formatted(KINGS),
                        ", \"opener\": {\"seat\": 1, \"amount\": 8000, \"kind\": \"OPEN\", \"cards\": " + KINGS + "}")
                .statusCode(200)
                .body(Json.at("opening.minimumPair", equalTo("KING")))
                .body(Json.at("carriedPot.before", equalTo(8_000)))
                .body(Json.at("carriedPot.shares.'2'", equalTo(8_000)))
                .body(Json.at("carriedPot.after", equalTo(0)));
        assertEquals(Map.of("1", 9_000, "2", 33_000, "3", 19_000, "4", 19_000), stacks(t));
        assertChipsAddUp(t, 0);
        assertEquals("JACK", limits(t).getString("minimumOpening"));
    }

    @Test
    void theReplayedPotOpensWithKings() {
        long t = italianTableOfFour();
        parolHand(t);
        String queens = "[\"Qh\", \"Qd\", \"7c\", \"8d\", \"9s\"]";
        italian(
                        t,
                        """
                        {"seat": 1, "contributed": 8000, "folded": false, "cards": %s},
                        {"seat": 2, "contributed": 8000, "folded": false, "cards": ["Ah", "Ad", "Ac", "10s", "Js"]}""".formatted(queens),
                        ", \"opener\": {\"seat\": 1, \"amount\": 8000, \"kind\": \"OPEN\", \"cards\": " + queens + "}")
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/opening-too-weak")))
                .body(Json.at("minimumPair", equalTo("KING")))
                .body(Json.at("field", equalTo("opener.cards")));
        assertEquals(AFTER_PAROL, stacks(t));
        assertChipsAddUp(t, 8_000);
    }

    @Test
    void theReplayedHandTakesNoAnte() {
        long t2 = italianTableOfFour();
        parolHand(t2);
        italian(t2, """
                        {"seat": 1, "contributed": 1000, "folded": true},
                        {"seat": 2, "contributed": 8000, "folded": false, "cards": ["Ah", "Ad", "Ac", "10s", "Js"]}""", "")
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/parol-no-ante")))
                .body(Json.at("seat", equalTo(1)))
                .body(Json.at("leastBet", equalTo(8_000)))
                .body(Json.at("field", equalTo("players[0].contributed")));
        assertEquals(AFTER_PAROL, stacks(t2));
        assertChipsAddUp(t2, 8_000);
    }

    @Test
    void foldedPlayersBuyBackInByPayingWhatThePlayersWhoStayedPaid() {
        long t = italianTableOfFour();
        parolHand(t);
        String seatThree = """
                {"seat": 1, "contributed": 8000, "folded": false, "cards": %s},
                {"seat": 2, "contributed": 0, "folded": true},
                {"seat": 3, "contributed": %d, "folded": false, "cards": ["Qh", "Qd", "Qc", "7s", "8s"]},
                {"seat": 4, "contributed": 0, "folded": true}""";
        italian(t, seatThree.formatted(KINGS, 1_500), "")
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/parol-buy-back")))
                .body(Json.at("buyBack", equalTo(2_000)))
                .body(Json.at("field", equalTo("players[2].contributed")));
        assertEquals(AFTER_PAROL, stacks(t));

        italian(t, seatThree.formatted(KINGS, 10_000), "")
                .statusCode(200)
                .body(Json.at("carriedPot.shares.'3'", equalTo(10_000)));
        // seat 3 paid 2,000 to come back in and 8,000 to call; he takes 16,000 of bets, 8,000 carried and his 2,000
        assertEquals(Map.of("1", 9_000, "2", 17_000, "3", 35_000, "4", 19_000), stacks(t));
        assertChipsAddUp(t, 0);
    }

    @Test
    void aPenaltyToThePotReachesTheNextHandsPot() {
        long t = italianTableOfFour();
        long entry = given().get("/api/tournaments/{id}/tables/1/stacks?players=true", t)
                .jsonPath()
                .getLong("seats[0].entry");
        given().contentType(ContentType.JSON)
                .body("""
                        {"entryId": "%s", "entry": %d, "chips": 800, "to": "POT", "reason": "Card turned while dealing"}""".formatted(UUID.randomUUID(), entry))
                .post("/api/tournaments/{id}/tables/1/penalties", t)
                .then()
                .statusCode(200)
                .body(Json.at("totalChange", equalTo(0)));
        assertChipsAddUp(t, 800);
        assertEquals(false, limits(t).getBoolean("carriedPot.replay"));
        assertEquals("JACK", limits(t).getString("minimumOpening"));

        italian(t, """
                        {"seat": 1, "contributed": 3000, "folded": false, "cards": ["Ah", "Ad", "Ac", "9s", "8s"]},
                        {"seat": 2, "contributed": 3000, "folded": false, "cards": ["Kh", "Kd", "7c", "7d", "10s"]},
                        {"seat": 3, "contributed": 1000, "folded": true}, {"seat": 4, "contributed": 1000, "folded": true}""", "").statusCode(200).body(Json.at("carriedPot.shares.'1'", equalTo(800)));
        assertEquals(Map.of("1", 25_000, "2", 17_000, "3", 19_000, "4", 19_000), stacks(t));
        assertChipsAddUp(t, 0);
    }

    @Test
    void voidingTheLastEntryRestoresTheCarriedPot() {
        long t = italianTableOfFour();
        long parol = parolHand(t);
        long replay = italian(t, """
                        {"seat": 1, "contributed": 8000, "folded": false, "cards": %s},
                        {"seat": 2, "contributed": 8000, "folded": false, "cards": ["Ah", "Ad", "Ac", "10s", "Js"]}""".formatted(KINGS), "")
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("hand");
        assertChipsAddUp(t, 0);

        Answers.problem(
                given().contentType(ContentType.JSON)
                        .body("{\"reason\": \"Entered by mistake\"}")
                        .post("/api/tournaments/{id}/hands/{hand}/void", t, parol),
                409,
                "/problems/void-empties-carried-pot");
        assertChipsAddUp(t, 0);

        voidHand(t, replay, 200);
        assertEquals(AFTER_PAROL, stacks(t));
        assertChipsAddUp(t, 8_000);
        assertEquals("KING", limits(t).getString("minimumOpening"));

        voidHand(t, parol, 200);
        assertEquals(Map.of("1", 20_000, "2", 20_000, "3", 20_000, "4", 20_000), stacks(t));
        assertChipsAddUp(t, 0);
        assertEquals("JACK", limits(t).getString("minimumOpening"));
    }

    @Test
    void onlyAnItalianDrawHandCanBeAParolHand() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 6, 3);
        Map<String, Integer> before = stacks(t);
        italian(t, """
                        {"seat": 1, "contributed": 100, "folded": false}, {"seat": 2, "contributed": 200, "folded": false}""", ", \"parol\": true")
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/option-not-applicable")))
                .body(Json.at("field", equalTo("parol")));
        assertEquals(before, stacks(t));
    }

    @Test
    void aParolPotIsPlayedOutBeforeTheTeresinaRoundAndTheGameCloses() {
        long t = italianTableOfFour();
        parolHand(t);
        clock(t, "start");
        long left = clock(t, "pause").getLong("secondsLeft");
        given().contentType(ContentType.JSON)
                .body("{\"seconds\": %d}".formatted(left))
                .post("/api/tournaments/{id}/clock/remove-time", t)
                .then()
                .statusCode(200)
                .body(Json.at("teresinaRound", equalTo(true)));
        String teresina = """
                {"seat": 1, "contributed": 500, "folded": true}, {"seat": 2, "contributed": 500, "folded": true},
                {"seat": 3, "contributed": 1500, "folded": false, "cards": ["Ah", "Ad", "Ac", "9s", "8s"]},
                {"seat": 4, "contributed": 1500, "folded": false, "cards": ["Kh", "Kd", "7c", "7d", "10s"]}""";
        italian(t, teresina, ", \"game\": \"TERESINA\"")
                .statusCode(409)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/parol-pot-waiting")))
                .body(Json.at("carried", equalTo(8_000)));
        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body("{}")
                                .post("/api/tournaments/{id}/tables/1/games/1/result", t),
                        409,
                        "/problems/carried-pot-not-won")
                .body(Json.at("parol", equalTo(8_000)));
        assertEquals(AFTER_PAROL, stacks(t));
        assertChipsAddUp(t, 8_000);

        // the replay is played out as an Italian draw hand, then the Teresina round goes on
        italian(t, """
                        {"seat": 1, "contributed": 8000, "folded": false, "cards": %s},
                        {"seat": 2, "contributed": 8000, "folded": false, "cards": ["Ah", "Ad", "Ac", "10s", "Js"]}""".formatted(KINGS), "").statusCode(200);
        italian(t, teresina, ", \"game\": \"TERESINA\"").statusCode(200);
        assertChipsAddUp(t, 0);
    }

    /**
     * docs/rules.md#parol-end: a game does not close while its table carries a pot, whether the final stacks come
     * from the ledger or are typed; typed stacks that add up to the stacks alone would lose the carried chips.
     */
    @Test
    void aGameClosedWithTypedStacksIsRefusedWhileItsTableCarriesAPot() {
        long t = italianTableOfFour();
        parolHand(t);
        // the stacks as they stand, by entry: they add up to the chips in play less the carried pot
        Map<String, Integer> bySeat = stacks(t);
        StringBuilder typed = new StringBuilder();
        for (String place : FloorFixtures.seating(t)) {
            String seat = place.substring(place.indexOf('/') + 1, place.indexOf('='));
            String entry = place.substring(place.indexOf('=') + 1);
            typed.append(typed.length() == 0 ? "" : ", ")
                    .append("{\"entry\": %s, \"chips\": %d}".formatted(entry, bySeat.get(seat)));
        }
        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body("{\"round\": 1, \"stacks\": [" + typed + "]}")
                                .post("/api/tournaments/{id}/tables/1/games/1/result", t),
                        409,
                        "/problems/carried-pot-not-won")
                .body(Json.at("carried", equalTo(8_000)));
        assertEquals(AFTER_PAROL, stacks(t));
        assertChipsAddUp(t, 8_000);
        given().get("/api/tournaments/{id}/results", t).then().statusCode(200).body(Json.at("size()", equalTo(0)));
    }

    private static JsonPath clock(long t, String action) {
        return Answers.json(
                given().contentType(ContentType.JSON).body("{}").post("/api/tournaments/{id}/clock/" + action, t), 200);
    }
}
