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
        return Entry.count(
                "tournamentId = ?1 and status in (?2, ?3)", tournamentId, EntryStatus.ACTIVE, EntryStatus.WINNER);
    }

    @Override
    public boolean decided(long tournamentId) {
        return Entry.count("tournamentId = ?1 and status = ?2", tournamentId, EntryStatus.WINNER) > 0;
    }
}
