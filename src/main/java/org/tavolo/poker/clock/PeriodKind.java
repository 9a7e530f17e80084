package org.tavolo.poker.clock;

/** What is happening on the clock during one period. */
public enum PeriodKind {
    /** A blind level (Hold'em). */
    LEVEL,
    /** A break: no play. */
    BREAK,
    /** Timed play without blinds: an Italian game (docs/rules.md#italian-tournament, one hour by default). */
    GAME
}
