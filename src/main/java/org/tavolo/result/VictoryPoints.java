package org.tavolo.result;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.PositiveOrZero;
import org.tavolo.common.chips.Chips;

/** A player's victory points after the three deals of a Chinese poker match (docs/rules.md#chinese-tokens). */
public record VictoryPoints(
        @NotNull Long entry,
        @NotNull @PositiveOrZero @Max(Chips.MAX) Long points) {}
