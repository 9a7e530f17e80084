package org.tavolo.result;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.PositiveOrZero;

/** A player's victory points after the three deals of a Chinese poker match (RULES.md 4.3). */
public record VictoryPoints(
        @NotNull Long entry, @NotNull @PositiveOrZero Long points) {}
