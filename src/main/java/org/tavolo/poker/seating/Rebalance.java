package org.tavolo.poker.seating;

import java.util.List;

/**
 * What the floor does after an elimination.
 *
 * @param moves  the moves to announce, in order
 * @param tables the tables still in play afterwards, by number
 * @param broken numbers of the tables broken, in order
 */
public record Rebalance(List<Move> moves, List<TableState> tables, List<Integer> broken) {

    public Rebalance {
        moves = List.copyOf(moves);
        tables = List.copyOf(tables);
        broken = List.copyOf(broken);
    }
}
