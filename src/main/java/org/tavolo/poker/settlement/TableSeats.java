package org.tavolo.poker.settlement;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.tavolo.poker.RuleViolation;

/**
 * The seats at a table, numbered clockwise, and where the button is. It knows the order in which
 * odd chips are handed out (docs/rules.md#odd-chips): clockwise from the first seat to the left of the button,
 * or, in Texas Hold'em, from the big blind's seat, the first to speak after the flop (003).
 *
 * @param seats        the occupied seats in increasing (clockwise) order
 * @param button       the dealer button's seat, one of {@code seats}
 * @param oddChipsFrom the seat the odd chips are counted from, one of {@code seats}; null for the first seat to
 *                     the left of the button
 */
public record TableSeats(List<Integer> seats, int button, Integer oddChipsFrom) {

    /** A table whose odd chips are counted from the first seat to the left of the button. */
    public TableSeats(List<Integer> seats, int button) {
        this(seats, button, null);
    }

    public TableSeats {
        TreeSet<Integer> sorted = new TreeSet<>();
        for (int seat : seats) {
            if (seat < 1) {
                throw new RuleViolation(
                        "invalid-seat",
                        "Seat " + seat + " is not a seat number; seats are numbered from 1.",
                        Map.of("field", "seats", "seat", seat));
            }
            if (!sorted.add(seat)) {
                throw new RuleViolation(
                        "duplicate-seat", "Seat " + seat + " is given twice.", Map.of("field", "seats", "seat", seat));
            }
        }
        if (!sorted.contains(button)) {
            throw new RuleViolation(
                    "button-not-a-seat",
                    "The button is at seat " + button + ", which is not a seat at this table.",
                    Map.of("field", "button", "seat", button));
        }
        if (oddChipsFrom != null && !sorted.contains(oddChipsFrom)) {
            throw new RuleViolation(
                    "seat-not-at-table",
                    "Odd chips are counted from seat " + oddChipsFrom + ", which is not a seat at this table.",
                    Map.of("field", "seats", "seat", oddChipsFrom));
        }
        seats = List.copyOf(sorted);
    }

    /** The same table, its odd chips counted from {@code seat} (docs/rules.md#odd-chips). */
    public TableSeats countingOddChipsFrom(int seat) {
        return new TableSeats(seats, button, seat);
    }

    public boolean contains(int seat) {
        return seats.contains(seat);
    }

    /** Every seat, starting with the first one to the left of the button and ending with the button. */
    public List<Integer> clockwiseFromButton() {
        int at = seats.indexOf(button);
        List<Integer> order = new ArrayList<>(seats.size());
        for (int i = 1; i <= seats.size(); i++) {
            order.add(seats.get((at + i) % seats.size()));
        }
        return order;
    }

    /**
     * Orders seats the way odd chips are handed out (docs/rules.md#odd-chips): clockwise from {@link #oddChipsFrom},
     * itself first, or from the first seat left of the button.
     */
    public Comparator<Integer> oddChipOrder() {
        List<Integer> order = oddChipsFrom == null ? clockwiseFromButton() : clockwiseFrom(oddChipsFrom);
        return Comparator.comparingInt(order::indexOf);
    }

    private List<Integer> clockwiseFrom(int first) {
        int at = seats.indexOf(first);
        List<Integer> order = new ArrayList<>(seats.size());
        for (int i = 0; i < seats.size(); i++) {
            order.add(seats.get((at + i) % seats.size()));
        }
        return order;
    }
}
