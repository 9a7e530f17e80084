package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;

/**
 * The console offers what the evening allows and reaches what it needs: a seed's seal only for a draw that can still
 * come, the tournament's menu on its entries page as on its other pages, and the Teresa after a full among an Italian
 * tournament's settings (docs/console.md, docs/floor.md).
 */
@QuarkusTest
class ConsoleOffersWhatTheEveningAllowsTest {

    private static final String SEAL_FORM = "/floor/commitment\"";

    private static String page(long t, String path) {
        return Answers.text(given().queryParam("lang", "it").get("/console/tournaments/{id}" + path, t), 200);
    }

    @Test
    void theFloorOffersASeedSealOnlyForADrawThatCanStillCome() {
        long italian = Evenings.drawn("ITALIAN_DRAW", 8);
        assertThat(page(italian, "/floor"), containsString("Pubblica l’impegno per la partita 2"));
        FloorFixtures.closeEveryTable(italian, 1);
        given().contentType(ContentType.JSON)
                .body("{\"game\": 2}")
                .post("/api/tournaments/{id}/draws/next-game", italian)
                .then()
                .statusCode(201);
        String lastGame = page(italian, "/floor");
        assertThat("no game 3 in a round of two", lastGame, not(containsString("partita 3")));
        assertThat(lastGame, not(containsString(SEAL_FORM)));

        long holdem = FloorFixtures.tournament("TEXAS_HOLDEM");
        FloorFixtures.entries(holdem, 8);
        assertThat("the first draw may be sealed", page(holdem, "/floor"), containsString("per la partita 1"));
        FloorFixtures.draw(holdem, 7);
        String freezeout = page(holdem, "/floor");
        assertThat("a freezeout is one game", freezeout, not(containsString("per la partita 2")));
        assertThat(freezeout, not(containsString(SEAL_FORM)));
    }

    @Test
    void theEntriesPageHasTheTournamentsMenuWithEntriesAsTheCurrentPage() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        String entries = page(t, "/entries");
        assertThat(entries, containsString("class=\"tournament-nav\""));
        assertThat(entries, containsString("href=\"/console/tournaments/" + t + "/entries\" aria-current=\"page\""));
        assertThat(entries, containsString("href=\"/console/tournaments/" + t + "/floor\""));
    }

    @Test
    void anItalianTournamentsSettingsFormSetsTheTeresaAfterAFull() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        String form = page(t, "/settings");
        assertThat(form, containsString("<label for=\"s-teresinaAfterFull\">Teresina dopo un full</label>"));
        given().contentType(ContentType.URLENC)
                .redirects()
                .follow(false)
                .formParam("startingStack", "20000")
                .formParam("chipUnit", "100")
                .formParam("ante", "1000")
                .formParam("gamesPerRound", "2")
                .formParam("minSeats", "4")
                .formParam("maxSeats", "5")
                .formParam("qualifiers", "")
                .formParam("teresinaAfterFull", "true")
                .formParam("kind", "GAME")
                .formParam("minutes", "60")
                .formParam("afterLast", "TERESINA_ROUND")
                .formParam("op", "save")
                .post("/console/tournaments/{id}/settings", t)
                .then()
                .statusCode(303);
        assertEquals(
                true,
                given().get("/api/tournaments/{id}/settings", t).jsonPath().getBoolean("teresinaAfterFull"),
                "stored as the API's teresinaAfterFull");
        assertThat(page(t, "/settings"), containsString("<option value=\"true\" selected>"));

        String holdem = page(FloorFixtures.tournament("TEXAS_HOLDEM"), "/settings");
        assertThat("only Italian draw plays the Teresa", holdem, not(containsString("s-teresinaAfterFull")));
    }
}
