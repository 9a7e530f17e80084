package org.tavolo.ledger;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import org.tavolo.audit.AuditTrail;
import org.tavolo.table.GameLifecycle;
import org.tavolo.table.GameStage;
import org.tavolo.tournament.Tournament;

/**
 * The one way a table's chips change: a hand, a chip count, a void, a ruling, a penalty. Each takes the same
 * steps, in this order, inside its transaction:
 *
 * <ol>
 *   <li>the table's lock ({@link TableAtPlay#lock}), so that changes at one table follow each other;
 *   <li>the idempotency key, looked up under the lock: a resend gets the first answer and changes
 *       nothing, even while the first is still in flight;
 *   <li>what the client saw ({@link Seen}), before anything is written: first, for a table's director, that he
 *       named all of it ({@link Binding}: 400 {@code binding-missing} naming the field left out or sent as null); then the game it made the change in
 *       (409 {@code not-current-game}, or {@code table-closed} for a change that needs the table playing),
 *       the players it named by entry beside their seats (409 {@code player-moved}), the stacks it stated
 *       its change against (409 {@code stale-stack}) and the entry it believed was the table's last (409
 *       {@code not-last-entry}), which the caller must be allowed to void (403 {@code not-own-entry},
 *       {@link LastEntries#requireMayVoid}) (docs/errors.md#entries-bound-to-what-was-seen);
 *   <li>the change itself, which writes its ledger lines through {@link Locked#line};
 *   <li>its audit line.
 * </ol>
 *
 * Since every check of what the client saw is made here, none can be made outside the lock.
 */
@ApplicationScoped
public class TableChanges {

    private final ChipLedger ledger;
    private final LastEntries entries;
    private final AuditTrail audit;
    private final Clock clock;
    private final GameLifecycle lifecycle;
    private final Binding binding;

    public TableChanges(
            ChipLedger ledger,
            LastEntries entries,
            AuditTrail audit,
            Clock clock,
            GameLifecycle lifecycle,
            Binding binding) {
        this.ledger = ledger;
        this.entries = entries;
        this.audit = audit;
        this.clock = clock;
        this.lifecycle = lifecycle;
        this.binding = binding;
    }

    /**
     * What a change was stated against.
     *
     * @param game    the game the client made the change in, and whether the change needs the table still
     *     playing it; empty for a change that may be made whatever the game (the organizer's void)
     * @param players the players the client saw, by entry beside their seats; empty when it names none
     * @param stacks  the stacks the client saw, by seat; empty when it states none
     * @param last    the entry the client believed was the table's last, when the change is allowed
     *     only on the last entry (a void from the table page)
     * @param missing the fields that should have named what the change was made against and were left out or sent
     *     as null (the game, a seat's entry or stack): a table's director is refused them ({@link Binding})
     */
    public record Seen(
            Optional<SeenGame> game,
            List<SeenPlayer> players,
            List<SeenStack> stacks,
            Optional<Believed> last,
            List<String> missing) {

        public static final Seen NOTHING =
                new Seen(Optional.empty(), List.of(), List.of(), Optional.empty(), List.of());

        public static Seen stacks(List<SeenStack> stacks) {
            return NOTHING.withStacks(stacks);
        }

        public Seen withStacks(List<SeenStack> seen) {
            return new Seen(game, players, seen, last, missing);
        }

        /**
         * Made in game {@code number} (null: the current game, a binding {@code field} left out), at a table that
         * must still play it.
         */
        public Seen playing(Integer number, String field) {
            return new Seen(
                    Optional.of(new SeenGame(number, field, true)), players, stacks, last, missingGame(number, field));
        }

        /** Made in game {@code number} (null: the current game, a binding {@code field} left out), at a table open or closed. */
        public Seen inGame(Integer number, String field) {
            return new Seen(
                    Optional.of(new SeenGame(number, field, false)), players, stacks, last, missingGame(number, field));
        }

        public Seen withPlayers(List<SeenPlayer> seen) {
            return new Seen(game, seen, stacks, last, missing);
        }

        public Seen lastEntry(LastEntry.Kind kind, long id) {
            return new Seen(game, players, stacks, Optional.of(new Believed(kind, id)), missing);
        }

        /** With the binding fields the change left out ({@link Binding#missingIn}). */
        public Seen missing(List<String> fields) {
            List<String> all = new ArrayList<>(missing);
            all.addAll(fields);
            return new Seen(game, players, stacks, last, List.copyOf(all));
        }

        private List<String> missingGame(Integer number, String field) {
            if (number != null) {
                return missing;
            }
            List<String> all = new ArrayList<>(List.of(field));
            all.addAll(missing);
            return List.copyOf(all);
        }
    }

