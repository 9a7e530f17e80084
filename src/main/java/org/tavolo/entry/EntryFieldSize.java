package org.tavolo.entry;

import jakarta.enterprise.context.ApplicationScoped;
import org.tavolo.clock.FieldSize;

/** Counts a tournament's entries for the clock. */
@ApplicationScoped
class EntryFieldSize implements FieldSize {

    @Override
    public long entries(long tournamentId) {
        return Entry.countIn(tournamentId);
    }

    @Override
    public long inPlay(long tournamentId) {
        return Entry.countActiveIn(tournamentId);
    }
}
