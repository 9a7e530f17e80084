package org.tavolo.table;

import java.security.SecureRandom;

/** Fresh seeds for the floor's draws, below 2^53 so that they survive any JSON reader unchanged. */
final class Seeds {

    private static final SecureRandom RANDOM = new SecureRandom();

    private Seeds() {}

    static long fresh() {
        return RANDOM.nextLong() >>> 11;
    }
}
