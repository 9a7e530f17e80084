package org.tavolo.result;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.ledger.EntryNames;
import org.tavolo.poker.RuleViolation;

/**
 * A refusal about one entry, given the player's name as the fact {@code name} beside the fact {@code entry}, and
 * named by it in its sentence, so that people read the player's name (docs/errors.md, language of detail) while
 * clients keep the entry's id.
 */
public final class NamedRefusals {

    private NamedRefusals() {}

    /** Runs {@code check}; a refusal naming an entry comes back with that entry's player named. */
    public static void naming(long tournamentId, Runnable check) {
        try {
            check.run();
        } catch (RuleViolation refused) {
            if (refused.details().get("entry") instanceof Long entry) {
                String name = EntryNames.of(tournamentId, List.of(entry)).name(entry);
                if (name == null) {
                    throw refused;
                }
                Map<String, Object> facts = new HashMap<>(refused.details());
                facts.put("name", name);
                throw new RuleViolation(
                        refused.code(), refused.getMessage().replace("Entry " + entry + " ", name + " "), facts);
            }
            throw refused;
        }
    }
}
