package org.tavolo.result;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.result.ResultApi.activeResults;
import static org.tavolo.result.ResultApi.anna;
import static org.tavolo.result.ResultApi.at;
import static org.tavolo.result.ResultApi.bruno;
import static org.tavolo.result.ResultApi.closeGame;
import static org.tavolo.result.ResultApi.entries;
import static org.tavolo.result.ResultApi.recordMatch;
import static org.tavolo.result.ResultApi.stacks;
import static org.tavolo.result.ResultApi.tournament;
import static org.tavolo.result.ResultApi.victoryPoints;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.security.TestOrganizer;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Json;

/** docs/rules.md#italian-tournament and #chinese-match through the API: closing games at tables, points, corrections and the audit trail. */
@QuarkusTest
class ResultResourceTest {

    @Test
    void closingAGameAtAFourTableAwardsTenSixThreeOne() {
        long t = tournament("ITALIAN_DRAW");
        List<Long> e = entries(t, 4);
        closeGame(t, 1, 1, stacks(e.get(0), 17_000, e.get(1), 31_000, e.get(2), 7_000, e.get(3), 25_000))
                .statusCode(201)
                .body(Json.at("kind", equalTo("ITALIAN_GAME")))
                .body(Json.at("status", equalTo("ACTIVE")))
                .body(Json.at("recordedBy", equalTo(TestOrganizer.USERNAME)))
                .body(Json.at("places.entry", contains(at(e, 1, 3, 0, 2))))
                .body(Json.at("places.place", contains(1, 2, 3, 4)))
                .body(Json.at("places.points", contains(10, 6, 3, 1)))
                .body(Json.at("places.chips", contains(31_000, 25_000, 17_000, 7_000)));
    }

    @Test
    void aFivePlayerTableScoresTwelveEightFiveThreeOne() {
        long t = tournament("ITALIAN_DRAW");
        List<Long> e = entries(t, 5);
        closeGame(
                        t,
                        2,
                        1,
                        stacks(e.get(0), 40_000, e.get(1), 30_000, e.get(2), 20_000, e.get(3), 9_000, e.get(4), 1_000))
                .statusCode(201)
                .body(Json.at("places.points", contains(12, 8, 5, 3, 1)));
    }

    @Test
    void playersTiedOnChipsShareThePointsOfTheirPlaces() {
        long t = tournament("ITALIAN_DRAW");
        List<Long> e = entries(t, 4);
        closeGame(t, 1, 1, stacks(e.get(0), 40_000, e.get(1), 15_000, e.get(2), 15_000, e.get(3), 10_000))
                .statusCode(201)
                .body(Json.at("places.place", contains(1, 2, 2, 4)))
                .body(Json.at("places.sharedBy", contains(1, 2, 2, 1)))
                .body(Json.at("places.points", contains(10, 4.5f, 4.5f, 1)));
    }

    @Test
    void zeroChipPlayersRankBelowTheOthersAndTheFirstEliminatedIsLast() {
        long t = tournament("ITALIAN_DRAW");
        List<Long> e = entries(t, 4);
        closeGame(t, 1, 1, """
                {"stacks": [
                  {"entry": %d, "chips": 0, "eliminatedInHand": 3, "chipsAtStartOfHand": 2000},
                  {"entry": %d, "chips": 500},
                  {"entry": %d, "chips": 0, "eliminatedInHand": 9, "chipsAtStartOfHand": 30000},
                  {"entry": %d, "chips": 79500}]}""".formatted(e.get(0), e.get(1), e.get(2), e.get(3)))
                .statusCode(201)
                .body(Json.at("places.entry", contains(at(e, 3, 1, 2, 0))))
                .body(Json.at("places.points", contains(10, 6, 3, 1)))
                .body(Json.at("places[3].eliminatedInHand", equalTo(3)));
    }

