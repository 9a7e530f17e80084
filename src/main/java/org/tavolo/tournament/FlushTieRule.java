package org.tavolo.tournament;

/** How two flushes compare on the Italian short deck (RULES.md 2.2, a tournament setting). */
public enum FlushTieRule {
    /** The flush of the higher suit wins (003 Appendix A; the default). */
    SUIT_FIRST,
    /** Highest card first, as in the international rule; suit only when all five ranks match (001). */
    CARDS_THEN_SUIT
}
