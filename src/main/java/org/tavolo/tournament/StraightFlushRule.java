package org.tavolo.tournament;

/** Which exception applies among Italian straight flushes (RULES.md 2.2, a tournament setting). */
public enum StraightFlushRule {
    /** The royal flush of hearts loses only to the minima straight flush of spades (003 Appendix A; the default). */
    HEARTS_ROYAL_EXCEPTION,
    /** The older house rule of 001: massima beats media, minima beats massima, media beats minima. */
    ROYAL_CYCLE
}
