package org.tavolo.poker.circuit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * docs/rules.md#circuit, docs/circuit.md#the-rating: the Plackett–Luce rating equals the reference implementation's
 * figures (openskill 5.0.1 with its defaults, run once by hand; the script is in docs/circuit.md) to six decimals.
 */
class PlackettLuceTest {

    private static final double SIX_DECIMALS = 0.5e-6;

    /** A table's finishes from "A1 B2 C2": cards and places. */
    private static TableFinish table(int game, int table, String finishes) {
        List<Finish> list = new ArrayList<>();
        for (String finish : finishes.split(" ")) {
            list.add(new Finish(finish.substring(0, 1), Integer.parseInt(finish.substring(1))));
        }
        return new TableFinish(game, table, list);
    }

    private static CircuitEvening evening(long id, LocalDate date, TableFinish... tables) {
        List<Finish> places = "ABCDEFG"
                .chars()
                .mapToObj(card -> new Finish(String.valueOf((char) card), 1 + card - 'A'))
                .toList();
        return new CircuitEvening(id, date, places, List.of(tables));
    }

    private static void assertRating(double mu, double sigma, int matches, Rating rating) {
        assertEquals(mu, rating.mu(), SIX_DECIMALS, "mu");
        assertEquals(sigma, rating.sigma(), SIX_DECIMALS, "sigma");
        assertEquals(matches, rating.matches(), "matches");
    }

    @Test
    void aTableOfFourMovesEveryoneByTheReferenceFigures() {
        Map<String, Rating> ratings =
                PlackettLuce.replay(List.of(evening(7, LocalDate.of(2026, 1, 10), table(1, 1, "A1 B2 C3 D4"))));
        assertRating(27.795253, 8.263572, 1, ratings.get("A"));
        assertRating(26.552918, 8.179618, 1, ratings.get("B"));
        assertRating(24.689416, 8.084128, 1, ratings.get("C"));
        assertRating(20.962413, 8.084128, 1, ratings.get("D"));
        assertEquals(3.004537, ratings.get("A").ordinal(), SIX_DECIMALS);
    }

    @Test
    void playersSharingAPlaceShareARank() {
        Map<String, Rating> ratings =
                PlackettLuce.replay(List.of(evening(7, LocalDate.of(2026, 1, 10), table(1, 2, "E1 F2 G2"))));
        assertRating(27.869049, 8.205243, 1, ratings.get("E"));
        assertRating(23.565476, 8.058224, 1, ratings.get("F"));
        assertEquals(ratings.get("F"), ratings.get("G"));
    }

    @Test
    void matchesOfTwoToFivePlayersReplayByDateThenEveningThenGameThenTable() {
        CircuitEvening laterDateLowerId = evening(
                3,
                LocalDate.of(2026, 1, 17),
                table(2, 1, "D1 E2 F3 G3 A5"),
                table(1, 2, "A1 B1 C1 D1"),
                table(1, 1, "G1 F1 E3"));
        CircuitEvening sameDateHigherId = evening(9, LocalDate.of(2026, 1, 10), table(1, 1, "C1 A2 B2 D4"));
        CircuitEvening first = evening(
                7,
                LocalDate.of(2026, 1, 10),
                table(2, 2, "F1 D2"),
                table(1, 2, "E1 F2 G2"),
                table(2, 1, "B1 E2 A3 G4 C5"),
                table(1, 1, "A1 B2 C3 D4"));
        Map<String, Rating> ratings = PlackettLuce.replay(List.of(laterDateLowerId, sameDateHigherId, first));
        assertRating(24.784841, 7.711795, 5, ratings.get("A"));
        assertRating(28.150950, 7.889187, 4, ratings.get("B"));
        assertRating(23.504438, 7.771825, 4, ratings.get("C"));
        assertRating(20.171922, 7.658618, 5, ratings.get("D"));
        assertRating(29.420775, 7.869558, 4, ratings.get("E"));
        assertRating(25.607935, 7.566242, 4, ratings.get("F"));
        assertRating(23.259624, 7.638112, 4, ratings.get("G"));
        assertEquals(5.812100, ratings.get("E").ordinal(), SIX_DECIMALS);
    }

    @Test
    void aRatingIsShownAsMuLessThreeSigmaAndIsProvisionalBelowTenMatches() {
        assertEquals(0.0, Rating.INITIAL.ordinal(), 1e-12);
        assertTrue(new Rating(30, 5, 9).provisional());
        assertFalse(new Rating(30, 5, 10).provisional());
        assertEquals(15.0, new Rating(30, 5, 10).ordinal(), 1e-12);
    }
}
