package org.tavolo.calculator;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.tavolo.poker.Referee;
import org.tavolo.poker.evaluation.HandValue;
import org.tavolo.poker.evaluation.Verdict;
import org.tavolo.poker.settlement.PotAward;
import org.tavolo.poker.settlement.Settlement;

/**
 * A settled hand as clients see it.
 *
 * @param returned  uncalled excess going back to its owner, by seat (docs/rules.md#side-pots)
 * @param pots      main pot first, then the side pots
 * @param payouts   chips each player receives, returned excess included
 * @param unawarded pots left to the director because the hands form a cycle (docs/rules.md#italian)
 * @param hands     the best hand of each player who showed cards
 */
@Schema(description = "Who gets which chips")
public record SettlementView(
        Map<Integer, Long> returned,
        List<PotView> pots,
        Map<Integer, Long> payouts,
        List<UnawardedPotView> unawarded,
        Map<Integer, ShownHand> hands) {

    static SettlementView from(Referee.SettledHand settled) {
        Settlement settlement = settled.settlement();
        Map<Integer, HandValue> hands = settled.hands();
        return new SettlementView(
                settlement.returned(),
                settlement.pots().stream().map(PotView::from).toList(),
                settlement.payouts(),
                settlement.unawarded().stream().map(UnawardedPotView::from).toList(),
                hands.entrySet().stream()
                        .collect(Collectors.toMap(
                                Map.Entry::getKey, e -> ShownHand.from(e.getValue()), (a, b) -> a, TreeMap::new)));
    }

    /**
     * One pot.
     *
     * @param name     "main", "side 1", …
     * @param amount   its chips
     * @param eligible the seats that could win it
     * @param winners  who won it, in odd-chip order (first seat left of the button first); empty if unawarded
     * @param shares   chips each winner takes from it
     * @param awarded  false when the hands form a cycle and the director rules
     */
    public record PotView(
            String name,
            long amount,
            List<Integer> eligible,
            List<Integer> winners,
            Map<Integer, Long> shares,
            boolean awarded) {

        static PotView from(PotAward award) {
            return new PotView(
                    award.pot().name(),
                    award.pot().amount(),
                    award.pot().eligible(),
                    award.winners(),
                    award.shares(),
                    award.awarded());
        }
    }

    /**
     * A pot nothing was paid from.
     *
     * @param name     "main", "side 1", …
     * @param amount   its chips, held for the director's ruling
     * @param eligible the seats that could win it
     * @param cycle    the seats whose hands beat each other in a circle, each beating the next
     * @param detail   the cycle in words
     */
    public record UnawardedPotView(
            String name, long amount, List<Integer> eligible, List<Integer> cycle, String detail) {

        static UnawardedPotView from(PotAward award) {
            return new UnawardedPotView(
                    award.pot().name(),
                    award.pot().amount(),
                    award.pot().eligible(),
                    award.cycle(),
                    new Verdict.Cycle(award.cycle()).describe());
        }
    }
}
