package org.tavolo.poker.settlement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tavolo.poker.evaluation.Verdict;

/**
 * docs/rules.md#side-pots and #resti as invariants over random hands of 2 to 10 players: random stacks, bets,
 * folds and hand strengths (with frequent ties), random chip units and button.
 */
class PotSettlementPropertiesTest {

    /** A random hand: who sits where, what each put in, and how strong each hand is. */
    record RandomHand(TableSeats table, long unit, List<Contribution> contributions, Map<Integer, Integer> strength) {

        PotLayout layout() {
            return PotLayout.of(table, unit, contributions);
        }

        long totalIn() {
            return contributions.stream().mapToLong(Contribution::amount).sum();
        }

        Contribution of(int seat) {
            return contributions.stream()
                    .filter(c -> c.seat() == seat)
                    .findFirst()
                    .orElseThrow();
        }
    }

    @Provide
    Arbitrary<RandomHand> hands() {
        return Arbitraries.integers()
                .between(1, 12)
                .set()
                .ofMinSize(2)
                .ofMaxSize(10)
                .flatMap(seatSet -> {
                    List<Integer> seats = new ArrayList<>(new TreeSet<>(seatSet));
                    int n = seats.size();
                    return Combinators.combine(
                                    Arbitraries.of(seats),
                                    Arbitraries.of(1L, 5L, 25L, 100L),
                                    Arbitraries.integers().between(1, 40),
                                    Arbitraries.integers().between(0, 40).list().ofSize(n),
                                    Arbitraries.integers().between(0, 40).list().ofSize(n),
                                    Arbitraries.of(true, false).list().ofSize(n),
                                    Arbitraries.integers().between(0, 4).list().ofSize(n))
                            .as((button, unit, bet, stacks, foldedAt, folds, strengths) -> {
                                List<Contribution> contributions = new ArrayList<>();
                                Map<Integer, Integer> strength = new HashMap<>();
                                boolean anyoneLive = folds.contains(false);
                                for (int i = 0; i < n; i++) {
                                    long reach = Math.min(stacks.get(i), bet);
                                    boolean folded = folds.get(i) && (anyoneLive || i > 0);
                                    long units = folded ? Math.min(foldedAt.get(i), reach) : reach;
                                    contributions.add(new Contribution(seats.get(i), units * unit, folded));
                                    strength.put(seats.get(i), strengths.get(i));
                                }
                                return new RandomHand(new TableSeats(seats, button), unit, contributions, strength);
                            });
                });
    }

    @Property
    void chipsAreNeverCreatedOrDestroyed(@ForAll("hands") RandomHand hand) {
        Settlement s = hand.layout().settle(Judges.byStrength(hand.strength()));
        assertEquals(hand.totalIn(), s.totalPaid());
        assertEquals(0, s.totalUnawarded());
    }

    @Property
    void potsAndReturnedExcessAddUpToEveryContribution(@ForAll("hands") RandomHand hand) {
        PotLayout layout = hand.layout();
        long inPots = layout.pots().stream().mapToLong(Pot::amount).sum();
        long returned =
                layout.returned().values().stream().mapToLong(Long::longValue).sum();
        assertEquals(hand.totalIn(), inPots + returned);
        layout.pots().forEach(p -> assertEquals(0, p.amount() % hand.unit(), "pot in whole chip units"));
    }

    @Property
    void onlyTheUncalledExcessOfTheLargestBetIsReturned(@ForAll("hands") RandomHand hand) {
        List<Long> amounts = hand.contributions().stream()
                .map(Contribution::amount)
                .sorted((a, b) -> Long.compare(b, a))
                .toList();
        Map<Integer, Long> returned = hand.layout().returned();
        if (amounts.get(0) > amounts.get(1)) {
            assertEquals(1, returned.size());
            int seat = returned.keySet().iterator().next();
            assertEquals(amounts.get(0), hand.of(seat).amount());
            assertEquals(amounts.get(0) - amounts.get(1), returned.get(seat));
        } else {
            assertTrue(returned.isEmpty());
        }
    }

