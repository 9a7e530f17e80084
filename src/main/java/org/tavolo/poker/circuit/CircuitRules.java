package org.tavolo.poker.circuit;

import java.util.Map;
import org.tavolo.poker.RuleViolation;

/**
 * A circuit's settings (docs/rules.md#circuit).
 *
 * @param bestEvenings how many of a player's evenings count towards the total (best N), 1 or more
 * @param qualifiers   how many players qualify to the final (top K), 0 or more; a tie across the K-th place
 *                     qualifies every player in it
 */
public record CircuitRules(int bestEvenings, int qualifiers) {

    public CircuitRules {
        if (bestEvenings < 1) {
            throw new RuleViolation(
                    "circuit-best-evenings",
                    "At least one evening counts, not " + bestEvenings + ".",
                    Map.of("field", "bestEvenings", "bestEvenings", bestEvenings));
        }
        if (qualifiers < 0) {
            throw new RuleViolation(
                    "circuit-qualifiers",
                    "The number of qualifiers cannot be negative (" + qualifiers + ").",
                    Map.of("field", "qualifiers", "qualifiers", qualifiers));
        }
    }
}
