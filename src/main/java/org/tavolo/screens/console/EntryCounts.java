package org.tavolo.screens.console;

import java.util.List;
import org.tavolo.entry.EntryStatus;
import org.tavolo.entry.EntryView;

/** The counts of a tournament's entries. */
public record EntryCounts(long total, long active, long late) {
    static EntryCounts of(List<EntryView> entries) {
        return new EntryCounts(
                entries.size(),
                entries.stream().filter(e -> e.status() == EntryStatus.ACTIVE).count(),
                entries.stream().filter(EntryView::late).count());
    }
}
