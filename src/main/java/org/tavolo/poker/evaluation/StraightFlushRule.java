package org.tavolo.poker.evaluation;

/** How two Italian straight flushes compare (docs/rules.md#italian, a configurable decision). */
public enum StraightFlushRule {
    /**
     * The higher top card wins, then the higher suit; but the royal flush of hearts loses to the
     * minima straight flush of spades, and only to it (003 Appendix A). The default.
     */
    HEARTS_ROYAL_EXCEPTION,
    /**
     * The older house rule of 001: the massima (A-K-Q-J-10) beats every media, the minima (the ace
     * with the deck's lowest four ranks) beats the massima, a media beats the minima; two of the
     * same kind compare by top card, then suit.
     */
    ROYAL_CYCLE
}
