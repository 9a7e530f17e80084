package org.tavolo.poker.table;

import java.util.Map;
import java.util.Optional;
import org.tavolo.poker.RuleViolation;

/**
 * Why a penalty is refused at a table, whatever the table's records (docs/rules.md#penalties): each function answers the
 * reason, or none when the penalty may be given. The service asks them with the player's stack under the table's lock.
 */
public final class PenaltyRules {

    private PenaltyRules() {}

    /**
     * Why the chips a penalty of {@code kind} takes from the player at {@code seat} are refused: chips with a kind that
     * takes none, none with a kind that takes chips, chips that are not a whole number of the chip unit, or more than
     * the player's stack.
     *
     * @param kind       the kind as the request names it
     * @param takesChips whether the kind takes chips
     * @param chips      the chips sent (0: none)
     * @param chipUnit   the smallest chip in play
     * @param seat       the player's seat
     * @param stack      the player's stack
     */
    public static Optional<RuleViolation> chipsRefused(
            String kind, boolean takesChips, long chips, long chipUnit, int seat, long stack) {
        if (!takesChips) {
            return chips == 0
                    ? Optional.empty()
                    : refused(
                            "penalty-chips",
                            "A penalty " + kind + " takes no chips; send none with it.",
                            Map.of("field", "chips"));
        }
        if (chips == 0) {
            return refused(
                    "penalty-chips", "A penalty paid in chips takes chips: send how many.", Map.of("field", "chips"));
        }
        if (chips % chipUnit != 0) {
            return refused(
                    "not-a-chip-multiple",
                    chips + " is not a whole number of " + chipUnit + " chips.",
                    Map.of("seat", seat, "field", "chips"));
        }
        if (chips > stack) {
            return refused(
                    "penalty-exceeds-stack",
                    "The player at seat " + seat + " has " + stack + " chips; a penalty of " + chips
                            + " takes more than that stack.",
                    Map.of("seat", seat, "stack", stack, "field", "chips"));
        }
        return Optional.empty();
    }

    /** Why chips shared among the other players are refused: nobody else with chips sits at {@code table}. */
    public static Optional<RuleViolation> nobodyToShare(int table, int othersWithChips) {
        return othersWithChips > 0
                ? Optional.empty()
                : refused(
                        "no-players",
                        "Nobody else with chips sits at table " + table + " to be paid.",
                        Map.of("field", "to"));
    }

    private static Optional<RuleViolation> refused(String code, String message, Map<String, ?> facts) {
        return Optional.of(new RuleViolation(code, message, facts));
    }
}
