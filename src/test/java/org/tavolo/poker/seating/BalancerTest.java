package org.tavolo.poker.seating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class BalancerTest {

    private static final BalanceRules RULES = new BalanceRules(2, 10, List.of());

    /** A table whose listed seats are taken by entries numbered table*100 + seat. */
    static TableState table(int number, int capacity, Integer button, int... seats) {
        Map<Integer, Long> taken = new HashMap<>();
        for (int seat : seats) {
            taken.put(seat, number * 100L + seat);
        }
        return new TableState(number, capacity, button, taken);
    }

    static int[] seats(int from, int to) {
        return IntStream.rangeClosed(from, to).toArray();
    }

    @Test
    void bigBlindNextIsTheSecondOccupiedSeatAfterTheButton() {
        assertEquals(Optional.of(5), table(1, 10, 3, seats(1, 9)).bigBlindNext());
        assertEquals(Optional.of(6), table(1, 10, 3, 1, 2, 3, 5, 6).bigBlindNext());
        assertEquals(Optional.of(2), table(1, 10, 9, 1, 2, 3).bigBlindNext());
        assertEquals(Optional.of(2), table(1, 10, null, 1, 2, 3).bigBlindNext());
    }

    @Test
    void headsUpTheButtonPostsTheSmallBlindSoTheOtherPlayerIsBigBlind() {
        assertEquals(Optional.of(7), table(1, 10, 2, 2, 7).bigBlindNext());
    }

    @Test
    void theWorstOpenSeatIsTheOneThatTakesTheBigBlindNext() {
        // button 2, small blind 3, seat 4 empty: a player sitting there posts the next big blind
        assertEquals(Optional.of(4), table(2, 10, 2, 1, 2, 3, 5, 6, 7, 8).worstOpenSeat());
    }

    @Test
    void aMovedPlayerIsNeverSeatedBetweenTheSmallBlindAndTheButton() {
        // button 1, small blind 3: seat 2 lies between them and is offered last of all
        TableState t = table(2, 10, 1, 1, 3, 4, 5, 6, 7);
        assertEquals(List.of(8, 9, 10), t.openSeatsWorstFirst());
    }

    @Test
    void playerWhoWouldBeBigBlindNextMovesFromTheLargestToTheSmallestTable() {
        TableState large = table(1, 10, 3, seats(1, 9));
        TableState small = table(2, 10, 2, 1, 2, 3, 5, 6, 7, 8);
        Rebalance result = Balancer.rebalance(List.of(large, small), RULES, 1L);
        assertEquals(List.of(new Move(105, 1, 5, 2, 4, MoveReason.BALANCE)), result.moves());
        assertEquals(8, result.tables().get(0).players());
        assertEquals(8, result.tables().get(1).players());
        assertEquals(105L, result.tables().get(1).seats().get(4));
        assertEquals(List.of(), result.broken());
    }

    @Test
    void tablesOneApartAreLeftAlone() {
        Rebalance result =
                Balancer.rebalance(List.of(table(1, 10, 1, seats(1, 8)), table(2, 10, 1, seats(1, 7))), RULES, 1L);
        assertEquals(List.of(), result.moves());
    }

    @Test
    void balancingThresholdIsASetting() {
        BalanceRules three = new BalanceRules(3, 10, List.of());
        List<TableState> tables = List.of(table(1, 10, 1, seats(1, 9)), table(2, 10, 1, seats(1, 7)));
        assertEquals(List.of(), Balancer.rebalance(tables, three, 1L).moves());
        assertEquals(1, Balancer.rebalance(tables, RULES, 1L).moves().size());
    }

    @Test
    void highestNumberedTableBreaksWhenThePlayersFitAtOneTableFewer() {
        List<TableState> tables =
                List.of(table(1, 10, 1, seats(1, 7)), table(2, 10, 1, seats(1, 7)), table(3, 10, 1, seats(1, 6)));
        Rebalance result = Balancer.rebalance(tables, new BalanceRules(2, 9, List.of()), 99L);
        assertEquals(List.of(3), result.broken());
        assertEquals(6, result.moves().size());
        assertTrue(result.moves().stream().allMatch(m -> m.fromTable() == 3 && m.reason() == MoveReason.TABLE_BREAK));
        assertEquals(
                List.of(10, 10),
                result.tables().stream().map(TableState::players).toList());
        assertEquals(
                Set.of(301L, 302L, 303L, 304L, 305L, 306L),
                result.moves().stream().map(Move::entry).collect(Collectors.toSet()));
    }

    @Test
    void brokenTablePlayersAreDrawnAtRandomButReproduciblyFromTheSeed() {
        List<TableState> tables =
                List.of(table(1, 10, 1, seats(1, 7)), table(2, 10, 1, seats(1, 7)), table(3, 10, 1, seats(1, 6)));
        BalanceRules rules = new BalanceRules(2, 9, List.of());
        assertEquals(Balancer.rebalance(tables, rules, 5L), Balancer.rebalance(tables, rules, 5L));
        var destinations = new HashSet<List<Move>>();
        for (long seed = 0; seed < 20; seed++) {
            destinations.add(Balancer.rebalance(tables, rules, seed).moves());
        }
        assertTrue(destinations.size() > 1);
    }

    @Test
    void breakOrderCanBeSetByTheOrganizer() {
        List<TableState> tables =
                List.of(table(1, 10, 1, seats(1, 6)), table(2, 10, 1, seats(1, 7)), table(3, 10, 1, seats(1, 7)));
        Rebalance result = Balancer.rebalance(tables, new BalanceRules(2, 9, List.of(1)), 3L);
        assertEquals(List.of(1), result.broken());
        assertEquals(
                List.of(2, 3), result.tables().stream().map(TableState::number).toList());
    }

    @Test
    void atTheFinalTableSizeEveryoneIsRedrawnAtTheFinalTable() {
        List<TableState> tables = List.of(table(1, 10, 4, seats(1, 5)), table(2, 10, 2, seats(1, 5)));
        Rebalance result = Balancer.rebalance(tables, RULES, 11L);
        assertEquals(List.of(2), result.broken());
        assertEquals(1, result.tables().size());
        TableState finalTable = result.tables().get(0);
        assertEquals(1, finalTable.number());
        assertEquals(
                List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10),
                List.copyOf(finalTable.seats().keySet()));
        assertEquals(
                Set.of(101L, 102L, 103L, 104L, 105L, 201L, 202L, 203L, 204L, 205L),
                Set.copyOf(finalTable.seats().values()));
        assertNull(finalTable.button());
        assertTrue(result.moves().stream().allMatch(m -> m.reason() == MoveReason.FINAL_TABLE && m.toTable() == 1));
        assertTrue(result.moves().stream().anyMatch(m -> m.fromTable() == 2));
    }

    @Test
    void aSingleTableNeedsNothing() {
        Rebalance result = Balancer.rebalance(List.of(table(1, 10, 1, seats(1, 4))), RULES, 1L);
        assertEquals(List.of(), result.moves());
        assertEquals(List.of(), result.broken());
    }

    @Test
    void lateEntryGoesToTheSmallestTableButNeverBetweenSmallBlindAndButton() {
        List<TableState> tables = List.of(table(1, 10, 1, seats(1, 8)), table(2, 10, 1, 1, 3, 4, 5, 6, 7));
        for (long seed = 0; seed < 50; seed++) {
            SeatAssignment seat = Balancer.seatLateEntry(tables, 999L, RULES, seed);
            assertEquals(2, seat.table());
            assertTrue(Set.of(8, 9, 10).contains(seat.seat()), "seat " + seat.seat());
        }
    }
}
