package org.tavolo.poker.seating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tavolo.poker.RuleViolation;

class TablePlannerTest {

    @Test
    void italianDrawUsesOnlyAsManyTablesOfFiveAsNeeded() {
        assertEquals(List.of(4), TablePlanner.italian(4, OddTables.NONE).sizes());
        assertEquals(List.of(5), TablePlanner.italian(5, OddTables.NONE).sizes());
        assertEquals(List.of(4, 4), TablePlanner.italian(8, OddTables.NONE).sizes());
        assertEquals(List.of(5, 4), TablePlanner.italian(9, OddTables.NONE).sizes());
        assertEquals(List.of(5, 5), TablePlanner.italian(10, OddTables.NONE).sizes());
        assertEquals(List.of(5, 5, 5), TablePlanner.italian(15, OddTables.NONE).sizes());
        assertEquals(
                List.of(4, 4, 4, 4, 4), TablePlanner.italian(20, OddTables.NONE).sizes());
        assertEquals(
                List.of(5, 5, 5, 4, 4, 4),
                TablePlanner.italian(27, OddTables.NONE).sizes());
    }

    @Test
    void italianDrawSeatsEveryCountFromTwelveUpAtTablesOfFourOrFive() {
        for (int players = 12; players <= 500; players++) {
            TablePlan plan = TablePlanner.italian(players, OddTables.NONE);
            assertEquals(players, plan.players());
            assertTrue(plan.sizes().stream().allMatch(s -> s == 4 || s == 5), plan.toString());
            assertTrue(plan.sizes().stream().filter(s -> s == 5).count() <= 3, plan.toString());
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 6, 7, 11})
    void italianDrawRefusesCountsThatCannotMakeTablesOfFourOrFive(int players) {
        RuleViolation refused = assertThrows(RuleViolation.class, () -> TablePlanner.italian(players, OddTables.NONE));
        assertEquals("impossible-table-plan", refused.code());
        assertEquals(players, refused.details().get("players"));
    }

    @Test
    void italianRefusalSaysWhichCountsWork() {
        RuleViolation eleven = assertThrows(RuleViolation.class, () -> TablePlanner.italian(11, OddTables.NONE));
        assertEquals(List.of(10, 12), eleven.details().get("workingCounts"));
        assertTrue(eleven.getMessage().contains("10 or 12 players can"), eleven.getMessage());
        RuleViolation two = assertThrows(RuleViolation.class, () -> TablePlanner.italian(2, OddTables.NONE));
        assertEquals(List.of(4), two.details().get("workingCounts"));
    }

    @Test
    void organizerMayAllowOneTableOfThreeOrSix() {
        assertEquals(List.of(6), TablePlanner.italian(6, OddTables.ALLOW_SIX).sizes());
        assertEquals(
                List.of(4, 3), TablePlanner.italian(7, OddTables.ALLOW_THREE).sizes());
        assertEquals(
                List.of(6, 5),
                TablePlanner.italian(11, OddTables.ALLOW_THREE_OR_SIX).sizes());
        assertEquals(
                List.of(4, 4, 3),
                TablePlanner.italian(11, OddTables.ALLOW_THREE).sizes());
        assertEquals(List.of(3), TablePlanner.italian(3, OddTables.ALLOW_THREE).sizes());
        assertThrows(RuleViolation.class, () -> TablePlanner.italian(7, OddTables.ALLOW_SIX));
    }

    @Test
    void holdemUsesTheFewestTablesWithSizesDifferingByAtMostOne() {
        assertEquals(List.of(11), TablePlanner.holdem(11, 5, 11, 3).sizes());
        assertEquals(List.of(6, 6), TablePlanner.holdem(12, 5, 11, 3).sizes());
        assertEquals(List.of(8, 8, 7), TablePlanner.holdem(23, 5, 11, 3).sizes());
        assertEquals(List.of(11, 11, 11), TablePlanner.holdem(33, 5, 11, 3).sizes());
        assertEquals(List.of(10, 10, 10, 9), TablePlanner.holdem(39, 5, 10, 10).sizes());
    }

    @Test
    void holdemRefusesMorePlayersThanTheTablesCanSeatAndFewerThanTheMinimum() {
        RuleViolation tooMany = assertThrows(RuleViolation.class, () -> TablePlanner.holdem(34, 5, 11, 3));
        assertEquals(33, tooMany.details().get("maxPlayers"));
        assertThrows(RuleViolation.class, () -> TablePlanner.holdem(4, 5, 11, 3));
        assertThrows(RuleViolation.class, () -> TablePlanner.holdem(11, 8, 10, 3));
    }

    @Test
    void chinesePokerSeatsFourATableAndThreeWhereNeeded() {
        assertEquals(List.of(4, 4), TablePlanner.chinese(8).sizes());
        assertEquals(List.of(4, 3), TablePlanner.chinese(7).sizes());
        assertEquals(List.of(3, 3), TablePlanner.chinese(6).sizes());
        assertEquals(List.of(3, 3, 3), TablePlanner.chinese(9).sizes());
        assertEquals(List.of(4, 3, 3), TablePlanner.chinese(10).sizes());
        assertEquals(List.of(2), TablePlanner.chinese(2).sizes());
        assertThrows(RuleViolation.class, () -> TablePlanner.chinese(5));
        assertThrows(RuleViolation.class, () -> TablePlanner.chinese(1));
    }
}
