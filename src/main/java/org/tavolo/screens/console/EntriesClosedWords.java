package org.tavolo.screens.console;

import org.tavolo.entry.EntriesClosed;

/** Why entries are closed and since when, in the reader's words: the entries page and the import say it the same. */
final class EntriesClosedWords {

    private EntriesClosedWords() {}

    static String of(EntriesClosed closed, ConsoleFormMessages words) {
        return closed.late()
                ? words.entries_closed_late(closed.lateUntilLevel())
                : words.entries_closed_at_draw(closed.drawnGame());
    }
}
