package org.tavolo.poker.seating;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A table as the floor sees it: its number, how many seats it has, where the dealer button is for
 * the next hand, and who sits where. Seats are numbered 1..capacity clockwise.
 *
 * <p>Positions follow the usual Hold'em order: the small blind is the first occupied seat clockwise
 * after the button, the big blind the next one (heads-up, the button posts the small blind). With no
 * button set, the button is taken to sit just before seat 1.
 *
 * @param number   table number
 * @param capacity seats at the table
 * @param button   button seat for the next hand, or null when not set yet
 * @param seats    seat number to entry id, occupied seats only
 */
public record TableState(int number, int capacity, Integer button, Map<Integer, Long> seats) {

    public TableState {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be positive");
        }
        seats = Collections.unmodifiableMap(new TreeMap<>(seats));
        if (seats.keySet().stream().anyMatch(s -> s < 1 || s > capacity)) {
            throw new IllegalArgumentException("seat outside 1.." + capacity + " at table " + number);
        }
        if (button != null && (button < 1 || button > capacity)) {
            throw new IllegalArgumentException("button outside 1.." + capacity + " at table " + number);
        }
    }

    public int players() {
        return seats.size();
    }

    public boolean hasOpenSeat() {
        return seats.size() < capacity;
    }

    /** The seat of the player who posts the big blind in the next hand (TDA rule 10: he is the one to move). */
    public Optional<Integer> bigBlindNext() {
        if (seats.isEmpty()) {
            return Optional.empty();
        }
        if (seats.size() == 1) {
            return Optional.of(seats.keySet().iterator().next());
        }
        int start = buttonOrZero();
        if (seats.size() == 2 && seats.containsKey(start)) {
            return Optional.of(nextOccupiedAfter(start));
        }
        return Optional.of(nextOccupiedAfter(nextOccupiedAfter(start)));
    }

    /**
     * The open seats a newcomer may take, worst position first: clockwise from just after the small
     * blind up to (not including) the button, so the first one takes the big blind next. Seats between
     * the button and the small blind are never offered (TDA rule 8/10). When every open seat lies
     * there, those seats are offered after all, in clockwise order from the button: the player then
     * waits for the button to pass.
     */
    public List<Integer> openSeatsWorstFirst() {
        List<Integer> allowed = new ArrayList<>();
        if (!hasOpenSeat()) {
            return allowed;
        }
        if (seats.size() < 2) {
            for (int seat = 1; seat <= capacity; seat++) {
                if (!seats.containsKey(seat)) {
                    allowed.add(seat);
                }
            }
            return allowed;
        }
        int button = buttonOrZero();
        int smallBlind = nextOccupiedAfter(button);
        for (int seat = next(smallBlind); seat != button && seat != smallBlind; seat = next(seat)) {
            if (!seats.containsKey(seat)) {
                allowed.add(seat);
            }
            if (button == 0 && seat == capacity) {
                break;
            }
        }
        if (allowed.isEmpty()) {
            for (int seat = button == 0 ? 1 : button; allowed.size() < capacity - seats.size(); seat = next(seat)) {
                if (!seats.containsKey(seat)) {
                    allowed.add(seat);
                }
            }
        }
        return allowed;
    }

    /** The seat that takes the big blind next, where a moved player goes (TDA rule 10). */
    public Optional<Integer> worstOpenSeat() {
        List<Integer> open = openSeatsWorstFirst();
        return open.isEmpty() ? Optional.empty() : Optional.of(open.get(0));
    }

    /** This table with {@code entry} seated at {@code seat}. */
    public TableState sit(long entry, int seat) {
        if (seats.containsKey(seat)) {
            throw new IllegalArgumentException("seat " + seat + " at table " + number + " is taken");
        }
        Map<Integer, Long> more = new TreeMap<>(seats);
        more.put(seat, entry);
        return new TableState(number, capacity, button, more);
    }

    /** This table with {@code seat} emptied. */
    public TableState leave(int seat) {
        Map<Integer, Long> fewer = new TreeMap<>(seats);
        fewer.remove(seat);
        return new TableState(number, capacity, button, fewer);
    }

    /** This table emptied of everyone and without a button, ready for a redraw. */
    public TableState cleared() {
        return new TableState(number, capacity, null, Map.of());
    }

    private int buttonOrZero() {
        return button == null ? 0 : button;
    }

    private int next(int seat) {
        return seat % capacity + 1;
    }

    private int nextOccupiedAfter(int seat) {
        int s = seat;
        for (int i = 0; i < capacity; i++) {
            s = next(s);
            if (seats.containsKey(s)) {
                return s;
            }
        }
        throw new IllegalStateException("no occupied seat at table " + number);
    }
}
