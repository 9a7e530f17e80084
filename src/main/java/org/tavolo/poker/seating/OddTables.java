package org.tavolo.poker.seating;

/**
 * Which exceptional table the organizer allows in an Italian draw when the players cannot be split
 * into tables of 4 and 5 (docs/rules.md#italian-tournament).
 */
public enum OddTables {
    /** Tables of 4 and 5 only (the rule book's default). */
    NONE,
    /** One table of 3 (28-card deck, 8..A) may complete the plan. */
    ALLOW_THREE,
    /** One table of 6 (40-card deck, 5..A) may complete the plan. */
    ALLOW_SIX,
    /** Either one table of 3 or one table of 6, whichever works (6 first). */
    ALLOW_THREE_OR_SIX
}
