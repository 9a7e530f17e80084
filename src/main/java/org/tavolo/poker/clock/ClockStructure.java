package org.tavolo.poker.clock;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tavolo.poker.RuleViolation;

/**
 * The periods of a tournament clock in order, and what happens after the last one. Levels are
 * numbered from 1, skipping breaks.
 *
 * <p>Valid when: there is at least one period; every period lasts a positive time; a level has
 * 0 &lt; small blind ≤ big blind and big blinds strictly increase from level to level; antes are
 * never negative; breaks and games carry no blinds; only a level's ante may be the big blind's
 * (docs/rules.md#big-blind-ante); the last period is play, not a break.
 *
 * @param periods   the periods, first to last
 * @param afterLast what the clock shows once they have all run
 */
public record ClockStructure(List<Period> periods, AfterLast afterLast) {

    public ClockStructure {
        periods = List.copyOf(periods);
        if (afterLast == null) {
            throw invalid("afterLast", "Say what happens after the last period.");
        }
        if (periods.isEmpty()) {
            throw invalid("periods", "A clock needs at least one period.");
        }
        long lastBigBlind = 0;
        for (int i = 0; i < periods.size(); i++) {
            lastBigBlind = checkPeriod(periods.get(i), i, lastBigBlind);
        }
        if (!periods.get(periods.size() - 1).isPlay()) {
            throw invalid("periods[" + (periods.size() - 1) + "].kind", "The last period must be play, not a break.");
        }
    }

    /** Checks period {@code i} (counted from 0) after a level whose big blind was {@code lastBigBlind}; the big blind to beat next. */
    private static long checkPeriod(Period p, int i, long lastBigBlind) {
        String at = "periods[" + i + "]";
        if (p == null || p.kind() == null) {
            throw invalid(at + ".kind", "Period " + (i + 1) + " needs a kind: LEVEL, BREAK or GAME.");
        }
        if (p.seconds() <= 0) {
            throw invalid(at + ".minutes", "Period " + (i + 1) + " must last a positive time.");
        }
        if (p.ante() < 0) {
            throw invalid(at + ".ante", "Period " + (i + 1) + " has a negative ante.");
        }
        if (p.anteKind() == AnteKind.BIG_BLIND && p.kind() != PeriodKind.LEVEL) {
            throw invalid(
                    at + ".anteKind",
                    "Period " + (i + 1) + " is a " + p.kind()
                            + ": only a blind level has a big blind to post the ante (BIG_BLIND).");
        }
        if (p.kind() != PeriodKind.LEVEL) {
            if (p.smallBlind() != 0 || p.bigBlind() != 0) {
                throw invalid(at + ".bigBlind", "Period " + (i + 1) + " is a " + p.kind() + " and has no blinds.");
            }
            return lastBigBlind;
        }
        if (p.smallBlind() <= 0 || p.bigBlind() < p.smallBlind()) {
            throw invalid(
                    at + ".bigBlind",
                    "Level at period " + (i + 1) + " needs a positive small blind and a big blind at least as large.");
        }
        if (p.bigBlind() <= lastBigBlind) {
            throw invalid(
                    at + ".bigBlind",
                    "Big blinds must strictly increase: period " + (i + 1) + " has " + p.bigBlind() + " after "
                            + lastBigBlind + ".");
        }
        return p.bigBlind();
    }

    /** The Hold'em blind schedule of the club regulation (docs/rules.md#holdem-tournament, seed 003): 12-minute levels, a 10-minute break after level 5. */
    public static ClockStructure holdemDefault() {
        long[][] blinds = {
            {25, 50},
            {50, 100},
            {75, 150},
            {100, 200},
            {150, 300},
            {200, 400},
            {300, 600},
            {500, 1_000},
            {750, 1_500},
            {1_000, 2_000},
            {1_500, 3_000},
            {2_000, 4_000},
            {3_000, 6_000}
        };
        List<Period> periods = new ArrayList<>();
        for (int i = 0; i < blinds.length; i++) {
            if (i == 5) {
                periods.add(Period.pause(10));
            }
            periods.add(Period.level(12, blinds[i][0], blinds[i][1], 0));
        }
        return new ClockStructure(periods, AfterLast.STAY_AT_LAST_LEVEL);
    }

    /** The Italian game clock (docs/rules.md#italian-tournament): one game of {@code minutes}, then a round of Teresina. */
    public static ClockStructure italianGame(int minutes, long ante) {
        return new ClockStructure(List.of(Period.game(minutes, ante)), AfterLast.TERESINA_ROUND);
    }

    /**
     * This structure with every game period played at {@code ante}: an Italian game's ante is the
     * tournament's ante setting, never a second figure kept by the clock (docs/rules.md#italian-tournament).
     */
    public ClockStructure withGameAnte(long ante) {
        List<Period> played = periods.stream()
                .map(p -> p.kind() == PeriodKind.GAME ? new Period(PeriodKind.GAME, p.seconds(), 0, 0, ante) : p)
                .toList();
        return new ClockStructure(played, afterLast);
    }

    /**
     * The ante once every period has run: the last level's ante when the blinds stay, half the game's
     * ante during the final round of Teresina (docs/rules.md#teresina, 003: 500 u against the game's
     * 1,000 u).
     */
    public long anteAfterLast() {
        long last = periods.get(periods.size() - 1).ante();
        return afterLast == AfterLast.TERESINA_ROUND ? teresinaAnte(last) : last;
    }

    /** The Teresina ante for a game ante: half of it (docs/rules.md#teresina). */
    public static long teresinaAnte(long gameAnte) {
        return gameAnte / 2;
    }

    public int size() {
        return periods.size();
    }

    public Period period(int index) {
        return periods.get(index);
    }

    /** The level number of the period at {@code index} (1-based, breaks not counted), or null for a break. */
    public Integer levelNumber(int index) {
        if (!periods.get(index).isPlay()) {
            return null;
        }
        int number = 0;
        for (int i = 0; i <= index; i++) {
            if (periods.get(i).isPlay()) {
                number++;
            }
        }
        return number;
    }

    /** Whether {@code other} keeps the first {@code count} periods of this structure unchanged. */
    public boolean keepsFirst(int count, ClockStructure other) {
        if (other.size() < count || size() < count) {
            return false;
        }
        return periods.subList(0, count).equals(other.periods.subList(0, count));
    }

    private static RuleViolation invalid(String field, String message) {
        return new RuleViolation("invalid-clock-structure", message, Map.of("field", "clock." + field));
    }
}
