package org.tavolo.poker.clock;

/**
 * One stretch of the clock: a blind level, a break or an Italian game.
 *
 * @param kind       level, break or game
 * @param seconds    how long it lasts
 * @param smallBlind small blind ("buio"), 0 outside levels
 * @param bigBlind   big blind ("controbuio"), 0 outside levels
 * @param ante       ante per hand, 0 when none: per player, or the big blind's for the table ({@code anteKind})
 * @param anteKind   who posts the ante: each player (the default) or the big blind (docs/rules.md#big-blind-ante)
 */
public record Period(PeriodKind kind, long seconds, long smallBlind, long bigBlind, long ante, AnteKind anteKind) {

    public Period {
        anteKind = anteKind == null ? AnteKind.EACH_PLAYER : anteKind;
    }

    /** A period whose ante, if any, each player posts. */
    public Period(PeriodKind kind, long seconds, long smallBlind, long bigBlind, long ante) {
        this(kind, seconds, smallBlind, bigBlind, ante, AnteKind.EACH_PLAYER);
    }

    public static Period level(int minutes, long smallBlind, long bigBlind, long ante) {
        return new Period(PeriodKind.LEVEL, minutes * 60L, smallBlind, bigBlind, ante);
    }

    /** A level whose ante the big blind posts for the table (docs/rules.md#big-blind-ante). */
    public static Period levelWithBigBlindAnte(int minutes, long smallBlind, long bigBlind, long ante) {
        return new Period(PeriodKind.LEVEL, minutes * 60L, smallBlind, bigBlind, ante, AnteKind.BIG_BLIND);
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

    /** The ante the big blind posts as dead money at this level; 0 when each player posts the ante, or none. */
    public long bigBlindAnte() {
        return anteKind == AnteKind.BIG_BLIND ? ante : 0;
    }
}
