package org.tavolo.poker.settlement;

import java.util.Set;
import org.tavolo.poker.evaluation.Verdict;

/**
 * Decides who has the best hand among some of the players still in. Settlement asks once per
 * contested pot, with the seats eligible for that pot. The hand evaluator's
 * {@link org.tavolo.poker.evaluation.Showdown#among} answers it ({@code showdown::among}); tests can
 * answer it from plain strengths.
 */
@FunctionalInterface
public interface BestHands {

    /** The best hand or hands among {@code contenders}, or the cycle that prevents a decision (docs/rules.md#italian). */
    Verdict among(Set<Integer> contenders);
}
