package org.tavolo.calculator;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Positive;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.tavolo.poker.evaluation.FlushRule;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.evaluation.StraightFlushRule;

/**
 * A showdown to evaluate. Italian games ({@code ITALIAN_DRAW}, {@code TERESINA}) need {@code deck}
 * (28, 32, 36 or 40) and may set {@code flushRule} and {@code straightFlushRule}; international games take
 * a board (Hold'em, Omaha) and none of the Italian options.
 */
@Schema(description = "A showdown to evaluate", example = """
        {"game": "TEXAS_HOLDEM", "board": ["Ah","Kd","7c","7d","2s"],
         "hands": [{"seat": 1, "cards": ["As","Kc"]}, {"seat": 4, "cards": ["Qh","Qd"]}]}""")
public record EvaluationRequest(
        @NotNull Game game,
        List<String> board,
        List<@Valid @NotNull HandCards> hands,

        @Schema(description = "Italian games only: 28, 32, 36 or 40 cards")
        Integer deck,

        @Schema(description = "Italian games only; default SUIT_FIRST")
        FlushRule flushRule,

        @Schema(description = "Italian games only; default HEARTS_ROYAL_EXCEPTION")
        StraightFlushRule straightFlushRule) {

    /** One player's shown cards. */
    public record HandCards(
            @NotNull @Positive Integer seat, @NotNull List<String> cards) {}
}
