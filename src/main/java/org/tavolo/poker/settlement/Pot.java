package org.tavolo.poker.settlement;

import java.util.List;

/**
 * One pot of a hand: the main pot ({@code index} 0) or a side pot, its chips and the players
 * still in who reached its level and can win it (docs/rules.md#side-pots).
 */
public record Pot(int index, long amount, List<Integer> eligible) {

    public Pot {
        eligible = List.copyOf(eligible);
    }

    /** More than one player can win it, so it needs a showdown. */
    public boolean contested() {
        return eligible.size() > 1;
    }

    /** The pot of this name ("main", "side 1", …), as {@link #name()} writes it. */
    public static Pot named(String name, long amount, List<Integer> eligible) {
        int index = name.equals("main") ? 0 : Integer.parseInt(name.substring("side ".length()));
        return new Pot(index, amount, eligible);
    }

    /** "main", "side 1", "side 2", … */
    public String name() {
        return index == 0 ? "main" : "side " + index;
    }
}
