package org.tavolo.screens.console;

import java.util.ArrayList;
import java.util.List;
import org.tavolo.common.text.TypedNumber;
import org.tavolo.ledger.FinalStack;
import org.tavolo.result.VictoryPoints;

/** The numbers of a results form (a close's stacks, a correction's lines) read as the reader writes them. */
final class TypedResults {

    private TypedResults() {}

    /** A number the form's field does not hold: the message, and the field's place in the form. */
    static final class InvalidChips extends RuntimeException {
        final int index;

        InvalidChips(String message, int index) {
            super(message);
            this.index = index;
        }
    }

    static List<FinalStack> stacks(
            List<Long> entries, List<String> chips, List<String> hands, List<String> atStart, ConsoleMessages words) {
        List<FinalStack> stacks = new ArrayList<>();
        for (int i = 0; entries != null && i < entries.size(); i++) {
            stacks.add(new FinalStack(
                    entries.get(i), amount(chips, i, words), optional(hands, i, words), optional(atStart, i, words)));
        }
        return stacks;
    }

    static List<VictoryPoints> victoryPoints(List<Long> entries, List<String> points, ConsoleMessages words) {
        List<VictoryPoints> lines = new ArrayList<>();
        for (int i = 0; entries != null && i < entries.size(); i++) {
            lines.add(new VictoryPoints(entries.get(i), amount(points, i, words)));
        }
        return lines;
    }

    private static long amount(List<String> values, int i, ConsoleMessages words) {
        Long value = optional(values, i, words);
        if (value == null) {
            throw new InvalidChips(words.field_required(), i);
        }
        return value;
    }

    /** A whole number of chips, 0 or more, as the reader may write it ({@code 20 000}, {@code 20.000}, {@code 20,000}). */
    private static Long optional(List<String> values, int i, ConsoleMessages words) {
        if (values == null || i >= values.size() || values.get(i).isBlank()) {
            return null;
        }
        Long value = TypedNumber.whole(values.get(i));
        if (value == null || value < 0) {
            throw new InvalidChips(words.field_invalid(), i);
        }
        return value;
    }
}
