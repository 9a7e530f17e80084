package org.tavolo.common.chips;

/**
 * Bounds of a chip amount at the HTTP door. No club stack comes near 10¹² chips, and sums of
 * thousands of such amounts still fit in a {@code long}, so totals, standings and pages cannot
 * overflow whatever is sent.
 */
public final class Chips {

    /** The largest chip amount a request may carry: 10¹². */
    public static final long MAX = 1_000_000_000_000L;

    private Chips() {}
}
