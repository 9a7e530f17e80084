package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Directors;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Evenings;

/**
 * The console's clock speaks of what the format plays for, as the TV clock and the director's header
 * do: the piatto iniziale and the minimum opening in Italian draw, blinds in Hold'em, deals and tokens
 * (never chips) in Chinese poker.
 */
@QuarkusTest
class ConsoleClockPerFormatTest {

    private static String clock(String format, String lang) {
        long t = FloorFixtures.tournament(format);
        FloorFixtures.entries(t, 8);
        FloorFixtures.draw(t, 7);
        Evenings.clock(t, "start");
        return Answers.text(given().queryParam("lang", lang).get("/console/tournaments/{id}/floor/clock", t), 200);
    }

    @Test
    void italianDrawShowsTheGameThePiattoInizialeAndTheMinimumOpeningNotBlinds() {
        String clock = clock("ITALIAN_DRAW", "it");
        assertThat(
                clock,
                allOf(
                        containsString("Partita 1 di"),
                        containsString("Piatto iniziale"),
                        containsString("Punto minimo"),
                        containsString("Fanti")));
        assertThat(clock, allOf(not(containsString("Buio")), not(containsString("Livello 1"))));
    }

    @Test
    void holdemShowsTheLevelAndItsBlinds() {
        String clock = clock("TEXAS_HOLDEM", "en");
        assertThat(clock, allOf(containsString("Level 1"), containsString("Small / Big blind")));
        assertThat(clock, allOf(not(containsString("Minimum opening")), not(containsString("tokens"))));
    }

    @Test
    void chinesePokerShowsDealsAndTokensAndNoChips() {
        String clock = clock("CHINESE_POKER", "it");
        assertThat(clock, allOf(containsString("Smazzate per incontro"), containsString("Gettoni di ogni giocatore")));
        assertThat(
                clock,
                allOf(
                        not(containsString("Buio")),
                        not(containsString("Piatto iniziale")),
                        not(containsString("Ante"))));
    }

    /**
     * Italian and Chinese poker periods are games, not levels: the floor's buttons say so. A running clock offers the
     * next period; the previous one only once there is one (docs/console.md: the buttons the clock's state allows).
     */
    @Test
    void theFloorsButtonsMoveByGamePeriodsInItalianAndByLevelsInHoldem() {
        long italian = FloorFixtures.tournament("ITALIAN_DRAW");
        startClock(italian);
        String floor =
                Answers.text(given().queryParam("lang", "it").get("/console/tournaments/{id}/floor", italian), 200);
        assertThat(floor, allOf(containsString("Periodo successivo"), not(containsString("Periodo precedente"))));
        assertThat(floor, not(containsString("Livello successivo")));
        long holdem = FloorFixtures.tournament("TEXAS_HOLDEM");
        startClock(holdem);
        String levels =
                Answers.text(given().queryParam("lang", "en").get("/console/tournaments/{id}/floor", holdem), 200);
        assertThat(levels, allOf(containsString("Next level"), not(containsString("Next period"))));
    }

    @Test
    void anAccessWithoutALabelIsNamedByItsTableInTheReadersLanguage() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        Directors access = Directors.issue(t, 2);
        String audit = Answers.text(given().queryParam("lang", "it").get("/console/tournaments/{id}/audit", t), 200);
        assertThat(audit, allOf(containsString(access.code() + " (Tavolo 2)"), not(containsString("Table 2"))));
        String directors =
                Answers.text(given().queryParam("lang", "it").get("/organizer/tournaments/{id}/directors", t), 200);
        assertThat(directors, allOf(containsString(access.code()), not(containsString("Table 2"))));
    }

    private static void startClock(long t) {
        FloorFixtures.entries(t, 4);
        given().contentType("application/json")
                .post("/api/tournaments/{id}/clock/start", t)
                .then()
                .statusCode(200);
    }
}
