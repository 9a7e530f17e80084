package org.tavolo.hand.correction;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.tavolo.common.error.ProblemException;
import org.tavolo.hand.EnterHandRequest;
import org.tavolo.hand.stored.HandEntry;
import org.tavolo.hand.stored.RecordedHand;
import org.tavolo.ledger.EntryNames;
import org.tavolo.table.PokerTable;

/**
 * A correction keeps the original hand's game and players (docs/director-page.md#correcting-the-last-hand): it records
 * the hand as it should have been, never another hand. It cannot move the hand to another game, leave out a player
 * who was in it (one it knocked out included) or name one who was not; the hand's void puts a player it knocked out
 * back at the seat he left, and each player must sit where he played it.
 */
final class CorrectedPlayers {

    private CorrectedPlayers() {}

    /** Refuses 409 {@code correction-changes-game} a corrected hand stated in another game than the hand's. */
    static void requireSameGame(HandEntry hand, EnterHandRequest corrected) {
        Integer game = corrected.gameNumber();
        int played = hand.where().game();
        if (game != null && game != played) {
            throw ProblemException.conflict(
                    "correction-changes-game",
                    "Hand " + hand.handNo() + " at table " + hand.where().table() + " was played in game " + played
                            + ": a correction keeps the hand's game and cannot record it in game " + game
                            + ". Nothing was changed.",
                    Map.of("hand", hand.handNo(), "played", played, "game", game, "field", "gameNumber"));
        }
    }

    /**
     * Refuses 409 {@code correction-changes-players} a corrected hand whose seats are not those of the hand, or, once
     * the hand is voided, whose seats no longer hold the players who played it.
     */
    static void requireSamePlayers(long tournamentId, HandEntry hand, EnterHandRequest corrected) {
        Map<Integer, Long> played = played(hand);
        Set<Integer> named = new TreeSet<>();
        corrected.players().forEach(p -> named.add(p.seat()));
        List<Integer> left = new ArrayList<>();
        played.keySet().stream().filter(seat -> !named.contains(seat)).forEach(left::add);
        List<Integer> added =
                named.stream().filter(seat -> !played.containsKey(seat)).toList();
        Map<Integer, Long> seated = PokerTable.inPlay(tournamentId, hand.where().table())
                .map(PokerTable::seats)
                .orElse(Map.of());
        List<Integer> moved = played.entrySet().stream()
                .filter(p -> named.contains(p.getKey()) && !p.getValue().equals(seated.get(p.getKey())))
                .map(Map.Entry::getKey)
                .toList();
        if (left.isEmpty() && added.isEmpty() && moved.isEmpty()) {
            return;
        }
        throw changed(tournamentId, hand, played, left, added, moved);
    }

    /** The refusal of a correction that leaves out, adds or finds moved the seats named, in the players' names. */
    private static ProblemException changed(
            long tournamentId,
            HandEntry hand,
            Map<Integer, Long> played,
            List<Integer> left,
            List<Integer> added,
            List<Integer> moved) {
        EntryNames names = EntryNames.of(
                tournamentId,
                played.values().stream().filter(java.util.Objects::nonNull).toList());
        Map<String, Object> facts = new HashMap<>();
        facts.put("hand", hand.handNo());
        facts.put("table", hand.where().table());
        facts.put("field", "players");
        facts.put("seats", seats(played.keySet(), played, names));
        StringBuilder said = new StringBuilder(
                "Hand " + hand.handNo() + " at table " + hand.where().table() + " was played by seats "
                        + seats(played.keySet(), played, names) + ": the correction");
        if (!left.isEmpty()) {
            facts.put("left", seats(left, played, names));
            said.append(" leaves out seat ").append(seats(left, played, names));
        }
        if (!added.isEmpty()) {
            facts.put("added", seats(added, played, names));
            said.append(left.isEmpty() ? "" : " and").append(" names seat ").append(seats(added, played, names));
            said.append(", who was not in it");
        }
        if (!moved.isEmpty()) {
            facts.put("moved", seats(moved, played, names));
            said.append(left.isEmpty() && added.isEmpty() ? "" : ", and")
                    .append(" finds seat ")
                    .append(seats(moved, played, names))
                    .append(" no longer held by the player who played the hand");
        }
        return ProblemException.conflict(
                "correction-changes-players",
                said + ". A correction keeps the hand's players: enter each of them as he played it (a player who"
                        + " folded, folded), or ask the organizer to void the hand. Nothing was changed.",
                facts);
    }

    /** The hand's players by seat, as entered, with the entry each seat held then. */
    private static Map<Integer, Long> played(HandEntry hand) {
        RecordedHand recorded = hand.recorded();
        Map<Integer, Long> entryAt = new HashMap<>();
        recorded.answer().stacks().forEach(s -> entryAt.put(s.seat(), s.entry()));
        recorded.answer().eliminated().forEach(out -> entryAt.put(out.seat(), out.entry()));
        Map<Integer, Long> played = new LinkedHashMap<>();
        recorded.request().players().stream()
                .map(RecordedHand.Player::seat)
                .sorted()
                .forEach(seat -> played.put(seat, entryAt.get(seat)));
        return played;
    }

    /** Seats with the names of the players who played them: {@code 3 (Mario Rossi), 5 (Lia Conti)}. */
    private static String seats(java.util.Collection<Integer> seats, Map<Integer, Long> played, EntryNames names) {
        return seats.stream()
                .map(seat -> played.get(seat) == null
                        ? String.valueOf(seat)
                        : seat + " (" + names.of(played.get(seat)).name() + ")")
                .collect(Collectors.joining(", "));
    }
}
