package org.tavolo.poker.evaluation;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The places of a whole showdown, best first. Tied hands share a place and the next hand takes the
 * place after all of them (1, 1, 3). When a {@link Verdict.Cycle} leaves no best hand among the
 * hands still to place, those hands get no place and {@link #cycle()} names them.
 *
 * @param places the place of each placed seat, best first
 * @param cycle  the cycle that stopped the placing, if any
 */
public record Ranking(Map<Integer, Integer> places, Optional<Verdict.Cycle> cycle) {

    public Ranking {
        places = Collections.unmodifiableMap(new LinkedHashMap<>(places));
    }

    /** The seats in first place; empty when a cycle leaves no best hand. */
    public List<Integer> winners() {
        return places.entrySet().stream()
                .filter(e -> e.getValue() == 1)
                .map(Map.Entry::getKey)
                .toList();
    }
}
