package org.tavolo.poker.clock;

/** What the clock shows once the last period has run out. */
public enum AfterLast {
    /** The blinds stay at the last level (RULES.md 5.2). */
    STAY_AT_LAST_LEVEL,
    /** Game time is over: one final round of Teresina is played (RULES.md 5.1). */
    TERESINA_ROUND
}