    /**
     * What a request's list states item by item, in order: what {@code read} makes of each item and its index (the
     * index names the item's field, {@code counts[2].expected}); null from {@code read}: the item states nothing. A
     * list that is absent states nothing.
     */
    public static <T, S> List<S> seenIn(List<T> items, BiFunction<T, Integer, S> read) {
        if (items == null) {
            return List.of();
        }
        List<S> seen = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            S one = read.apply(items.get(i), i);
            if (one != null) {
                seen.add(one);
            }
        }
        return seen;
    }

    /** The game a change was made in (null: the current one), the field that stated it, and whether the table must still play it. */
    public record SeenGame(Integer number, String field, boolean playing) {}

    /** The player the client saw at a seat, by entry id, and the request field that named him. */
    public record SeenPlayer(int seat, long entry, String field) {}

    /** A seat's stack as the client saw it, and the request field that stated it. */
    public record SeenStack(int seat, long stack, String field) {}

    /** The table's last entry as the client believed it: a hand or a chip count, by id. */
    public record Believed(LastEntry.Kind kind, long id) {}

    /** A change applied under the table's lock. */
    @FunctionalInterface
    public interface Change<A> {
        Done<A> apply(Locked at);
    }

    /** What a change did: its answer and its audit line, in an English sentence and as facts. */
    public record Done<A>(A answer, String action, String detail, Map<String, ?> facts) {

        public Done(A answer, String action, String detail) {
            this(answer, action, detail, Map.of());
        }
    }

    /** The table whose lock this change holds, who makes the change and when. */
    public final class Locked {

        private final Tournament tournament;
        private final TableInGame where;
        private final String by;
        private final Instant now;
        private TableAtPlay table;

        private Locked(Tournament tournament, TableInGame where, String by, Instant now) {
            this.tournament = tournament;
            this.where = where;
            this.by = by;
            this.now = now;
        }

        public TableInGame where() {
            return where;
        }

        public String by() {
            return by;
        }

        public Instant now() {
            return now;
        }

        /** The table in play with its seats and stacks as the change before this one left them; read once. */
        public TableAtPlay table() {
            if (table == null) {
                table = ledger.atTable(tournament, where);
            }
            return table;
        }

        /** Writes one line of the ledger. */
        public void line(ChipMovement line) {
            line.persist();
        }
    }

    /**
     * Applies a change to a table's chips: under the table's lock, the answer of an earlier send
     * with the same key if there is one, else the change checked against what the client saw.
     *
     * @param earlier the stored answer of a change sent before with the same key, looked up under the lock
     */
    public <A> A change(
            Tournament tournament, TableInGame where, Supplier<Optional<A>> earlier, Seen seen, Change<A> change) {
        binding.require(seen.missing());
        TableAtPlay.lock(where);
        Optional<A> first = earlier.get();
        if (first.isPresent()) {
            return first.get();
        }
        Locked at = new Locked(tournament, where, audit.actor(), clock.instant());
        check(tournament, where, seen, at::table);
        Done<A> done = change.apply(at);
        audit.record(where.tournamentId(), done.action(), done.detail(), done.facts());
        return done.answer();
    }

    /**
     * Checks what a change made under a lock its caller took (the close of a game) was stated against, as
     * {@link #change} does: first that a table's director named all of it ({@link Binding}), then the game, the
     * players, the last entry and the stacks. Answers the table as it is.
     */
    public TableAtPlay requireSeen(Tournament tournament, TableInGame where, Seen seen) {
        binding.require(seen.missing());
        TableAtPlay table = ledger.atTable(tournament, where);
        check(tournament, where, seen, () -> table);
        return table;
    }

    /** Refuses, when the caller must bind his change, the binding fields {@code missing} names ({@link Binding}). */
    public void requireBound(List<String> missing) {
        binding.require(missing);
    }

    private void check(Tournament tournament, TableInGame where, Seen seen, Supplier<TableAtPlay> table) {
        seen.game().ifPresent(game -> requireGame(tournament, where, game));
        seen.players().forEach(p -> SeatedPlayers.require(table.get(), p));
        seen.last().ifPresent(believed -> StillLast.require(entries, where, believed));
        seen.stacks().forEach(s -> table.get().requireStack(s.seat(), s.stack(), s.field()));
    }

    /** The table in the tournament's current game. */
    public TableInGame current(Tournament tournament, int tableNumber) {
        return new TableInGame(tournament.id, ChipLedger.currentGame(tournament.id), tableNumber);
    }

    /** Refuses a change made in a game the table no longer plays ({@link GameLifecycle#requirePlaying}). */
    private void requireGame(Tournament tournament, TableInGame where, SeenGame game) {
        if (game.playing()) {
            lifecycle.requirePlaying(tournament, where.game(), game.number(), where.table(), game.field());
        } else if (game.number() != null) {
            GameStage.playing(where.game(), false, game.number(), where.table(), game.field());
        }
    }
}
