package org.tavolo.poker.evaluation;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.Card;

/**
 * The hands shown at the end of one deal, evaluated once, and the questions asked about them.
 *
 * <p>Use: {@code Showdown s = Showdown.of(Game.TEXAS_HOLDEM, RuleSet.international(), board, cardsBySeat);}
 * then {@code s.hand(4)} for a seat's best five, {@code s.ranking()} for the places, and
 * {@code s.among(Set.of(1, 4))} for the winners of a pot that only some seats may win (side pots):
 * a {@link Verdict.Winners} with the seats tied for best, or a {@link Verdict.Cycle} when the Italian
 * straight-flush exceptions leave no best hand among them (docs/rules.md#italian).
 *
 * <p>{@link #of} checks the cards against the game (docs/rules.md#cards): every card in the deck, no card twice
 * across the board and all hands, the right number of cards; a {@link RuleViolation} names the seat and
 * the card.
 */
public final class Showdown {

    private final RuleSet rules;
    private final Map<Integer, HandValue> hands;

    private Showdown(RuleSet rules, Map<Integer, HandValue> hands) {
        this.rules = rules;
        this.hands = Collections.unmodifiableMap(hands);
    }

    /**
     * Evaluates every seat's best hand.
     *
     * @param board       the community cards ({@code List.of()} for games without a board)
     * @param cardsBySeat each seat's own cards; the iteration order is kept in every answer
     * @throws RuleViolation {@code no-hands}, {@code wrong-card-count}, {@code card-not-in-deck} or
     *                       {@code duplicate-card}, naming {@code seat} (or {@code field: board}) and {@code card}
     */
    public static Showdown of(Game game, RuleSet rules, List<Card> board, Map<Integer, List<Card>> cardsBySeat) {
        if (game.italian() != (rules instanceof RuleSet.Italian)) {
            throw new IllegalArgumentException(game + " is not played under " + rules);
        }
        checkCards(game, rules, board, cardsBySeat);
        Map<Integer, HandValue> hands = new LinkedHashMap<>();
        cardsBySeat.forEach((seat, cards) -> hands.put(seat, game.best(rules, board, cards)));
        return new Showdown(rules, hands);
    }

    public RuleSet rules() {
        return rules;
    }

    /** The seats, in the order they were given. */
    public Set<Integer> seats() {
        return hands.keySet();
    }

    /** The seat's best hand. */
    public HandValue hand(int seat) {
        HandValue hand = hands.get(seat);
        if (hand == null) {
            throw new IllegalArgumentException("Seat " + seat + " is not in this showdown");
        }
        return hand;
    }

    /**
     * The winners among the given seats: the hands no other of them beats (all tied with each other),
     * or the cycle when every one of them is beaten by another.
     */
    public Verdict among(Set<Integer> seats) {
        if (seats.isEmpty()) {
            throw new IllegalArgumentException("A pot needs at least one seat to go to");
        }
        List<Integer> contenders = inShowdownOrder(seats);
        List<Integer> unbeaten = unbeaten(contenders);
        return unbeaten.isEmpty() ? cycleAmong(contenders) : new Verdict.Winners(unbeaten);
    }

    /** Every seat's place, best first, ties sharing a place; see {@link Ranking}. */
    public Ranking ranking() {
        Map<Integer, Integer> places = new LinkedHashMap<>();
        List<Integer> remaining = new ArrayList<>(hands.keySet());
        while (!remaining.isEmpty()) {
            List<Integer> best = unbeaten(remaining);
            if (best.isEmpty()) {
                return new Ranking(places, Optional.of(cycleAmong(remaining)));
            }
            int place = places.size() + 1;
            best.forEach(seat -> places.put(seat, place));
            remaining.removeAll(best);
        }
        return new Ranking(places, Optional.empty());
    }

    private List<Integer> inShowdownOrder(Set<Integer> seats) {
        for (Integer seat : seats) {
            hand(seat);
        }
        return hands.keySet().stream().filter(seats::contains).toList();
    }

    private List<Integer> unbeaten(List<Integer> seats) {
        List<Integer> unbeaten = new ArrayList<>();
        for (Integer seat : seats) {
            if (firstBeater(seat, seats) == null) {
                unbeaten.add(seat);
            }
        }
        return unbeaten;
    }

    private Integer firstBeater(Integer seat, List<Integer> seats) {
        for (Integer other : seats) {
            if (rules.compare(hands.get(other), hands.get(seat)) > 0) {
                return other;
            }
        }
        return null;
    }

    /**
     * Every seat here is beaten by another, so following "is beaten by" from any seat comes back to a
     * seat already seen: that loop is the cycle, listed so that each seat beats the next.
     */
    private Verdict.Cycle cycleAmong(List<Integer> seats) {
        List<Integer> path = new ArrayList<>();
        Integer seat = seats.get(0);
        while (!path.contains(seat)) {
            path.add(seat);
            seat = firstBeater(seat, seats);
        }
        List<Integer> loop = new ArrayList<>(path.subList(path.indexOf(seat), path.size()));
        Collections.reverse(loop);
        return new Verdict.Cycle(loop);
    }

    private static void checkCards(Game game, RuleSet rules, List<Card> board, Map<Integer, List<Card>> cardsBySeat) {
        if (cardsBySeat.isEmpty()) {
            throw noHands();
        }
        if (board.size() != game.boardCards()) {
            throw new RuleViolation(
                    "wrong-card-count",
                    game.inWords() + " has " + game.boardCards() + " cards on the board, not " + board.size() + ".",
                    Map.of("field", "board", "expected", game.boardCards(), "actual", board.size()));
        }
        cardsBySeat.forEach((seat, cards) -> {
            if (cards.size() != game.holeCards()) {
                throw new RuleViolation(
                        "wrong-card-count",
                        "Seat " + seat + " shows " + cards.size() + " cards; in " + game.inWords()
                                + " each player shows " + game.holeCards() + ".",
                        Map.of("seat", seat, "expected", game.holeCards(), "actual", cards.size()));
            }
        });
        Map<Card, String> seen = new HashMap<>();
        for (Card card : board) {
            checkCard(rules, card, null, seen);
        }
        cardsBySeat.forEach((seat, cards) -> cards.forEach(card -> checkCard(rules, card, seat, seen)));
    }

    private static void checkCard(RuleSet rules, Card card, Integer seat, Map<Card, String> seen) {
        String where = seat == null ? "the board" : "seat " + seat;
        Map<String, Object> facts = new LinkedHashMap<>();
        if (seat == null) {
            facts.put("field", "board");
        } else {
            facts.put("seat", seat);
        }
        facts.put("card", card.toString());
        if (!rules.deck().contains(card)) {
            facts.put("deck", rules.deck().size());
            throw new RuleViolation(
                    "card-not-in-deck",
                    card + " (" + where + ") is not in the " + rules.deck().size() + "-card deck, whose lowest rank is "
                            + rules.deck().lowest().symbol() + ".",
                    facts);
        }
        String first = seen.putIfAbsent(card, where);
        if (first != null) {
            facts.put("alsoIn", first);
            throw new RuleViolation(
                    "duplicate-card", card + " is given twice: in " + first + " and in " + where + ".", facts);
        }
    }

    private static RuleViolation noHands() {
        return new RuleViolation("no-hands", "A showdown needs at least one hand.", Map.of("field", "hands"));
    }
}
