package org.tavolo.poker.seating;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tavolo.poker.RuleViolation;

/**
 * The verifiable seat draw: a pure function of the ordered entries, the table plan and a seed.
 * The entries are shuffled by Fisher–Yates driven by SplitMix64 ({@link DrawRandom}) and dealt to
 * table 1 seats 1, 2, …, then table 2, and so on. The algorithm is published in
 * {@code docs/seat-draw.md} under the name {@value #ALGORITHM}; its output for a seed never changes.
 */
public final class SeatDraw {

    /** The published name of the algorithm, stored with every draw. */
    public static final String ALGORITHM = "splitmix64-fisher-yates-v1";

    private SeatDraw() {}

    /** Seats every entry (docs/rules.md#italian-tournament "sorteggio dei tavoli e dei posti"): same input, same seating. */
    public static List<SeatAssignment> draw(List<Long> orderedEntries, TablePlan plan, long seed) {
        if (plan.players() != orderedEntries.size()) {
            throw new RuleViolation(
                    "plan-does-not-fit",
                    "The table plan seats " + plan.players() + " players but " + orderedEntries.size()
                            + " are entered.",
                    Map.of("players", orderedEntries.size()));
        }
        Set<Long> seen = new HashSet<>();
        for (Long entry : orderedEntries) {
            if (!seen.add(entry)) {
                throw new RuleViolation(
                        "duplicate-entry", "Entry " + entry + " is listed twice.", Map.of("entry", entry));
            }
        }
        List<Long> shuffled = shuffle(orderedEntries, seed);
        List<SeatAssignment> seats = new ArrayList<>(shuffled.size());
        int next = 0;
        for (int table = 1; table <= plan.tables(); table++) {
            for (int seat = 1; seat <= plan.sizes().get(table - 1); seat++) {
                seats.add(new SeatAssignment(shuffled.get(next++), table, seat));
            }
        }
        return List.copyOf(seats);
    }

    /**
     * Fisher–Yates, Durstenfeld's form: for i from n−1 down to 1, swap item i with item
     * {@code below(i + 1)}. The input list is not changed.
     */
    public static <T> List<T> shuffle(List<T> items, long seed) {
        List<T> out = new ArrayList<>(items);
        DrawRandom random = new DrawRandom(seed);
        for (int i = out.size() - 1; i > 0; i--) {
            int j = random.below(i + 1);
            T swap = out.get(i);
            out.set(i, out.get(j));
            out.set(j, swap);
        }
        return out;
    }
}
