package org.tavolo.screens.room;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.testing.Evenings.italianTableOfFour;

import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.result.ResultApi;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Hands;
import org.tavolo.testing.Json;

/** The room's screens as HTML: languages, what each shows, and nothing the Content-Security-Policy forbids. */
@QuarkusTest
class RoomPagesTest {

    @Test
    void theBrowsersLanguageChoosesAndItalianIsTheDefault() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        given().header("Accept-Language", "en-GB,en;q=0.9")
                .get("/tournaments/{id}/clock", t)
                .then()
                .statusCode(200)
                .header("Content-Language", "en")
                .body(allOf(containsString("Level 1"), containsString("Players left")));
        given().header("Accept-Language", "de-DE")
                .get("/tournaments/{id}/clock", t)
                .then()
                .statusCode(200)
                .body(allOf(containsString("Livello 1"), containsString("Giocatori rimasti")));
    }

    /** docs/rules.md#fixed-limit: the room's clock shows both bet sizes and the raises a round (004). */
    @Test
    void aFixedLimitClockShowsTheSmallAndBigBetAndThreeRaisesARound() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        FloorFixtures.patchSettings(t, "{\"bettingStructure\": \"FIXED_LIMIT\"}");
        given().header("Accept-Language", "en")
                .get("/tournaments/{id}/clock", t)
                .then()
                .statusCode(200)
                .body(containsString("Bets 50 / 100 · a bet and 3 raises a round, no cap heads-up"));
        given().header("Accept-Language", "it")
                .get("/tournaments/{id}/clock", t)
                .then()
                .statusCode(200)
                .body(containsString("Puntate 50 / 100 · una puntata e 3 rilanci a giro"));
    }

    @Test
    void theClockFaceShowsTheNextLevelTheNextBreakPlayersLeftAverageStackAndChipsInPlay() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        List<Long> entries = FloorFixtures.entries(t, 9);
        FloorFixtures.eliminate(entries.get(0), 9);
        String face = Answers.text(given().header("Accept-Language", "en").get("/tournaments/{id}/clock/face", t), 200)
                .replaceAll("\\s+", " ");
        assertTrue(face.contains("<dt>Next level</dt><dd>50 / 100</dd>"), face);
        assertTrue(face.contains("<dt>Next break in</dt><dd>1:00:00</dd>"), face);
        assertTrue(face.contains("<dt>Players left</dt><dd>8 of 9</dd>"), face);
        assertTrue(face.contains("<dt>Average stack</dt><dd>6,750</dd>"), face);
        assertTrue(face.contains("<dt>Chips in play</dt><dd>54,000</dd>"), face);
    }

    @Test
    void theStandingsMarkSharedRanksAndTheQualifiersCutWithATieAcrossIt() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        List<Long> e = FloorFixtures.entries(t, 4);
        ResultApi.closeGame(
                        t,
                        1,
                        1,
                        ResultApi.stacks(e.get(0), 40_000, e.get(1), 17_500, e.get(2), 17_500, e.get(3), 5_000))
                .statusCode(201);
        String page = given().header("Accept-Language", "it")
                .get("/tournaments/{id}/standings", t)
                .then()
                .statusCode(200)
                .body(containsString("I primi 2 passano al turno successivo. Parità sul taglio"))
                .extract()
                .asString();
        assertTrue(row(page, e.get(0)).startsWith("data-entry=\"" + e.get(0) + "\">"), "a row of its own");
        assertTrue(page.contains("class=\"qualified\" data-entry=\"" + e.get(0) + "\""), "the leader goes through");
        assertTrue(row(page, e.get(1)).contains("<td class=\"num\">2=</td>"), row(page, e.get(1)));
        assertTrue(row(page, e.get(2)).contains("<td class=\"num\">2=</td>"), row(page, e.get(2)));
        assertTrue(page.contains("class=\" cut\" data-entry="), "the cut is drawn under the second line");
    }

    @Test
    void theTournamentPageLinksToTheThreeScreens() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        given().get("/tournaments/{id}", t)
                .then()
                .statusCode(200)
                .body(containsString("href=\"/tournaments/" + t + "/clock\""))
                .body(containsString("href=\"/tournaments/" + t + "/seating\""))
                .body(containsString("href=\"/tournaments/" + t + "/standings\""));
    }

    @Test
    void theLanguageSwitchIsRememberedAndWinsOverTheBrowser() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        given().header("Accept-Language", "it-IT")
                .queryParam("lang", "en")
                .get("/tournaments/{id}/seating", t)
                .then()
                .statusCode(200)
                .cookie("lang", "en")
                .body(containsString("Find my seat"));
        given().header("Accept-Language", "it-IT")
                .cookie("lang", "en")
                .get("/tournaments/{id}/standings", t)
                .then()
                .statusCode(200)
                .body(containsString("No results yet."));
    }

    @Test
    void anItalianGameShowsWhichGameOfTheRoundIsPlayed() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        given().header("Accept-Language", "it")
                .get("/tournaments/{id}/clock", t)
                .then()
                .statusCode(200)
                .body(containsString("Partita 1 di 2"));
    }

    @Test
    void theItalianClockShowsTheMinimumOpeningAndTheTablesWhoseNextHandNeedsMore() {
        long t = italianTableOfFour();
        given().header("Accept-Language", "it")
                .get("/tournaments/{id}/clock/face", t)
                .then()
                .statusCode(200)
                .body(containsString("Punto minimo</span> <span class=\"value\">Fanti"))
                .body(containsString("Puntata minima</span> <span class=\"value\">100"))
                .body(not(containsString("opening-raised")));

        Hands.enterNew(t, """
                        {"entryId": "%s", "button": 4, "opened": false, "players": [
                          {"seat": 1, "contributed": 0, "folded": true}, {"seat": 2, "contributed": 0, "folded": true},
                          {"seat": 3, "contributed": 0, "folded": true}, {"seat": 4, "contributed": 0, "folded": true}]}""").statusCode(200);

        given().header("Accept-Language", "en")
                .get("/tournaments/{id}/clock/face", t)
                .then()
                .statusCode(200)
                .body(containsString("Minimum opening</span> <span class=\"value\">Jacks"))
                .body(containsString("<span>Table 1: Queens</span>"));
    }

    /** docs/rules.md#parol-end: the room sees which table replays a parol pot, and how much it carries. */
    @Test
    void theItalianClockShowsThePotATableCarriesToItsNextHand() {
        long t = italianTableOfFour();
        Hands.enterNew(t, """
                        {"entryId": "%s", "button": 4, "parol": true, "players": [
                          {"seat": 1, "contributed": 3000, "folded": false}, {"seat": 2, "contributed": 3000, "folded": false},
                          {"seat": 3, "contributed": 1000, "folded": true}, {"seat": 4, "contributed": 1000, "folded": true}]}""").statusCode(200);
        given().header("Accept-Language", "it")
                .get("/tournaments/{id}/clock/face", t)
                .then()
                .statusCode(200)
                .body(
                        containsString(
                                "Tavolo 1: Re · <span class=\"carried\">Piatto di parol: 8\u202F000 in gioco nella prossima mano</span>"));
        given().header("Accept-Language", "en")
                .get("/tournaments/{id}/clock", t)
                .then()
                .statusCode(200)
                .body(containsString("<span class=\"carried\">"))
                .body(containsString("Parol pot: 8,000 in play in the next hand"));
    }

    @Test
    void theItalianClockNamesOnlyTheTablesWhoseNextHandNeedsMoreReadForEveryTableAtOnce() {
        long t = Evenings.drawn("ITALIAN_DRAW", 8);
        io.restassured.path.json.JsonPath tables = FloorFixtures.tables(t);
        int second = tables.getInt("[1].number");
        List<Integer> seats = tables.getList("[1].seats.seat", Integer.class);
        Hands.enter(t, second, """
                        {"entryId": "%s", "button": %d, "parol": true, "players": [
                          {"seat": %d, "contributed": 3000, "folded": false}, {"seat": %d, "contributed": 3000, "folded": false},
                          {"seat": %d, "contributed": 1000, "folded": true}, {"seat": %d, "contributed": 1000, "folded": true}]}""".formatted(
                        UUID.randomUUID(), seats.get(3), seats.get(0), seats.get(1), seats.get(2), seats.get(3)))
                .statusCode(200);
        String face = Answers.text(given().header("Accept-Language", "it").get("/tournaments/{id}/clock/face", t), 200);
        assertTrue(
                face.contains("Tavolo " + second + ": Re · <span class=\"carried\">Piatto di parol: 8\u202F000"), face);
        int first = tables.getInt("[0].number");
        assertFalse(face.contains("Tavolo " + first + ":"), face);
    }

    @Test
    void theStandingsShowEachGamesPointsAndPlaceAndAPlayersPageListsTheirGames() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        List<Long> e = FloorFixtures.entries(t, 4);
        ResultApi.closeGame(
                        t,
                        1,
                        1,
                        ResultApi.stacks(e.get(0), 40_000, e.get(1), 25_000, e.get(2), 10_000, e.get(3), 5_000))
                .statusCode(201);
        ResultApi.closeGame(
                        t,
                        1,
                        2,
                        ResultApi.stacks(e.get(0), 2_000, e.get(1), 38_000, e.get(2), 30_000, e.get(3), 10_000))
                .statusCode(201);

        String page = Answers.text(given().header("Accept-Language", "it").get("/tournaments/{id}/standings", t), 200);
        String first = row(page, e.get(0));
        assertTrue(first.contains("data-game=\"1\">10<span class=\"place\">1°</span>"), first);
        assertTrue(first.contains("data-game=\"2\">1<span class=\"place\">4°</span>"), first);
        assertTrue(first.contains("<td class=\"num total\">11</td>"), first);

        given().header("Accept-Language", "en")
                .get("/tournaments/{id}/players/{entry}", t, e.get(1))
                .then()
                .statusCode(200)
                .body(containsString("Your results"))
                .body(containsString(
                        "Game 1 · table 1</span> <span class=\"place\">2nd</span> <span class=\"pts\">Points 6"))
                .body(containsString(
                        "Game 2 · table 1</span> <span class=\"place\">1st</span> <span class=\"pts\">Points 10"));
    }

    /** The row of the standings table for {@code entry}. */
    private static String row(String page, long entry) {
        int start = page.indexOf("data-entry=\"" + entry + "\"");
        assertTrue(start >= 0, "no row for entry " + entry);
        return page.substring(start, page.indexOf("</tr>", start));
    }

    @Test
    void findMySeatNamesTheTableAndSeat() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 9, 11);
        var tables = FloorFixtures.tables(t);
        String name = tables.getString("[0].seats[0].playerName");
        int table = tables.getInt("[0].number");
        int seat = tables.getInt("[0].seats[0].seat");
        given().header("Accept-Language", "it")
                .queryParam("q", name.substring(0, name.length() - 2).toUpperCase())
                .get("/tournaments/{id}/seating", t)
                .then()
                .statusCode(200)
                .body(containsString(name + ": tavolo " + table + ", posto " + seat));
    }

    @Test
    void theClockAnnouncesTheMovesOfTheLastMinutesAlongTheBottom() {
        long t = Evenings.drawn("TEXAS_HOLDEM", 14);
        var tables = FloorFixtures.tables(t);
        long mover = tables.getLong("[0].seats[0].entryId");
        String name = tables.getString("[0].seats[0].playerName");
        int from = tables.getInt("[0].number");
        int fromSeat = tables.getInt("[0].seats[0].seat");
        int target = tables.getInt("[1].number");
        var taken = tables.getList("[1].seats.seat", Integer.class);
        int free = 1;
        while (taken.contains(free)) {
            free++;
        }
        given().contentType(io.restassured.http.ContentType.JSON)
                .body("{\"entryId\": %d, \"toTable\": %d, \"toSeat\": %d}".formatted(mover, target, free))
                .post("/api/tournaments/{id}/moves", t)
                .then()
                .statusCode(201);
        given().header("Accept-Language", "it")
                .get("/tournaments/{id}/clock/ticker", t)
                .then()
                .statusCode(200)
                .body(containsString(name + ": dal tavolo " + from + " posto " + fromSeat + " al tavolo " + target
                        + " posto " + free));
    }

    @Test
    void screensCarryNoInlineScriptOrStyle() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        for (String screen : new String[] {"clock", "seating", "standings", "clock/face", "seating/tables"}) {
            given().get("/tournaments/{id}/" + screen, t)
                    .then()
                    .statusCode(200)
                    .body(not(containsString("style=")))
                    .body(not(containsString("<style")))
                    .body(not(matchesPattern("(?s).*<script(?![^>]*\\bsrc=).*")))
                    .body(not(matchesPattern("(?s).*\\son[a-z]+=.*")));
        }
    }

    @Test
    void theScreensOfAnUnknownTournamentAreNotFound() {
        given().get("/tournaments/{id}/clock", 999_999_999).then().statusCode(404);
        given().get("/api/tournaments/{id}/announcements", 999_999_999)
                .then()
                .statusCode(404)
                .body(Json.at("resource", equalTo("tournament")));
    }
}
