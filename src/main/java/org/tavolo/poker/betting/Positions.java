package org.tavolo.poker.betting;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;

/**
 * The seats of a hand in the order they act, counted from the dealer button: the first seat to the left of the
 * button first, the button last (docs/rules.md#blinds-by-position, #buio). Seats are numbered clockwise, so "to the
 * left" is the next higher number, going round after the highest.
 */
public final class Positions {

    private Positions() {}

    /**
     * The seats in play, clockwise from the first to the left of {@code button}; the button's own seat, when in play,
     * comes last. The button may sit at an empty seat (its player left the table): counting starts after it all the
     * same.
     */
    public static List<Integer> leftOfButton(Collection<Integer> seatsInPlay, int button) {
        TreeSet<Integer> seats = new TreeSet<>(seatsInPlay);
        List<Integer> order = new ArrayList<>(seats.tailSet(button, false));
        order.addAll(seats.headSet(button, true));
        return order;
    }
}
