package org.tavolo.simulator;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Predicate;

/**
 * What the night should be, kept by the simulator on its own: the tournaments it opened, and for each the stacks,
 * the chips that should be in play, who is out, which tables are closed, the last entries (docs/testing.md).
 */
final class Model {

    final List<Tourney> tournaments = new ArrayList<>();
    /** The tournament the last step touched: the night checks it after the step. */
    Tourney touched;
    /** The Chinese match being played deal by deal ({@link ChineseDeal}); null until the night needs one. */
    ChineseDeal.Match chinese;

    /** A tournament that satisfies {@code test}, chosen with {@code random}; null when none does. */
    Tourney pick(Random random, Predicate<Tourney> test) {
        List<Tourney> fit = tournaments.stream().filter(test).toList();
        return fit.isEmpty() ? null : fit.get(random.nextInt(fit.size()));
    }

    /** The tournament a step plays in: one that satisfies {@code test}, chosen with {@code random}; the night checks it after. */
    Tourney touch(Random random, Predicate<Tourney> test) {
        touched = pick(random, test);
        return touched;
    }

    /** One of {@code choices}, chosen with {@code random}. */
    static <T> T oneOf(Random random, List<T> choices) {
        return choices.get(random.nextInt(choices.size()));
    }

    boolean any(Predicate<Tourney> test) {
        return tournaments.stream().anyMatch(test);
    }
}
