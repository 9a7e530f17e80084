package org.tavolo.poker.circuit;

import java.util.LinkedHashMap;
import java.util.Map;
import org.tavolo.poker.RuleViolation;

/**
 * Circuit points of one evening, normalised for the field's size (docs/rules.md#circuit): a player placed r of N
 * gets 1000·(N − r)/(N − 1), rounded half up to hundredths; players tied over places a..b share r = (a + b)/2.
 */
public final class CircuitPoints {

    private CircuitPoints() {}

    /**
     * The points in hundredths of a player placed {@code firstPlace}..{@code lastPlace} (equal when not tied) in a
     * field of {@code fieldSize}: round(100000·(2N − a − b) / (2(N − 1))), in integers, half up.
     *
     * @throws RuleViolation when the field has fewer than two players or the places do not fit in it
     */
    public static long centiPoints(int fieldSize, int firstPlace, int lastPlace) {
        if (fieldSize < 2 || firstPlace < 1 || lastPlace < firstPlace || lastPlace > fieldSize) {
            Map<String, Object> facts = new LinkedHashMap<>();
            facts.put("players", fieldSize);
            facts.put("firstPlace", firstPlace);
            facts.put("lastPlace", lastPlace);
            throw new RuleViolation(
                    "circuit-places",
                    "Places " + firstPlace + ".." + lastPlace + " do not fit a field of " + fieldSize
                            + " (at least two players, 1 ≤ first ≤ last ≤ players).",
                    facts);
        }
        long numerator = 100_000L * (2L * fieldSize - firstPlace - lastPlace);
        long denominator = 2L * (fieldSize - 1);
        return (2 * numerator + denominator) / (2 * denominator);
    }
}
