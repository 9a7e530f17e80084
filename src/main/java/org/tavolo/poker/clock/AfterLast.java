package org.tavolo.poker.clock;

/** What the clock shows once the last period has run out. */
public enum AfterLast {
    /** The blinds stay at the last level (docs/rules.md#holdem-tournament). */
    STAY_AT_LAST_LEVEL,
    /** Game time is over: one final round of Teresina is played (docs/rules.md#italian-tournament). */
    TERESINA_ROUND
}
