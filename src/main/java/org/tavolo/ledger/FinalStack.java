package org.tavolo.ledger;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.PositiveOrZero;
import org.tavolo.common.chips.Chips;

/**
 * A player's chips when the game at the table ends. A player with no chips left gives the hand he
 * busted in (hands numbered in the order played at the table) and his chips when it began, which
 * order the players who ran out (docs/rules.md#italian-tournament, #holdem-tournament).
 */
public record FinalStack(
        @NotNull Long entry,
        @NotNull @PositiveOrZero @Max(Chips.MAX) Long chips,
        @Positive Long eliminatedInHand,
        @Positive @Max(Chips.MAX) Long chipsAtStartOfHand) {}
