package org.tavolo.poker.settlement;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.cards.Deck;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.evaluation.RuleSet;
import org.tavolo.poker.evaluation.Showdown;
import org.tavolo.testing.Cases;

/**
 * docs/rules.md#side-pots with the real hand evaluator deciding: random Texas Hold'em hands of 2 to 10
 * players, dealt from a shuffled deck, with random stacks and folds.
 */
@ExtendWith(Cases.class)
class SettlementWithRealCardsPropertiesTest {

    /** 300 hands: a player count and the seed that shuffles the deck and draws stacks, bets and folds. */
    static Stream<Arguments> deals(TestInfo property) {
        return Cases.of(property, 300, random -> Arguments.of(Cases.between(random, 2, 10), random.nextLong()));
    }

    @ParameterizedTest
    @MethodSource("deals")
    void holdemHandsPayEveryChipToTheBestEligibleHands(int players, long seed) {
        Random random = new Random(seed);
        List<Card> deck = new ArrayList<>(Deck.STANDARD_52.cards());
        Collections.shuffle(deck, random);
        List<Card> board = deck.subList(0, 5);
        List<Integer> seats = new ArrayList<>();
        List<Contribution> contributions = new ArrayList<>();
        Map<Integer, List<Card>> shown = new LinkedHashMap<>();
        long bet = 1 + random.nextInt(40);
        for (int i = 0; i < players; i++) {
            int seat = i + 1;
            seats.add(seat);
            long stack = 1 + random.nextInt(40);
            boolean folded = i > 0 && random.nextInt(3) == 0;
            long amount = folded ? random.nextInt((int) Math.min(stack, bet) + 1) : Math.min(stack, bet);
            contributions.add(new Contribution(seat, amount * 25, folded));
            if (!folded) {
                shown.put(seat, deck.subList(5 + 2 * i, 7 + 2 * i));
            }
        }
        TableSeats table = new TableSeats(seats, 1 + random.nextInt(players));
        PotLayout layout = PotLayout.of(table, 25, contributions);
        Showdown showdown = Showdown.of(Game.TEXAS_HOLDEM, RuleSet.international(), board, shown);

        Settlement settlement = layout.settle(showdown::among);

        long in = contributions.stream().mapToLong(Contribution::amount).sum();
        assertEquals(in, settlement.totalPaid());
        for (PotAward award : settlement.pots()) {
            for (int winner : award.winners()) {
                for (int other : award.pot().eligible()) {
                    assertTrue(
                            RuleSet.international().compare(showdown.hand(winner), showdown.hand(other)) >= 0,
                            "seat " + winner + " won a pot seat " + other + " beats");
                }
            }
        }
    }
}
