package org.tavolo.hand;

import java.util.List;
import java.util.Map;
import org.tavolo.ledger.EntryNames;
import org.tavolo.poker.Referee.SettledHand;
import org.tavolo.poker.evaluation.HandValue;
import org.tavolo.poker.evaluation.RuleSet;
import org.tavolo.poker.settlement.PotAward;

/**
 * What a hand will do if it is entered now, shown before it is confirmed: its answer not yet committed, built by
 * {@link HandOutcome#answer} as recording builds it, so a preview has the shape of the recorded hand and a page
 * reads its lines (pots, shares, chips returned, hands shown, stacks, pots held) from that answer. Beside it only
 * what the answer cannot tell without the table's rules: the hand each pot's winner beat.
 *
 * @param answer  the hand's answer as recording it now answers, not yet committed: hand 0, number 0, the players
 *     who run out of chips without their Hold'em places, and no moves of the floor (recording decides those)
 * @param against by pot, in the answer's order: the seat of the best shown hand among the others who could win the
 *     pot, the hand its winner beat (a page says why); null where the winner showed no hand or none was shown
 *     against it
 */
public record PreviewedHand(HandAnswer answer, List<Integer> against) {

    /** A hand's answer not yet committed; the core's settlement tells the hand each pot's winner beat. */
    static PreviewedHand of(RecordedHand.Answer answer, EntryNames names, SettledHand settled, RuleSet rules) {
        Map<Integer, HandValue> hands = settled.hands();
        return new PreviewedHand(
                HandAnswer.from(answer, names),
                settled.settlement().pots().stream()
                        .map(award -> against(award, hands, rules))
                        .toList());
    }

    /**
     * docs/rules.md#side-pots: a pot's chips beyond the equal share of each winner, which went one chip unit at a
     * time to the winners in odd-chip order; 0 for a pot taken whole or held (as the core's {@link
     * PotAward#oddChips}).
     */
    public static long oddChips(HandAnswer.Pot pot) {
        long least =
                pot.shares().values().stream().mapToLong(Long::longValue).min().orElse(0);
        return pot.shares().isEmpty() ? 0 : pot.amount() - least * pot.shares().size();
    }

    /** The best shown hand among those who could win the pot and did not. */
    private static Integer against(PotAward award, Map<Integer, HandValue> hands, RuleSet rules) {
        if (award.winners().isEmpty() || !hands.containsKey(award.winners().get(0))) {
            return null;
        }
        return award.pot().eligible().stream()
                .filter(seat -> !award.winners().contains(seat) && hands.containsKey(seat))
                .max((a, b) -> rules.compare(hands.get(a), hands.get(b)))
                .orElse(null);
    }
}
