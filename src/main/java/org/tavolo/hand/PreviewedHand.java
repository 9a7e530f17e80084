package org.tavolo.hand;

import java.util.List;
import java.util.Map;
import org.tavolo.ledger.TableInGame;
import org.tavolo.poker.evaluation.HandValue;
import org.tavolo.poker.evaluation.RuleSet;
import org.tavolo.poker.settlement.PotAward;

/**
 * What a hand will do if it is entered now, shown before it is confirmed: the lines entering it records, from
 * the same {@link HandOutcome}. Plain values only (seats, chips, names of games and categories, card codes), so
 * a page shows it without the poker core.
 *
 * @param game     the table's game (draw) in the tournament
 * @param table    the table
 * @param played   the game played: {@code ITALIAN_DRAW}, {@code TERESINA} or {@code TEXAS_HOLDEM}
 * @param opened   false for an Italian draw hand nobody opened (it moves no chips)
 * @param minimumOpening Italian draw: the least pair that opens this hand ({@code JACK}…), else null
 * @param pots     the pots, main first, as they are paid
 * @param returned uncalled chips given back, by seat
 * @param shown    the best hand of each player who showed
 * @param stacks   the stacks of the players in the hand, before and after
 * @param held     the pots held for a ruling (the hands form a cycle)
 */
public record PreviewedHand(
        int game,
        int table,
        String played,
        boolean opened,
        String minimumOpening,
        List<PotLine> pots,
        List<ChipLine> returned,
        List<ShownLine> shown,
        List<StackLine> stacks,
        List<HeldLine> held) {

    /**
     * One pot as it is paid.
     *
     * @param winners  the seats that take it, in odd-chip order
     * @param shares   the chips each of them takes
     * @param oddChips the chips beyond the equal shares, given in odd-chip order
     * @param against  the best hand among the others who could win it, when hands were shown: the hand the
     *     winner beat (a page says why); null otherwise
     */
    public record PotLine(
            String name,
            long amount,
            List<Integer> eligible,
            List<Integer> winners,
            List<ChipLine> shares,
            long oddChips,
            Integer against) {}

    /** Chips going to one seat. */
    public record ChipLine(int seat, long chips) {}

    /** A hand shown: its category ({@code FLUSH}…) and its cards in reading order ({@code Kh}…). */
    public record ShownLine(int seat, String category, List<String> cards) {}

    /** A stack before and after the hand. */
    public record StackLine(int seat, long entry, long before, long after) {}

    /** A pot held for the director's ruling, with the seats whose hands beat each other in a circle. */
    public record HeldLine(String name, long amount, List<Integer> eligible, List<Integer> cycle, String detail) {}

    static PreviewedHand of(TableInGame where, String played, HandOutcome outcome, RuleSet rules) {
        var settled = outcome.settled();
        RecordedHand.Settlement recorded = Settling.recorded(settled);
        Map<Integer, HandValue> hands = settled.hands();
        return new PreviewedHand(
                where.game(),
                where.table(),
                played,
                outcome.opening() == null || outcome.opening().opened(),
                outcome.opening() == null
                        ? null
                        : outcome.opening().minimumPair().name(),
                settled.settlement().pots().stream()
                        .map(award -> pot(award, hands, rules))
                        .toList(),
                chips(recorded.returned()),
                recorded.hands().entrySet().stream()
                        .map(e -> new ShownLine(
                                e.getKey(),
                                e.getValue().category().name(),
                                e.getValue().cards()))
                        .toList(),
                outcome.stacks().changes().stream()
                        .map(c -> new StackLine(c.seat(), c.entry(), c.before(), c.after()))
                        .toList(),
                recorded.unawarded().stream()
                        .map(h -> new HeldLine(h.name(), h.amount(), h.eligible(), h.cycle(), h.detail()))
                        .toList());
    }

    private static PotLine pot(PotAward award, Map<Integer, HandValue> hands, RuleSet rules) {
        return new PotLine(
                award.pot().name(),
                award.pot().amount(),
                award.pot().eligible(),
                award.winners(),
                chips(award.shares()),
                award.oddChips(),
                against(award, hands, rules));
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

    private static List<ChipLine> chips(Map<Integer, Long> bySeat) {
        return bySeat.entrySet().stream()
                .map(e -> new ChipLine(e.getKey(), e.getValue()))
                .toList();
    }
}
