package org.tavolo.calculator;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Json;

/** POST /api/settlements: docs/rules.md#side-pots and #resti with real cards, and every kind of bad input. */
@QuarkusTest
class SettlementResourceTest {

    private static ValidatableResponse settle(String body) {
        return given().contentType(ContentType.JSON)
                .body(body)
                .when()
                .post("/api/settlements")
                .then()
                .log()
                .ifValidationFails();
    }

    private static ValidatableResponse refused(String body, String code) {
        return settle(body)
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/" + code)))
                .body(Json.at("status", equalTo(400)))
                .body(not(containsString("Exception")));
    }

    /** A refusal naming the field at fault. */
    private static ValidatableResponse refused(String body, String code, String field) {
        return refused(body, code).body(Json.at("field", equalTo(field)));
    }

    /** A refusal naming the field at fault and the seat it is about. */
    private static ValidatableResponse refused(String body, String code, String field, int seat) {
        return refused(body, code, field).body(Json.at("seat", equalTo(seat)));
    }

    @Test
    void uncalledExcessIsReturnedAndThePotGoesToTheBestHand() {
        // Seed 002 example 1 on a board: Pippo (1) all in, Pluto (2) folds, Paperino (3) calls with his last chips.
        settle("""
                {"game": "TEXAS_HOLDEM", "chipUnit": 10, "button": 3,
                 "board": ["Ah","Kd","7c","7d","2s"],
                 "players": [{"seat": 1, "contributed": 120, "folded": false, "cards": ["As","Kc"]},
                             {"seat": 2, "contributed": 20, "folded": true},
                             {"seat": 3, "contributed": 50, "folded": false, "cards": ["Qh","Qd"]}]}""")
                .statusCode(200)
                .body(Json.at("returned.'1'", equalTo(70)))
                .body(Json.at("pots.size()", equalTo(1)))
                .body(Json.at("pots[0].name", equalTo("main")))
                .body(Json.at("pots[0].amount", equalTo(120)))
                .body(Json.at("pots[0].eligible", contains(1, 3)))
                .body(Json.at("pots[0].winners", contains(1)))
                .body(Json.at("payouts.'1'", equalTo(190)))
                .body(Json.at("payouts.'2'", equalTo(0)))
                .body(Json.at("payouts.'3'", equalTo(0)))
                .body(Json.at("unawarded", empty()))
                .body(Json.at("hands.'1'.category", equalTo("TWO_PAIR")))
                .body(Json.at("hands.'1'.cards", contains("Ah", "As", "Kd", "Kc", "7c")));
    }

    @Test
    void sidePotGoesToTheBestHandAmongThoseWhoReachedIt() {
        // Seed 002 example 2: Paperino (3) has the best hand but only wins the main pot of 150.
        settle("""
                {"game": "TEXAS_HOLDEM", "chipUnit": 10, "button": 3,
                 "board": ["Ah","Kd","7c","7d","2s"],
                 "players": [{"seat": 1, "contributed": 120, "folded": false, "cards": ["As","Kc"]},
                             {"seat": 2, "contributed": 120, "folded": false, "cards": ["9s","9d"]},
                             {"seat": 3, "contributed": 50, "folded": false, "cards": ["7h","7s"]}]}""")
                .statusCode(200)
                .body(Json.at("pots.amount", contains(150, 140)))
                .body(Json.at("pots[0].eligible", contains(1, 2, 3)))
                .body(Json.at("pots[0].winners", contains(3)))
                .body(Json.at("pots[1].name", equalTo("side 1")))
                .body(Json.at("pots[1].eligible", contains(1, 2)))
                .body(Json.at("pots[1].winners", contains(1)))
                .body(Json.at("payouts.'1'", equalTo(140)))
                .body(Json.at("payouts.'2'", equalTo(0)))
                .body(Json.at("payouts.'3'", equalTo(150)));
    }

    /**
     * docs/rules.md#odd-chips: in Hold'em the odd chips go from the big blind's seat, who speaks first after the flop
     * (003). The board plays for everyone: 325 = 13 chips of 25 among seats 2, 5, 8; the button is at 5, so seat 8 is
     * the small blind and seat 9 the big blind: counting from seat 9, seat 2 comes first.
     */
    @Test
    void oddChipGoesFirstToTheSeatsFromTheBigBlindInHoldem() {
        settle("""
                {"game": "TEXAS_HOLDEM", "chipUnit": 25, "button": 5,
                 "board": ["Ah","Kh","Qh","Jh","Th"],
                 "players": [{"seat": 2, "contributed": 100, "folded": false, "cards": ["2c","3d"]},
                             {"seat": 5, "contributed": 100, "folded": false, "cards": ["4c","5d"]},
                             {"seat": 8, "contributed": 100, "folded": false, "cards": ["6c","7d"]},
                             {"seat": 9, "contributed": 25, "folded": true}]}""")
                .statusCode(200)
                .body(Json.at("pots[0].winners", contains(2, 5, 8)))
                .body(Json.at("pots[0].shares.'2'", equalTo(125)))
                .body(Json.at("pots[0].shares.'8'", equalTo(100)))
                .body(Json.at("payouts.'2'", equalTo(125)))
                .body(Json.at("payouts.'5'", equalTo(100)))
                .body(Json.at("payouts.'8'", equalTo(100)))
                .body(Json.at("payouts.'9'", equalTo(0)));
    }

