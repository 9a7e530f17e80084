package org.tavolo.poker.circuit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tavolo.testing.Cases;

/** Invariants of the circuit's points and standings over random evenings (docs/rules.md#circuit). */
@ExtendWith(Cases.class)
class CircuitPropertiesTest {

    /** 100 evenings of 2 to 40 players, one place in three tied with the one before. */
    static Stream<CircuitEvening> evenings(TestInfo property) {
        return Cases.of(property, 100, random -> evening(random, 1, Cases.between(random, 2, 40), 0));
    }

    /** 30 circuits of 2 to 8 evenings of 2 to 9 players from a pool of 12, with their tables. */
    static Stream<List<CircuitEvening>> circuits(TestInfo property) {
        return Cases.of(property, 30, random -> {
            List<CircuitEvening> circuit = new ArrayList<>();
            int count = Cases.between(random, 2, 8);
            for (int id = 1; id <= count; id++) {
                circuit.add(evening(random, id, Cases.between(random, 2, 9), Cases.between(random, 0, 3)));
            }
            return circuit;
        });
    }

    private static CircuitEvening evening(Random random, long id, int players, int games) {
        List<String> pool = new ArrayList<>();
        for (int p = 0; p < Math.max(players, 12); p++) {
            pool.add("P" + p);
        }
        Collections.shuffle(pool, random);
        List<String> field = pool.subList(0, players);
        List<TableFinish> tables = new ArrayList<>();
        for (int game = 1; game <= games; game++) {
            List<String> seating = new ArrayList<>(field);
            Collections.shuffle(seating, random);
            int half = players >= 4 ? players / 2 : players;
            tables.add(new TableFinish(game, 1, ranked(seating.subList(0, half), random)));
            if (half < players) {
                tables.add(new TableFinish(game, 2, ranked(seating.subList(half, players), random)));
            }
        }
        LocalDate date = LocalDate.of(2026, 1, 1).plusDays(Cases.between(random, 0, 3));
        return new CircuitEvening(id, date, ranked(field, random), tables);
    }

    private static List<Finish> ranked(List<String> cards, Random random) {
        List<Finish> finishes = new ArrayList<>();
        for (int i = 0; i < cards.size(); i++) {
            boolean tie = i > 0 && Cases.between(random, 0, 2) == 0;
            finishes.add(new Finish(cards.get(i), tie ? finishes.get(i - 1).place() : i + 1));
        }
        return finishes;
    }

    @ParameterizedTest
    @MethodSource("evenings")
    void anEveningsPointsAddUpToHalfAThousandAPlayerWithinRoundingAndABetterPlaceNeverScoresLess(
            CircuitEvening evening) {
        Map<String, Long> points = CircuitStandings.points(evening);
        int field = evening.places().size();
        long sum = points.values().stream().mapToLong(Long::longValue).sum();
        assertTrue(Math.abs(sum - 50_000L * field) <= field / 2, "sum " + sum + " of " + field);
        for (Finish a : evening.places()) {
            for (Finish b : evening.places()) {
                if (a.place() < b.place()) {
                    assertTrue(points.get(a.card()) > points.get(b.card()), a + " above " + b);
                }
            }
        }
    }

    @ParameterizedTest
    @MethodSource("circuits")
    void theStandingsAndRatingsDoNotDependOnTheOrderTheEveningsAndTablesAreGiven(List<CircuitEvening> circuit) {
        List<CircuitEvening> shuffled = new ArrayList<>();
        Random random = new Random(circuit.size());
        for (CircuitEvening evening : circuit) {
            List<TableFinish> tables = new ArrayList<>(evening.tables());
            Collections.shuffle(tables, random);
            shuffled.add(new CircuitEvening(evening.id(), evening.date(), evening.places(), tables));
        }
        Collections.shuffle(shuffled, random);
        CircuitRules rules = new CircuitRules(3, 4);
        assertEquals(CircuitStandings.of(circuit, rules), CircuitStandings.of(shuffled, rules));
    }
}
