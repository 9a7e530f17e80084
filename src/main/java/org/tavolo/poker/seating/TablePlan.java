package org.tavolo.poker.seating;

import java.util.List;

/**
 * How many players sit at each table, table 1 first.
 *
 * @param sizes players per table, in table-number order
 */
public record TablePlan(List<Integer> sizes) {

    public TablePlan {
        sizes = List.copyOf(sizes);
        if (sizes.isEmpty() || sizes.stream().anyMatch(s -> s < 1)) {
            throw new IllegalArgumentException("a plan needs at least one table of at least one player: " + sizes);
        }
    }

    public int tables() {
        return sizes.size();
    }

    public int players() {
        return sizes.stream().mapToInt(Integer::intValue).sum();
    }
}