    /** The table: button 3, blinds 4 and 5; seats 1 and 4 split 275: seat 1 speaks first after the flop. */
    @Test
    void oddChipOfAHoldemSplitGoesToTheFirstToSpeakAfterTheFlopNotTheFirstLeftOfTheButton() {
        settle("""
                {"game": "TEXAS_HOLDEM", "chipUnit": 25, "button": 3, "seats": [1, 2, 3, 4, 5],
                 "board": ["Ah","Kh","Qh","Jh","Th"],
                 "players": [{"seat": 1, "contributed": 100, "folded": false, "cards": ["2c","3d"]},
                             {"seat": 4, "contributed": 100, "folded": false, "cards": ["4c","5d"]},
                             {"seat": 5, "contributed": 75, "folded": true}]}""")
                .statusCode(200)
                .body(Json.at("payouts.'1'", equalTo(150)))
                .body(Json.at("payouts.'4'", equalTo(125)));
    }

    /** Other games keep 004's order from the first seat left of the button (Seven-card stud: seat 4, then seat 1). */
    @Test
    void oddChipGoesToTheFirstSeatLeftOfTheButtonOutsideHoldem() {
        settle("""
                {"game": "SEVEN_CARD_STUD", "chipUnit": 25, "button": 3, "seats": [1, 2, 3, 4, 5],
                 "players": [{"seat": 1, "contributed": 100, "folded": false,
                              "cards": ["Ah","Kh","Qd","Jc","9s","4d","3c"]},
                             {"seat": 4, "contributed": 100, "folded": false,
                              "cards": ["As","Ks","Qh","Jd","9c","4h","3d"]},
                             {"seat": 5, "contributed": 75, "folded": true}]}""")
                .statusCode(200)
                .body(Json.at("payouts.'4'", equalTo(150)))
                .body(Json.at("payouts.'1'", equalTo(125)));
    }

    /** docs/rules.md#straight-flushes, 001: under {@code SPLIT} two straight flushes share the pot. */
    @Test
    void twoStraightFlushesSplitThePotUnderSplit() {
        settle("""
                {"game": "ITALIAN_DRAW", "deck": 32, "straightFlushRule": "SPLIT", "chipUnit": 100, "button": 1,
                 "seats": [1, 2, 3, 4],
                 "players": [{"seat": 1, "contributed": 100, "folded": true},
                             {"seat": 2, "contributed": 1000, "folded": false, "cards": ["Ah","Kh","Qh","Jh","Th"]},
                             {"seat": 3, "contributed": 1000, "folded": false, "cards": ["As","7s","8s","9s","Ts"]}]}""")
                .statusCode(200)
                .body(Json.at("pots[0].winners", contains(2, 3)))
                .body(Json.at("payouts.'2'", equalTo(1100)))
                .body(Json.at("payouts.'3'", equalTo(1000)));
    }

    @Test
    void handWonWithoutShowdownNeedsNoCards() {
        settle("""
                {"game": "TEXAS_HOLDEM", "chipUnit": 25, "button": 1,
                 "players": [{"seat": 1, "contributed": 0, "folded": true},
                             {"seat": 2, "contributed": 25, "folded": true},
                             {"seat": 3, "contributed": 300, "folded": false}]}""")
                .statusCode(200)
                .body(Json.at("returned.'3'", equalTo(275)))
                .body(Json.at("pots[0].amount", equalTo(50)))
                .body(Json.at("pots[0].winners", contains(3)))
                .body(Json.at("payouts.'3'", equalTo(325)))
                .body(Json.at("payouts.'2'", equalTo(0)));
    }

