package org.tavolo.poker.settlement;

import java.util.List;
import java.util.Set;

/**
 * Decides who has the best hand among some of the players still in. Settlement asks once per
 * contested pot, with the seats eligible for that pot; the hand evaluator answers behind it.
 */
@FunctionalInterface
public interface Showdown {

    /** The best hand or hands among {@code contenders}, or the cycle that prevents a decision (RULES.md 2.2). */
    Verdict among(Set<Integer> contenders);

    /** The outcome of comparing the contenders' hands. */
    sealed interface Verdict {

        static Verdict winners(Set<Integer> seats) {
            return new Winners(List.copyOf(new java.util.TreeSet<>(seats)));
        }

        static Verdict cycle(List<Integer> seats) {
            return new Cycle(List.copyOf(seats));
        }
    }

    /** One best hand, or several equal ones that split the pot. */
    record Winners(List<Integer> seats) implements Verdict {
    }

    /** Hands that beat each other in a circle (RULES.md 2.2): nobody wins, the director rules. */
    record Cycle(List<Integer> seats) implements Verdict {
    }
}
