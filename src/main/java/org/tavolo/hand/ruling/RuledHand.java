package org.tavolo.hand.ruling;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tavolo.hand.HandAnswer;
import org.tavolo.hand.stored.HandStatus;
import org.tavolo.ledger.EntryNames;

/**
 * A hand after the director's ruling: the chips each seat got from the held pots and every
 * stack of the hand's players afterwards, by seat; {@code players} names who sat at each seat.
 */
public record RuledHand(
        long hand,
        HandStatus status,
        Map<Integer, Long> payouts,
        Map<Integer, Long> stacks,
        List<HandAnswer.SeatPlayer> players) {

    static RuledHand of(
            long tournamentId,
            long hand,
            HandStatus status,
            Map<Integer, Long> payouts,
            Map<Integer, Long> stacks,
            Map<Integer, Long> entryAt) {
        EntryNames names = EntryNames.of(tournamentId, entryAt.values());
        List<HandAnswer.SeatPlayer> players = new TreeMap<>(entryAt)
                .entrySet().stream()
                        .map(e -> new HandAnswer.SeatPlayer(
                                e.getKey(), e.getValue(), names.name(e.getValue()), names.nickname(e.getValue())))
                        .toList();
        return new RuledHand(hand, status, payouts, stacks, players);
    }
}
