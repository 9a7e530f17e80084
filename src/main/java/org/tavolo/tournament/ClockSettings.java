package org.tavolo.tournament;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import org.tavolo.poker.clock.AfterLast;
import org.tavolo.poker.clock.ClockStructure;

/**
 * The clock's structure as a setting: its periods and what happens after the last one.
 *
 * @param periods   blind levels, breaks or games, in order
 * @param afterLast STAY_AT_LAST_LEVEL (Hold'em) or TERESINA_ROUND (Italian)
 */
public record ClockSettings(
        @NotEmpty List<@Valid @NotNull ClockPeriodSetting> periods,
        @NotNull AfterLast afterLast) {

    public static ClockSettings from(ClockStructure structure) {
        return new ClockSettings(
                structure.periods().stream().map(ClockPeriodSetting::from).toList(), structure.afterLast());
    }

    /** The validated structure (RuleViolation {@code invalid-clock-structure} naming the period otherwise). */
    public ClockStructure toStructure() {
        return new ClockStructure(
                periods.stream().map(ClockPeriodSetting::toPeriod).toList(), afterLast);
    }
}
