package org.tavolo.poker.evaluation.fast;

import java.util.Arrays;
import org.tavolo.poker.evaluation.HandCategory;

/**
 * International hand strength (docs/rules.md#international) of five, six or seven cards: the best five, as a class
 * from 1 (7-5-4-3-2 offsuit) to 7,462 (the royal flush); equal classes tie. No allocation: use
 * {@link #strength(long, long)} with a {@link HandKey} built card by card (enumerations add one card per
 * loop level), or the convenience overloads with card indices.
 */
public final class InternationalEvaluator {

    /** Number of distinct five-card hand classes. */
    public static final int CLASSES;

    private static final int[] ORDER_KEYS;
    private static final char[] BY_RANKS = new char[PerfectHash.FIVE_TO_SEVEN_CARDS.size()];
    private static final char[] BY_FLUSH = new char[8192];

    static {
        int[] keys = new int[8192 + 8192];
        int[] found = {0};
        PerfectHash.forEachRankMultiset(
                5, 5, counts -> keys[found[0]++] = RankPatterns.order(RankPatterns.bestWithoutFlush(counts, 0, false)));
        for (int ranks = 0; ranks < 8192; ranks++) {
            if (Integer.bitCount(ranks) == 5) {
                keys[found[0]++] = RankPatterns.order(RankPatterns.bestFlush(ranks, 0, false));
            }
        }
        ORDER_KEYS = Arrays.stream(keys, 0, found[0]).sorted().distinct().toArray();
        CLASSES = ORDER_KEYS.length;
        PerfectHash.forEachRankMultiset(
                5,
                7,
                counts -> BY_RANKS[PerfectHash.FIVE_TO_SEVEN_CARDS.index(PerfectHash.rankKey(counts))] =
                        classOf(RankPatterns.bestWithoutFlush(counts, 0, false)));
        for (int ranks = 0; ranks < 8192; ranks++) {
            if (Integer.bitCount(ranks) >= 5) {
                BY_FLUSH[ranks] = classOf(RankPatterns.bestFlush(ranks, 0, false));
            }
        }
    }

    private InternationalEvaluator() {}

    private static char classOf(long orderKey) {
        return (char) (Arrays.binarySearch(ORDER_KEYS, RankPatterns.order(orderKey)) + 1);
    }

    /** The strength of the best five of the five to seven cards summed into {@code key} and {@code mask}. */
    public static int strength(long key, long mask) {
        if ((key & HandKey.FLUSH_CHECK) != 0) {
            return BY_FLUSH[HandKey.suitRanks(mask, HandKey.flushSuit(key))];
        }
        return BY_RANKS[PerfectHash.FIVE_TO_SEVEN_CARDS.index((int) key)];
    }

    /** The strength of five to seven cards without a flush, from the rank half of their key. */
    static int withoutFlush(int rankKey) {
        return BY_RANKS[PerfectHash.FIVE_TO_SEVEN_CARDS.index(rankKey)];
    }

    /** The strength of five to seven cards of one suit, given as rank bits. */
    static int flush(int suitRanks) {
        return BY_FLUSH[suitRanks];
    }

    public static int strength(int c1, int c2, int c3, int c4, int c5) {
        return strength(
                HandKey.EMPTY + HandKey.key(c1) + HandKey.key(c2) + HandKey.key(c3) + HandKey.key(c4) + HandKey.key(c5),
                HandKey.mask(c1) | HandKey.mask(c2) | HandKey.mask(c3) | HandKey.mask(c4) | HandKey.mask(c5));
    }

    public static int strength(int c1, int c2, int c3, int c4, int c5, int c6, int c7) {
        return strength(
                HandKey.EMPTY
                        + HandKey.key(c1)
                        + HandKey.key(c2)
                        + HandKey.key(c3)
                        + HandKey.key(c4)
                        + HandKey.key(c5)
                        + HandKey.key(c6)
                        + HandKey.key(c7),
                HandKey.mask(c1)
                        | HandKey.mask(c2)
                        | HandKey.mask(c3)
                        | HandKey.mask(c4)
                        | HandKey.mask(c5)
                        | HandKey.mask(c6)
                        | HandKey.mask(c7));
    }

    /** The cards given by index: five, six or seven of them. */
    public static int strength(int[] cards, int from, int count) {
        long key = HandKey.EMPTY;
        long mask = 0;
        for (int i = from; i < from + count; i++) {
            key += HandKey.key(cards[i]);
            mask |= HandKey.mask(cards[i]);
        }
        return strength(key, mask);
    }

    /** The category of a strength. */
    public static HandCategory category(int strength) {
        return RankPatterns.category(ORDER_KEYS[strength - 1], false);
    }
}
