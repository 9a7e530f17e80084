package org.tavolo.hand;

import java.util.LinkedHashMap;
import java.util.Map;
import org.tavolo.poker.Referee.SettledHand;
import org.tavolo.poker.clock.ClockReading;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.settlement.CarriedPot;
import org.tavolo.tournament.Tournament;

/**
 * What a hand does at a table, computed the one way both its preview and its recording use: the table's
 * checks (seats, stacks, ante and opening cover in the core), the Italian and Hold'em rules (opener, buio,
 * blinds by position, Teresina time, a hand nobody opened), the parol pot carried into play or left on the
 * table (docs/rules.md#parol), the core's settlement, and every stack after.
 *
 * @param opening the minimum opening the hand was played under (Italian draw), else null
 * @param settled the core's settlement
 * @param parol   the table's carried pot and what this hand does with it
 * @param carried the carried chips this hand paid out, and what stays carried
 * @param deltas  each player's change of chips, in the order entered
 * @param stacks  the stacks before and after, and who ran out of chips
 */
record HandOutcome(
        RecordedHand.Opening opening,
        SettledHand settled,
        ParolHands.ParolHand parol,
        CarriedPot.Paid carried,
        Map<Integer, Long> deltas,
        TableAtPlay.StackChanges stacks) {

    /** The hand checked and settled against the table as it is; refusals name the request field. */
    static HandOutcome of(
            Tournament tournament, Game game, TableAtPlay table, EnterHandRequest request, ClockReading now) {
        table.checkHand(request.players());
        RecordedHand.Opening opening = ItalianHandRules.check(tournament, game, table, request, now);
        HoldemHandRules.check(tournament, game, table, request, now);
        ParolHands.ParolHand parol = ParolHands.of(tournament, game, table, request);
        SettledHand settled = parol.parolHand()
                ? ItalianHandRules.nothingSettled()
                : Settling.settle(tournament, game, table, parol.toSettle(request));
        CarriedPot.Paid carried = parol.paid(
                settled, table, request.button(), tournament.settings().chipUnit());
        Map<Integer, Long> deltas = new LinkedHashMap<>();
        for (EnterHandRequest.Player player : request.players()) {
            deltas.put(
                    player.seat(),
                    settled.settlement().payouts().getOrDefault(player.seat(), 0L)
                            + carried.shares().getOrDefault(player.seat(), 0L)
                            - player.contributed());
        }
        return new HandOutcome(opening, settled, parol, carried, deltas, table.apply(deltas));
    }
}
