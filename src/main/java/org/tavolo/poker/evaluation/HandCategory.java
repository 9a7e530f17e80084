package org.tavolo.poker.evaluation;

/**
 * The kinds of poker hand, in the international order from the lowest (RULES.md 2.1). The Italian
 * short deck ranks {@link #FLUSH} above {@link #FULL_HOUSE} (RULES.md 2.2); {@link RuleSet} knows
 * which order applies. A three-card hand is only ever {@link #HIGH_CARD}, {@link #ONE_PAIR} or
 * {@link #THREE_OF_A_KIND} (RULES.md 2.3).
 */
public enum HandCategory {
    HIGH_CARD,
    ONE_PAIR,
    TWO_PAIR,
    THREE_OF_A_KIND,
    STRAIGHT,
    FLUSH,
    FULL_HOUSE,
    FOUR_OF_A_KIND,
    STRAIGHT_FLUSH
}
