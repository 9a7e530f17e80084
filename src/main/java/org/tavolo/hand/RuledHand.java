package org.tavolo.hand;

import java.util.Map;

/**
 * A hand after the director's ruling: the chips each seat got from the held pots and every
 * stack of the hand's players afterwards, by seat.
 */
public record RuledHand(long hand, HandStatus status, Map<Integer, Long> payouts, Map<Integer, Long> stacks) {}
