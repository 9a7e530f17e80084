package org.tavolo.hand;

import java.util.List;
import org.tavolo.calculator.SettlementView;
import org.tavolo.poker.seating.Move;

/**
 * What entering a hand did: the settlement, every stack before and after, and who ran out of chips.
 *
 * @param hand       the hand's id (to void it)
 * @param handNo     its number at the table in this game
 * @param game       the game (draw) it belongs to
 * @param table      the table
 * @param status     settled, or pending a ruling when a pot's hands formed a cycle
 * @param settlement pots, winners and payouts
 * @param stacks     the stacks of the players in the hand
 * @param eliminated the players who ran out of chips in it
 * @param moves      Hold'em: the seat changes the floor announced after those eliminations (balancing, table breaks)
 */
public record HandAnswer(
        long hand,
        int handNo,
        int game,
        int table,
        HandStatus status,
        SettlementView settlement,
        List<StackChange> stacks,
        List<Elimination> eliminated,
        List<Move> moves) {

    /** One player's stack before and after the hand. */
    public record StackChange(int seat, long entry, long before, long after) {}

    /** A player out of chips; {@code place} is the Hold'em finishing place (null in the Italian format). */
    public record Elimination(int seat, long entry, long chipsAtStartOfHand, Integer place) {}
}
