package org.tavolo.poker.betting;

/**
 * How much a Hold'em bet or raise may be (docs/rules.md#betting-structure, 004 «La struttura delle puntate»). A
 * tournament setting given as information for the tables; the club regulation plays pot limit (003: «il rilancio
 * massimo è pari al piatto»).
 */
public enum BettingStructure {
    /** No cap but the player's chips (004 «No limit»). */
    NO_LIMIT,
    /** A raise of at most the pot after calling (004 «Pot limit»; 003). */
    POT_LIMIT,
    /**
     * Bets and raises of a fixed size: the big blind in the first two betting rounds, twice it in the last two (004
     * «Limit (Fixed limit)»).
     */
    FIXED_LIMIT
}
