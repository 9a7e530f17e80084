package org.tavolo.poker.circuit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDate;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;

/** docs/rules.md#circuit: an evening's places and tables are rankings as 1, 2, 2, 4, each player once. */
class CircuitEveningTest {

    private static final LocalDate DAY = LocalDate.of(2026, 3, 1);

    private static String refusal(Runnable making) {
        return assertThrows(RuleViolation.class, making::run).code();
    }

    private static CircuitEvening evening(List<Finish> places, List<TableFinish> tables) {
        return new CircuitEvening(1, DAY, places, tables);
    }

    private static List<Finish> ranked(String... cards) {
        return IntStream.range(0, cards.length)
                .mapToObj(i -> new Finish(cards[i], i + 1))
                .toList();
    }

    @Test
    void placesMustRankTheFieldAsOneTwoTwoFour() {
        new CircuitEvening(1, DAY, List.of(new Finish("A", 1), new Finish("B", 2), new Finish("C", 2)), List.of());
        assertEquals(
                "circuit-places",
                refusal(() -> evening(List.of(new Finish("A", 1), new Finish("B", 2), new Finish("C", 4)), List.of())));
        assertEquals(
                "circuit-places",
                refusal(() -> evening(
                        List.of(new Finish("A", 1), new Finish("B", 2), new Finish("C", 2), new Finish("D", 3)),
                        List.of())));
        assertEquals(
                "circuit-places", refusal(() -> evening(List.of(new Finish("A", 2), new Finish("B", 3)), List.of())));
        assertEquals("circuit-place", refusal(() -> new Finish("A", 0)));
    }

    @Test
    void aRankingHasTwoPlayersAtLeastEachOnce() {
        assertEquals("circuit-ranking-too-small", refusal(() -> evening(ranked("A"), List.of())));
        assertEquals("circuit-card-twice", refusal(() -> evening(ranked("A", "B", "A"), List.of())));
        assertEquals("circuit-card-twice", refusal(() -> new TableFinish(1, 1, ranked("A", "A"))));
    }

    @Test
    void aPlayerSitsAtOneTableOfAGameAndATableIsGivenOnce() {
        List<Finish> places = ranked("A", "B", "C", "D");
        TableFinish first = new TableFinish(1, 1, ranked("A", "B"));
        assertEquals(
                "circuit-card-twice-in-game",
                refusal(() -> evening(places, List.of(first, new TableFinish(1, 2, ranked("C", "A"))))));
        assertEquals(
                "circuit-table-twice",
                refusal(() -> evening(places, List.of(first, new TableFinish(1, 1, ranked("C", "D"))))));
        evening(
                places,
                List.of(first, new TableFinish(1, 2, ranked("C", "D")), new TableFinish(2, 1, ranked("A", "C"))));
    }
}
