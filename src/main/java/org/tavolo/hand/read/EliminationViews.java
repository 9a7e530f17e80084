package org.tavolo.hand.read;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.tavolo.count.ChipCount;
import org.tavolo.entry.Entry;
import org.tavolo.hand.stored.HandEntry;
import org.tavolo.hand.stored.RecordedHand;
import org.tavolo.ledger.EliminationView;
import org.tavolo.ledger.EntryNames;
import org.tavolo.ledger.GameElimination;

/**
 * The eliminations of a tournament as the room's screens tell them (docs/room-screens.md#player-page),
 * newest first, read in a few queries whatever their number: the eliminations, the hands that made
 * them, the chip counts of the tables where a count put players out, and the players' names.
 */
@ApplicationScoped
public class EliminationViews {

    @Transactional
    public List<EliminationView> of(long tournamentId) {
        List<GameElimination> outs =
                GameElimination.list("at.tournamentId = ?1 order by sequence desc, id desc", tournamentId);
        if (outs.isEmpty()) {
            return List.of();
        }
        Map<Long, HandEntry> hands = handsOf(outs);
        Map<Long, Entry> entries =
                Entry.ofTournament(tournamentId).stream().collect(Collectors.toMap(e -> e.id, Function.identity()));
        Map<Long, Instant> counted = countTimes(tournamentId, outs);
        Map<Long, List<Long>> winners = new HashMap<>();
        Set<Long> named = new HashSet<>();
        for (GameElimination out : outs) {
            named.add(out.entry());
            List<Long> by =
                    out.hand().map(hands::get).map(h -> winners(h, out.entry())).orElse(List.of());
            winners.put(out.id, by);
            named.addAll(by);
        }
        EntryNames names = EntryNames.of(tournamentId, named);
        List<EliminationView> views = new ArrayList<>();
        for (GameElimination out : outs) {
            Entry entry = entries.get(out.entry());
            Instant at = out.hand().map(hands::get).map(HandEntry::recordedAt).orElse(counted.get(out.id));
            views.add(new EliminationView(
                    out.entry(),
                    names.name(out.entry()),
                    names.nickname(out.entry()),
                    out.game(),
                    out.table(),
                    at != null ? at : entry == null ? null : entry.eliminatedAt(),
                    entry == null ? null : entry.finishingPlace(),
                    winners.get(out.id).stream().map(names::name).toList()));
        }
        return views;
    }

    /** The hands that put the players out, by id, read in one query. */
    private static Map<Long, HandEntry> handsOf(List<GameElimination> outs) {
        Set<Long> handIds = new HashSet<>();
        outs.forEach(o -> o.hand().ifPresent(handIds::add));
        return handIds.isEmpty()
                ? Map.of()
                : HandEntry.<HandEntry>list("id in ?1", handIds).stream()
                        .collect(Collectors.toMap(h -> h.id, Function.identity()));
    }

    /**
     * Who won the pots the eliminated player was in at their last hand: the winners of every awarded pot that
     * player was eligible for, themselves aside, in seat order.
     */
    private static List<Long> winners(HandEntry hand, long eliminated) {
        RecordedHand.Answer answer = hand.recorded().answer();
        if (answer == null || answer.settlement() == null) {
            return List.of();
        }
        Map<Integer, Long> entryAt = new HashMap<>();
        answer.stacks().forEach(s -> entryAt.put(s.seat(), s.entry()));
        Integer seat = answer.stacks().stream()
                .filter(s -> s.entry() == eliminated)
                .map(RecordedHand.Stack::seat)
                .findFirst()
                .orElse(null);
        if (seat == null) {
            return List.of();
        }
        return answer.settlement().pots().stream()
                .filter(p -> p.awarded() && p.eligible().contains(seat))
                .flatMap(p -> p.winners().stream())
                .filter(w -> !w.equals(seat))
                .distinct()
                .sorted()
                .map(entryAt::get)
                .filter(e -> e != null)
                .toList();
    }

    /** When the chip count that put a player out was recorded, for the eliminations no hand made. */
    private static Map<Long, Instant> countTimes(long tournamentId, List<GameElimination> outs) {
        List<GameElimination> byCount =
                outs.stream().filter(o -> o.hand().isEmpty()).toList();
        if (byCount.isEmpty()) {
            return Map.of();
        }
        List<ChipCount> counts = ChipCount.list("at.tournamentId = ?1 order by id", tournamentId);
        Map<Long, Instant> times = new HashMap<>();
        for (GameElimination out : byCount) {
            for (ChipCount count : counts) {
                if (count.where().game() == out.game()
                        && count.where().table() == out.table()
                        && count.answer().eliminated().stream().anyMatch(e -> e.entry() == out.entry())) {
                    times.put(out.id, count.recordedAt());
                }
            }
        }
        return times;
    }
}
