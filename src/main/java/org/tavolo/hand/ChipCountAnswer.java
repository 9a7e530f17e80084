package org.tavolo.hand;

import java.util.List;
import org.tavolo.poker.seating.Move;

/**
 * What a chip count changed. {@code changesTotal} flags a count whose stacks do not add up to
 * the same total as before: chips appeared or vanished, and the total in play moved by {@code totalChange}.
 * {@code moves}: Hold'em seat changes announced after a stack counted at zero.
 */
public record ChipCountAnswer(
        List<HandAnswer.StackChange> stacks,
        long totalChange,
        boolean changesTotal,
        List<HandAnswer.Elimination> eliminated,
        List<Move> moves,
        ChipsInPlay chipsInPlay) {}
