package org.tavolo.poker.clock;

/**
 * One stretch of the clock: a blind level, a break or an Italian game.
 *
 * @param kind       level, break or game
 * @param seconds    how long it lasts
 * @param smallBlind small blind ("buio"), 0 outside levels
 * @param bigBlind   big blind ("controbuio"), 0 outside levels
 * @param ante       ante per player per hand, 0 when none
 */
public record Period(PeriodKind kind, long seconds, long smallBlind, long bigBlind, long ante) {

    public static Period level(int minutes, long smallBlind, long bigBlind, long ante) {
        return new Period(PeriodKind.LEVEL, minutes * 60L, smallBlind, bigBlind, ante);
    }

    public static Period pause(int minutes) {
        return new Period(PeriodKind.BREAK, minutes * 60L, 0, 0, 0);
    }

    public static Period game(int minutes, long ante) {
        return new Period(PeriodKind.GAME, minutes * 60L, 0, 0, ante);
    }

    /** Whether cards are dealt during this period (a level or a game, not a break). */
    public boolean isPlay() {
        return kind != PeriodKind.BREAK;
    }
}
