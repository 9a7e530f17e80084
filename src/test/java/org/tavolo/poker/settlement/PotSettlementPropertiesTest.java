package org.tavolo.poker.settlement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tavolo.poker.Referee;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.cards.Deck;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.evaluation.RuleSet;
import org.tavolo.poker.evaluation.Verdict;
import org.tavolo.testing.Cases;

/**
 * docs/rules.md#side-pots and #resti as invariants over random hands of 2 to 10 players: random stacks, bets,
 * folds and hand strengths (with frequent ties), random chip units and button.
 */
@ExtendWith(Cases.class)
class PotSettlementPropertiesTest {

    /** A random hand: who sits where, what each put in, and how strong each hand is. */
    record RandomHand(TableSeats table, long unit, List<Contribution> contributions, Map<Integer, Integer> strength) {

        PotLayout layout() {
            return PotLayout.of(table, unit, contributions);
        }

        long totalIn() {
            return contributions.stream().mapToLong(Contribution::amount).sum();
        }

        /** What each seat put in, less the uncalled excess returned to it. */
        Map<Integer, Long> called() {
            PotLayout layout = layout();
            Map<Integer, Long> called = new HashMap<>();
            contributions.forEach(
                    c -> called.put(c.seat(), c.amount() - layout.returned().getOrDefault(c.seat(), 0L)));
            return called;
        }

        /** True of every real hand: someone still in the hand reached the top contribution level. */
        boolean aLivePlayerCalledTheTop() {
            Map<Integer, Long> called = called();
            long top = called.values().stream().mapToLong(Long::longValue).max().orElseThrow();
            return contributions.stream().anyMatch(c -> c.live() && called.get(c.seat()) == top);
        }

        Contribution of(int seat) {
            return contributions.stream()
                    .filter(c -> c.seat() == seat)
                    .findFirst()
                    .orElseThrow();
        }
    }

    /** 1000 random hands for each property. */
    static Stream<RandomHand> hands(TestInfo property) {
        return Cases.of(property, 1000, PotSettlementPropertiesTest::randomHand);
    }

    /** 1000 random hands in which a player still in the hand reached the top contribution level. */
    static Stream<RandomHand> handsWhereALivePlayerCalledTheTop(TestInfo property) {
        return Cases.of(property, 1000, PotSettlementPropertiesTest::randomHand, RandomHand::aLivePlayerCalledTheTop);
    }

    /** 1000 random hands, each with a coin deciding whether showdowns of three or more, or of two, are cycles. */
    static Stream<Arguments> handsAndCycles(TestInfo property) {
        return Cases.of(property, 1000, random -> Arguments.of(randomHand(random), random.nextBoolean()));
    }

    /** 2 to 10 of seats 1 to 12, a bet of 1 to 40 units, stacks and folding points of 0 to 40 units, strengths 0 to 4. */
    static RandomHand randomHand(Random random) {
        List<Integer> pool =
                new ArrayList<>(IntStream.rangeClosed(1, 12).boxed().toList());
        Collections.shuffle(pool, random);
        List<Integer> seats = new ArrayList<>(new TreeSet<>(pool.subList(0, Cases.between(random, 2, 10))));
        int n = seats.size();
        int button = seats.get(random.nextInt(n));
        long unit = List.of(1L, 5L, 25L, 100L).get(random.nextInt(4));
        int bet = Cases.between(random, 1, 40);
        boolean[] folds = new boolean[n];
        boolean anyoneLive = false;
        for (int i = 0; i < n; i++) {
            folds[i] = random.nextBoolean();
            anyoneLive |= !folds[i];
        }
        List<Contribution> contributions = new ArrayList<>();
        Map<Integer, Integer> strength = new HashMap<>();
        for (int i = 0; i < n; i++) {
            long reach = Math.min(Cases.between(random, 0, 40), bet);
            boolean folded = folds[i] && (anyoneLive || i > 0);
            long units = folded ? Math.min(Cases.between(random, 0, 40), reach) : reach;
            contributions.add(new Contribution(seats.get(i), units * unit, folded));
            strength.put(seats.get(i), Cases.between(random, 0, 4));
        }
        return new RandomHand(new TableSeats(seats, button), unit, contributions, strength);
    }

    @ParameterizedTest
    @MethodSource("hands")
    void chipsAreNeverCreatedOrDestroyed(RandomHand hand) {
        Settlement s = hand.layout().settle(Judges.byStrength(hand.strength()));
        assertEquals(hand.totalIn(), s.totalPaid());
        assertEquals(0, s.totalUnawarded());
    }

