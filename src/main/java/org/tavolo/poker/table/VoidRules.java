package org.tavolo.poker.table;

import java.util.Map;
import java.util.Optional;
import java.util.function.LongFunction;
import org.tavolo.poker.RuleViolation;

/**
 * Why the void of an entry at a table (a hand, a penalty) is refused, whatever the table's records: a void gives back
 * what the entry moved, and no stack goes below zero for it. The service asks it for each player the entry moved chips
 * of and answers its reason 409, saying what to void first.
 */
public final class VoidRules {

    private VoidRules() {}

    /**
     * Why voiding {@code voided} ("hand 12") is refused when it gives {@code back} chips (negative: takes them) to the
     * player of {@code entry}, who holds {@code stack} now; none when his stack stays at zero or above.
     *
     * @param nameOf the player's name by entry, asked only for a refusal
     */
    public static Optional<RuleViolation> leavesNegativeStack(
            String voided, long entry, long stack, long back, LongFunction<String> nameOf) {
        if (stack + back >= 0) {
            return Optional.empty();
        }
        String name = nameOf.apply(entry);
        return Optional.of(new RuleViolation(
                "void-leaves-negative-stack",
                "Voiding " + voided + " would leave " + name + " with " + (stack + back)
                        + " chips: a later hand spent the chips it moved. Void that hand first.",
                Map.of("entry", entry, "stack", stack, "name", name)));
    }
}