    @Property
    void eachPotsWinnersAreEligibleLivePlayersWithTheBestHand(@ForAll("hands") RandomHand hand) {
        Settlement s = hand.layout().settle(Judges.byStrength(hand.strength()));
        for (PotAward award : s.pots()) {
            List<Integer> eligible = award.pot().eligible();
            assertTrue(eligible.containsAll(award.winners()));
            eligible.forEach(seat -> assertTrue(hand.of(seat).live(), "folded seat " + seat + " eligible"));
            int best = eligible.stream().mapToInt(hand.strength()::get).max().orElseThrow();
            Set<Integer> expected = eligible.stream()
                    .filter(seat -> hand.strength().get(seat) == best)
                    .collect(Collectors.toSet());
            assertEquals(expected, Set.copyOf(award.winners()));
        }
        hand.contributions().stream()
                .filter(Contribution::folded)
                .forEach(c -> assertEquals(
                        s.returned().getOrDefault(c.seat(), 0L),
                        s.payouts().get(c.seat()),
                        "a folded player wins nothing"));
    }

    @Property
    void splitPotsGoInChipUnitsWithOddChipsClockwiseFromTheButton(@ForAll("hands") RandomHand hand) {
        Settlement s = hand.layout().settle(Judges.byStrength(hand.strength()));
        int button = hand.table().button();
        // Seats are numbered clockwise: left of the button come the higher numbers, then the lower ones, the button
        // last.
        Function<Integer, Integer> distanceFromButton = seat -> seat > button ? seat - button : seat - button + 100;
        for (PotAward award : s.pots()) {
            List<Integer> winners = award.winners();
            List<Integer> inOrder = winners.stream()
                    .sorted(Comparator.comparing(distanceFromButton))
                    .toList();
            assertEquals(inOrder, winners);
            long even = award.pot().amount() / hand.unit() / winners.size() * hand.unit();
            long oddUnits = award.pot().amount() / hand.unit() % winners.size();
            for (int i = 0; i < winners.size(); i++) {
                long expected = even + (i < oddUnits ? hand.unit() : 0);
                assertEquals(expected, award.shares().get(winners.get(i)), "share of seat " + winners.get(i));
            }
        }
    }

    /**
     * docs/rules.md#resti: the winner collects from each opponent at most his own resto. Holds whenever a
     * player still in the hand reached the top contribution level, which every real hand satisfies.
     */
    @Property
    void winnerCollectsFromEachOpponentAtMostHisOwnResto(@ForAll("hands") RandomHand hand) {
        PotLayout layout = hand.layout();
        Map<Integer, Long> called = new HashMap<>();
        hand.contributions()
                .forEach(
                        c -> called.put(c.seat(), c.amount() - layout.returned().getOrDefault(c.seat(), 0L)));
        long top = called.values().stream().mapToLong(Long::longValue).max().orElseThrow();
        Assume.that(hand.contributions().stream().anyMatch(c -> c.live() && called.get(c.seat()) == top));

        Settlement s = layout.settle(Judges.byStrength(hand.strength()));
        for (Map.Entry<Integer, Long> payout : s.payouts().entrySet()) {
            long resto = called.get(payout.getKey());
            long fromPots = payout.getValue() - s.returned().getOrDefault(payout.getKey(), 0L);
            long atMost =
                    called.values().stream().mapToLong(c -> Math.min(c, resto)).sum();
            assertTrue(
                    fromPots <= atMost, "seat " + payout.getKey() + " won " + fromPots + " with a resto of " + resto);
        }
    }

    @Property
    void cyclesLeaveTheirPotsUnawardedAndEveryOtherChipIsPaid(
            @ForAll("hands") RandomHand hand, @ForAll boolean cycleWhenThreeOrMore) {
        Function<Set<Integer>, Boolean> isCycle = contenders -> cycleWhenThreeOrMore == (contenders.size() >= 3);
        BestHands byStrength = Judges.byStrength(hand.strength());
        BestHands showdown = contenders ->
                isCycle.apply(contenders) ? new Verdict.Cycle(List.copyOf(contenders)) : byStrength.among(contenders);
        Settlement s = hand.layout().settle(showdown);

        assertEquals(hand.totalIn(), s.totalPaid() + s.totalUnawarded());
        for (PotAward award : s.unawarded()) {
            assertTrue(award.shares().isEmpty());
            assertTrue(award.pot().contested());
        }
    }
}
