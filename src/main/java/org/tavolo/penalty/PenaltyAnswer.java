package org.tavolo.penalty;

import java.util.List;
import org.tavolo.ledger.ChipsInPlay;
import org.tavolo.ledger.Elimination;
import org.tavolo.ledger.EntryNames;
import org.tavolo.ledger.StackChange;

/**
 * A penalty as recorded, or its void: the stacks it changed, before and after (none for a skipped
 * hand), and the chips in play after it.
 *
 * @param penalty     the penalty's id
 * @param voided      whether this answers the void of the penalty
 * @param seat        the penalized player's seat
 * @param totalChange how the chips in play moved: minus the chips for POT and OUT_OF_PLAY
 */
public record PenaltyAnswer(
        long penalty,
        String entryId,
        long entry,
        int seat,
        PenaltyTo to,
        long chips,
        String reason,
        boolean voided,
        List<StackChange> stacks,
        long totalChange,
        List<Elimination> eliminated,
        ChipsInPlay chipsInPlay) {

    /** A penalty as given, before it has its id and the chips in play after it. */
    static PenaltyAnswer given(
            PenaltyRequest request, int seat, long chips, List<StackChange> stacks, List<Elimination> eliminated) {
        long totalChange = request.to().leavesPlay() ? -chips : 0;
        return new PenaltyAnswer(
                0,
                request.entryId(),
                request.entry(),
                seat,
                request.to(),
                chips,
                request.reason().strip(),
                false,
                stacks,
                totalChange,
                eliminated,
                null);
    }

    /** This answer with the penalty's id, once stored, and the chips in play after it. */
    PenaltyAnswer numbered(long id, ChipsInPlay after) {
        return new PenaltyAnswer(
                id, entryId, entry, seat, to, chips, reason, voided, stacks, totalChange, eliminated, after);
    }

    /** The answer of this penalty's void: its stacks changed back, the chips in play moved back. */
    PenaltyAnswer voided(String voidReason, List<StackChange> reversed, ChipsInPlay after) {
        return new PenaltyAnswer(
                penalty, entryId, entry, seat, to, chips, voidReason, true, reversed, -totalChange, List.of(), after);
    }

    /** The answer with the name and nickname of every stack's player, read in one query. */
    PenaltyAnswer named(long tournamentId) {
        EntryNames names = EntryNames.of(
                tournamentId, stacks.stream().map(StackChange::entry).toList());
        return new PenaltyAnswer(
                penalty,
                entryId,
                entry,
                seat,
                to,
                chips,
                reason,
                voided,
                stacks.stream().map(s -> s.named(names)).toList(),
                totalChange,
                eliminated,
                chipsInPlay);
    }
}
