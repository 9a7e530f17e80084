package org.tavolo.tournament;

/** The three tournament formats the rule book describes (docs/rules.md#italian-tournament, #holdem-tournament, #chinese-match). */
public enum TournamentFormat {
    /** Italian draw poker on short decks, tables of 4–5, placement points, qualifiers (docs/rules.md#italian-tournament). */
    ITALIAN_DRAW,
    /** Texas Hold'em freezeout with a blind clock, balancing and table breaks (docs/rules.md#holdem-tournament). */
    TEXAS_HOLDEM,
    /** Chinese poker matches of three deals with token bets (docs/rules.md#chinese-match). */
    CHINESE_POKER;

    /** The format's name in words: {@code Italian poker}, {@code Texas Hold'em}, {@code Chinese poker}. */
    public String inWords() {
        return switch (this) {
            case ITALIAN_DRAW -> "Italian poker";
            case TEXAS_HOLDEM -> "Texas Hold'em";
            case CHINESE_POKER -> "Chinese poker";
        };
    }

    /** Whether its standings count victory points (Chinese poker matches) instead of placement points. */
    public boolean victoryPoints() {
        return this == CHINESE_POKER;
    }
}
