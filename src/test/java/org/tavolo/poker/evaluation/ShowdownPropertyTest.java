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
