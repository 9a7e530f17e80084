package org.tavolo.result;

import java.util.List;

/**
 * What a chip count changed. {@code changesTotal} flags a count whose stacks do not add up to
 * the same total as before: chips appeared or vanished, and the total in play moved by {@code totalChange}.
 */
public record ChipCountAnswer(List<HandAnswer.StackChange> stacks, long totalChange, boolean changesTotal,
        List<HandAnswer.Elimination> eliminated, ChipsInPlay chipsInPlay) {
}
