package org.tavolo.calculator;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.tavolo.common.chips.Chips;
import org.tavolo.poker.evaluation.FlushRule;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.evaluation.StraightFlushRule;

/**
 * A hand to settle: the game, the smallest chip, the button and what every player put in.
 *
 * @param game              which game was played (decides the cards and the ranking)
 * @param chipUnit          the smallest chip in play; every amount is a multiple of it
 * @param button            the dealer button's seat
 * @param seats             every seat at the table, clockwise; defaults to the players' seats
 * @param board             the community cards, for games with a board
 * @param deck              Italian games: 28, 32, 36 or 40 cards
 * @param flushRule         Italian games: how flushes compare (default {@code SUIT_FIRST})
 * @param straightFlushRule Italian games: how straight flushes compare (default {@code HEARTS_ROYAL_EXCEPTION})
 * @param players           every player who put chips in this hand
 */
@Schema(description = "A hand to settle", example = """
        {"game": "TEXAS_HOLDEM", "chipUnit": 10, "button": 3,
         "board": ["Ah", "Kd", "7c", "7d", "2s"],
         "players": [{"seat": 1, "contributed": 100, "folded": false, "cards": ["As", "Kc"]},
                     {"seat": 2, "contributed": 240, "folded": true},
                     {"seat": 3, "contributed": 30, "folded": false, "cards": ["Qh", "Qd"]}]}""")
public record SettlementRequest(
        @NotNull Game game,
        @NotNull @Max(Chips.MAX) Long chipUnit,
        @NotNull Integer button,

        @Schema(description = "Every seat at the table, numbered clockwise; defaults to the players' seats")
        List<@NotNull Integer> seats,

        @Schema(description = "Community cards, e.g. [\"Ah\", \"Kd\", \"7c\", \"7d\", \"2s\"]")
        List<@NotNull String> board,

        @Schema(description = "Italian games only: 28, 32, 36 or 40")
        Integer deck,

        FlushRule flushRule,
        StraightFlushRule straightFlushRule,
        @NotEmpty List<@Valid @NotNull SettlementPlayer> players) {

    /**
     * One player's part in the hand.
     *
     * @param seat        his seat
     * @param contributed the chips he put in this hand, blinds and antes included
     * @param folded      whether he gave up the hand
     * @param cards       the cards he shows; required when a pot he can win needs a showdown, refused if he folded
     */
    @Schema(name = "SettlementPlayer", description = "What one player put in the hand and the cards he shows")
    public record SettlementPlayer(
            @NotNull Integer seat,
            @NotNull @Max(Chips.MAX) Long contributed,
            @NotNull Boolean folded,
            List<@NotNull String> cards) {}
}
