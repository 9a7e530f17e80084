package org.tavolo.poker.evaluation;

/** How two Italian flushes compare (docs/rules.md#italian, a configurable decision). */
public enum FlushRule {
    /** The flush of the higher suit wins, then the cards from the top (003 Appendix A). The default. */
    SUIT_FIRST,
    /** The cards from the top as in the international rule; the suit only when all five ranks match (001). */
    CARDS_THEN_SUIT
}
