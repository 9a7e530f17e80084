package org.tavolo.poker.evaluation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.cards.Deck;
import org.tavolo.poker.evaluation.fast.HandKey;
import org.tavolo.poker.evaluation.fast.InternationalEvaluator;
import org.tavolo.poker.evaluation.fast.ItalianEvaluator;

/**
 * Every hand there is, counted by category against the published figures and the combinatorics of the
 * short decks, and the table evaluator checked hand by hand against the plain card-by-card reading.
 */
class ExhaustiveCountsTest {

    /** Counts in the order of {@link HandCategory}: high card first, straight flush last. */
    private static long[] counts(long... byCategory) {
        return byCategory;
    }

    @Test
    void allFiveCardHandsOfFiftyTwoCardsMatchThePublishedCounts() {
        long[] found = new long[9];
        boolean[] seen = new boolean[InternationalEvaluator.CLASSES + 1];
        for (int a = 0; a < 52; a++) {
            for (int b = a + 1; b < 52; b++) {
                for (int c = b + 1; c < 52; c++) {
                    for (int d = c + 1; d < 52; d++) {
                        for (int e = d + 1; e < 52; e++) {
                            int strength = InternationalEvaluator.strength(a, b, c, d, e);
                            found[InternationalEvaluator.category(strength).ordinal()]++;
                            seen[strength] = true;
                        }
                    }
                }
            }
        }
        assertArrayEquals(counts(1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40), found);
        assertEquals(7_462, InternationalEvaluator.CLASSES);
        for (int strength = 1; strength <= 7_462; strength++) {
            assertTrue(seen[strength], "class " + strength + " never occurs");
        }
    }

    @Test
    void tableStrengthOrdersEveryFiveCardHandLikeThePlainReading() {
        long[] pair = new long[2_598_960];
        int[] n = {0};
        forEachFive(Deck.STANDARD_52, cards -> {
            Reading reading = Reading.of(cards, Deck.STANDARD_52.lowest());
            int fast = InternationalEvaluator.strength(
                    cards.get(0).index(),
                    cards.get(1).index(),
                    cards.get(2).index(),
                    cards.get(3).index(),
                    cards.get(4).index());
            assertEquals(reading.category(), InternationalEvaluator.category(fast));
            pair[n[0]++] = (long) Strengths.international(reading) << 32 | fast;
        });
        assertSameOrder(pair);
    }

    @Test
    void allThirtyTwoCardItalianHandsAreCountedAndOrderedLikeThePlainReading() {
        assertItalian(Deck.ITALIAN_32, counts(52_020, 107_520, 24_192, 10_752, 5_100, 204, 1_344, 224, 20));
    }

    @Test
    void allThirtySixCardItalianHandsAreCountedAndOrderedLikeThePlainReading() {
        assertItalian(Deck.ITALIAN_36, counts(122_400, 193_536, 36_288, 16_128, 6_120, 480, 1_728, 288, 24));
    }

    @Test
    void allFortyCardItalianHandsAreCountedAndOrderedLikeThePlainReading() {
        assertItalian(Deck.ITALIAN_40, counts(249_900, 322_560, 51_840, 23_040, 7_140, 980, 2_160, 360, 28));
    }

    @Test
    void allTwentyEightCardItalianHandsAreCountedAndOrderedLikeThePlainReading() {
        assertItalian(Deck.ITALIAN_28, counts(17_340, 53_760, 15_120, 6_720, 4_080, 68, 1_008, 168, 16));
    }

    @Test
    void allThreeCardHandsAreHighCardPairOrTrips() {
        Map<HandCategory, Integer> found = new EnumMap<>(HandCategory.class);
        List<Card> deck = Deck.STANDARD_52.cards();
        for (int a = 0; a < 52; a++) {
            for (int b = a + 1; b < 52; b++) {
                for (int c = b + 1; c < 52; c++) {
                    HandValue hand = RuleSet.international().evaluate(List.of(deck.get(a), deck.get(b), deck.get(c)));
                    found.merge(hand.category(), 1, Integer::sum);
                }
            }
        }
        assertEquals(
                Map.of(HandCategory.HIGH_CARD, 18_304, HandCategory.ONE_PAIR, 3_744, HandCategory.THREE_OF_A_KIND, 52),
                found);
    }

    /**
     * Every hand of the deck counted by category and ordered by each flush rule's table strength like the plain
     * reading. A hand's plain reading does not depend on the flush rule, so each hand is read once and that reading
     * serves both rules' checks, hand by hand.
     */
    private static void assertItalian(Deck deck, long[] expected) {
        FlushRule[] rules = FlushRule.values();
        long[] found = new long[9];
        int total = binomial(deck.size(), 5);
        long[][] pairs = new long[rules.length][total];
        ItalianEvaluator[] fast = new ItalianEvaluator[rules.length];
        for (int r = 0; r < rules.length; r++) {
            fast[r] = ItalianEvaluator.of(deck, rules[r]);
        }
        int[] n = {0};
        forEachFive(deck, cards -> {
            Reading reading = Reading.of(cards, deck.lowest());
            found[reading.category().ordinal()]++;
            long key = HandKey.EMPTY;
            long mask = 0;
            for (Card card : cards) {
                key += HandKey.key(card.index());
                mask |= HandKey.mask(card.index());
            }
            for (int r = 0; r < rules.length; r++) {
                pairs[r][n[0]] = (long) ItalianPlainStrength.of(reading, rules[r]) << 32 | fast[r].strength(key, mask);
            }
            n[0]++;
        });
        assertArrayEquals(expected, found, deck.toString());
        assertEquals(total, n[0]);
        for (int r = 0; r < rules.length; r++) {
            assertSameOrder(pairs[r]);
        }
    }

    /** Each entry is (plain strength, table strength): the two must sort hands identically. */
    private static void assertSameOrder(long[] pairs) {
        Arrays.sort(pairs);
        for (int i = 1; i < pairs.length; i++) {
            long plainBefore = pairs[i - 1] >>> 32;
            long plain = pairs[i] >>> 32;
            int fastBefore = (int) pairs[i - 1];
            int fast = (int) pairs[i];
            if (plain == plainBefore) {
                assertEquals(fastBefore, fast, "equal hands got different table strengths");
            } else {
                assertTrue(
                        fast > fastBefore, "table strength does not grow with the hand at " + Long.toHexString(plain));
            }
        }
    }

    private static void forEachFive(Deck deck, Consumer<List<Card>> action) {
        List<Card> cards = deck.cards();
        int n = cards.size();
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                for (int c = b + 1; c < n; c++) {
                    for (int d = c + 1; d < n; d++) {
                        for (int e = d + 1; e < n; e++) {
                            action.accept(
                                    List.of(cards.get(a), cards.get(b), cards.get(c), cards.get(d), cards.get(e)));
                        }
                    }
                }
            }
        }
    }

    private static int binomial(int n, int k) {
        long result = 1;
        for (int i = 0; i < k; i++) {
            result = result * (n - i) / (i + 1);
        }
        return (int) result;
    }
}
