package org.tavolo.poker.settlement;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.tavolo.poker.evaluation.Verdict;

/** Judges for tests: hands reduced to a strength per seat, higher is better. */
final class Judges {

    private Judges() {}

    /** The highest strength among the contenders wins; equal strengths split. */
    static BestHands byStrength(Map<Integer, Integer> strength) {
        return contenders -> {
            int best = contenders.stream().mapToInt(strength::get).max().orElseThrow();
            Set<Integer> winners =
                    contenders.stream().filter(s -> strength.get(s) == best).collect(Collectors.toSet());
            return new Verdict.Winners(List.copyOf(winners));
        };
    }

    /** A showdown that must not be asked: the hand was won without one. */
    static BestHands none() {
        return contenders -> {
            throw new AssertionError("No showdown expected, but asked about " + contenders);
        };
    }
}
