package org.tavolo.poker.evaluation;

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
import org.tavolo.testing.Cases;

/** Properties of any international showdown: the winners, the places and the cards each hand uses. */
@ExtendWith(Cases.class)
class ShowdownPropertyTest {

    /** 300 deals of 1 to 9 players: a player count and the seed that shuffles the deck. */
    static Stream<Arguments> upToNinePlayers(TestInfo property) {
        return Cases.of(property, 300, random -> Arguments.of(Cases.between(random, 1, 9), random.nextLong()));
    }

    /** 300 deals of 2 to 7 players, as many as seven-card stud deals from one deck. */
    static Stream<Arguments> twoToSevenPlayers(TestInfo property) {
        return Cases.of(property, 300, random -> Arguments.of(Cases.between(random, 2, 7), random.nextLong()));
    }

    private static Showdown deal(Game game, int players, long seed) {
        List<Card> deck = new ArrayList<>(Deck.STANDARD_52.cards());
        Collections.shuffle(deck, new Random(seed));
        List<Card> board = List.copyOf(deck.subList(0, game.boardCards()));
        Map<Integer, List<Card>> hands = new LinkedHashMap<>();
        int next = game.boardCards();
        for (int seat = 1; seat <= players; seat++) {
            hands.put(seat, List.copyOf(deck.subList(next, next + game.holeCards())));
            next += game.holeCards();
        }
        return Showdown.of(game, RuleSet.international(), board, hands);
    }

    /** 300 Italian showdowns of 2 to 4 straight flushes of different suits on a deck of 28 to 40 cards. */
    static Stream<Arguments> straightFlushShowdowns(TestInfo property) {
        return Cases.of(property, 300, random -> Arguments.of(Cases.between(random, 2, 4), random.nextLong()));
    }

    /**
     * docs/rules.md#straight-flushes, 001 «si dividono il piatto»: under {@code SPLIT} straight flushes of any kind
     * (minima, media, massima) and suit all tie, so a showdown of them never forms a cycle and every one of them wins.
     */
    @ParameterizedTest
    @MethodSource("straightFlushShowdowns")
    void underSplitStraightFlushesNeverFormACycle(int players, long seed) {
        Random random = new Random(seed);
        Deck deck = Deck.ofSize(List.of(28, 32, 36, 40).get(random.nextInt(4)));
        List<org.tavolo.poker.cards.Suit> suits = new ArrayList<>(List.of(org.tavolo.poker.cards.Suit.values()));
        Collections.shuffle(suits, random);
        Map<Integer, List<Card>> hands = new LinkedHashMap<>();
        for (int seat = 1; seat <= players; seat++) {
            org.tavolo.poker.cards.Suit suit = suits.get(seat - 1);
            List<Card> ofSuit = deck.cards().stream()
                    .filter(c -> c.suit() == suit)
                    .sorted(java.util.Comparator.comparing(Card::rank))
                    .toList();
            // the windows of five ranks in a row, and the minima: the ace with the four lowest
            int start = random.nextInt(ofSuit.size() - 3);
            List<Card> run = start == ofSuit.size() - 4
                    ? List.of(ofSuit.get(ofSuit.size() - 1), ofSuit.get(0), ofSuit.get(1), ofSuit.get(2), ofSuit.get(3))
                    : ofSuit.subList(start, start + 5);
            hands.put(seat, List.copyOf(run));
        }
        RuleSet rules = Game.ITALIAN_DRAW.rules(deck.size(), null, StraightFlushRule.SPLIT);
        Showdown showdown = Showdown.of(Game.ITALIAN_DRAW, rules, List.of(), hands);
        hands.keySet()
                .forEach(seat -> assertEquals(
                        HandCategory.STRAIGHT_FLUSH, showdown.hand(seat).category()));
        Verdict verdict = showdown.among(showdown.seats());
        assertTrue(verdict instanceof Verdict.Winners, "no cycle under SPLIT: " + verdict);
        assertEquals(List.copyOf(hands.keySet()), ((Verdict.Winners) verdict).seats());
    }

    @ParameterizedTest
    @MethodSource("upToNinePlayers")
    void winnersTieEachOtherAndBeatEveryOtherHand(int players, long seed) {
        Showdown showdown = deal(Game.TEXAS_HOLDEM, players, seed);
        List<Integer> winners = ((Verdict.Winners) showdown.among(showdown.seats())).seats();
        RuleSet rules = showdown.rules();
        for (int seat : showdown.seats()) {
            for (int winner : winners) {
                int byWinner = rules.compare(showdown.hand(winner), showdown.hand(seat));
                assertTrue(winners.contains(seat) ? byWinner == 0 : byWinner > 0);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("twoToSevenPlayers")
    void placesFollowTheComparisonOfTheHands(int players, long seed) {
        Showdown showdown = deal(Game.SEVEN_CARD_STUD, players, seed);
        Map<Integer, Integer> places = showdown.ranking().places();
        for (int a : showdown.seats()) {
            for (int b : showdown.seats()) {
                int byHand = Integer.signum(showdown.rules().compare(showdown.hand(a), showdown.hand(b)));
                assertEquals(byHand, Integer.signum(places.get(b) - places.get(a)));
            }
        }
    }

    @ParameterizedTest
    @MethodSource("upToNinePlayers")
    void omahaHandsUseExactlyTwoHoleCardsAndThreeFromTheBoard(int players, long seed) {
        Showdown showdown = deal(Game.OMAHA, players, seed);
        List<Card> board = boardOf(seed);
        for (int seat : showdown.seats()) {
            assertEquals(
                    3,
                    showdown.hand(seat).cards().stream().filter(board::contains).count());
        }
    }

    private static List<Card> boardOf(long seed) {
        List<Card> deck = new ArrayList<>(Deck.STANDARD_52.cards());
        Collections.shuffle(deck, new Random(seed));
        return deck.subList(0, Game.OMAHA.boardCards());
    }
}
