package org.tavolo.hand;

import java.util.LinkedHashMap;
import java.util.Map;
import org.tavolo.poker.Referee.SettledHand;
import org.tavolo.poker.clock.ClockReading;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.tournament.Tournament;

/**
 * What a hand does at a table, computed the one way both its preview and its recording use: the table's
 * checks (seats, stacks, ante and opening cover in the core), the Italian and Hold'em rules (opener, buio,
 * blinds by position, Teresina time, a hand nobody opened), the core's settlement, and every stack after.
 *
 * @param opening the minimum opening the hand was played under (Italian draw), else null
 * @param settled the core's settlement
 * @param deltas  each player's change of chips, in the order entered
 * @param stacks  the stacks before and after, and who ran out of chips
 */
record HandOutcome(
        RecordedHand.Opening opening, SettledHand settled, Map<Integer, Long> deltas, TableAtPlay.StackChanges stacks) {

    /** The hand checked and settled against the table as it is; refusals name the request field. */
    static HandOutcome of(
            Tournament tournament, Game game, TableAtPlay table, EnterHandRequest request, ClockReading now) {
        table.checkHand(request.players());
        RecordedHand.Opening opening = ItalianHandRules.check(tournament, game, table, request, now);
        HoldemHandRules.check(tournament, game, table, request, now);
        SettledHand settled = Settling.settle(tournament, game, table, request);
        Map<Integer, Long> deltas = new LinkedHashMap<>();
        for (EnterHandRequest.Player player : request.players()) {
            deltas.put(
                    player.seat(),
                    settled.settlement().payouts().getOrDefault(player.seat(), 0L) - player.contributed());
        }
        return new HandOutcome(opening, settled, deltas, table.apply(deltas));
    }
}
