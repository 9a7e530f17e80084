package org.tavolo.tournament;

/** The three tournament formats the rule book describes (RULES.md 5.1, 5.2, 5.3). */
public enum TournamentFormat {
    /** Italian draw poker on short decks, tables of 4–5, placement points, qualifiers (RULES.md 5.1). */
    ITALIAN_DRAW,
    /** Texas Hold'em freezeout with a blind clock, balancing and table breaks (RULES.md 5.2). */
    TEXAS_HOLDEM,
    /** Chinese poker matches of three deals with token bets (RULES.md 5.3). */
    CHINESE_POKER
}
