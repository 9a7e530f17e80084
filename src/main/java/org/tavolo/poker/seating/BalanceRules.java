package org.tavolo.poker.seating;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.tavolo.poker.RuleViolation;

/**
 * The tournament's balancing settings (docs/rules.md#holdem-tournament, TDA rules 10–11).
 *
 * @param threshold      a player moves when the largest table has this many more players than the
 *                       smallest (default 2)
 * @param finalTableSize at or below this many players everyone is redrawn at one table
 * @param breakOrder     table numbers in the order they are broken; tables not listed follow,
 *                       highest number first (empty: highest number first)
 */
public record BalanceRules(int threshold, int finalTableSize, List<Integer> breakOrder) {

    public BalanceRules {
        breakOrder = List.copyOf(breakOrder);
        if (threshold < 2) {
            throw new RuleViolation(
                    "invalid-setting",
                    "The balancing threshold must be at least 2 players.",
                    Map.of("field", "balanceThreshold"));
        }
        if (finalTableSize < 2) {
            throw new RuleViolation(
                    "invalid-setting",
                    "The final table must seat at least 2 players.",
                    Map.of("field", "finalTableSize"));
        }
        if (breakOrder.stream().distinct().count() != breakOrder.size()) {
            throw new RuleViolation(
                    "invalid-setting", "The table break order lists a table twice.", Map.of("field", "breakOrder"));
        }
    }

    /** The given tables in the order they are broken: listed ones first, then highest number first. */
    public List<Integer> breakSequence(Collection<Integer> tables) {
        List<Integer> order = new ArrayList<>();
        for (Integer listed : breakOrder) {
            if (tables.contains(listed)) {
                order.add(listed);
            }
        }
        tables.stream()
                .filter(t -> !order.contains(t))
                .sorted(Comparator.reverseOrder())
                .forEach(order::add);
        return order;
    }
}
