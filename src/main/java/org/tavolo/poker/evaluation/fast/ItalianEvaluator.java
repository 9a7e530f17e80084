package org.tavolo.poker.evaluation.fast;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.tavolo.poker.cards.Deck;
import org.tavolo.poker.evaluation.FlushRule;
import org.tavolo.poker.evaluation.HandCategory;

/**
 * Italian hand strength (docs/rules.md#italian) of exactly five cards of a short deck, higher is better,
 * including the suit that breaks ties (hearts &gt; diamonds &gt; clubs &gt; spades): the rank pattern
 * gives a class, the class times four plus the deciding card's suit gives the strength. With
 * {@link FlushRule#SUIT_FIRST} the flushes are laid out suit by suit instead. The straight-flush
 * exceptions are not a matter of strength: {@link org.tavolo.poker.evaluation.RuleSet.Italian#compare}
 * applies them.
 *
 * <p>One evaluator per deck and flush rule, built on first use and shared ({@link #of}).
 */
public final class ItalianEvaluator {

    private static final Map<List<Enum<?>>, ItalianEvaluator> SHARED = new ConcurrentHashMap<>();

    private final int[] orderKeys;
    /** class &lt;&lt; 4 | deciding rank + 1 (0: the suit never decides). */
    private final int[] byRanks = new int[PerfectHash.FIVE_TO_SEVEN_CARDS.size()];
    /** base &lt;&lt; 8 | stride: the strength is base + suit * stride. */
    private final int[] byFlush = new int[8192];

    private ItalianEvaluator(Deck deck, FlushRule flushRule) {
        int lowest = deck.lowest().ordinal();
        int deckRanks = 0x1fff & ~((1 << lowest) - 1);
        orderKeys = orderKeys(lowest, deckRanks);
        PerfectHash.forEachRankMultiset(5, 5, counts -> {
            if (inDeck(counts, lowest)) {
                long key = RankPatterns.bestWithoutFlush(counts, lowest, true);
                byRanks[PerfectHash.FIVE_TO_SEVEN_CARDS.index(PerfectHash.rankKey(counts))] =
                        classOf(key) << 4 | (RankPatterns.decider(key) + 1);
            }
        });
        fillFlushes(lowest, deckRanks, flushRule);
    }

    /** Every class of five cards the deck can deal, as order keys, weakest first. */
    private static int[] orderKeys(int lowest, int deckRanks) {
        int[] keys = new int[8192 + 8192];
        int[] found = {0};
        PerfectHash.forEachRankMultiset(5, 5, counts -> {
            if (inDeck(counts, lowest)) {
                keys[found[0]++] = RankPatterns.order(RankPatterns.bestWithoutFlush(counts, lowest, true));
            }
        });
        for (int ranks = 0; ranks < 8192; ranks++) {
            if (Integer.bitCount(ranks) == 5 && (ranks & ~deckRanks) == 0) {
                keys[found[0]++] = RankPatterns.order(RankPatterns.bestFlush(ranks, lowest, true));
            }
        }
        return Arrays.stream(keys, 0, found[0]).sorted().distinct().toArray();
    }

    /** The flushes' entries: under SUIT_FIRST a flush ranks by its suit first, among the flushes only. */
    private void fillFlushes(int lowest, int deckRanks, FlushRule flushRule) {
        int firstFlush = -1;
        int flushes = 0;
        for (int c = 0; c < orderKeys.length; c++) {
            if (RankPatterns.category(orderKeys[c], true) == HandCategory.FLUSH) {
                firstFlush = firstFlush < 0 ? c : firstFlush;
                flushes++;
            }
        }
        for (int ranks = 0; ranks < 8192; ranks++) {
            if (Integer.bitCount(ranks) == 5 && (ranks & ~deckRanks) == 0) {
                long key = RankPatterns.bestFlush(ranks, lowest, true);
                int c = classOf(key);
                boolean suitFirst =
                        flushRule == FlushRule.SUIT_FIRST && RankPatterns.category(key, true) == HandCategory.FLUSH;
                byFlush[ranks] = suitFirst ? (firstFlush * 4 + c - firstFlush) << 8 | flushes : c * 4 << 8 | 1;
            }
        }
    }

    /** The shared evaluator for a short deck and a flush rule. */
    public static ItalianEvaluator of(Deck deck, FlushRule flushRule) {
        return SHARED.computeIfAbsent(List.of(deck, flushRule), key -> new ItalianEvaluator(deck, flushRule));
    }

    private static boolean inDeck(int[] counts, int lowest) {
        for (int rank = 0; rank < lowest; rank++) {
            if (counts[rank] > 0) {
                return false;
            }
        }
        return true;
    }

    private int classOf(long orderKey) {
        return Arrays.binarySearch(orderKeys, RankPatterns.order(orderKey));
    }

    /** The strength of the five cards summed into {@code key} and {@code mask} (see {@link HandKey}). */
    public int strength(long key, long mask) {
        if ((key & HandKey.FLUSH_CHECK) != 0) {
            int suit = HandKey.flushSuit(key);
            int flush = byFlush[HandKey.suitRanks(mask, suit)];
            return (flush >>> 8) + suit * (flush & 0xff);
        }
        int pattern = byRanks[PerfectHash.FIVE_TO_SEVEN_CARDS.index((int) key)];
        int decider = (pattern & 15) - 1;
        int suit = decider < 0 ? 0 : Long.numberOfTrailingZeros((mask >>> decider) & 0x0001_0001_0001_0001L) >>> 4;
        return (pattern >>> 4) * 4 + suit;
    }

    public int strength(int c1, int c2, int c3, int c4, int c5) {
        return strength(
                HandKey.EMPTY + HandKey.key(c1) + HandKey.key(c2) + HandKey.key(c3) + HandKey.key(c4) + HandKey.key(c5),
                HandKey.mask(c1) | HandKey.mask(c2) | HandKey.mask(c3) | HandKey.mask(c4) | HandKey.mask(c5));
    }
}
