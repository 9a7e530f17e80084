package org.tavolo.room;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;

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
    void findMySeatNamesTheTableAndSeat() {
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        FloorFixtures.entries(t, 9);
        FloorFixtures.draw(t, 11);
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
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        FloorFixtures.entries(t, 14);
        FloorFixtures.draw(t, 7);
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
                .body("resource", equalTo("tournament"));
    }
}
