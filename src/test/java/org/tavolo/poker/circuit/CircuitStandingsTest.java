package org.tavolo.poker.circuit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;

/** docs/rules.md#circuit: the best N evenings, the tie-breaks, the qualifiers and the rating on each line. */
class CircuitStandingsTest {

    /** An evening whose final order is the cards given, "B=C" for a tie; no tables unless given. */
    private static CircuitEvening evening(long id, int day, String order, TableFinish... tables) {
        List<Finish> places = new ArrayList<>();
        int place = 1;
        for (String group : order.split(" ")) {
            for (String card : group.split("=")) {
                places.add(new Finish(card, place));
            }
            place += group.split("=").length;
        }
        return new CircuitEvening(id, LocalDate.of(2026, 2, day), places, List.of(tables));
    }

    /** The standings as "place card points", a tie marked "=", qualifiers marked "*". */
    private static String said(List<CircuitLine> lines) {
        return lines.stream()
                .map(line -> line.place() + (line.tied() ? "=" : "") + " " + line.card() + " " + line.centiPoints()
                        + (line.qualified() ? "*" : ""))
                .collect(Collectors.joining(", "));
    }

    /** Three evenings: A and B end level on everything, the best two of three counted. */
    private static final List<CircuitEvening> THREE =
            List.of(evening(1, 1, "A B C D E"), evening(2, 8, "B A C"), evening(3, 15, "C A B D E"));

    @Test
    void theTotalIsTheSumOfTheBestNEveningsBestFirst() {
        List<CircuitLine> lines = CircuitStandings.of(THREE, new CircuitRules(2, 0));
        CircuitLine a = lines.stream()
                .filter(line -> line.card().equals("A"))
                .findFirst()
                .orElseThrow();
        // A: 1000 (evening 1), 500 (evening 2), 750 (evening 3): the best two count.
        assertEquals(175_000, a.centiPoints());
        assertEquals(3, a.evenings());
        assertEquals(List.of(1L, 3L), a.counted());
        CircuitLine e = lines.get(lines.size() - 1);
        // Equal points: the earlier evening first.
        assertEquals(List.of(1L, 3L), e.counted());
    }

    @Test
    void playersLevelOnTotalEveningsCountedAndBestEveningShareThePlace() {
        assertEquals(
                "1= A 175000, 1= B 175000, 3 C 150000, 4 D 50000, 5 E 0",
                said(CircuitStandings.of(THREE, new CircuitRules(2, 0))));
    }

    /** U 750 + 250, Y 500 + 500, X W P O 1000 once each: a total of 1000 for all six. */
    private static final List<CircuitEvening> LEVEL_TOTALS = List.of(
            evening(10, 1, "X Y Z"), evening(11, 2, "W Y V"), evening(12, 3, "P U Q R S"), evening(13, 4, "O K L U M"));

    @Test
    void equalTotalsGoToMoreEveningsCountedThenToTheBetterBestEvening() {
        assertEquals(
                "1 U 100000, 2 Y 100000, 3= O 100000, 3= P 100000, 3= W 100000, 3= X 100000, 7 K 75000,"
                        + " 8= L 50000, 8= Q 50000, 10 R 25000, 11= M 0, 11= S 0, 11= V 0, 11= Z 0",
                said(CircuitStandings.of(LEVEL_TOTALS, new CircuitRules(3, 0))));
    }

    @Test
    void theTopKQualifyAndATieAcrossTheKthPlaceQualifiesAllItsPlayers() {
        assertEquals(2, qualified(2));
        assertEquals(6, qualified(4));
        assertEquals(7, qualified(7));
        assertEquals(9, qualified(8));
        assertEquals(0, qualified(0));
        assertEquals(14, qualified(20));
    }

    private static long qualified(int k) {
        return CircuitStandings.of(LEVEL_TOTALS, new CircuitRules(3, k)).stream()
                .filter(CircuitLine::qualified)
                .count();
    }

    @Test
    void eachLineCarriesItsPlayersRatingAndAPlayerNeverAtATableStartsAtTheInitialRating() {
        TableFinish table = new TableFinish(1, 1, List.of(new Finish("A", 1), new Finish("B", 2)));
        List<CircuitEvening> evenings = List.of(evening(1, 1, "A B C", table));
        List<CircuitLine> lines = CircuitStandings.of(evenings, new CircuitRules(1, 1));
        assertEquals(PlackettLuce.replay(evenings).get("A"), lines.get(0).rating());
        assertEquals(1, lines.get(0).rating().matches());
        assertEquals(Rating.INITIAL, lines.get(2).rating());
    }

    @Test
    void anEveningGivenTwiceIsRefused() {
        CircuitEvening once = evening(1, 1, "A B");
        RuleViolation refused = assertThrows(
                RuleViolation.class, () -> CircuitStandings.of(List.of(once, once), new CircuitRules(1, 1)));
        assertEquals("circuit-evening-twice", refused.code());
    }

    @Test
    void noEveningsMakeNoLines() {
        assertEquals(List.of(), CircuitStandings.of(List.of(), new CircuitRules(1, 1)));
    }

    @Test
    void atLeastOneEveningCountsAndQualifiersAreNeverNegative() {
        assertEquals(
                "circuit-best-evenings",
                assertThrows(RuleViolation.class, () -> new CircuitRules(0, 1)).code());
        assertEquals(
                "circuit-qualifiers",
                assertThrows(RuleViolation.class, () -> new CircuitRules(1, -1)).code());
    }
}
