package org.tavolo.poker.evaluation;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.cards.Deck;
import org.tavolo.poker.evaluation.fast.InternationalEvaluator;
import org.tavolo.poker.evaluation.fast.ItalianEvaluator;

/**
 * How hands are ranked: {@link International} (docs/rules.md#international, #three-card) or {@link Italian} (docs/rules.md#italian).
 *
 * <p>Use: {@code RuleSet rules = RuleSet.international();} or
 * {@code RuleSet.italian(Deck.ITALIAN_32).withFlushRule(FlushRule.CARDS_THEN_SUIT)}; then
 * {@code HandValue a = rules.evaluate(fiveCards)} and {@code rules.compare(a, b) > 0} when {@code a}
 * beats {@code b}. Under Italian rules {@code compare} is not transitive between straight flushes
 * (the hearts royal exception, the royal cycle); {@link Showdown} detects the resulting cycles.
 * To pick the best five of more cards use {@link Game}.
 */
public sealed interface RuleSet permits RuleSet.International, RuleSet.Italian {

    static International international() {
        return International.RULES;
    }

    /** Italian rules on the given short deck with the default options. */
    static Italian italian(Deck deck) {
        return new Italian(deck, FlushRule.SUIT_FIRST, StraightFlushRule.HEARTS_ROYAL_EXCEPTION);
    }

    /** The deck whose cards this rule set ranks. */
    Deck deck();

    /**
     * Evaluates one hand of exactly five cards (International also takes three, docs/rules.md#three-card).
     *
     * @throws RuleViolation {@code wrong-card-count}, {@code card-not-in-deck} or {@code duplicate-card}
     */
    HandValue evaluate(List<Card> cards);

    /** Positive when {@code a} beats {@code b}, negative when it loses, zero when they tie. */
    int compare(HandValue a, HandValue b);

    /**
     * International rules (docs/rules.md#international): 52 cards, the wheel is the lowest straight, suits never break
     * a tie. Three-card hands (Chinese poker front hand, docs/rules.md#three-card) have no straights or flushes and
     * compare with five-card hands by category, then by the ranks both hands have.
     */
    record International() implements RuleSet {

        private static final International RULES = new International();

        @Override
        public Deck deck() {
            return Deck.STANDARD_52;
        }

        @Override
        public HandValue evaluate(List<Card> cards) {
            if (cards.size() != 5 && cards.size() != 3) {
                throw wrongCount(cards, "5 (or 3 for a front hand)");
            }
            checkCards(Deck.STANDARD_52, cards);
            Reading reading = Reading.of(cards, Deck.STANDARD_52.lowest());
            int[] i = indexes(cards);
            int strength = cards.size() == 3
                    ? Strengths.international(reading)
                    : InternationalEvaluator.strength(i[0], i[1], i[2], i[3], i[4]);
            return new HandValue(reading.category(), reading.cards(), strength);
        }

        /** docs/rules.md#international; between a three-card and a five-card hand, docs/rules.md#three-card. */
        @Override
        public int compare(HandValue a, HandValue b) {
            if (a.cards().size() == b.cards().size()) {
                return Integer.compare(a.strength(), b.strength());
            }
            return compareThreeWithFive(a, b);
        }
    }

    /** docs/rules.md#three-card: by category, then by the ranks both hands have. */
    private static int compareThreeWithFive(HandValue a, HandValue b) {
        int byCategory = a.category().compareTo(b.category());
        if (byCategory != 0) {
            return byCategory;
        }
        int shared = Math.min(a.cards().size(), b.cards().size());
        for (int i = 0; i < shared; i++) {
            int byRank = a.cards().get(i).rank().compareTo(b.cards().get(i).rank());
            if (byRank != 0) {
                return byRank;
            }
        }
        return 0;
    }

    /**
     * Italian short-deck rules (docs/rules.md#italian): the flush ranks above the full house, the lowest
     * straight (minima) is the ace with the deck's four lowest ranks, and the suit order
     * hearts &gt; diamonds &gt; clubs &gt; spades breaks the ties the rule book lists.
     */
    record Italian(Deck deck, FlushRule flushRule, StraightFlushRule straightFlushRule) implements RuleSet {

        public Italian {
            if (deck == Deck.STANDARD_52 || deck == null) {
                throw new IllegalArgumentException("Italian rules play a short deck of 28, 32, 36 or 40 cards");
            }
            if (flushRule == null || straightFlushRule == null) {
                throw new IllegalArgumentException("Italian rules need a flush rule and a straight-flush rule");
            }
        }

        public Italian withFlushRule(FlushRule rule) {
            return new Italian(deck, rule, straightFlushRule);
        }

        public Italian withStraightFlushRule(StraightFlushRule rule) {
            return new Italian(deck, flushRule, rule);
        }

        @Override
        public HandValue evaluate(List<Card> cards) {
            if (cards.size() != 5) {
                throw wrongCount(cards, "5");
            }
            checkCards(deck, cards);
            Reading reading = Reading.of(cards, deck.lowest());
            int[] i = indexes(cards);
            int strength = ItalianEvaluator.of(deck, flushRule).strength(i[0], i[1], i[2], i[3], i[4]);
            return new HandValue(reading.category(), reading.cards(), strength);
        }

        /** docs/rules.md#italian, with the straight-flush rule this rule set was given. */
        @Override
        public int compare(HandValue a, HandValue b) {
            return compareItalian(straightFlushRule, a, b);
        }
    }

    /** docs/rules.md#italian: by strength, two straight flushes under the straight-flush rule given. */
    private static int compareItalian(StraightFlushRule straightFlushRule, HandValue a, HandValue b) {
        if (a.category() == HandCategory.STRAIGHT_FLUSH && b.category() == HandCategory.STRAIGHT_FLUSH) {
            if (straightFlushRule == StraightFlushRule.SPLIT) {
                return 0;
            }
            int special = straightFlushRule == StraightFlushRule.ROYAL_CYCLE
                    ? StraightFlushes.royalCycle(a, b)
                    : StraightFlushes.heartsRoyalException(a, b);
            if (special != 0) {
                return special;
            }
        }
        return Integer.compare(a.strength(), b.strength());
    }

    private static int[] indexes(List<Card> cards) {
        int[] indexes = new int[cards.size()];
        for (int i = 0; i < indexes.length; i++) {
            indexes[i] = cards.get(i).index();
        }
        return indexes;
    }

    private static RuleViolation wrongCount(List<Card> cards, String expected) {
        return new RuleViolation(
                "wrong-card-count",
                "A hand has " + expected + " cards, not " + cards.size() + ".",
                Map.of("expected", expected, "actual", cards.size()));
    }

    private static void checkCards(Deck deck, List<Card> cards) {
        Set<Card> seen = new HashSet<>();
        for (Card card : cards) {
            if (!deck.contains(card)) {
                throw new RuleViolation(
                        "card-not-in-deck",
                        card + " is not in the " + deck.size() + "-card deck (lowest rank "
                                + deck.lowest().symbol() + ").",
                        Map.of("card", card.toString(), "deck", deck.size()));
            }
            if (!seen.add(card)) {
                throw new RuleViolation("duplicate-card", card + " is given twice.", Map.of("card", card.toString()));
            }
        }
    }
}
