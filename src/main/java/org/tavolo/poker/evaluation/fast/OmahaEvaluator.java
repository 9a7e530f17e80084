package org.tavolo.poker.evaluation.fast;

/**
 * Omaha hand strength (docs/rules.md#games: exactly two of the four hole cards and three of the five on the
 * board), on the {@link InternationalEvaluator} scale, without trying the sixty combinations one by one.
 *
 * <p>Without flushes only ranks matter, so one table holds, for every pair of hole ranks and every
 * multiset of five board ranks, the best of the ten ways to add three of the board to the pair: an
 * Omaha hand is then six reads, one per hole pair. Flushes are only possible when three board cards
 * and two hole cards share a suit; those few hands also try each suited two-plus-three directly.
 */
public final class OmahaEvaluator {

    /** The wheel straight flush, the lowest of them (A-2-3-4-5 as rank bits). */
    private static final int LOWEST_STRAIGHT_FLUSH = InternationalEvaluator.flush(0x100f);

    /** Unordered pairs of hole ranks. */
    private static final int PAIRS = 91;
    /** The pair column of two hole ranks, by first * 13 + second (either order). */
    private static final byte[] PAIR = new byte[13 * 13];

    static {
        int pair = 0;
        for (int first = 0; first < 13; first++) {
            for (int second = first; second < 13; second++) {
                PAIR[first * 13 + second] = (byte) pair;
                PAIR[second * 13 + first] = (byte) pair++;
            }
        }
    }

    private OmahaEvaluator() {}

    /** The strength of the best hand of exactly two of {@code hole} (4 card indices) and three of {@code board} (5). */
    public static int strength(int[] hole, int[] board) {
        return strength(hole, 0, board, 0);
    }

    /** As {@link #strength(int[], int[])}, reading four hole cards from {@code holeAt} and five board cards from {@code boardAt}. */
    public static int strength(int[] hole, int holeAt, int[] board, int boardAt) {
        int boardKey = 0;
        int boardSuits = 0;
        long boardCards = 0;
        for (int i = boardAt; i < boardAt + 5; i++) {
            int card = board[i];
            boardKey += HandKey.RANK_MULTIPLIERS[card >>> 2];
            boardSuits += 1 << (4 * (card & 3));
            boardCards |= bit(card);
        }
        int column = PerfectHash.FIVE_CARDS.index(boardKey) * PAIRS;
        int c0 = hole[holeAt];
        int c1 = hole[holeAt + 1];
        int c2 = hole[holeAt + 2];
        int c3 = hole[holeAt + 3];
        int h0 = (c0 >>> 2) * 13;
        int h1 = c1 >>> 2;
        int h2 = c2 >>> 2;
        int h3 = c3 >>> 2;
        char[] best = Tables.BEST;
        int max = Math.max(
                Math.max(best[column + PAIR[h0 + h1]], best[column + PAIR[h0 + h2]]),
                Math.max(best[column + PAIR[h0 + h3]], best[column + PAIR[h1 * 13 + h2]]));
        max = Math.max(max, Math.max(best[column + PAIR[h1 * 13 + h3]], best[column + PAIR[h2 * 13 + h3]]));
        int holeSuits =
                (1 << ((c0 & 3) << 2)) + (1 << ((c1 & 3) << 2)) + (1 << ((c2 & 3) << 2)) + (1 << ((c3 & 3) << 2));
        // Counters plus 5 (board) and plus 6 (hand) reach bit 3 at three and at two cards of a suit.
        int flushable = (boardSuits + 0x5555) & (holeSuits + 0x6666) & 0x8888;
        if (flushable == 0) {
            return max;
        }
        int suit = Integer.numberOfTrailingZeros(flushable) >>> 2;
        long holeCards = bit(c0) | bit(c1) | bit(c2) | bit(c3);
        return Math.max(max, bestFlush(HandKey.suitRanks(holeCards, suit), HandKey.suitRanks(boardCards, suit)));
    }

    /**
     * Best flush or straight flush of two of the hand's suited ranks and three of the board's. A plain
     * flush is best with the top three of the board and the top two of the hand; only when the suited
     * cards hold a straight flush are the combinations tried one by one.
     */
    private static int bestFlush(int holeRanks, int boardRanks) {
        if (InternationalEvaluator.flush(boardRanks | holeRanks) < LOWEST_STRAIGHT_FLUSH) {
            return InternationalEvaluator.flush(top(boardRanks, 3) | top(holeRanks, 2));
        }
        int best = 0;
        for (int three = boardRanks; three != 0; three = (three - 1) & boardRanks) {
            for (int two = holeRanks; two != 0; two = (two - 1) & holeRanks) {
                if (Integer.bitCount(three) == 3 && Integer.bitCount(two) == 2) {
                    best = Math.max(best, InternationalEvaluator.flush(three | two));
                }
            }
        }
        return best;
    }

    /** The card's bit in a {@link HandKey} mask. */
    private static long bit(int card) {
        return 1L << (((card & 3) << 4) + (card >>> 2));
    }

    /** The {@code count} highest rank bits. */
    private static int top(int ranks, int count) {
        int kept = 0;
        for (int i = 0; i < count; i++) {
            int highest = Integer.highestOneBit(ranks);
            kept |= highest;
            ranks ^= highest;
        }
        return kept;
    }

    /** Built on first use of Omaha only. */
    private static final class Tables {

        /** Best non-flush strength, by board slot ({@link PerfectHash#FIVE_CARDS}) * 91 + the pair column of the hole ranks. */
        static final char[] BEST = new char[PerfectHash.FIVE_CARDS.size() * PAIRS];

        static {
            PerfectHash.forEachRankMultiset(5, 5, Tables::fill);
        }

        private static void fill(int[] board) {
            int[] ranks = new int[5];
            int n = 0;
            for (int rank = 0; rank < 13; rank++) {
                for (int k = 0; k < board[rank]; k++) {
                    ranks[n++] = rank;
                }
            }
            int column = PerfectHash.FIVE_CARDS.index(PerfectHash.rankKey(board)) * PAIRS;
            for (int first = 0; first < 13; first++) {
                for (int second = first; second < 13; second++) {
                    int pairKey = HandKey.RANK_MULTIPLIERS[first] + HandKey.RANK_MULTIPLIERS[second];
                    int best = 0;
                    for (int a = 0; a < 5; a++) {
                        for (int b = a + 1; b < 5; b++) {
                            for (int c = b + 1; c < 5; c++) {
                                if (fitsInDeck(first, second, ranks[a], ranks[b], ranks[c])) {
                                    int key = pairKey
                                            + HandKey.RANK_MULTIPLIERS[ranks[a]]
                                            + HandKey.RANK_MULTIPLIERS[ranks[b]]
                                            + HandKey.RANK_MULTIPLIERS[ranks[c]];
                                    best = Math.max(best, InternationalEvaluator.withoutFlush(key));
                                }
                            }
                        }
                    }
                    BEST[column + PAIR[first * 13 + second]] = (char) best;
                }
            }
        }

        /** Five cards of one rank do not exist (and the perfect hash does not know them). */
        private static boolean fitsInDeck(int first, int second, int a, int b, int c) {
            return !(first == second && second == a && a == b && b == c);
        }
    }
}
