package org.tavolo.table;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.MapKeyColumn;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import org.hibernate.annotations.SortNatural;
import org.tavolo.common.error.ProblemException;
import org.tavolo.entry.Entry;
import org.tavolo.poker.seating.TableState;

/**
 * A table of one draw: its number, its seats (seat number to entry id), and the dealer button for
 * the next hand. Directors move the button with each hand entered ({@link #advanceButton}) or set
 * it ({@link #placeButton}); the floor seats and unseats players as it balances and breaks tables.
 * A broken table keeps its number and history but seats nobody.
 */
@Entity
@Table(name = "poker_table")
public class PokerTable extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "tournament_id", nullable = false, updatable = false)
    private long tournamentId;

    @Column(name = "draw_id", nullable = false, updatable = false)
    private long drawId;

    @Column(nullable = false, updatable = false)
    private int number;

    @Column(nullable = false, updatable = false)
    private int capacity;

    @Column(name = "button_seat")
    private Integer buttonSeat;

    @Column(name = "broken_at")
    private Instant brokenAt;

    @ElementCollection(fetch = FetchType.EAGER)
    @CollectionTable(name = "seat", joinColumns = @JoinColumn(name = "table_id"))
    @MapKeyColumn(name = "seat_number")
    @Column(name = "entry_id", nullable = false)
    @SortNatural
    private SortedMap<Integer, Long> seats = new TreeMap<>();

    @Version
    private long version;

    protected PokerTable() {
        // for JPA
    }

    static PokerTable open(long tournamentId, long drawId, int number, int capacity) {
        PokerTable table = new PokerTable();
        table.tournamentId = tournamentId;
        table.drawId = drawId;
        table.number = number;
        table.capacity = capacity;
        return table;
    }

    /** The id of the tournament's current draw (the latest game's), as a subquery on parameter ?1. */
    private static final String CURRENT_DRAW = "(select d.id from Draw d where d.tournamentId = ?1 and d.gameNumber = "
            + "(select max(d2.gameNumber) from Draw d2 where d2.tournamentId = ?1))";

    /** The tables of a draw, broken ones included, by number. */
    public static List<PokerTable> ofDraw(long drawId) {
        return list("drawId = ?1 order by number", drawId);
    }

    /** Table {@code number} of a draw, broken or not. */
    public static Optional<PokerTable> numbered(long drawId, int number) {
        return find("drawId = ?1 and number = ?2", drawId, number).firstResultOptional();
    }

    /** Table {@code number} if it is in play in the tournament's current draw. */
    public static Optional<PokerTable> inPlay(long tournamentId, int number) {
        return PokerTable.<PokerTable>find(
                        "from PokerTable t left join fetch t.seats where t.tournamentId = ?1 and t.number = ?2"
                                + " and t.brokenAt is null and t.drawId = " + CURRENT_DRAW,
                        tournamentId,
                        number)
                .singleResultOptional();
    }

    /** The tables in play in the tournament's current draw, by number (empty before the first draw). */
    public static List<PokerTable> inPlay(long tournamentId) {
        return PokerTable.<PokerTable>list(
                "from PokerTable t where t.tournamentId = ?1 and t.brokenAt is null and t.drawId = " + CURRENT_DRAW
                        + " order by t.number",
                tournamentId);
    }

    /** The numbers of the tables in play in the tournament's current draw, without reading their seats. */
    public static Set<Integer> numbersInPlay(long tournamentId) {
        return new HashSet<>(getEntityManager()
                .createQuery(
                        "select t.number from PokerTable t where t.tournamentId = ?1 and t.brokenAt is null"
                                + " and t.drawId = " + CURRENT_DRAW,
                        Integer.class)
                .setParameter(1, tournamentId)
                .getResultList());
    }

    /** The table where an entry sits in the current draw, if any. */
    public static Optional<PokerTable> seating(long tournamentId, long entryId) {
        return inPlay(tournamentId).stream()
                .filter(t -> t.seats.containsValue(entryId))
                .findFirst();
    }

    /** Seats an entry at an empty seat. */
    void seat(long entry, int seat) {
        if (seat < 1 || seat > capacity) {
            throw ProblemException.badRequest(
                    "no-such-seat",
                    "Table " + number + " has seats 1 to " + capacity + ".",
                    Map.of("table", number, "seat", seat));
        }
        if (seats.containsKey(seat)) {
            throw ProblemException.conflict(
                    "seat-taken",
                    "Seat " + seat + " at table " + number + " is taken.",
                    Map.of("table", number, "seat", seat));
        }
        requireInPlay();
        seats.put(seat, entry);
    }

    /** Empties the seat of {@code entry}; returns the seat it had. */
    int unseat(long entry) {
        int seat = seatOf(entry)
                .orElseThrow(() -> ProblemException.conflict(
                        "not-seated",
                        Entry.nameOf(entry) + " does not sit at table " + number + ".",
                        Map.of("entry", entry, "table", number, "name", Entry.nameOf(entry))));
        seats.remove(seat);
        return seat;
    }

    /** Sets the button seat for the next hand (the director's word). */
    public void placeButton(int seat) {
        requireInPlay();
        if (seat < 1 || seat > capacity) {
            throw ProblemException.badRequest(
                    "no-such-seat",
                    "Table " + number + " has seats 1 to " + capacity + ".",
                    Map.of("table", number, "seat", seat, "field", "seat"));
        }
        buttonSeat = seat;
    }

    /** Moves the button to the next occupied seat clockwise, after a hand (or to the first occupied seat when unset). */
    public void advanceButton() {
        requireInPlay();
        if (seats.isEmpty()) {
            throw ProblemException.conflict(
                    "table-empty", "Nobody sits at table " + number + ".", Map.of("table", number));
        }
        int from = buttonSeat == null ? 0 : buttonSeat;
        Optional<Integer> after = seats.keySet().stream().filter(s -> s > from).findFirst();
        buttonSeat = after.orElse(seats.firstKey());
    }

    /**
     * After a hand dealt with the button at {@code handButton}: the button moves on to the next
     * occupied seat, so the next hand needs no separate call (docs/floor.md#the-button).
     */
    public void buttonAfterHand(int handButton) {
        buttonAfterHand(handButton, seats.keySet());
    }

    /**
     * After a hand dealt with the button at {@code handButton}: the button moves on to the next occupied seat
     * whose player still has chips ({@code withChips}), never to a player the hand left with none
     * (docs/floor.md#the-button); when nobody left of the button has chips, as {@link #buttonAfterHand(int)}.
     */
    public void buttonAfterHand(int handButton, Set<Integer> withChips) {
        if (isBroken() || seats.isEmpty() || handButton < 1 || handButton > capacity) {
            return;
        }
        List<Integer> playing =
                seats.keySet().stream().filter(withChips::contains).toList();
        if (playing.isEmpty()) {
            buttonSeat = handButton;
            advanceButton();
            return;
        }
        buttonSeat = playing.stream().filter(s -> s > handButton).findFirst().orElse(playing.get(0));
    }

    /**
     * Gives the button back to the seat it had before a hand that is voided: the hand's own button, when that
     * seat is still occupied; nothing changes at a broken table.
     */
    public void buttonBackTo(int handButton) {
        if (isBroken() || !seats.containsKey(handButton)) {
            return;
        }
        buttonSeat = handButton;
    }

    /** Closes the table: nobody sits here any more. */
    void breakUp(Instant now) {
        brokenAt = now;
        buttonSeat = null;
    }

    /** Opens a broken table again (undoing a break). */
    void reopen() {
        brokenAt = null;
    }

    /** Clears the button (after a final-table redraw the director places it anew). */
    void clearButton() {
        buttonSeat = null;
    }

    /** The pure view the seating core works on. */
    public TableState state() {
        return new TableState(number, capacity, buttonSeat, seats);
    }

    public Optional<Integer> seatOf(long entry) {
        return seats.entrySet().stream()
                .filter(e -> e.getValue() == entry)
                .map(Map.Entry::getKey)
                .findFirst();
    }

    private void requireInPlay() {
        if (brokenAt != null) {
            throw ProblemException.conflict(
                    "table-broken", "Table " + number + " has been broken.", Map.of("table", number));
        }
    }

    public long tournamentId() {
        return tournamentId;
    }

    public long drawId() {
        return drawId;
    }

    public int number() {
        return number;
    }

    public int capacity() {
        return capacity;
    }

    public Integer buttonSeat() {
        return buttonSeat;
    }

    public boolean isBroken() {
        return brokenAt != null;
    }

    /** Seat number to entry id, occupied seats only, by seat. */
    public Map<Integer, Long> seats() {
        return Map.copyOf(seats);
    }

    public int players() {
        return seats.size();
    }
}
