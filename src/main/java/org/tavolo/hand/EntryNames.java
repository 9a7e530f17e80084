package org.tavolo.hand;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.entry.Entry;

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
        List<Object[]> rows = Entry.getEntityManager()
                .createQuery(
                        "select e.id, p.name, p.nickname from Entry e join e.player p"
                                + " where e.tournamentId = ?1 and e.id in ?2",
                        Object[].class)
                .setParameter(1, tournamentId)
                .setParameter(2, List.copyOf(entries))
                .getResultList();
        rows.forEach(row -> names.put((Long) row[0], new Name((String) row[1], (String) row[2])));
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
