package org.tavolo.ledger;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.common.error.ProblemException;

/**
 * What a change of an earlier entry (a ruling on a hand's held pots, the void of a penalty) or the close of a game
 * was made against (docs/errors.md#entries-bound-to-what-was-seen): the players it changes, by entry beside their
 * seats, and the stacks they had when the director made it. A field left out is refused through {@link Binding}
 * like any other binding field; a binding no longer true is refused with a 409 ({@code player-moved},
 * {@code stale-stack}) before anything is written.
 */
public final class SeenSeats {

    private SeenSeats() {}

    /** A seat as the director saw it: who sat there, by entry id, and his stack. */
    public record Seat(Integer seat, Long entry, Long stack) {}

    /**
     * The binding fields {@code expected} leaves out: itself when absent or empty, the seat, entry or stack of an
     * item, and itself again when it does not name every one of {@code players}, the players the change moves chips
     * of.
     */
    public static List<String> unbound(List<Seat> expected, Collection<Long> players) {
        List<String> missing = new ArrayList<>(Binding.missingIn(expected, "expected", (seen, i) -> {
            List<String> out = new ArrayList<>();
            if (seen.seat() == null) {
                out.add("expected[" + i + "].seat");
            }
            if (seen.entry() == null) {
                out.add("expected[" + i + "].entry");
            }
            if (seen.stack() == null) {
                out.add("expected[" + i + "].stack");
            }
            return out;
        }));
        if (missing.isEmpty() && !expected.stream().map(Seat::entry).toList().containsAll(players)) {
            missing.add("expected");
        }
        return missing;
    }

    /**
     * Refuses a change whose seats are no longer true: a player named at a seat the entry gave another
     * ({@code player-moved}), or a stack that is no longer his ({@code stale-stack}).
     *
     * @param where   the table the entry was made at
     * @param seatOf  the seat each player of the entry had in it
     * @param now     each of those players' stack now
     */
    public static void require(TableInGame where, List<Seat> expected, Map<Long, Integer> seatOf, Map<Long, Long> now) {
        if (expected == null) {
            return;
        }
        for (int i = 0; i < expected.size(); i++) {
            Seat seen = expected.get(i);
            if (seen.seat() == null || seen.entry() == null || seen.stack() == null) {
                continue;
            }
            if (!seen.seat().equals(seatOf.get(seen.entry()))) {
                throw PlayerMoved.refusal(
                        where.tournamentId(),
                        where.table(),
                        new HashMap<>(seatOf),
                        seen.seat(),
                        seen.entry(),
                        "expected[" + i + "].entry");
            }
            long stack = now.getOrDefault(seen.entry(), 0L);
            if (stack != seen.stack()) {
                throw ProblemException.conflict(
                        "stale-stack",
                        "Seat " + seen.seat() + " has " + stack + " chips now, not the " + seen.stack()
                                + " this change was made against: the table changed meanwhile. Reload the table's"
                                + " stacks and try again.",
                        Map.of(
                                "seat",
                                seen.seat(),
                                "stack",
                                stack,
                                "expected",
                                seen.stack(),
                                "field",
                                "expected[" + i + "].stack"));
            }
        }
    }
}
