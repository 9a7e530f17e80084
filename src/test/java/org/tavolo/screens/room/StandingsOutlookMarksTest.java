package org.tavolo.screens.room;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.result.ResultApi.closeGame;
import static org.tavolo.result.ResultApi.draw;
import static org.tavolo.result.ResultApi.entries;
import static org.tavolo.result.ResultApi.oneGameRoundOfEight;
import static org.tavolo.result.ResultApi.seatedAt;
import static org.tavolo.result.ResultApi.stacks;
import static org.tavolo.result.ResultApi.tournament;

import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Pages;

/**
 * Once the round's last game is drawn, the public standings mark who is already through and who is already out,
 * with a legend in words, and the console's standings say each player's outlook (docs/rules.md#outlook).
 */
@QuarkusTest
class StandingsOutlookMarksTest {

    @Test
    void beforeTheLastGameIsDrawnThereAreNoMarksNorOutlookColumn() {
        long t = tournament("ITALIAN_DRAW");
        entries(t, 8);
        draw(t, 11);
        List<Long> first = seatedAt(t, 1);
        closeGame(t, 1, 1, stacks(first.get(0), 50_000, first.get(1), 20_000, first.get(2), 8_000, first.get(3), 2_000))
                .statusCode(201);
        String page = Pages.read("/tournaments/" + t + "/standings", "it");
        assertFalse(page.contains("marks-legend"), page);
        assertFalse(page.contains("class=\"mark "), page);
        assertFalse(Pages.read("/console/tournaments/" + t + "/standings", "it").contains("Per qualificarsi"));
    }

    @Test
    void aPlayerThroughAndAPlayerOutAreMarkedOnThePhoneAndTheTvAndTheConsoleSaysEveryOutlook() {
        long t = oneGameRoundOfEight();
        List<Long> first = seatedAt(t, 1);
        closeGame(t, 1, 1, stacks(first.get(0), 50_000, first.get(1), 20_000, first.get(2), 8_000, first.get(3), 2_000))
                .statusCode(201);
        // Table 1 scored 10, 6, 3, 1: its winner is through, its third and fourth are out (docs/rules.md#outlook).
        String italian = Pages.read("/tournaments/" + t + "/standings", "it");
        assertTrue(Pages.row(italian, first.get(0)).contains("mark-through"), italian);
        assertFalse(Pages.row(italian, first.get(1)).contains("class=\"mark "), italian);
        assertTrue(Pages.row(italian, first.get(2)).contains("mark-out"), italian);
        assertTrue(Pages.row(italian, first.get(3)).contains("mark-out"), italian);
        assertTrue(Pages.row(italian, first.get(0))
                .contains("<span class=\"visually-hidden\">Passa al turno successivo</span>"));
        assertTrue(italian.contains("Non può più qualificarsi"), "the legend says the marks in words");
        String english = Pages.read("/tournaments/" + t + "/standings", "en");
        assertTrue(english.contains("Already qualified") && english.contains("Can no longer qualify"), english);
        String tv = Pages.read("/tournaments/" + t + "/standings/tv", "it");
        assertTrue(Pages.row(tv, first.get(0)).contains("mark-through"), tv);
        assertTrue(Pages.row(tv, first.get(2)).contains("mark-out"), tv);

        String console = Pages.read("/console/tournaments/" + t + "/standings", "it");
        assertTrue(console.contains("Per qualificarsi"), console);
        assertTrue(Pages.row(console, first.get(0)).contains("Passa al turno successivo"), console);
        assertTrue(Pages.row(console, first.get(2)).contains("Non può più qualificarsi"), console);
        // Its second (6): no place is left to take, the tables still playing decide (docs/rules.md#outlook).
        assertTrue(
                Pages.row(console, first.get(1)).contains("Tavolo 1 finito: dipende dai tavoli ancora in gioco"),
                console);
        String englishConsole = Pages.read("/console/tournaments/" + t + "/standings", "en");
        assertTrue(Pages.row(englishConsole, first.get(0)).contains("Already qualified"), englishConsole);
    }
}
