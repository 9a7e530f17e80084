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
    ROYAL_CYCLE,
    /**
     * 001's usual agreement: «se nella stessa mano si scontrano due Scale Reali, i giocatori che le possiedono si
     * dividono il piatto». Any two straight flushes tie, whatever their top cards and suits, and split the pot with
     * the odd-chip rule (docs/rules.md#straight-flushes).
     */
    SPLIT
}
