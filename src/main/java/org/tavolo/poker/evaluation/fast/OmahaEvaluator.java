package org.tavolo.poker.evaluation.fast;

/**
 * Omaha hand strength (RULES.md 3: exactly two of the four hole cards and three of the five on the
 * board), on the {@link InternationalEvaluator} scale, without trying the sixty combinations one by one.
 *
 * <p>Without flushes only ranks matter, so one table holds, for every pair of hole ranks and every
 * multiset of five board ranks, the best of the ten ways to add three of the board to the pair: an
 * Omaha hand is then six reads, one per hole pair. Flushes are only possible when three board cards
 * and two hole cards share a suit; those few hands also try each suited two-plus-three directly.
 */
public final class OmahaEvaluator {

    private static final int PAIRS = 13 * 13;
    private static final int[] PAIR_OF_HOLE = { 0, 0, 0, 1, 1, 2 };
    private static final int[] SECOND_OF_HOLE = { 1, 2, 3, 2, 3, 3 };

    private OmahaEvaluator() {
    }

    /** The strength of the best hand of exactly two of {@code hole} (4 card indices) and three of {@code board} (5). */
    public static int strength(int[] hole, int[] board) {
        int boardKey = 0;
        int boardSuits = 0;
        for (int card : board) {
            boardKey += HandKey.RANK_MULTIPLIERS[card >>> 2];
            boardSuits += 1 << (4 * (card & 3));
        }
        int column = Tables.BOARD_COLUMN[PerfectHash.index(boardKey)] * PAIRS;
        int best = 0;
        for (int p = 0; p < 6; p++) {
            int first = hole[PAIR_OF_HOLE[p]] >>> 2;
            int second = hole[SECOND_OF_HOLE[p]] >>> 2;
            best = Math.max(best, Tables.BEST[column + first * 13 + second]);
        }
        int flushSuit = flushSuit(boardSuits);
        return flushSuit < 0 ? best : Math.max(best, bestFlush(hole, board, flushSuit));
    }

    /** The suit with at least three board cards, or -1. */
    private static int flushSuit(int boardSuits) {
        for (int suit = 0; suit < 4; suit++) {
            if ((boardSuits >>> (4 * suit) & 0xf) >= 3) {
                return suit;
            }
        }
        return -1;
    }

    private static int bestFlush(int[] hole, int[] board, int suit) {
        int best = 0;
        for (int a = 0; a < 5; a++) {
            for (int b = a + 1; b < 5; b++) {
                for (int c = b + 1; c < 5; c++) {
                    if ((board[a] & 3) != suit || (board[b] & 3) != suit || (board[c] & 3) != suit) {
                        continue;
                    }
                    int boardRanks = 1 << (board[a] >>> 2) | 1 << (board[b] >>> 2) | 1 << (board[c] >>> 2);
                    for (int p = 0; p < 6; p++) {
                        int x = hole[PAIR_OF_HOLE[p]];
                        int y = hole[SECOND_OF_HOLE[p]];
                        if ((x & 3) == suit && (y & 3) == suit) {
                            best = Math.max(best, InternationalEvaluator.flush(boardRanks | 1 << (x >>> 2) | 1 << (y >>> 2)));
                        }
                    }
                }
            }
        }
        return best;
    }

    /** Built on first use of Omaha only. */
    private static final class Tables {

        /** The column of each five-card rank multiset, by its perfect-hash slot. */
        static final char[] BOARD_COLUMN = new char[PerfectHash.SIZE];
        /** Best non-flush strength, by board column * 169 + first hole rank * 13 + second hole rank. */
        static final char[] BEST;

        static {
            int[] columns = { 0 };
            PerfectHash.forEachRankMultiset(5, 5, counts -> BOARD_COLUMN[PerfectHash.index(PerfectHash.rankKey(counts))] =
                    (char) columns[0]++);
            BEST = new char[columns[0] * PAIRS];
            PerfectHash.forEachRankMultiset(5, 5, counts -> fill(counts.clone()));
        }

        private static void fill(int[] board) {
            int[] ranks = new int[5];
            int n = 0;
            for (int rank = 0; rank < 13; rank++) {
                for (int k = 0; k < board[rank]; k++) {
                    ranks[n++] = rank;
                }
            }
            int column = BOARD_COLUMN[PerfectHash.index(PerfectHash.rankKey(board))] * PAIRS;
            for (int first = 0; first < 13; first++) {
                for (int second = 0; second < 13; second++) {
                    int pairKey = HandKey.RANK_MULTIPLIERS[first] + HandKey.RANK_MULTIPLIERS[second];
                    int best = 0;
                    for (int a = 0; a < 5; a++) {
                        for (int b = a + 1; b < 5; b++) {
                            for (int c = b + 1; c < 5; c++) {
                                if (fitsInDeck(first, second, ranks[a], ranks[b], ranks[c])) {
                                    int key = pairKey + HandKey.RANK_MULTIPLIERS[ranks[a]] + HandKey.RANK_MULTIPLIERS[ranks[b]]
                                            + HandKey.RANK_MULTIPLIERS[ranks[c]];
                                    best = Math.max(best, InternationalEvaluator.withoutFlush(key));
                                }
                            }
                        }
                    }
                    BEST[column + first * 13 + second] = (char) best;
                }
            }
        }

        /** Five cards of one rank do not exist (and the perfect hash does not know them). */
        private static boolean fitsInDeck(int first, int second, int a, int b, int c) {
            return !(first == second && second == a && a == b && b == c);
        }
    }
}
