package org.tavolo.poker.evaluation;

/**
 * The kinds of poker hand, in the international order from the lowest (docs/rules.md#international). The Italian
 * short deck ranks {@link #FLUSH} above {@link #FULL_HOUSE} (docs/rules.md#italian); {@link RuleSet} knows
 * which order applies. A three-card hand is only ever {@link #HIGH_CARD}, {@link #ONE_PAIR} or
 * {@link #THREE_OF_A_KIND} (docs/rules.md#three-card).
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
