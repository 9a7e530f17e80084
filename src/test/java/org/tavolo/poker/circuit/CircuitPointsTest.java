package org.tavolo.poker.circuit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;

/** docs/rules.md#circuit: an evening's points normalised for the field's size, 1000·(N − r)/(N − 1) in hundredths. */
class CircuitPointsTest {

    @Test
    void firstScoresAThousandAndLastNothingWhateverTheField() {
        for (int field : new int[] {2, 3, 16, 40}) {
            assertEquals(100_000, CircuitPoints.centiPoints(field, 1, 1));
            assertEquals(0, CircuitPoints.centiPoints(field, field, field));
        }
    }

    @Test
    void secondOfFourScoresSixHundredSixtySixPointSixSevenRoundedHalfUp() {
        assertEquals(66_667, CircuitPoints.centiPoints(4, 2, 2));
        assertEquals(33_333, CircuitPoints.centiPoints(4, 3, 3));
    }

    @Test
    void anExactHalfHundredthRoundsUp() {
        // 33 players, tied over 32nd and 33rd: r = 32.5, 1000 · 0.5 / 32 = 15.625 → 15.63.
        assertEquals(1_563, CircuitPoints.centiPoints(33, 32, 33));
        // 17 of 33: 1000 · 16 / 32 = 500 exactly.
        assertEquals(50_000, CircuitPoints.centiPoints(33, 17, 17));
    }

    @Test
    void playersTiedOverPlacesTakeTheAveragePlace() {
        // Four players, two sharing 2nd and 3rd: r = 2.5, 1000 · 1.5 / 3 = 500.
        assertEquals(50_000, CircuitPoints.centiPoints(4, 2, 3));
        // Three sharing 1st to 3rd of 5: r = 2, 1000 · 3 / 4 = 750.
        assertEquals(75_000, CircuitPoints.centiPoints(5, 1, 3));
    }

    @Test
    void anEveningsTiesAreScoredOverThePlacesTheyCover() {
        CircuitEvening evening = new CircuitEvening(
                1,
                LocalDate.of(2026, 3, 1),
                List.of(
                        new Finish("A", 1),
                        new Finish("B", 2),
                        new Finish("C", 2),
                        new Finish("D", 2),
                        new Finish("E", 5),
                        new Finish("F", 6)),
                List.of());
        // N = 6: B, C and D share 2nd to 4th, r = 3, 1000 · 3 / 5 = 600; E 5th: 200; F last: 0.
        assertEquals(
                Map.of("A", 100_000L, "B", 60_000L, "C", 60_000L, "D", 60_000L, "E", 20_000L, "F", 0L),
                CircuitStandings.points(evening));
    }

    @Test
    void placesThatDoNotFitTheFieldAreRefused() {
        assertEquals(
                "circuit-places",
                assertThrows(RuleViolation.class, () -> CircuitPoints.centiPoints(1, 1, 1))
                        .code());
        assertThrows(RuleViolation.class, () -> CircuitPoints.centiPoints(4, 0, 1));
        assertThrows(RuleViolation.class, () -> CircuitPoints.centiPoints(4, 3, 2));
        assertThrows(RuleViolation.class, () -> CircuitPoints.centiPoints(4, 4, 5));
    }
}
