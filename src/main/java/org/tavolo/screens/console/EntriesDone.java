package org.tavolo.screens.console;

import java.util.List;
import org.tavolo.entry.EntryView;

/**
 * What the last change did, to say it in one line: players imported, a player entered (by the
 * player's id), a player withdrawn (by name: the entry is gone).
 */
record EntriesDone(Integer imported, Long enteredPlayer, String withdrawnPlayer) {

    static final EntriesDone NOTHING = new EntriesDone(null, null, null);

    String said(List<EntryView> entries, ConsoleMessages words, ConsoleFormMessages form) {
        if (imported != null) {
            return words.entries_imported(imported);
        }
        if (enteredPlayer != null) {
            return entries.stream()
                    .filter(e -> e.playerId() == enteredPlayer)
                    .findFirst()
                    .map(e -> e.late() && e.table() != null && e.seat() != null
                            ? form.entries_entered_seated(e.playerName(), e.table(), e.seat())
                            : words.entries_entered(e.playerName()))
                    .orElse(null);
        }
        if (withdrawnPlayer != null && !withdrawnPlayer.isBlank()) {
            return words.entries_withdrawn(withdrawnPlayer);
        }
        return null;
    }
}
