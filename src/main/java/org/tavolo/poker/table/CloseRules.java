package org.tavolo.poker.table;

import java.util.Map;
import java.util.Optional;
import org.tavolo.poker.RuleViolation;

/**
 * Why the close of an Italian game at a table is refused, whatever the table's records (docs/rules.md#italian-tournament):
 * each function answers the reason, or none when the game may close. The service asks them under the table's lock and
 * answers their reasons 409, saying what to do first.
 */
public final class CloseRules {

    private CloseRules() {}

    /** Why the game does not close while {@code held} chips wait in pots for a ruling at {@code table}. */
    public static Optional<RuleViolation> potsHeld(int table, long held) {
        if (held <= 0) {
            return Optional.empty();
        }
        return Optional.of(new RuleViolation(
                "pots-not-ruled",
                "Table " + table + " has " + held + " chips in pots waiting for a ruling: rule them"
                        + " (POST …/hands/{hand}/ruling) before closing the game.",
                Map.of("table", table, "heldInPots", held)));
    }

    /**
     * Why final stacks that add up to {@code entered} are refused when {@code inPlay} chips are in play at {@code table}
     * and the tournament refuses a difference ({@code refuseDifference}); none when they agree, or when it accepts one.
     */
    public static Optional<RuleViolation> chipsNotConserved(
            int table, long inPlay, long entered, boolean refuseDifference) {
        long difference = entered - inPlay;
        if (difference == 0 || !refuseDifference) {
            return Optional.empty();
        }
        return Optional.of(new RuleViolation(
                "chips-not-conserved",
                "The final stacks add up to " + entered + " but " + inPlay + " chips are in play at table " + table
                        + " (difference " + difference + "): count again, or record a chip count"
                        + " for the player whose stack is wrong.",
                Map.of("table", table, "inPlay", inPlay, "entered", entered, "difference", difference)));
    }
}
