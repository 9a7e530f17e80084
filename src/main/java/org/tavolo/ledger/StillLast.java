package org.tavolo.ledger;

import java.util.Map;
import java.util.Optional;
import org.tavolo.common.error.ProblemException;

/**
 * The check of {@link TableChanges}, under the table's lock, that a change of the table's last entry (a void from the
 * table page) still names its last entry, and that its caller may change it ({@link LastEntries#requireMayVoid}).
 */
final class StillLast {

    private StillLast() {}

    /** Refuses a change of the table's last entry when the entry named is no longer its last. */
    static void require(LastEntries entries, TableInGame where, TableChanges.Believed believed) {
        Optional<LastEntry> last = entries.last(where.tournamentId(), where.game(), where.table());
        if (last.isPresent()
                && last.get().kind() == believed.kind()
                && last.get().id() == believed.id()) {
            entries.requireMayVoid(last.get(), where.table());
            return;
        }
        String now = last.map(StillLast::named).orElse("nothing");
        throw ProblemException.conflict(
                "not-last-entry",
                "The " + named(believed.kind(), believed.id(), 0) + " is no longer the last entry at table "
                        + where.table() + ": the last is now " + now
                        + ". Only the table's last entry is voided from the table page; reload the table, or ask the organizer.",
                last.<Map<String, Object>>map(l -> l.handNo() > 0
                                ? Map.of(
                                        "lastKind", l.kind().name(),
                                        "last", l.id(),
                                        "lastHand", l.handNo(),
                                        "table", where.table())
                                : Map.of("lastKind", l.kind().name(), "last", l.id(), "table", where.table()))
                        .orElse(Map.of("table", where.table())));
    }

    private static String named(LastEntry last) {
        return named(last.kind(), last.id(), last.handNo()) + ", recorded by " + last.recordedBy();
    }

    private static String named(LastEntry.Kind kind, long id, int handNo) {
        if (kind == LastEntry.Kind.COUNT) {
            return "chip count " + id;
        }
        return handNo > 0 ? "hand " + handNo + " (id " + id + ")" : "hand with id " + id;
    }
}
