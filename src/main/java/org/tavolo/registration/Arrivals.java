package org.tavolo.registration;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.Optional;
import org.tavolo.entry.Entry;
import org.tavolo.entry.EntryService;

/**
 * Turns a registration into the tournament's entry (docs/registration.md#from-registration-to-entry): at check-in, or
 * at the first draw for those holding a place when the door does not check players in. A player the organizer had
 * already entered keeps that entry.
 */
@ApplicationScoped
class Arrivals {

    private final EntryService entries;

    Arrivals(EntryService entries) {
        this.entries = entries;
    }

    @Transactional(Transactional.TxType.MANDATORY)
    void enter(Registration registration) {
        if (registration.entryId() != null) {
            return;
        }
        long tournamentId = registration.tournamentId();
        long playerId = registration.player().id;
        Optional<Entry> made = Entry.<Entry>find("tournamentId = ?1 and player.id = ?2", tournamentId, playerId)
                .firstResultOptional();
        registration.enteredAs(made.orElseGet(() -> entries.enter(tournamentId, playerId)).id);
    }
}
