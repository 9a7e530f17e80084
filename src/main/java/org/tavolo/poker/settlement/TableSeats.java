package org.tavolo.poker.settlement;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.tavolo.poker.RuleViolation;

/**
 * The seats at a table, numbered clockwise, and where the button is. It knows the order in which
 * odd chips are handed out: from the first seat to the left of the button, clockwise (docs/rules.md#side-pots).
 *
 * @param seats  the occupied seats in increasing (clockwise) order
 * @param button the dealer button's seat, one of {@code seats}
 */
public record TableSeats(List<Integer> seats, int button) {

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
        seats = List.copyOf(sorted);
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

    /** Orders seats the way odd chips are handed out: first seat left of the button first (docs/rules.md#side-pots). */
    public Comparator<Integer> oddChipOrder() {
        List<Integer> order = clockwiseFromButton();
        return Comparator.comparingInt(order::indexOf);
    }
}
