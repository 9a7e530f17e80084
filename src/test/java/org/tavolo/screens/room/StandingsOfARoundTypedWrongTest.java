package org.tavolo.screens.room;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Answers;

/**
 * docs/room-screens.md: a round in the standings' address that is not a round number («?round=abc», an old or
 * mistyped link) answers the standings of the round, saying in words that the round is a number and which round is
 * shown; never a message about a field's type.
 */
@QuarkusTest
class StandingsOfARoundTypedWrongTest {

    private static String standings(long t, String round, String lang) {
        return Answers.text(
                given().queryParam("lang", lang).queryParam("round", round).get("/tournaments/{id}/standings", t), 200);
    }

    @Test
    void aRoundThatIsNotANumberShowsTheRoundsStandingsAndSaysSo() {
        long t = RoomFixtures.tournament("ITALIAN_DRAW");
        RoomFixtures.entries(t, 4);
        String it = standings(t, "abc", "it");
        assertThat(
                it,
                containsString(
                        "«abc» non è un turno: il turno è un numero (1, 2, …). Ecco la classifica del turno 1."));
        assertThat(it, not(containsString("tipo sbagliato")));
        assertThat(
                standings(t, "-2", "en"),
                containsString(
                        "“-2” is not a round: a round is a number (1, 2, …). Here are the standings of round 1."));
        assertThat("a round read says nothing", standings(t, "1", "it"), not(containsString("non è un turno")));
    }
}
