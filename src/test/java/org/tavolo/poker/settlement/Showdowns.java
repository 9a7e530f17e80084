package org.tavolo.poker.settlement;

import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/** Showdowns for tests: hands reduced to a strength per seat, higher is better. */
final class Showdowns {

    private Showdowns() {
    }

    /** The highest strength among the contenders wins; equal strengths split. */
    static Showdown byStrength(Map<Integer, Integer> strength) {
        return contenders -> {
            int best = contenders.stream().mapToInt(strength::get).max().orElseThrow();
            Set<Integer> winners = contenders.stream().filter(s -> strength.get(s) == best).collect(Collectors.toSet());
            return Showdown.Verdict.winners(winners);
        };
    }

    /** A showdown that must not be asked: the hand was won without one. */
    static Showdown none() {
        return contenders -> {
            throw new AssertionError("No showdown expected, but asked about " + contenders);
        };
    }
}
