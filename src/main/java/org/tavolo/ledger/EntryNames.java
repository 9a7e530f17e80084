package org.tavolo.ledger;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.hibernate.query.NativeQuery;
import org.tavolo.common.db.SqlArrays;
import org.tavolo.entry.Entry;
import org.tavolo.player.Player;

/**
 * The player's name and nickname beside each entry id an answer shows, read in one query for all
 * the entries of that answer (a table's players, a result's places), inside the reading transaction.
 */
public final class EntryNames {

    /** A player as answers name him; {@code nickname} is null when he has none. */
    public record Name(String name, String nickname) {}

    private static final Name UNKNOWN = new Name(null, null);

    private final Map<Long, Name> byEntry;

    private EntryNames(Map<Long, Name> byEntry) {
        this.byEntry = byEntry;
    }

    /** The names of these entries of a tournament. */
    public static EntryNames of(long tournamentId, Collection<Long> entries) {
        Map<Long, Name> names = new HashMap<>();
        if (entries.isEmpty()) {
            return new EntryNames(names);
        }
        // the ids as one array parameter: the statement is the same whatever their number
        List<?> rows = Entry.getEntityManager()
                .createNativeQuery("select e.id, p.name, p.nickname from entry e join player p on p.id = e.player_id"
                        + " where e.tournament_id = ?1 and e.id = any(cast(?2 as bigint[]))")
                .unwrap(NativeQuery.class)
                .addSynchronizedEntityClass(Entry.class)
                .addSynchronizedEntityClass(Player.class)
                .setParameter(1, tournamentId)
                .setParameter(2, SqlArrays.bigints(entries))
                .getResultList();
        rows.stream()
                .map(row -> (Object[]) row)
                .forEach(row -> names.put(((Number) row[0]).longValue(), new Name((String) row[1], (String) row[2])));
        return new EntryNames(names);
    }

    public Name of(long entry) {
        return byEntry.getOrDefault(entry, UNKNOWN);
    }

    public String name(long entry) {
        return of(entry).name();
    }

    public String nickname(long entry) {
        return of(entry).nickname();
    }
}