    @Test
    void aZeroStackWithoutEliminationIsRefusedNamingTheEntryAndNothingIsStored() {
        long t = tournament("ITALIAN_DRAW");
        List<Long> e = entries(t, 4);
        closeGame(t, 1, 1, stacks(e.get(0), 40_000, e.get(1), 30_000, e.get(2), 10_000, e.get(3), 0))
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/zero-chips-without-elimination")))
                .body(Json.at("field", equalTo("stacks[3]")))
                .body(Json.at("entry", equalTo(at(e, 3)[0])));
        assertEquals(0, activeResults(t));
    }

    @Test
    void anEliminationWithoutItsStartingChipsIsRefused() {
        long t = tournament("ITALIAN_DRAW");
        List<Long> e = entries(t, 4);
        closeGame(t, 1, 1, """
                {"stacks": [{"entry": %d, "chips": 60000},
                  {"entry": %d, "chips": 0, "eliminatedInHand": 4},
                  {"entry": %d, "chips": 10000}, {"entry": %d, "chips": 10000}]}""".formatted(e.get(0), e.get(1), e.get(2), e.get(3)))
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/elimination-incomplete")))
                .body(Json.at("field", equalTo("stacks[1]")));
        assertEquals(0, activeResults(t));
    }

    @Test
    void aNegativeStackIsRefusedNamingTheField() {
        long t = tournament("ITALIAN_DRAW");
        List<Long> e = entries(t, 4);
        closeGame(t, 1, 1, stacks(e.get(0), 40_000, e.get(1), -1, e.get(2), 10_000, e.get(3), 5_000))
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/validation")))
                .body(Json.at("violations[0].field", equalTo("stacks[1].chips")));
        assertEquals(0, activeResults(t));
    }

    @Test
    void anEntryGivenTwiceIsRefused() {
        long t = tournament("ITALIAN_DRAW");
        List<Long> e = entries(t, 4);
        closeGame(t, 1, 1, stacks(e.get(0), 40_000, e.get(1), 30_000, e.get(1), 10_000, e.get(3), 5_000))
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/duplicate-player")))
                .body(Json.at("field", equalTo("stacks")))
                .body(Json.at("entry", equalTo(at(e, 1)[0])));
        assertEquals(0, activeResults(t));
    }

    @Test
    void aTableSizeWithoutSchemeIsRefusedUntilTheOrganizerSetsOne() {
        long t = tournament("ITALIAN_DRAW");
        List<Long> e = entries(t, 3);
        closeGame(t, 1, 1, stacks(e.get(0), 40_000, e.get(1), 30_000, e.get(2), 10_000))
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/no-points-scheme")))
                .body(Json.at("tableSize", equalTo(3)));
        assertEquals(0, activeResults(t));

        ResultApi.setPointsForTableSize(t, 3, 8, 4, 1);
        given().get("/api/tournaments/{id}/points-schemes", t)
                .then()
                .statusCode(200)
                .body(Json.at("tables.'3'", contains(8, 4, 1)))
                .body(Json.at("tables.'4'", contains(10, 6, 3, 1)));
        closeGame(t, 1, 1, stacks(e.get(0), 40_000, e.get(1), 30_000, e.get(2), 10_000))
                .statusCode(201)
                .body(Json.at("places.points", contains(8, 4, 1)));
    }

