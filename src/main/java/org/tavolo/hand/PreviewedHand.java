package org.tavolo.hand;

import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.tavolo.ledger.EntryNames;
import org.tavolo.poker.Referee.SettledHand;
import org.tavolo.poker.evaluation.HandValue;
import org.tavolo.poker.evaluation.RuleSet;
import org.tavolo.poker.settlement.PotAward;

/**
 * What a hand will do if it is entered now, shown before it is confirmed: its answer not yet committed
 * ({@link #answer}, built by {@link HandOutcome#answer} as recording builds it), and that answer's lines for a page in
 * plain values (seats, chips, names of games and categories, card codes), so a page shows it without the poker core.
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
 * @param answer   the hand's answer as recording it now answers, not yet committed: hand 0, number 0, the players
 *     who run out of chips without their Hold'em places, and no moves of the floor (recording decides those)
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
        List<HeldLine> held,
        HandAnswer answer) {

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

    /**
     * The lines of a hand's answer not yet committed; the core's settlement adds what a page says of each pot (its
     * odd chips, the hand the winner beat).
     */
    static PreviewedHand of(
            String played, RecordedHand.Answer answer, EntryNames names, SettledHand settled, RuleSet rules) {
        RecordedHand.Settlement recorded = answer.settlement();
        List<PotAward> awards = settled.settlement().pots();
        Map<Integer, HandValue> hands = settled.hands();
        return new PreviewedHand(
                answer.game(),
                answer.table(),
                played,
                answer.opening() == null || answer.opening().opened(),
                answer.opening() == null ? null : answer.opening().minimumPair().name(),
                IntStream.range(0, recorded.pots().size())
                        .mapToObj(i -> pot(recorded.pots().get(i), awards.get(i), hands, rules))
                        .toList(),
                chips(recorded.returned()),
                recorded.hands().entrySet().stream()
                        .map(e -> new ShownLine(
                                e.getKey(),
                                e.getValue().category().name(),
                                e.getValue().cards()))
                        .toList(),
                answer.stacks().stream()
                        .map(c -> new StackLine(c.seat(), c.entry(), c.before(), c.after()))
                        .toList(),
                recorded.unawarded().stream()
                        .map(h -> new HeldLine(h.name(), h.amount(), h.eligible(), h.cycle(), h.detail()))
                        .toList(),
                HandAnswer.from(answer, names));
    }

    private static PotLine pot(
            RecordedHand.PotShare pot, PotAward award, Map<Integer, HandValue> hands, RuleSet rules) {
        return new PotLine(
                pot.name(),
                pot.amount(),
                pot.eligible(),
                pot.winners(),
                chips(pot.shares()),
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