    @ParameterizedTest
    @MethodSource("hands")
    void potsAndReturnedExcessAddUpToEveryContribution(RandomHand hand) {
        PotLayout layout = hand.layout();
        long inPots = layout.pots().stream().mapToLong(Pot::amount).sum();
        long returned =
                layout.returned().values().stream().mapToLong(Long::longValue).sum();
        assertEquals(hand.totalIn(), inPots + returned);
        layout.pots().forEach(p -> assertEquals(0, p.amount() % hand.unit(), "pot in whole chip units"));
    }

    @ParameterizedTest
    @MethodSource("hands")
    void onlyTheUncalledExcessOfTheLargestBetIsReturned(RandomHand hand) {
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

    @ParameterizedTest
    @MethodSource("hands")
    void eachPotsWinnersAreEligibleLivePlayersWithTheBestHand(RandomHand hand) {
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

    @ParameterizedTest
    @MethodSource("hands")
    void splitPotsGoInChipUnitsWithOddChipsClockwiseFromTheButton(RandomHand hand) {
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
     * docs/rules.md#odd-chips: in Hold'em the odd chips go clockwise from the big blind (003: after the flop «iniziando
     * dal giocatore di controbuio»). The board is a royal flush, so every player still in ties for every pot he
     * reached; the big blind is found by a plain reading: walk the seat numbers to the left of the button, the second
     * seat met is the big blind, heads-up the seat that is not the button.
     */
    @ParameterizedTest
    @MethodSource("hands")
    void holdemSplitPotsHandOutOddChipsFromTheBigBlind(RandomHand hand) {
        List<Card> board = Card.parseAll(List.of("Ah", "Kh", "Qh", "Jh", "Th"));
        List<Card> deck = new ArrayList<>(Deck.STANDARD_52.cards());
        deck.removeAll(board);
        List<Referee.PlayerInHand> players = new ArrayList<>();
        int dealt = 0;
        for (Contribution c : hand.contributions()) {
            List<Card> cards = c.live() ? deck.subList(dealt, dealt + 2) : List.of();
            dealt += cards.size();
            players.add(new Referee.PlayerInHand(c.seat(), c.amount(), !c.live(), cards));
        }
        int button = hand.table().button();
        List<Integer> seats = hand.table().seats();
        List<Integer> met = new ArrayList<>();
        for (int step = 1; step <= 12; step++) {
            int seat = (button - 1 + step) % 12 + 1;
            if (seats.contains(seat)) {
                met.add(seat);
            }
        }
        int bigBlind = seats.size() == 2 ? met.get(0) : met.get(1);
        Settlement s = Referee.settle(new Referee.HandToSettle(
                        Game.TEXAS_HOLDEM, RuleSet.international(), seats, button, hand.unit(), board, players))
                .settlement();

        Function<Integer, Integer> fromTheBigBlind = seat -> (seat - bigBlind + 12) % 12;
        assertEquals(hand.totalIn(), s.totalPaid());
        for (PotAward award : s.pots()) {
            List<Integer> winners = award.winners();
            assertEquals(
                    winners.stream()
                            .sorted(Comparator.comparing(fromTheBigBlind))
                            .toList(),
                    winners);
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
    @ParameterizedTest
    @MethodSource("handsWhereALivePlayerCalledTheTop")
    void winnerCollectsFromEachOpponentAtMostHisOwnResto(RandomHand hand) {
        Map<Integer, Long> called = hand.called();
        Settlement s = hand.layout().settle(Judges.byStrength(hand.strength()));
        for (Map.Entry<Integer, Long> payout : s.payouts().entrySet()) {
            long resto = called.get(payout.getKey());
            long fromPots = payout.getValue() - s.returned().getOrDefault(payout.getKey(), 0L);
            long atMost =
                    called.values().stream().mapToLong(c -> Math.min(c, resto)).sum();
            assertTrue(
                    fromPots <= atMost, "seat " + payout.getKey() + " won " + fromPots + " with a resto of " + resto);
        }
    }

    @ParameterizedTest
    @MethodSource("handsAndCycles")
    void cyclesLeaveTheirPotsUnawardedAndEveryOtherChipIsPaid(RandomHand hand, boolean cycleWhenThreeOrMore) {
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
