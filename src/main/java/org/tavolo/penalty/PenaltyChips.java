package org.tavolo.penalty;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import org.tavolo.ledger.TableAtPlay;
import org.tavolo.poker.Referee;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.betting.Blinds;
import org.tavolo.poker.settlement.Pot;
import org.tavolo.poker.settlement.TableSeats;
import org.tavolo.poker.table.PenaltyRules;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;

/** The chips a penalty takes, checked against the player's stack, and where they go (docs/rules.md#penalties). */
final class PenaltyChips {

    private PenaltyChips() {}

    /**
     * The chips the penalty takes: none for a kind that takes no chips (a skipped hand), else a whole number of chips
     * up to the stack.
     */
    static long taken(Tournament tournament, TableAtPlay table, int seat, PenaltyRequest request) {
        long chips = request.chips() == null ? 0 : request.chips();
        PenaltyTo to = request.to();
        Optional<RuleViolation> refused = PenaltyRules.chipsRefused(
                to.name(), to.takesChips(), chips, tournament.settings().chipUnit(), seat, table.stackAt(seat));
        if (refused.isPresent()) {
            throw refused.get();
        }
        return chips;
    }

    /**
     * Each seat's change: the penalized player pays; when the kind shares them among the players the chips are split equally among
     * the other players with chips at the table, odd chips as a split pot's (docs/rules.md#odd-chips): from
     * the first seat left of the button, in Hold'em from the next hand's big blind.
     */
    static Map<Integer, Long> deltas(Tournament tournament, TableAtPlay table, int seat, long chips, PenaltyTo to) {
        Map<Integer, Long> deltas = new LinkedHashMap<>();
        if (chips == 0) {
            return deltas;
        }
        deltas.put(seat, -chips);
        if (!to.sharedAmongPlayers()) {
            return deltas;
        }
        List<Integer> others = new ArrayList<>(new TreeSet<>(table.seats().keySet()));
        others.removeIf(s -> s == seat || table.stackAt(s) == 0);
        Optional<RuleViolation> nobody =
                PenaltyRules.nobodyToShare(table.where().table(), others.size());
        if (nobody.isPresent()) {
            throw nobody.get();
        }
        // the button for the next hand; unset, the odd chips start from the lowest seat
        TreeSet<Integer> seats = new TreeSet<>(table.seats().keySet());
        Integer button = table.pokerTable().buttonSeat();
        int at = button == null ? seats.last() : button;
        seats.add(at);
        TableSeats order = new TableSeats(List.copyOf(seats), at);
        if (tournament.format() == TournamentFormat.TEXAS_HOLDEM) {
            // in Hold'em, from the big blind of the next hand, who speaks first after the flop
            order = Blinds.bigBlindSeat(seats, at)
                    .map(order::countingOddChipsFrom)
                    .orElse(order);
        }
        Referee.rule(order, tournament.settings().chipUnit(), Pot.named("main", chips, others), others)
                .shares()
                .forEach((s, share) -> deltas.put(s, share));
        return deltas;
    }
}
