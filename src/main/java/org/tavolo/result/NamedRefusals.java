package org.tavolo.result;

import java.util.List;
import org.tavolo.hand.EntryNames;
import org.tavolo.poker.RuleViolation;

/**
 * A refusal about one entry, given the player's name as the fact {@code name} beside the fact {@code entry}, so that
 * pages name the player (docs/errors.md, language of detail) while clients keep the entry's id.
 */
final class NamedRefusals {

    private NamedRefusals() {}

    /** Runs {@code check}; a refusal naming an entry comes back with that entry's player named. */
    static void naming(long tournamentId, Runnable check) {
        try {
            check.run();
        } catch (RuleViolation refused) {
            if (refused.details().get("entry") instanceof Long entry) {
                String name = EntryNames.of(tournamentId, List.of(entry)).name(entry);
                throw name == null ? refused : refused.with("name", name);
            }
            throw refused;
        }
    }
}
