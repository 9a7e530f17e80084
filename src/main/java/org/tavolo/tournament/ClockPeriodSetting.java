package org.tavolo.tournament;

import jakarta.validation.constraints.NotNull;
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
 */
public record ClockPeriodSetting(@NotNull PeriodKind kind, int minutes, long smallBlind, long bigBlind, long ante) {

    public static ClockPeriodSetting from(Period p) {
        return new ClockPeriodSetting(p.kind(), (int) (p.seconds() / 60), p.smallBlind(), p.bigBlind(), p.ante());
    }

    public Period toPeriod() {
        return new Period(kind, minutes * 60L, smallBlind, bigBlind, ante);
    }
}
