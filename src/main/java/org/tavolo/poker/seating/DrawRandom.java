package org.tavolo.poker.seating;

/**
 * The random numbers of a verifiable draw: SplitMix64 with the published constants, and unbiased
 * whole numbers below a bound by rejection. Written out here (rather than taken from the JDK) so
 * that the sequence for a seed is fixed forever and anyone can recompute it in any language; the
 * exact steps are in {@code docs/seat-draw.md}.
 */
final class DrawRandom {

    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;
    private static final long TWO_TO_63 = Long.MIN_VALUE; // 2^63 as an unsigned number

    private long state;

    DrawRandom(long seed) {
        this.state = seed;
    }

    /** The next 64 bits of SplitMix64 (Steele, Lea, Flood 2014; Vigna's reference constants). */
    long nextLong() {
        state += GOLDEN_GAMMA;
        long z = state;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** A whole number in {@code [0, bound)}: 63 random bits, rejected above the largest multiple of bound. */
    int below(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        long limit = Long.MAX_VALUE - (Long.remainderUnsigned(TWO_TO_63, bound)) + 1; // 2^63 - (2^63 mod bound)
        while (true) {
            long u = nextLong() >>> 1;
            if (limit < 0 || u < limit) {
                return (int) (u % bound);
            }
        }
    }
}
