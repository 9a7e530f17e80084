package org.tavolo.poker.seating;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tavolo.poker.RuleViolation;

/**
 * Keeps Hold'em tables balanced as players bust (docs/rules.md#holdem-tournament; TDA rules 10–11). A pure function
 * of the tables, the rules and a seed, in three steps:
 * <ol>
 * <li>at or below the final-table size, everyone is redrawn at the final table (the table that
 * would be broken last);</li>
 * <li>while the players fit at one table fewer, the next table in the break order is broken and
 * its players are drawn at random into open seats, each seat going to the currently smallest table
 * at its worst open position;</li>
 * <li>while the largest table has {@code threshold} or more players than the smallest, the player
 * who is big blind next at the largest moves to the seat that takes the big blind next at the
 * smallest.</li>
 * </ol>
 * Ties between tables of equal size go by the break order: players leave the table broken sooner
 * and join the table broken later. Random step k (from 0) of one call shuffles with {@code seed + k}.
 */
public final class Balancer {

    private Balancer() {}

    public static Rebalance rebalance(List<TableState> tables, BalanceRules rules, long seed) {
        Map<Integer, TableState> open = new LinkedHashMap<>();
        tables.stream().sorted(Comparator.comparingInt(TableState::number)).forEach(t -> open.put(t.number(), t));
        List<Move> moves = new ArrayList<>();
        List<Integer> broken = new ArrayList<>();
        int players = open.values().stream().mapToInt(TableState::players).sum();
        long nextSeed = seed;

        if (open.size() > 1 && players <= rules.finalTableSize()) {
            List<Integer> sequence = rules.breakSequence(open.keySet());
            int finalNumber = sequence.get(sequence.size() - 1);
            return finalTable(open, finalNumber, sequence.subList(0, sequence.size() - 1), nextSeed);
        }
        while (open.size() > 1) {
            int candidate = rules.breakSequence(open.keySet()).get(0);
            int room = open.values().stream()
                    .filter(t -> t.number() != candidate)
                    .mapToInt(TableState::capacity)
                    .sum();
            if (players > room) {
                break;
            }
            breakTable(open, candidate, rules, nextSeed++, moves);
            broken.add(candidate);
        }
        balance(open, rules, moves);
        return new Rebalance(moves, new ArrayList<>(open.values()), broken);
    }

    /**
     * A late entry's seat (docs/rules.md#holdem-tournament late registration, TDA rule 8 idea): at the table with the
     * fewest players (ties: the table broken last), a seat drawn at random among the open seats not
     * between the small blind and the button.
     */
    public static SeatAssignment seatLateEntry(List<TableState> tables, long entry, BalanceRules rules, long seed) {
        List<Integer> keepOrder =
                keepOrder(rules, tables.stream().map(TableState::number).toList());
        TableState table = tables.stream()
                .filter(TableState::hasOpenSeat)
                .min(Comparator.comparingInt(TableState::players).thenComparingInt(t -> keepOrder.indexOf(t.number())))
                .orElseThrow(() ->
                        new RuleViolation("no-open-seat", "Every table is full; there is no seat for a late entry."));
        List<Integer> seats = table.openSeatsWorstFirst();
        int seat = seats.get(new DrawRandom(seed).below(seats.size()));
        return new SeatAssignment(entry, table.number(), seat);
    }

    private static Rebalance finalTable(
            Map<Integer, TableState> open, int finalNumber, List<Integer> broken, long seed) {
        List<long[]> everyone = new ArrayList<>(); // {entry, table, seat} in table and seat order
        open.values()
                .forEach(t -> t.seats().forEach((seat, entry) -> everyone.add(new long[] {entry, t.number(), seat})));
        List<long[]> drawn = SeatDraw.shuffle(everyone, seed);
        TableState finalTable = open.get(finalNumber).cleared();
        List<Move> moves = new ArrayList<>();
        for (int i = 0; i < drawn.size(); i++) {
            long[] who = drawn.get(i);
            int seat = i + 1;
            finalTable = finalTable.sit(who[0], seat);
            if (who[1] != finalNumber || who[2] != seat) {
                moves.add(new Move(who[0], (int) who[1], (int) who[2], finalNumber, seat, MoveReason.FINAL_TABLE));
            }
        }
        return new Rebalance(moves, List.of(finalTable), broken);
    }

    private static void breakTable(
            Map<Integer, TableState> open, int number, BalanceRules rules, long seed, List<Move> moves) {
        TableState leaving = open.remove(number);
        List<Integer> keepOrder = keepOrder(rules, open.keySet());
        List<int[]> slots = new ArrayList<>(); // {table, seat}
        Map<Integer, TableState> reserved = new LinkedHashMap<>(open);
        for (int i = 0; i < leaving.players(); i++) {
            TableState smallest = smallest(reserved, keepOrder);
            int seat = smallest.worstOpenSeat().orElseThrow();
            slots.add(new int[] {smallest.number(), seat});
            reserved.put(smallest.number(), smallest.sit(-1L, seat));
        }
        List<Map.Entry<Integer, Long>> players =
                SeatDraw.shuffle(new ArrayList<>(leaving.seats().entrySet()), seed);
        for (int i = 0; i < players.size(); i++) {
            int[] slot = slots.get(i);
            Map.Entry<Integer, Long> player = players.get(i);
            open.put(slot[0], open.get(slot[0]).sit(player.getValue(), slot[1]));
            moves.add(new Move(player.getValue(), number, player.getKey(), slot[0], slot[1], MoveReason.TABLE_BREAK));
        }
    }

    private static void balance(Map<Integer, TableState> open, BalanceRules rules, List<Move> moves) {
        while (open.size() > 1) {
            List<Integer> keepOrder = keepOrder(rules, open.keySet());
            TableState smallest = open.values().stream()
                    .min(Comparator.comparingInt(TableState::players)
                            .thenComparingInt(t -> keepOrder.indexOf(t.number())))
                    .orElseThrow();
            TableState largest = open.values().stream()
                    .max(Comparator.comparingInt(TableState::players)
                            .thenComparingInt(t -> keepOrder.indexOf(t.number())))
                    .orElseThrow();
            if (largest.players() - smallest.players() < rules.threshold()) {
                return;
            }
            int from = largest.bigBlindNext().orElseThrow();
            Optional<Integer> to = smallest.worstOpenSeat();
            if (to.isEmpty()) {
                return;
            }
            long entry = largest.seats().get(from);
            open.put(largest.number(), largest.leave(from));
            open.put(smallest.number(), smallest.sit(entry, to.get()));
            moves.add(new Move(entry, largest.number(), from, smallest.number(), to.get(), MoveReason.BALANCE));
        }
    }

    /** Table numbers from the one broken last to the one broken first. */
    private static List<Integer> keepOrder(BalanceRules rules, Collection<Integer> tables) {
        List<Integer> order = new ArrayList<>(rules.breakSequence(tables));
        Collections.reverse(order);
        return order;
    }

    /** The table with the fewest players and an open seat; ties go to the table broken last. */
    private static TableState smallest(Map<Integer, TableState> tables, List<Integer> keepOrder) {
        return tables.values().stream()
                .filter(TableState::hasOpenSeat)
                .min(Comparator.comparingInt(TableState::players).thenComparingInt(t -> keepOrder.indexOf(t.number())))
                .orElseThrow();
    }
}
