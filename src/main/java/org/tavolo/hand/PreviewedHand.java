package org.tavolo.hand;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.tavolo.poker.Referee.SettledHand;
import org.tavolo.poker.evaluation.HandValue;
import org.tavolo.poker.evaluation.RuleSet;
import org.tavolo.poker.settlement.PotAward;

/**
 * What a hand will do if it is entered now, shown before it is confirmed: the answer its recording gave in a
 * transaction rolled back ({@link HandPreviewService}), so a preview is the recorded hand and a page reads its lines
 * (pots, shares, chips returned, hands shown, stacks, pots held, who went out) from that answer. Beside it only
 * what the answer cannot tell without the table's rules: the hand each pot's winner beat.
 *
 * @param answer  the hand's answer as recording it now answers, but its id (0): its number, the players who run
 *     out of chips with their Hold'em places and the floor's moves included
 * @param against by pot, in the answer's order: the seat of the best shown hand among the others who could win the
 *     pot, the hand its winner beat (a page says why); null where the winner showed no hand or none was shown
 *     against it
 */
public record PreviewedHand(HandAnswer answer, List<Integer> against) {

    /** The core's settlement of a hand and the rules of its table, which tell the hand each pot's winner beat. */
    record Settled(SettledHand hand, RuleSet rules) {}

    /**
     * A hand's answer as recording gave it, in a transaction rolled back: its id, which the rollback gives back, is
     * 0. {@code settled} is null when the answer is one recorded before under the same key: no pot then says the
     * hand its winner beat.
     */
    static PreviewedHand of(HandAnswer recorded, Settled settled) {
        HandAnswer answer = new HandAnswer(
                0,
                recorded.handNo(),
                recorded.game(),
                recorded.table(),
                recorded.status(),
                recorded.settlement(),
                recorded.stacks(),
                recorded.eliminated(),
                recorded.moves(),
                recorded.opening(),
                recorded.carriedPot(),
                recorded.players());
        if (settled == null) {
            return new PreviewedHand(
                    answer, Collections.nCopies(answer.settlement().pots().size(), (Integer) null));
        }
        Map<Integer, HandValue> hands = settled.hand().hands();
        return new PreviewedHand(
                answer,
                settled.hand().settlement().pots().stream()
                        .map(award -> against(award, hands, settled.rules()))
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
