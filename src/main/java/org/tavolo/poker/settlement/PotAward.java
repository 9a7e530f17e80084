package org.tavolo.poker.settlement;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How one pot was settled: the winners and the chips each receives, or, when the hands form a
 * cycle (docs/rules.md#italian), the seats in the cycle and no payment.
 *
 * @param pot     the pot
 * @param winners the winning seats, in odd-chip order (first left of the button first); empty if unawarded
 * @param shares  chips each winner receives from this pot
 * @param cycle   the seats whose hands beat each other in a circle; empty if the pot was awarded
 */
public record PotAward(Pot pot, List<Integer> winners, Map<Integer, Long> shares, List<Integer> cycle) {

    public PotAward {
        winners = List.copyOf(winners);
        shares = Collections.unmodifiableMap(new LinkedHashMap<>(shares));
        cycle = List.copyOf(cycle);
    }

    static PotAward unawarded(Pot pot, List<Integer> cycle) {
        return new PotAward(pot, List.of(), Map.of(), cycle);
    }

    public boolean awarded() {
        return cycle.isEmpty();
    }

    /**
     * docs/rules.md#side-pots: the chips beyond the equal share of each winner, which go one chip unit at a time
     * to the winners in odd-chip order; 0 for a pot taken whole or held.
     */
    public long oddChips() {
        long least = shares.values().stream().mapToLong(Long::longValue).min().orElse(0);
        return shares.isEmpty() ? 0 : pot.amount() - least * shares.size();
    }
}
