package org.tavolo.poker.evaluation.fast;

import static org.tavolo.poker.evaluation.HandCategory.FLUSH;
import static org.tavolo.poker.evaluation.HandCategory.FOUR_OF_A_KIND;
import static org.tavolo.poker.evaluation.HandCategory.FULL_HOUSE;
import static org.tavolo.poker.evaluation.HandCategory.HIGH_CARD;
import static org.tavolo.poker.evaluation.HandCategory.ONE_PAIR;
import static org.tavolo.poker.evaluation.HandCategory.STRAIGHT;
import static org.tavolo.poker.evaluation.HandCategory.STRAIGHT_FLUSH;
import static org.tavolo.poker.evaluation.HandCategory.THREE_OF_A_KIND;
import static org.tavolo.poker.evaluation.HandCategory.TWO_PAIR;

import org.tavolo.poker.evaluation.HandCategory;

/**
 * The best hand in a set of rank counts, written plainly: the rules the tables are built from. An
 * <em>order key</em> is the category's position in the rule set's order followed by the deciding ranks
 * in four-bit fields (rank ordinal + 1), so that keys compare like hands when suits do not count.
 */
final class RankPatterns {

    /** Four bits for the deciding rank whose suit breaks an Italian tie (rank ordinal + 1), 0 for none. */
    static final int NO_DECIDER = 0;

    private RankPatterns() {}

    /**
     * The best five of five to seven cards without a flush (docs/rules.md#international).
     *
     * @param counts  cards per rank ordinal
     * @param lowest  the deck's lowest rank ordinal (the ace plays below it in the lowest straight)
     * @param italian whether the Italian category order and tie rules apply (docs/rules.md#italian)
     * @return the order key in the low 28 bits, the deciding rank + 1 in the top four bits (Italian)
     */
    static long bestWithoutFlush(int[] counts, int lowest, boolean italian) {
        int quads = highest(counts, 4, -1, -1);
        if (quads >= 0) {
            return key(FOUR_OF_A_KIND, italian, quads, italian ? -1 : highest(counts, 1, quads, -1));
        }
        int trips = highest(counts, 3, -1, -1);
        int pairWithTrips = trips < 0 ? -1 : highest(counts, 2, trips, -1);
        if (pairWithTrips >= 0) {
            return key(FULL_HOUSE, italian, trips, italian ? -1 : pairWithTrips);
        }
        int top = straightTop(presence(counts), lowest);
        if (top >= 0) {
            return decided(key(STRAIGHT, italian, top), top);
        }
        if (trips >= 0) {
            int k1 = highest(counts, 1, trips, -1);
            return italian
                    ? key(THREE_OF_A_KIND, true, trips)
                    : key(THREE_OF_A_KIND, false, trips, k1, highest(counts, 1, trips, k1));
        }
        int high = highest(counts, 2, -1, -1);
        int low = high < 0 ? -1 : highest(counts, 2, high, -1);
        if (low >= 0) {
            int kicker = highestExcept(counts, high, low, -1, -1);
            return decided(key(TWO_PAIR, italian, high, low, kicker), kicker);
        }
        if (high >= 0) {
            int k1 = highestExcept(counts, high, -1, -1, -1);
            int k2 = highestExcept(counts, high, k1, -1, -1);
            int k3 = highestExcept(counts, high, k1, k2, -1);
            return decided(key(ONE_PAIR, italian, high, k1, k2, k3), k1);
        }
        int[] top5 = topFive(presence(counts));
        return decided(key(HIGH_CARD, italian, top5), top5[0]);
    }

    /**
     * The best hand among five to seven cards of one suit, given as rank bits: a straight flush or the
     * flush of the top five. Italian suit ties are applied by the caller.
     */
    static long bestFlush(int suitRanks, int lowest, boolean italian) {
        int top = straightTop(suitRanks, lowest);
        if (top >= 0) {
            return key(STRAIGHT_FLUSH, italian, top);
        }
        return key(FLUSH, italian, topFive(suitRanks));
    }

    /** The deciding rank of an Italian order key, or -1. */
    static int decider(long orderKey) {
        return (int) (orderKey >>> 28) - 1;
    }

    /** The order key without the deciding rank. */
    static int order(long orderKey) {
        return (int) (orderKey & 0x0fff_ffff);
    }

    /** The category an order key stands for. */
    static HandCategory category(long orderKey, boolean italian) {
        int position = order(orderKey) >>> 20;
        if (italian && position == FULL_HOUSE.ordinal()) {
            return FLUSH;
        }
        if (italian && position == FLUSH.ordinal()) {
            return FULL_HOUSE;
        }
        return HandCategory.values()[position];
    }

    /** Highest top of five ranks in a row; the ace with the four lowest ranks is the lowest straight. */
    static int straightTop(int ranks, int lowest) {
        for (int top = 12; top >= lowest + 4; top--) {
            int run = 0x1f << (top - 4);
            if ((ranks & run) == run) {
                return top;
            }
        }
        int minima = (1 << 12) | (0xf << lowest);
        return (ranks & minima) == minima ? lowest + 3 : -1;
    }

    private static long key(HandCategory category, boolean italian, int... ranks) {
        int position = category.ordinal();
        if (italian && category == FLUSH) {
            position = FULL_HOUSE.ordinal();
        } else if (italian && category == FULL_HOUSE) {
            position = FLUSH.ordinal();
        }
        int key = position;
        for (int i = 0; i < 5; i++) {
            key = key * 16 + (i < ranks.length && ranks[i] >= 0 ? ranks[i] + 1 : 0);
        }
        return key;
    }

    private static long decided(long key, int rank) {
        return key | ((long) (rank + 1) << 28);
    }

    private static int presence(int[] counts) {
        int bits = 0;
        for (int rank = 0; rank < 13; rank++) {
            if (counts[rank] > 0) {
                bits |= 1 << rank;
            }
        }
        return bits;
    }

    private static int[] topFive(int ranks) {
        int[] top = new int[5];
        int found = 0;
        for (int rank = 12; rank >= 0 && found < 5; rank--) {
            if ((ranks & (1 << rank)) != 0) {
                top[found++] = rank;
            }
        }
        return top;
    }

    /** Highest rank with at least {@code atLeast} cards, other than the two excluded ranks; or -1. */
    private static int highest(int[] counts, int atLeast, int except1, int except2) {
        for (int rank = 12; rank >= 0; rank--) {
            if (counts[rank] >= atLeast && rank != except1 && rank != except2) {
                return rank;
            }
        }
        return -1;
    }

    private static int highestExcept(int[] counts, int a, int b, int c, int d) {
        for (int rank = 12; rank >= 0; rank--) {
            if (counts[rank] > 0 && rank != a && rank != b && rank != c && rank != d) {
                return rank;
            }
        }
        return -1;
    }
}
