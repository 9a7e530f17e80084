package org.tavolo.hand;

import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.tavolo.ledger.StacksAtTable;
import org.tavolo.poker.betting.BettingLimits;
import org.tavolo.poker.cards.Rank;

/**
 * What a table plays for now: its stacks, the least pair that opens its next Italian draw hand, and the
 * betting limits of the clock's period, as information (docs/rules.md#opening, #betting-limits).
 *
 * @param table          the table
 * @param game           the game (draw) it belongs to
 * @param minimumOpening Italian draw: the least pair that opens the next hand; null in other formats
 * @param betting        the limits of the current period (min bet, min raise in chips, the cap, raises per
 *                       player); null during a break
 * @param stacks         the chips of each seat, keyed by seat number
 * @param carriedPot     the pot the table carries to its next hand until it is won (docs/rules.md#parol)
 */
@Schema(name = "TableLimits", description = "A table's stacks, minimum opening and betting limits now")
public record TableLimits(
        int table, int game, Rank minimumOpening, BettingLimits betting, StacksAtTable stacks, Carried carriedPot) {

    /**
     * The pot a table carries to its next hand (docs/rules.md#parol).
     *
     * @param total     every chip carried
     * @param parol     chips of a parol pot: the next Italian draw hand replays it (kings to open, no ante)
     * @param penalties chips paid to the pot as penalties, for the next hand's pot
     * @param replay    whether the next hand replays a parol pot
     */
    @Schema(name = "TableCarriedPot")
    public record Carried(long total, long parol, long penalties, boolean replay) {}
}
