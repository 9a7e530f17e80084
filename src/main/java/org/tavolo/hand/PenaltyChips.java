package org.tavolo.hand;

import java.util.Map;
import org.tavolo.poker.RuleViolation;
import org.tavolo.tournament.Tournament;

/** The chips a penalty takes, checked against the player's stack (docs/rules.md#penalties). */
final class PenaltyChips {

    private PenaltyChips() {}

    /** The chips the penalty takes: none for a skipped hand, else a whole number of chips up to the stack. */
    static long taken(Tournament tournament, TableAtPlay table, int seat, PenaltyRequest request) {
        long chips = request.chips() == null ? 0 : request.chips();
        if (request.to() == PenaltyTo.SKIP_HAND) {
            if (chips != 0) {
                throw new RuleViolation(
                        "penalty-chips", "A skipped hand takes no chips; send none with it.", Map.of("field", "chips"));
            }
            return 0;
        }
        if (chips == 0) {
            throw new RuleViolation(
                    "penalty-chips", "A penalty paid in chips takes chips: send how many.", Map.of("field", "chips"));
        }
        long chipUnit = tournament.settings().chipUnit();
        if (chips % chipUnit != 0) {
            throw new RuleViolation(
                    "not-a-chip-multiple",
                    chips + " is not a whole number of " + chipUnit + " chips.",
                    Map.of("seat", seat, "field", "chips"));
        }
        long stack = table.stackAt(seat);
        if (chips > stack) {
            throw new RuleViolation(
                    "penalty-exceeds-stack",
                    "The player at seat " + seat + " has " + stack + " chips; a penalty of " + chips
                            + " takes more than that stack.",
                    Map.of("seat", seat, "stack", stack, "field", "chips"));
        }
        return chips;
    }
}
