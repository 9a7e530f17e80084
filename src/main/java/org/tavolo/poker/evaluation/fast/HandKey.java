package org.tavolo.poker.evaluation.fast;

/**
 * A hand of up to seven cards as two numbers: the <em>key</em> (the sum of one rank multiplier per
 * card, unique for every multiset of ranks, plus a four-bit counter per suit in the upper half) and the
 * <em>mask</em> (one bit per card, sixteen bits per suit). Adding a card is {@code key + key(card)} and
 * {@code mask | mask(card)}; cards are numbered as {@link org.tavolo.poker.cards.Card#index()}.
 *
 * <p>The multipliers are those published with OMPEval (Zekyll): every multiset of up to seven ranks,
 * at most four of each, has its own sum, below 2<sup>25</sup>. The suit counters start at 3 so that a
 * fifth card of one suit sets the counter's top bit: {@link #FLUSH_CHECK} finds a flush in one test.
 */
public final class HandKey {

    /** The key of no cards: every suit counter at 3. */
    public static final long EMPTY = 0x3333L << 32;

    /** The top bit of each suit counter: set when that suit has five cards or more. */
    public static final long FLUSH_CHECK = 0x8888L << 32;

    static final int[] RANK_MULTIPLIERS = {
        0x2000, 0x8001, 0x11000, 0x3a000, 0x91000, 0x176005, 0x366000, 0x41a013, 0x47802e, 0x479068, 0x48c0e4, 0x48f211,
        0x494493
    };

    private static final long[] KEY = new long[52];

    static {
        for (int card = 0; card < 52; card++) {
            int rank = card >>> 2;
            int suit = card & 3;
            KEY[card] = RANK_MULTIPLIERS[rank] + (1L << (32 + 4 * suit));
        }
    }

    private HandKey() {}

    /** What one card adds to the key. */
    public static long key(int card) {
        return KEY[card];
    }

    /** The card's bit in the mask: bit {@code 16 * suit + rank}. */
    public static long mask(int card) {
        return 1L << (((card & 3) << 4) + (card >>> 2));
    }

    /** The ranks of one suit in a mask, as thirteen bits (bit 0 for the two). */
    static int suitRanks(long mask, int suit) {
        return (int) (mask >>> (16 * suit)) & 0x1fff;
    }

    /** The suit that has five cards or more, given a key with a flush. */
    static int flushSuit(long key) {
        return Long.numberOfTrailingZeros(key & FLUSH_CHECK) - 35 >>> 2;
    }
}
