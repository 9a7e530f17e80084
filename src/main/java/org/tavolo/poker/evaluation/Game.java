package org.tavolo.poker.evaluation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.cards.Deck;
import org.tavolo.poker.evaluation.fast.InternationalEvaluator;

/**
 * The games of docs/rules.md#games: how many cards each player shows, how many are on the board, which
 * five of them form the hand and which rule set ranks it.
 *
 * <p>Use: {@code HandValue best = Game.TEXAS_HOLDEM.best(RuleSet.international(), board, hole)};
 * for a whole showdown see {@link Showdown}.
 */
public enum Game {
    /** Best five of the two hole cards and the five on the board, any mix. */
    TEXAS_HOLDEM(2, 5, false),
    /** Exactly two of the four hole cards with exactly three of the board (docs/rules.md#games, 004). */
    OMAHA(4, 5, false),
    /** Best five of the player's seven cards. */
    SEVEN_CARD_STUD(7, 0, false),
    /** The five cards held after the draw, Italian rules. */
    ITALIAN_DRAW(5, 0, true),
    /** The five cards of the open-card round that ends an Italian game (003), Italian rules. */
    TERESINA(5, 0, true);

    private final int holeCards;
    private final int boardCards;
    private final boolean italian;

    Game(int holeCards, int boardCards, boolean italian) {
        this.holeCards = holeCards;
        this.boardCards = boardCards;
        this.italian = italian;
    }

    /** The game's name in words, as players say it: {@code Italian poker}, {@code Texas Hold'em}. */
    public String inWords() {
        return switch (this) {
            case TEXAS_HOLDEM -> "Texas Hold'em";
            case OMAHA -> "Omaha";
            case SEVEN_CARD_STUD -> "Seven Card Stud";
            case ITALIAN_DRAW -> "Italian poker";
            case TERESINA -> "Teresina";
        };
    }

    /** Cards each player shows at the showdown. */
    public int holeCards() {
        return holeCards;
    }

    /** Community cards on the board at the showdown (0 when there is no board). */
    public int boardCards() {
        return boardCards;
    }

    /** Whether the game is played on an Italian short deck under Italian rules (docs/rules.md#italian). */
    public boolean italian() {
        return italian;
    }

    /**
     * The rule set for this game with the options a director chose. International games take no
     * options (a deck of 52, if given); Italian games need the deck size and default the rest.
     *
     * @throws RuleViolation {@code missing-deck}, {@code unknown-deck} or {@code option-not-applicable},
     *                       naming the {@code field}
     */
    public RuleSet rules(Integer deckSize, FlushRule flushRule, StraightFlushRule straightFlushRule) {
        if (!italian) {
            if (deckSize != null && deckSize != 52) {
                throw notApplicable("deck", "plays the 52-card deck");
            }
            if (flushRule != null) {
                throw notApplicable("flushRule", "ranks flushes by the international rule");
            }
            if (straightFlushRule != null) {
                throw notApplicable("straightFlushRule", "ranks straight flushes by the international rule");
            }
            return RuleSet.international();
        }
        if (deckSize == null) {
            throw new RuleViolation(
                    "missing-deck",
                    inWords() + " needs the deck: 28, 32, 36 or 40 cards by the players at the table.",
                    Map.of("field", "deck"));
        }
        Deck deck = Deck.ofSize(deckSize);
        if (deck == Deck.STANDARD_52) {
            throw new RuleViolation(
                    "unknown-deck",
                    inWords() + " is played with 28, 32, 36 or 40 cards, not 52.",
                    Map.of("field", "deck", "deck", deckSize));
        }
        return RuleSet.italian(deck)
                .withFlushRule(flushRule == null ? FlushRule.SUIT_FIRST : flushRule)
                .withStraightFlushRule(
                        straightFlushRule == null ? StraightFlushRule.HEARTS_ROYAL_EXCEPTION : straightFlushRule);
    }

    private RuleViolation notApplicable(String field, String why) {
        return new RuleViolation(
                "option-not-applicable",
                inWords() + " " + why + "; leave out '" + field + "'.",
                Map.of("field", field));
    }

    /**
     * The best hand a player makes in this game from the board and his own cards. Between fives of
     * equal worth it keeps the first in the order given (board first, then the player's cards), so
     * the answer is the same every time.
     */
    public HandValue best(RuleSet rules, List<Card> board, List<Card> hole) {
        List<Card> all = new ArrayList<>(board);
        all.addAll(hole);
        if (all.size() == 5 && this != OMAHA) {
            return rules.evaluate(all);
        }
        if (!(rules instanceof RuleSet.International)) {
            throw new IllegalArgumentException("Only international games choose five of more cards");
        }
        return rules.evaluate(this == OMAHA ? bestOmahaFive(board, hole) : bestFiveOf(all));
    }

    /** Best five of six or seven, any mix (docs/rules.md#games): the first five that reach the strength of the whole. */
    private static List<Card> bestFiveOf(List<Card> cards) {
        int[] index = cards.stream().mapToInt(Card::index).toArray();
        int n = index.length;
        int target = InternationalEvaluator.strength(index, 0, n);
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                for (int c = b + 1; c < n; c++) {
                    for (int d = c + 1; d < n; d++) {
                        for (int e = d + 1; e < n; e++) {
                            if (InternationalEvaluator.strength(index[a], index[b], index[c], index[d], index[e])
                                    == target) {
                                return List.of(cards.get(a), cards.get(b), cards.get(c), cards.get(d), cards.get(e));
                            }
                        }
                    }
                }
            }
        }
        throw new IllegalStateException("No five of " + cards + " reach their own strength");
    }

    /** docs/rules.md#games (004): exactly two of the hand and three of the board. */
    private static List<Card> bestOmahaFive(List<Card> board, List<Card> hole) {
        List<Card> best = null;
        int bestStrength = 0;
        for (int a = 0; a < board.size(); a++) {
            for (int b = a + 1; b < board.size(); b++) {
                for (int c = b + 1; c < board.size(); c++) {
                    for (int x = 0; x < hole.size(); x++) {
                        for (int y = x + 1; y < hole.size(); y++) {
                            int strength = InternationalEvaluator.strength(
                                    board.get(a).index(),
                                    board.get(b).index(),
                                    board.get(c).index(),
                                    hole.get(x).index(),
                                    hole.get(y).index());
                            if (strength > bestStrength) {
                                bestStrength = strength;
                                best = List.of(board.get(a), board.get(b), board.get(c), hole.get(x), hole.get(y));
                            }
                        }
                    }
                }
            }
        }
        return best;
    }
}
