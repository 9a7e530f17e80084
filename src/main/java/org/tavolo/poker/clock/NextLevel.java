package org.tavolo.poker.clock;

/**
 * The next period of play after the current one.
 *
 * @param levelNumber    its level number
 * @param kind           level or game
 * @param smallBlind     its small blind
 * @param bigBlind       its big blind
 * @param ante           its ante
 * @param startsInSeconds seconds of clock time until it starts (breaks included)
 */
public record NextLevel(
        int levelNumber, PeriodKind kind, long smallBlind, long bigBlind, long ante, long startsInSeconds) {}