    @Test
    void italianRestiWinnerCollectsFromEachOpponentAtMostHisOwnResto() {
        settle("""
                {"game": "ITALIAN_DRAW", "chipUnit": 100, "button": 4, "deck": 32,
                 "players": [{"seat": 1, "contributed": 3000, "folded": false, "cards": ["Ah","Ad","Ac","8s","8h"]},
                             {"seat": 2, "contributed": 8000, "folded": false, "cards": ["Kh","Kd","Qc","Qs","9h"]},
                             {"seat": 3, "contributed": 8000, "folded": false, "cards": ["Jh","Jd","Tc","Ts","7h"]},
                             {"seat": 4, "contributed": 1000, "folded": true}]}""")
                .statusCode(200)
                .body(Json.at("pots.amount", contains(10000, 10000)))
                .body(Json.at("payouts.'1'", equalTo(10000)))
                .body(Json.at("payouts.'2'", equalTo(10000)))
                .body(Json.at("payouts.'3'", equalTo(0)))
                .body(Json.at("payouts.'4'", equalTo(0)))
                .body(Json.at("hands.'1'.category", equalTo("FULL_HOUSE")));
    }

    @Test
    void italianStraightFlushCycleLeavesThePotToTheDirector() {
        // Hearts royal > diamonds K-high straight flush > spades minima > hearts royal (docs/rules.md#italian).
        settle("""
                {"game": "ITALIAN_DRAW", "chipUnit": 100, "button": 1, "deck": 32,
                 "players": [{"seat": 1, "contributed": 2000, "folded": false, "cards": ["Ah","Kh","Qh","Jh","Th"]},
                             {"seat": 2, "contributed": 2000, "folded": false, "cards": ["Kd","Qd","Jd","Td","9d"]},
                             {"seat": 3, "contributed": 2000, "folded": false, "cards": ["As","7s","8s","9s","Ts"]},
                             {"seat": 4, "contributed": 1000, "folded": true}]}""")
                .statusCode(200)
                .body(Json.at("unawarded.size()", equalTo(1)))
                .body(Json.at("unawarded[0].amount", equalTo(7000)))
                .body(Json.at("unawarded[0].eligible", contains(1, 2, 3)))
                .body(Json.at("unawarded[0].detail", containsString("director")))
                .body(Json.at("pots[0].awarded", equalTo(false)))
                .body(Json.at("pots[0].winners", empty()))
                .body(Json.at("payouts.'1'", equalTo(0)))
                .body(Json.at("payouts.'2'", equalTo(0)))
                .body(Json.at("payouts.'3'", equalTo(0)));
    }

    @Test
    void amountNotAMultipleOfTheChipUnitNamesFieldAndSeat() {
        refused("""
                {"game": "TEXAS_HOLDEM", "chipUnit": 25, "button": 3,
                 "players": [{"seat": 1, "contributed": 100, "folded": false},
                             {"seat": 3, "contributed": 30, "folded": true}]}""", "amount-not-multiple-of-unit", "players[1].contributed", 3);
    }

    @Test
    void negativeAmountNamesFieldAndSeat() {
        refused("""
                {"game": "TEXAS_HOLDEM", "chipUnit": 25, "button": 1,
                 "players": [{"seat": 1, "contributed": -25, "folded": true},
                             {"seat": 3, "contributed": 50, "folded": false}]}""", "negative-amount", "players[0].contributed", 1);
    }

    @Test
    void buttonThatIsNotASeatIsRefused() {
        refused("""
                {"game": "TEXAS_HOLDEM", "chipUnit": 25, "button": 7,
                 "players": [{"seat": 1, "contributed": 50, "folded": true},
                             {"seat": 3, "contributed": 50, "folded": false}]}""", "button-not-a-seat", "button", 7);
    }

    @Test
    void buttonMayBeAnEmptyHandedSeatListedInSeats() {
        settle("""
                {"game": "TEXAS_HOLDEM", "chipUnit": 25, "button": 7, "seats": [1, 3, 7],
                 "players": [{"seat": 1, "contributed": 50, "folded": true},
                             {"seat": 3, "contributed": 100, "folded": false}]}""").statusCode(200).body(Json.at("payouts.'3'", equalTo(150)));
    }

    @Test
    void foldedPlayerWithCardsIsRefused() {
        refused("""
                {"game": "TEXAS_HOLDEM", "chipUnit": 25, "button": 1, "board": ["Ah","Kd","7c","7d","2s"],
                 "players": [{"seat": 1, "contributed": 50, "folded": false, "cards": ["As","Kc"]},
                             {"seat": 2, "contributed": 50, "folded": true, "cards": ["Qh","Qd"]},
                             {"seat": 3, "contributed": 50, "folded": false, "cards": ["Jh","Jd"]}]}""", "folded-player-with-cards", "players[1].cards", 2);
    }

    @Test
    void livePlayerWithoutCardsIsRefusedWhenAShowdownIsNeeded() {
        refused("""
                {"game": "TEXAS_HOLDEM", "chipUnit": 25, "button": 1, "board": ["Ah","Kd","7c","7d","2s"],
                 "players": [{"seat": 1, "contributed": 50, "folded": false, "cards": ["As","Kc"]},
                             {"seat": 2, "contributed": 50, "folded": false}]}""", "missing-cards", "players[1].cards", 2);
    }

