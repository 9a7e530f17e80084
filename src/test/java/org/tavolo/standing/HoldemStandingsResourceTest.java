package org.tavolo.standing;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Hands;
import org.tavolo.testing.Json;

/** docs/rules.md#holdem-tournament through the API: Hold'em finishing places from the hands entered, with league points. */
@QuarkusTest
class HoldemStandingsResourceTest {

    private static final String BOARD = "[\"2c\", \"7d\", \"9h\", \"Jc\", \"Ks\"]";

    private static ValidatableResponse allIn(long t, String players) {
        return allIn(t, 5, players);
    }

    private static ValidatableResponse allIn(long t, int button, String players) {
        return Hands.enter(
                        t,
                        1,
                        "{\"entryId\": \"%s\", \"button\": %d, \"board\": %s, \"players\": [%s]}"
                                .formatted(UUID.randomUUID(), button, BOARD, players))
                .statusCode(200);
    }

    @Test
    void playersOutInTheSameHandArePlacedByTheirChipsWhenItBeganAndTheStandingsSaySo() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 5, 5);
        List<Integer> entries = FloorFixtures.tables(t).getList("[0].seats.entryId", Integer.class);
        // seat 1 doubles through seat 2, seat 3 through seat 4 (the blinds, each time, counted from the button)
        allIn(t, 5, """
                {"seat": 1, "contributed": 6000, "folded": false, "cards": ["Ah", "Ad"]},
                {"seat": 2, "contributed": 6000, "folded": false, "cards": ["3c", "4d"]}""");
        allIn(t, 1, """
                {"seat": 3, "contributed": 6000, "folded": false, "cards": ["Ah", "Ad"]},
                {"seat": 4, "contributed": 6000, "folded": false, "cards": ["3c", "4d"]}""");
        // seats 3 (12,000 at the start of the hand) and 5 (6,000) are out in the same hand: 2nd and 3rd
        allIn(t, 1, """
                {"seat": 1, "contributed": 12000, "folded": false, "cards": ["Ah", "Ad"]},
                {"seat": 3, "contributed": 12000, "folded": false, "cards": ["3h", "4h"]},
                {"seat": 5, "contributed": 6000, "folded": false, "cards": ["5s", "6s"]}""");

        given().get("/api/tournaments/{id}/standings", t)
                .then()
                .statusCode(200)
                .body(Json.at(
                        "standings.entry",
                        contains(entries.get(0), entries.get(2), entries.get(4), entries.get(3), entries.get(1))))
                .body(Json.at("standings[1].tieBreak.by", equalTo("CHIPS_AT_START_OF_HAND")))
                .body(Json.at("standings[1].tieBreak.own", equalTo(12_000)))
                .body(Json.at("standings[1].tieBreak.other", equalTo(6_000)))
                .body(Json.at("standings[2].tieBreak.own", equalTo(6_000)))
                .body(Json.at("standings[3].tieBreak", nullValue()));
        String phone = Answers.text(given().queryParam("lang", "it").get("/tournaments/{id}/standings", t), 200);
        assertTrue(
                phone.matches(
                        "(?s).*fuori nella stessa mano: 12[\\s\\u202F.,]?000 cip a inizio mano contro 6[\\s\\u202F.,]?000.*"),
                phone);
        String csv = Answers.text(given().accept("text/csv").get("/api/tournaments/{id}/standings", t), 200);
        assertTrue(
                csv.lines()
                        .skip(2)
                        .findFirst()
                        .orElseThrow()
                        .endsWith(",12000 chips when the hand began (out in the same hand) to 6000"),
                csv);
    }

    @Test
    void finishingPlacesFollowTheBustOutsAndEarnLeaguePoints() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 5, 5);
        given().contentType(ContentType.JSON)
                .body("{\"points\": [25, 15, 10]}")
                .put("/api/tournaments/{id}/points-schemes/league", t)
                .then()
                .statusCode(200);
        JsonPath table = FloorFixtures.tables(t);
        List<Integer> seats = table.getList("[0].seats.seat", Integer.class);
        List<Integer> entries = table.getList("[0].seats.entryId", Integer.class);
        assertEquals(List.of(1, 2, 3, 4, 5), seats);
        // players sharing a place are listed by entry
        int firstTied = Math.min(entries.get(2), entries.get(3));
        int secondTied = Math.max(entries.get(2), entries.get(3));

        allIn(t, """
                {"seat": 1, "contributed": 6000, "folded": false, "cards": ["Ah", "Ad"]},
                {"seat": 2, "contributed": 6000, "folded": false, "cards": ["3c", "4d"]}""")
                .body(Json.at("eliminated.entry", contains(entries.get(1))))
                .body(Json.at("eliminated[0].place", equalTo(5)));
        // seats 3 and 4 bust in the same hand with the same 6,000 at its start: they share 3rd–4th
        allIn(t, """
                {"seat": 1, "contributed": 12000, "folded": false, "cards": ["Ah", "Ad"]},
                {"seat": 3, "contributed": 6000, "folded": false, "cards": ["3h", "4h"]},
                {"seat": 4, "contributed": 6000, "folded": false, "cards": ["5s", "6s"]}""").body(Json.at("eliminated.place", contains(3, 3)));

        given().get("/api/tournaments/{id}/standings", t)
                .then()
                .statusCode(200)
                .body(Json.at(
                        "standings.entry",
                        contains(entries.get(0), entries.get(4), firstTied, secondTied, entries.get(1))))
                .body(Json.at("standings.inPlay", contains(true, true, false, false, false)))
                .body(Json.at("standings.rank", contains(1, 2, 3, 3, 5)))
                .body(Json.at("standings.points", contains(0, 0, 5, 5, 0)))
                .body(Json.at("standings.chips", contains(24_000, 6_000, 0, 0, 0)));

        allIn(t, """
                {"seat": 1, "contributed": 6000, "folded": false, "cards": ["Ah", "Ad"]},
                {"seat": 5, "contributed": 6000, "folded": false, "cards": ["3s", "4s"]}""").body(Json.at("eliminated[0].place", equalTo(2)));
        given().get("/api/tournaments/{id}/standings", t)
                .then()
                .statusCode(200)
                .body(Json.at(
                        "standings.entry",
                        contains(entries.get(0), entries.get(4), firstTied, secondTied, entries.get(1))))
                .body(Json.at("standings.inPlay", contains(false, false, false, false, false)))
                .body(Json.at("standings.rank", contains(1, 2, 3, 3, 5)))
                .body(Json.at("standings.points", contains(25, 15, 5, 5, 0)));
        given().get("/api/tournaments/{id}/entries/{entry}", t, entries.get(3))
                .then()
                .statusCode(200)
                .body(Json.at("status", equalTo("ELIMINATED")))
                .body(Json.at("finishingPlace", equalTo(3)));
        String csv = Answers.text(given().accept("text/csv").get("/api/tournaments/{id}/standings", t), 200);
        assertEquals(
                "rank,shared,entry,player,nickname,points,chips,games,in_play,qualified,tie_break",
                csv.lines().findFirst().orElseThrow());
        String winner = given().get("/api/tournaments/{id}/entries/{entry}", t, entries.get(0))
                .jsonPath()
                .getString("playerName");
        assertEquals(
                "1,false," + entries.get(0) + "," + winner + ",,25,30000,1,false,Yes,",
                csv.lines().skip(1).findFirst().orElseThrow());
    }

    @Test
    void aVoidedBustOutPutsThePlayerBackInPlayWithASeat() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 5, 5);
        List<Integer> entries = FloorFixtures.tables(t).getList("[0].seats.entryId", Integer.class);
        long hand = allIn(t, """
                {"seat": 1, "contributed": 6000, "folded": false, "cards": ["Ah", "Ad"]},
                {"seat": 2, "contributed": 6000, "folded": false, "cards": ["3c", "4d"]}""")
                .body(Json.at("eliminated[0].place", equalTo(5)))
                .extract()
                .jsonPath()
                .getLong("hand");
        given().get("/api/tournaments/{id}/entries/{entry}", t, entries.get(1))
                .then()
                .body(Json.at("status", equalTo("ELIMINATED")))
                .body(Json.at("seat", nullValue()));

        given().contentType(ContentType.JSON)
                .body("{\"reason\": \"Misread hand\"}")
                .post("/api/tournaments/{id}/hands/{hand}/void", t, hand)
                .then()
                .statusCode(200)
                .body(Json.at("reseated.entry", contains(entries.get(1))));
        given().get("/api/tournaments/{id}/entries/{entry}", t, entries.get(1))
                .then()
                .body(Json.at("status", equalTo("ACTIVE")))
                .body(Json.at("finishingPlace", nullValue()))
                .body(Json.at("table", equalTo(1)));
        given().get("/api/tournaments/{id}/standings", t)
                .then()
                .statusCode(200)
                .body(Json.at("standings.inPlay", contains(true, true, true, true, true)))
                .body(Json.at("standings.chips", contains(6_000, 6_000, 6_000, 6_000, 6_000)));
    }

    @Test
    void theLastPlayerWithChipsIsTheWinnerTheClockStopsAndTheFieldQualifiesByFinishingPlace() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 5, 5);
        Evenings.clock(t, "start");
        List<Integer> entries = FloorFixtures.tables(t).getList("[0].seats.entryId", Integer.class);
        allIn(t, """
                {"seat": 1, "contributed": 6000, "folded": false, "cards": ["Ah", "Ad"]},
                {"seat": 2, "contributed": 6000, "folded": false, "cards": ["3c", "4d"]}""");
        allIn(t, """
                {"seat": 1, "contributed": 12000, "folded": false, "cards": ["Ah", "Ad"]},
                {"seat": 3, "contributed": 6000, "folded": false, "cards": ["3h", "4h"]},
                {"seat": 4, "contributed": 6000, "folded": false, "cards": ["5s", "6s"]}""");
        allIn(t, """
                {"seat": 1, "contributed": 6000, "folded": false, "cards": ["Ah", "Ad"]},
                {"seat": 5, "contributed": 6000, "folded": false, "cards": ["3s", "4s"]}""");

        given().get("/api/tournaments/{id}/entries/{e}", t, entries.get(0))
                .then()
                .body(Json.at("status", equalTo("WINNER")))
                .body(Json.at("finishingPlace", equalTo(1)));
        given().get("/api/tournaments/{id}/clock", t).then().body(Json.at("status", equalTo("PAUSED")));
        given().get("/api/tournaments/{id}/qualifiers", t)
                .then()
                .statusCode(200)
                .body(Json.at("players", equalTo(5)))
                .body(Json.at("qualified.entry", contains(entries.get(0), entries.get(4))));
        given().queryParam("count", 2)
                .get("/api/tournaments/{id}/qualifiers", t)
                .then()
                .statusCode(200)
                .body(Json.at("qualified.entry", contains(entries.get(0), entries.get(4))));
        given().get("/api/tournaments/{id}/points-schemes", t).then().body(Json.at("tables.size()", equalTo(0)));
    }
}