    @Test
    void aLeagueSchemeGivingALaterPlaceMoreIsRefusedAndTheOldSchemeStays() {
        long t = tournament("TEXAS_HOLDEM");
        given().contentType(ContentType.JSON)
                .body("{\"points\": [25, 15, 12.5]}")
                .put("/api/tournaments/{id}/points-schemes/league", t)
                .then()
                .statusCode(200)
                .body(Json.at("league", contains(25, 15, 12.5f)));
        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body("{\"points\": [25, 10, 15]}")
                                .put("/api/tournaments/{id}/points-schemes/league", t),
                        400,
                        "/problems/points-scheme-not-decreasing")
                .body(Json.at("place", equalTo(3)));
        Answers.problem(
                given().contentType(ContentType.JSON)
                        .body("{\"points\": [25, 6.25]}")
                        .put("/api/tournaments/{id}/points-schemes/league", t),
                400,
                "/problems/points-precision");
        given().get("/api/tournaments/{id}/points-schemes", t)
                .then()
                .statusCode(200)
                .body(Json.at("league", contains(25, 15, 12.5f)));
    }

    @Test
    void aTournamentHasNoLeagueSchemeUntilOneIsSet() {
        long t = tournament("TEXAS_HOLDEM");
        given().get("/api/tournaments/{id}/points-schemes", t)
                .then()
                .statusCode(200)
                .body(Json.at("league", nullValue()))
                .body(Json.at("tables.size()", equalTo(0))); // Hold'em places come from bust-outs, not table schemes
    }

    @Test
    void closingTheSameTableTwiceIsAConflictAndTheFirstResultStands() {
        long t = tournament("ITALIAN_DRAW");
        List<Long> e = entries(t, 4);
        closeGame(t, 1, 1, stacks(e.get(0), 40_000, e.get(1), 30_000, e.get(2), 10_000, e.get(3), 5_000))
                .statusCode(201);
        closeGame(t, 1, 1, stacks(e.get(0), 5_000, e.get(1), 30_000, e.get(2), 10_000, e.get(3), 40_000))
                .statusCode(409)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/table-result-exists")));
        given().get("/api/tournaments/{id}/results", t)
                .then()
                .statusCode(200)
                .body(Json.at("$", hasSize(1)))
                .body(Json.at("[0].places[0].entry", equalTo(at(e, 0)[0])));
    }

    @Test
    void anEntryAlreadyPlacedAtAnotherTableOfTheSameGameIsAConflict() {
        long t = tournament("ITALIAN_DRAW");
        List<Long> e = entries(t, 7);
        closeGame(t, 1, 1, stacks(e.get(0), 40_000, e.get(1), 30_000, e.get(2), 10_000, e.get(3), 5_000))
                .statusCode(201);
        closeGame(t, 2, 1, stacks(e.get(4), 40_000, e.get(5), 30_000, e.get(6), 10_000, e.get(2), 5_000))
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/entry-placed-elsewhere")))
                .body(Json.at("entry", equalTo(at(e, 2)[0])));
        assertEquals(1, activeResults(t));
        closeGame(t, 2, 2, stacks(e.get(4), 40_000, e.get(5), 30_000, e.get(6), 10_000, e.get(2), 5_000))
                .statusCode(201);
    }

    @Test
    void aCorrectionVoidsTheOldResultAndTheAuditTrailKeepsWhoWhenAndWhat() {
        long t = tournament("ITALIAN_DRAW");
        List<Long> e = entries(t, 4);
        long first = closeGame(t, 1, 1, stacks(e.get(0), 40_000, e.get(1), 30_000, e.get(2), 10_000, e.get(3), 5_000))
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        long corrected = given().contentType(ContentType.JSON)
                .body("""
                {"stacks": [{"entry": %d, "chips": 40000}, {"entry": %d, "chips": 10000},
                            {"entry": %d, "chips": 30000}, {"entry": %d, "chips": 5000}],
                 "reason": "Chips of seats 2 and 3 were swapped"}""".formatted(e.get(0), e.get(1), e.get(2), e.get(3)))
                .post("/api/tournaments/{id}/results/{result}/correction", t, first)
                .then()
                .statusCode(201)
                .body(Json.at("replaces", equalTo((int) first)))
                .body(Json.at("recordedBy", equalTo(TestOrganizer.USERNAME)))
                .body(Json.at("places.entry", contains(at(e, 0, 2, 1, 3))))
                .extract()
                .jsonPath()
                .getLong("id");

        given().get("/api/tournaments/{id}/results", t)
                .then()
                .statusCode(200)
                .body(Json.at("id", contains((int) first, (int) corrected)))
                .body(Json.at("status", contains("VOID", "ACTIVE")))
                .body(Json.at("[0].voidedBy", equalTo(TestOrganizer.USERNAME)))
                .body(Json.at("[0].voidReason", equalTo("Chips of seats 2 and 3 were swapped")))
                .body(Json.at("[0].places.entry", contains(at(e, 0, 1, 2, 3))))
                .body(Json.at("[0].recordedBy", equalTo(TestOrganizer.USERNAME)));
        given().get("/api/tournaments/{id}/audit", t)
                .then()
                .statusCode(200)
                .body(Json.at("action", hasItems("table-result-recorded", "table-result-corrected")))
                .body(
                        "find { it.action == 'table-result-corrected' }.detail",
                        containsString("Chips of seats 2 and 3 were swapped"));
    }

    @Test
    void aVoidedResultCannotBeCorrectedOrVoidedAgain() {
        long t = tournament("ITALIAN_DRAW");
        List<Long> e = entries(t, 4);
        long id = closeGame(t, 1, 1, stacks(e.get(0), 40_000, e.get(1), 30_000, e.get(2), 10_000, e.get(3), 5_000))
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        given().contentType(ContentType.JSON)
                .body("{\"reason\": \"Entered at the wrong table\"}")
                .post("/api/tournaments/{id}/results/{result}/void", t, id)
                .then()
                .statusCode(200)
                .body(Json.at("status", equalTo("VOID")))
                .body(Json.at("voidReason", equalTo("Entered at the wrong table")));
        Answers.problem(
                given().contentType(ContentType.JSON)
                        .body("{\"reason\": \"again\"}")
                        .post("/api/tournaments/{id}/results/{result}/void", t, id),
                409,
                "/problems/result-already-void");
        Answers.problem(
                given().contentType(ContentType.JSON)
                        .body("{\"stacks\": [{\"entry\": %d, \"chips\": 1}, {\"entry\": %d, \"chips\": 2}]"
                                        .formatted(e.get(0), e.get(1))
                                + ", \"reason\": \"x\"}")
                        .post("/api/tournaments/{id}/results/{result}/correction", t, id),
                409,
                "/problems/result-void");
        assertEquals(0, activeResults(t));
        given().get("/api/tournaments/{id}/results/{result}", t, id)
                .then()
                .statusCode(200)
                .body(Json.at("voidedBy", equalTo(TestOrganizer.USERNAME)))
                .body(Json.at("places.entry", contains(at(e, 0, 1, 2, 3))));
    }

    @Test
    void aCorrectionWithTheOtherFormatsFieldIsRefusedAndChangesNothing() {
        long t = tournament("ITALIAN_DRAW");
        List<Long> e = entries(t, 4);
        long id = closeGame(t, 1, 1, stacks(e.get(0), 40_000, e.get(1), 30_000, e.get(2), 10_000, e.get(3), 5_000))
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        Answers.problem(
                        given().contentType(ContentType.JSON)
                                .body("""
                {"victoryPoints": [{"entry": %d, "points": 3}, {"entry": %d, "points": 5}], "reason": "x"}""".formatted(e.get(0), e.get(1)))
                                .post("/api/tournaments/{id}/results/{result}/correction", t, id),
                        400,
                        "/problems/correction-shape")
                .body(Json.at("field", equalTo("stacks")));
        given().get("/api/tournaments/{id}/results/{result}", t, id).then().body(Json.at("status", equalTo("ACTIVE")));
    }

    @Test
    void aResultOfAnotherTournamentIsNotFound() {
        long t = tournament("ITALIAN_DRAW");
        long other = tournament("ITALIAN_DRAW");
        List<Long> e = entries(t, 4);
        long id = closeGame(t, 1, 1, stacks(e.get(0), 40_000, e.get(1), 30_000, e.get(2), 10_000, e.get(3), 5_000))
                .statusCode(201)
                .extract()
                .jsonPath()
                .getLong("id");
        Answers.problem(given().get("/api/tournaments/{id}/results/{result}", other, id), 404, "/problems/not-found");
    }

    @Test
    void anItalianGameCannotBeClosedInAHoldemTournament() {
        long t = tournament("TEXAS_HOLDEM");
        List<Long> e = entries(t, 4);
        closeGame(t, 1, 1, stacks(e.get(0), 40_000, e.get(1), 30_000, e.get(2), 10_000, e.get(3), 5_000))
                .statusCode(409)
                .body(Json.at("type", equalTo("/problems/wrong-format")));
        assertEquals(0, activeResults(t));
    }

    @Test
    void chineseMatchVictoryPointsRankTheTableWithTiesShared() {
        long t = tournament("CHINESE_POKER");
        List<Long> e = entries(t, 4);
        recordMatch(t, 1, 1, victoryPoints(e.get(0), 7, e.get(1), 12, e.get(2), 7, e.get(3), 0))
                .statusCode(201)
                .body(Json.at("kind", equalTo("CHINESE_MATCH")))
                .body(Json.at("places.entry", contains(at(e, 1, 0, 2, 3))))
                .body(Json.at("places.place", contains(1, 2, 2, 4)))
                .body(Json.at("places.points", contains(10, 4.5f, 4.5f, 1)))
                .body(Json.at("places.victoryPoints", contains(12, 7, 7, 0)));
    }

    @Test
    void aChineseMatchAtATableOfThreeScoresTheTopThreePlacesOfATableOfFour() {
        long t = tournament("CHINESE_POKER");
        List<Long> e = entries(t, 3);
        recordMatch(t, 1, 1, victoryPoints(e.get(0), 7, e.get(1), 12, e.get(2), 2))
                .statusCode(201)
                .body(Json.at("places.points", contains(10, 6, 3)));

        long custom = tournament("CHINESE_POKER");
        List<Long> c = entries(custom, 3);
        ResultApi.setPointsForTableSize(custom, 3, 6, 3, 1);
        recordMatch(custom, 1, 1, victoryPoints(c.get(0), 7, c.get(1), 12, c.get(2), 2))
                .statusCode(201)
                .body(Json.at("places.points", contains(6, 3, 1)));
    }

    @Test
    void aChineseMatchEnteredDealByDealIsScoredIntoVictoryPointsAndPlaces() {
        long t = tournament("CHINESE_POKER");
        List<Long> e = entries(t, 2);
        long a = e.get(0);
        long b = e.get(1);
        ResultApi.setPointsForTableSize(t, 2, 3, 1);
        given().contentType(ContentType.JSON)
                .body("""
                {"deals": [{"players": [%s, %s]}, {"players": [%s, %s]}, {"players": [%s, %s]}]}""".formatted(
                                anna(a, "0, 1, 4"),
                                bruno(b, "2, 3, 0"),
                                anna(a, "0, 1, 2"),
                                bruno(b, "4, 1, 0"),
                                anna(a, "2, 3, 3"),
                                bruno(b, "1, 2, 3")))
                .post("/api/tournaments/{id}/tables/{table}/matches/{match}/deals", t, 1, 1)
                .then()
                .statusCode(201)
                .body(Json.at("kind", equalTo("CHINESE_MATCH")))
                .body(Json.at("places.entry", contains(at(e, 1, 0))))
                .body(Json.at("places.victoryPoints", contains(20, 12)))
                .body(Json.at("places.points", contains(3, 1)));
    }

    @Test
    void aChineseDealWithHandsOutOfOrderIsRefusedNamingThePlayerAndNothingIsStored() {
        long t = tournament("CHINESE_POKER");
        List<Long> e = entries(t, 2);
        long a = e.get(0);
        long b = e.get(1);
        ResultApi.setPointsForTableSize(t, 2, 3, 1);
        String upsideDown = """
                {"entry": %d, "first": ["5s","5c","As","Qc","Ts"], "second": ["Kd","Kc","6d","6s","4c"],
                 "third": ["Kh","Jh","Th","3h","2h"], "tokens": [0, 1, 4]}""".formatted(a);
        given().contentType(ContentType.JSON)
                .body("""
                {"deals": [{"players": [%s, %s]}, {"players": [%s, %s]}, {"players": [%s, %s]}]}""".formatted(
                                upsideDown,
                                bruno(b, "2, 3, 0"),
                                anna(a, "0, 1, 2"),
                                bruno(b, "4, 1, 0"),
                                anna(a, "2, 3, 3"),
                                bruno(b, "1, 2, 3")))
                .post("/api/tournaments/{id}/tables/{table}/matches/{match}/deals", t, 1, 1)
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("field", startsWith("deals[0].players[0]")))
                .body(Json.at("player", equalTo(String.valueOf(a))));
        assertEquals(0, activeResults(t));
    }
}