    @Test
    void duplicateSeatsAreRefused() {
        refused("""
                {"game": "TEXAS_HOLDEM", "chipUnit": 25, "button": 1,
                 "players": [{"seat": 1, "contributed": 50, "folded": false},
                             {"seat": 1, "contributed": 50, "folded": true}]}""", "duplicate-seat", "players[1].seat", 1);
    }

    @Test
    void cardShownTwiceNamesTheCardAndTheSeat() {
        refused("""
                {"game": "TEXAS_HOLDEM", "chipUnit": 25, "button": 1, "board": ["Ah","Kd","7c","7d","2s"],
                 "players": [{"seat": 1, "contributed": 50, "folded": false, "cards": ["As","Kc"]},
                             {"seat": 2, "contributed": 50, "folded": false, "cards": ["Ah","Qd"]}]}""", "duplicate-card")
                .body(Json.at("card", equalTo("Ah")))
                .body(Json.at("seat", equalTo(2)))
                .body(Json.at("field", equalTo("players[1].cards")));
    }

    @Test
    void unreadableCardNamesTheSeat() {
        refused("""
                {"game": "TEXAS_HOLDEM", "chipUnit": 25, "button": 1, "board": ["Ah","Kd","7c","7d","2s"],
                 "players": [{"seat": 1, "contributed": 50, "folded": false, "cards": ["As","Kx"]},
                             {"seat": 2, "contributed": 50, "folded": false, "cards": ["Qh","Qd"]}]}""", "unknown-card")
                .body(Json.at("card", equalTo("Kx")))
                .body(Json.at("seat", equalTo(1)))
                .body(Json.at("field", equalTo("players[0].cards")));
    }

    @Test
    void italianGameWithoutDeckIsRefused() {
        refused("""
                {"game": "ITALIAN_DRAW", "chipUnit": 100, "button": 1,
                 "players": [{"seat": 1, "contributed": 1000, "folded": false},
                             {"seat": 2, "contributed": 1000, "folded": true}]}""", "missing-deck", "deck");
    }

    @Test
    void missingFieldsAreListed() {
        refused("""
                {"game": "TEXAS_HOLDEM", "button": 1, "players": [{"seat": 1, "folded": false}]}""", "validation")
                .body(Json.at("violations.field", contains("chipUnit", "players[0].contributed")))
                .body(Json.at("seat", nullValue()));
    }

    @Test
    void amountSentAsTextIsRefusedNamingTheField() {
        refused("""
                {"game": "TEXAS_HOLDEM", "chipUnit": 25, "button": 1,
                 "players": [{"seat": 1, "contributed": "50", "folded": false}]}""", "invalid-field", "players[0].contributed");
    }

    @Test
    void playerNotSeatedAtTheTableIsRefused() {
        refused("""
                {"game": "TEXAS_HOLDEM", "chipUnit": 25, "button": 1, "seats": [1, 2, 3],
                 "players": [{"seat": 1, "contributed": 50, "folded": true},
                             {"seat": 5, "contributed": 50, "folded": false}]}""", "seat-not-at-table", "players[1].seat", 5);
    }

    @Test
    void seatNumbersStartAtOne() {
        refused("""
                {"game": "TEXAS_HOLDEM", "chipUnit": 25, "button": 1,
                 "players": [{"seat": 1, "contributed": 50, "folded": true},
                             {"seat": 0, "contributed": 50, "folded": false}]}""", "invalid-seat", "players[1].seat", 0);
    }

    @Test
    void chipUnitMustBePositive() {
        refused("""
                {"game": "TEXAS_HOLDEM", "chipUnit": 0, "button": 1,
                 "players": [{"seat": 1, "contributed": 50, "folded": true},
                             {"seat": 2, "contributed": 50, "folded": false}]}""", "invalid-chip-unit", "chipUnit");
    }

    @Test
    void everyoneFoldedIsRefused() {
        refused("""
                {"game": "TEXAS_HOLDEM", "chipUnit": 25, "button": 1,
                 "players": [{"seat": 1, "contributed": 50, "folded": true},
                             {"seat": 2, "contributed": 50, "folded": true}]}""", "no-live-player");
    }

    @Test
    void boardWithTheWrongNumberOfCardsNamesTheBoard() {
        refused("""
                {"game": "TEXAS_HOLDEM", "chipUnit": 25, "button": 1, "board": ["Ah","Kd","7c"],
                 "players": [{"seat": 1, "contributed": 50, "folded": false, "cards": ["As","Kc"]},
                             {"seat": 2, "contributed": 50, "folded": false, "cards": ["Qh","Qd"]}]}""", "wrong-card-count", "board");
    }
}
