package org.tavolo.count;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.tavolo.ledger.ChipsInPlay;
import org.tavolo.ledger.Elimination;
import org.tavolo.ledger.EntryNames;
import org.tavolo.ledger.FloorMove;
import org.tavolo.ledger.StackChange;
import org.tavolo.poker.seating.Move;

/**
 * What a chip count changed. {@code changesTotal} flags a count whose stacks do not add up to
 * the same total as before: chips appeared or vanished, and the total in play moved by {@code totalChange}.
 * {@code moves}: Hold'em seat changes announced after a stack counted at zero. Every entry comes with
 * its player's name and nickname.
 */
public record ChipCountAnswer(
        List<StackChange> stacks,
        long totalChange,
        boolean changesTotal,
        List<Elimination> eliminated,
        List<FloorMove> moves,
        ChipsInPlay chipsInPlay) {

    /** The answer of a count, its players named with one query. */
    static ChipCountAnswer of(
            long tournamentId,
            List<StackChange> stacks,
            long totalChange,
            List<Elimination> eliminated,
            List<Move> moves,
            ChipsInPlay chipsInPlay) {
        Set<Long> entries = new HashSet<>();
        stacks.forEach(s -> entries.add(s.entry()));
        eliminated.forEach(e -> entries.add(e.entry()));
        moves.forEach(m -> entries.add(m.entry()));
        EntryNames names = EntryNames.of(tournamentId, entries);
        return new ChipCountAnswer(
                stacks.stream().map(s -> s.named(names)).toList(),
                totalChange,
                totalChange != 0,
                eliminated.stream().map(e -> e.named(names)).toList(),
                FloorMove.of(moves, names),
                chipsInPlay);
    }
}
