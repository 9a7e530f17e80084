package org.tavolo.hand;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tavolo.poker.betting.Blinds;
import org.tavolo.poker.clock.ClockReading;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.tournament.Tournament;

/**
 * The Hold'em rule an entered hand is checked against beside the table's stacks: the blind seats counted from the
 * hand's button put in at least the blinds of the level in force when the hand is entered, or all their chips
 * (docs/rules.md#blinds-by-position).
 */
final class HoldemHandRules {

    private HoldemHandRules() {}

    /** Refuses a Hold'em hand whose small- or big-blind seat put in less than its blind, naming the seat. */
    static void check(Tournament tournament, Game game, TableAtPlay table, EnterHandRequest request, ClockReading now) {
        if (game != Game.TEXAS_HOLDEM) {
            return;
        }
        Map<Integer, Long> stacks = new TreeMap<>();
        table.seats().keySet().forEach(seat -> {
            if (table.stackAt(seat) > 0) {
                stacks.put(seat, table.stackAt(seat));
            }
        });
        Map<Integer, Long> contributed = new TreeMap<>();
        request.players().forEach(p -> contributed.put(p.seat(), p.contributed()));
        var level = Blinds.levelInForce(tournament.settings().clockStructure(), now.periodIndex());
        Blinds.of(stacks.keySet(), request.button(), level)
                .flatMap(blinds -> blinds.unpaid(contributed, stacks))
                .ifPresent(refused -> {
                    throw refused.with("field", fieldOf(request.players(), (Integer)
                            refused.details().get("seat")));
                });
    }

    private static String fieldOf(List<EnterHandRequest.Player> players, int seat) {
        for (int i = 0; i < players.size(); i++) {
            if (players.get(i).seat() == seat) {
                return "players[" + i + "].contributed";
            }
        }
        return "players";
    }
}
