package org.tavolo.tournament;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.NotNull;
import org.tavolo.common.chips.Chips;
import org.tavolo.poker.clock.AnteKind;
import org.tavolo.poker.clock.Period;
import org.tavolo.poker.clock.PeriodKind;

/**
 * One period of the tournament clock as the organizer writes it: whole minutes, blinds and ante.
 *
 * @param kind       LEVEL, BREAK or GAME
 * @param minutes    its length
 * @param smallBlind small blind (0 for breaks and games)
 * @param bigBlind   big blind (0 for breaks and games)
 * @param ante       ante per hand (0 when none)
 * @param anteKind   who posts the ante: {@code EACH_PLAYER} (left out, the default) or {@code BIG_BLIND}, the big
 *                   blind alone for the table, as dead money (a level only, docs/rules.md#big-blind-ante)
 */
public record ClockPeriodSetting(
        @NotNull PeriodKind kind,
        @Max(MAX_MINUTES) int minutes,
        @Max(Chips.MAX) long smallBlind,
        @Max(Chips.MAX) long bigBlind,
        @Max(Chips.MAX) long ante,
        AnteKind anteKind) {

    public ClockPeriodSetting {
        anteKind = anteKind == null ? AnteKind.EACH_PLAYER : anteKind;
    }

    /** A period whose ante, if any, each player posts. */
    public ClockPeriodSetting(PeriodKind kind, int minutes, long smallBlind, long bigBlind, long ante) {
        this(kind, minutes, smallBlind, bigBlind, ante, AnteKind.EACH_PLAYER);
    }

    /** The longest period: a week. */
    public static final int MAX_MINUTES = 7 * 24 * 60;

    public static ClockPeriodSetting from(Period p) {
        return new ClockPeriodSetting(
                p.kind(), (int) (p.seconds() / 60), p.smallBlind(), p.bigBlind(), p.ante(), p.anteKind());
    }

    public Period toPeriod() {
        return new Period(kind, minutes * 60L, smallBlind, bigBlind, ante, anteKind);
    }
}
