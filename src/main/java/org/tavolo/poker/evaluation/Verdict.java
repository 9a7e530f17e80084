package org.tavolo.poker.evaluation;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Who wins among some hands of a showdown: the {@link Winners} (one, or several tied for best), or a
 * {@link Cycle} when the Italian straight-flush exceptions leave no best hand (docs/rules.md#italian). A cycle
 * is never decided here: the pot waits for the director's ruling.
 */
public sealed interface Verdict permits Verdict.Winners, Verdict.Cycle {

    /** The seats tied for the best hand, in the order the showdown lists them. */
    record Winners(List<Integer> seats) implements Verdict {
        public Winners {
            seats = List.copyOf(seats);
        }
    }

    /**
     * Hands that beat each other round in a circle: each seat beats the next, the last beats the first.
     */
    record Cycle(List<Integer> seats) implements Verdict {
        public Cycle {
            seats = List.copyOf(seats);
        }

        /** The cycle in words, for the director. */
        public String describe() {
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < seats.size(); i++) {
                text.append(i == 0 ? "" : i == seats.size() - 1 ? " and " : ", ")
                        .append("seat ")
                        .append(seats.get(i))
                        .append(" beats seat ")
                        .append(seats.get((i + 1) % seats.size()));
            }
            return "No hand is best: " + text + " (docs/rules.md#italian). The director rules on the pot between seats "
                    + seats.stream().sorted().map(String::valueOf).collect(Collectors.joining(", ")) + ".";
        }
    }
}
