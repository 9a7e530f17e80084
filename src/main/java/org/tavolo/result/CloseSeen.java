package org.tavolo.result;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.tavolo.ledger.FinalStack;
import org.tavolo.ledger.SeenSeats;
import org.tavolo.ledger.TableAtPlay;
import org.tavolo.ledger.TableChanges;

/**
 * What the close of an Italian game was made against (docs/errors.md#entries-bound-to-what-was-seen): the game by
 * its address, and the table as the director saw it ({@code expected}: every seat's entry and stack), checked under
 * the table's lock like a hand's. A table's director who leaves it out is refused with a 400 {@code binding-missing};
 * a close seen against a table that changed since is refused with a 409 ({@code player-moved}, {@code stale-stack})
 * and records nothing.
 */
final class CloseSeen {

    private CloseSeen() {}

    /** The binding fields the close leaves out: {@code expected}, its items' fields, every final stack's entry. */
    static List<String> unbound(CloseItalianGameRequest request) {
        List<Long> named = request.stacks() == null
                ? List.of()
                : request.stacks().stream().map(FinalStack::entry).toList();
        return SeenSeats.unbound(request.expected(), named);
    }

    /** The players and stacks the close names. */
    static TableChanges.Seen of(CloseItalianGameRequest request) {
        return TableChanges.Seen.NOTHING
                .withPlayers(TableChanges.seenIn(
                        request.expected(),
                        (e, i) -> e.seat() == null || e.entry() == null
                                ? null
                                : new TableChanges.SeenPlayer(e.seat(), e.entry(), "expected[" + i + "].entry")))
                .withStacks(TableChanges.seenIn(
                        request.expected(),
                        (e, i) -> e.seat() == null || e.stack() == null
                                ? null
                                : new TableChanges.SeenStack(e.seat(), e.stack(), "expected[" + i + "].stack")));
    }

    /** Refuses ({@code binding-missing}) a close that does not name every seat of the table as it is. */
    static void requireEverySeat(TableChanges changes, TableAtPlay table, CloseItalianGameRequest request) {
        Set<Integer> seen =
                request.expected().stream().map(SeenSeats.Seat::seat).collect(Collectors.toSet());
        if (!seen.containsAll(table.seats().keySet())) {
            changes.requireBound(List.of("expected"));
        }
    }
}
