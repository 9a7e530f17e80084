package org.tavolo.table;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.tavolo.entry.Entry;
import org.tavolo.poker.seating.Move;
import org.tavolo.poker.seating.SeatAssignment;
import org.tavolo.poker.seating.SeatDraw;
import org.tavolo.poker.seating.TablePlan;
import org.tavolo.table.DrawCheck.Difference;
import org.tavolo.table.DrawCheck.DrawnSeat;
import org.tavolo.tournament.TournamentService;

/**
 * Checks a tournament's seat draws for anyone (docs/seat-draw.md): recomputes each drawn game's seating from its
 * published entry order, table plan and seed with the same algorithm the draw used, follows the floor's recorded moves
 * (balancing, table breaks, the final table), and compares the outcome with the seats the tournament keeps. A player
 * out of the tournament has left their seat and is not a difference; a late entry is not part of the draw.
 */
@ApplicationScoped
public class DrawChecks {

    private record Place(int table, int seat) {}

    private final TournamentService tournaments;
    private final SeedCommitments commitments;

    DrawChecks(TournamentService tournaments, SeedCommitments commitments) {
        this.tournaments = tournaments;
        this.commitments = commitments;
    }

    /** Every draw of the tournament, checked, in game order. */
    @Transactional
    public List<DrawCheck> check(long tournamentId) {
        tournaments.get(tournamentId);
        Map<Long, Entry> entries =
                Entry.ofTournament(tournamentId).stream().collect(Collectors.toMap(e -> e.id, Function.identity()));
        Map<Integer, SeedCommitmentView> sealed = commitments.list(tournamentId).stream()
                .collect(Collectors.toMap(SeedCommitmentView::game, Function.identity()));
        List<SeatMove> moves = SeatMove.ofTournament(tournamentId);
        return Draw.ofTournament(tournamentId).stream()
                .sorted(Comparator.comparingInt(Draw::gameNumber))
                .map(d -> check(d, entries, sealed.get(d.gameNumber()), moves))
                .toList();
    }

    private static DrawCheck check(Draw draw, Map<Long, Entry> entries, SeedCommitmentView seal, List<SeatMove> moves) {
        String commitment = seal == null ? null : seal.commitment();
        String nonce = seal == null || !seal.revealed() ? null : seal.nonce();
        if (draw.seed() == null) {
            return withoutSeed(draw, commitment, nonce);
        }
        List<SeatAssignment> seating = SeatDraw.draw(draw.entryOrder(), new TablePlan(draw.tablePlan()), draw.seed());
        List<DrawnSeat> drawn = seating.stream()
                .map(s -> new DrawnSeat(s.table(), s.seat(), s.entry(), name(entries, s.entry())))
                .toList();
        Map<Long, Place> expected = afterMoves(draw, seating, moves);
        Map<Long, Place> kept = seatedNow(draw);
        List<Difference> differences = differences(expected, kept, entries);
        List<String> late = kept.keySet().stream()
                .filter(entry -> !expected.containsKey(entry))
                .sorted()
                .map(entry -> name(entries, entry))
                .toList();
        Boolean holds =
                nonce == null ? null : SeedCommitment.hash(draw.seed(), nonce).equals(commitment);
        return new DrawCheck(
                draw.gameNumber(),
                draw.seed(),
                draw.algorithm(),
                draw.drawnAt(),
                draw.entryOrder(),
                draw.tablePlan(),
                commitment,
                nonce,
                holds,
                drawn,
                differences,
                late);
    }

    /**
     * Where the draw and the floor's recorded moves of this draw (not undone, oldest first) put each drawn entry. A
     * move of a player who was not where it says they were leaves the player where the draw put them: the check then
     * shows the difference.
     */
    /** A draw recorded without its seed: nothing to check it against. */
    private static DrawCheck withoutSeed(Draw draw, String commitment, String nonce) {
        return new DrawCheck(
                draw.gameNumber(),
                null,
                draw.algorithm(),
                draw.drawnAt(),
                draw.entryOrder(),
                draw.tablePlan(),
                commitment,
                nonce,
                null,
                List.of(),
                List.of(),
                List.of());
    }

    /** Where each player of the draw sits now, at its tables still in play. */
    private static Map<Long, Place> seatedNow(Draw draw) {
        Map<Long, Place> kept = new HashMap<>();
        PokerTable.ofDraw(draw.id).stream().filter(t -> !t.isBroken()).forEach(t -> t.seats()
                .forEach((seat, entry) -> kept.put(entry, new Place(t.number(), seat))));
        return kept;
    }

    /** The players sitting elsewhere than the draw and the recorded moves put them, by table and seat. */
    private static List<Difference> differences(
            Map<Long, Place> expected, Map<Long, Place> kept, Map<Long, Entry> entries) {
        List<Difference> differences = new ArrayList<>();
        expected.forEach((entry, place) -> {
            Place sits = kept.get(entry);
            if (sits != null && !sits.equals(place)) {
                differences.add(
                        new Difference(name(entries, entry), place.table(), place.seat(), sits.table(), sits.seat()));
            }
        });
        differences.sort(Comparator.comparingInt(Difference::table).thenComparingInt(Difference::seat));
        return List.copyOf(differences);
    }

    private static Map<Long, Place> afterMoves(Draw draw, List<SeatAssignment> seating, List<SeatMove> moves) {
        Map<Long, Place> at = new HashMap<>();
        seating.forEach(s -> at.put(s.entry(), new Place(s.table(), s.seat())));
        List<SeatMove> ofDraw = new ArrayList<>(moves.stream()
                .filter(m -> m.drawId() == draw.id && m.undoneAt() == null)
                .toList());
        ofDraw.sort(Comparator.comparing((SeatMove m) -> m.id));
        for (SeatMove recorded : ofDraw) {
            Move m = recorded.move();
            Place from = new Place(m.fromTable(), m.fromSeat());
            if (Objects.equals(at.get(m.entry()), from)) {
                at.put(m.entry(), new Place(m.toTable(), m.toSeat()));
            }
        }
        return at;
    }

    private static String name(Map<Long, Entry> entries, long entry) {
        Entry e = entries.get(entry);
        return e == null ? String.valueOf(entry) : e.player().name();
    }
}
