package org.tavolo.ledger;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.hibernate.query.NativeQuery;
import org.tavolo.common.error.ProblemException;
import org.tavolo.poker.RuleViolation;
import org.tavolo.table.PokerTable;

/**
 * A table in play in the current game, with who sits where and every stack from the ledger: what
 * a hand or a chip count is checked against and recorded on.
 *
 * @param where      the table in its game
 * @param seats      the entry at each seat
 * @param stacks     each seated entry's stack
 * @param pokerTable the table's row, read with these seats (its button moves with a hand)
 */
public record TableAtPlay(TableInGame where, Map<Integer, Long> seats, Map<Long, Long> stacks, PokerTable pokerTable) {

    /** How long a change waits for its table's lock (a PostgreSQL interval). */
    static final String LOCK_WAIT = "2s";

    public long entryAt(int seat) {
        return seats.get(seat);
    }

    public long stackAt(int seat) {
        return stacks.get(seats.get(seat));
    }

    /** The seat of each seated entry. */
    public Map<Long, Integer> seatOf() {
        Map<Long, Integer> seatOf = new HashMap<>();
        seats.forEach((seat, entry) -> seatOf.put(entry, seat));
        return seatOf;
    }

    /**
     * The seats whose players still have chips once a hand left the stacks {@code after} (by seat): the button
     * never goes to the others (docs/floor.md#the-button).
     */
    public Set<Integer> withChipsAfter(Map<Integer, Long> after) {
        Map<Integer, Long> chips = new HashMap<>();
        seats.forEach((seat, entry) -> chips.put(seat, stacks.getOrDefault(entry, 0L)));
        chips.putAll(after);
        Set<Integer> withChips = new HashSet<>();
        chips.forEach((seat, stack) -> {
            if (stack > 0) {
                withChips.add(seat);
            }
        });
        return withChips;
    }

    /** Refuses a seat nobody sits at, naming the request field. */
    public void requireSeated(int seat, String field) {
        if (!seats.containsKey(seat)) {
            throw new RuleViolation(
                    "seat-empty",
                    "Nobody sits at seat " + seat + " of this table.",
                    Map.of("seat", seat, "field", field));
        }
    }

    /**
     * The stacks after these changes, by seat in the order given, and who ran out of chips with
     * them (with the chips they had before).
     */
    public StackChanges apply(Map<Integer, Long> deltaBySeat) {
        List<StackChange> changes = new ArrayList<>();
        Map<Long, Long> outOfChips = new LinkedHashMap<>();
        deltaBySeat.forEach((seat, delta) -> {
            long entry = entryAt(seat);
            long before = stacks.get(entry);
            changes.add(new StackChange(seat, entry, null, null, before, before + delta));
            if (before > 0 && before + delta == 0) {
                outOfChips.put(entry, before);
            }
        });
        return new StackChanges(changes, outOfChips);
    }

    /** Stacks before and after, and the entries out of chips by the chips they had before. */
    public record StackChanges(List<StackChange> changes, Map<Long, Long> outOfChips) {}

    /**
     * Takes the table's lock for the rest of the transaction: the first thing every change of a
     * table's chips does (hand, chip count, void, ruling, table result, correction), before it
     * reads stacks or the hand number. A second change at the same table waits here until the
     * first commits, then reads the stacks the first one left; changes at other tables do not wait.
     * The lock is the row of {@code table_lock} for the table in its game, made on first use.
     *
     * <p>A change waits at most {@link #LOCK_WAIT} for it: a waiting change holds a pooled database
     * connection, so a longer queue at one table would starve the others of connections. One that
     * waited that long is answered 503 {@code busy} with {@code Retry-After} (common.error.DatabaseProblems)
     * and is resent with the same idempotency key.
     */
    public static void lock(TableInGame where) {
        // one statement: the wait limit is set (for this transaction only) before the row is locked
        ChipMovement.getEntityManager()
                .createNativeQuery("insert into table_lock (tournament_id, game_no, table_no) "
                        + "select ?1, ?2, ?3 from (select set_config('lock_timeout', ?4, true)) wait "
                        + "on conflict (tournament_id, game_no, table_no) "
                        + "do update set changes = table_lock.changes + 1")
                .unwrap(NativeQuery.class)
                .addSynchronizedQuerySpace("table_lock")
                .setParameter(1, where.tournamentId())
                .setParameter(2, where.game())
                .setParameter(3, where.table())
                .setParameter(4, LOCK_WAIT)
                .executeUpdate();
    }

    /**
     * Refuses a change stated against stacks that are no longer the table's: someone else changed
     * them meanwhile, and the client reloads the table and decides again.
     */
    public void requireStack(int seat, Long expected, String field) {
        if (expected == null) {
            return;
        }
        if (!seats.containsKey(seat)) {
            throw ProblemException.conflict(
                    "stale-stack",
                    "Nobody sits at seat " + seat + " now, where this change expects " + expected
                            + " chips: the table changed meanwhile. Reload the table's stacks and try again.",
                    Map.of("seat", seat, "expected", expected, "field", field));
        }
        long stack = stackAt(seat);
        if (expected != stack) {
            throw ProblemException.conflict(
                    "stale-stack",
                    "Seat " + seat + " has " + stack + " chips now, not the " + expected
                            + " this change replaces: the table changed meanwhile. Reload the table's stacks and try again.",
                    Map.of("seat", seat, "stack", stack, "expected", expected, "field", field));
        }
    }
}
