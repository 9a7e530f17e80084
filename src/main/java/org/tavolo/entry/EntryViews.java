package org.tavolo.entry;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.Map;
import org.tavolo.tournament.TournamentService;

/** Entries as clients see them, with their seats, each read in one transaction. */
@ApplicationScoped
public class EntryViews {

    private final TournamentService tournaments;
    private final Seating seating;

    EntryViews(TournamentService tournaments, Seating seating) {
        this.tournaments = tournaments;
        this.seating = seating;
    }

    /** The entries of a tournament, in registration order. */
    @Transactional
    public List<EntryView> list(long tournamentId) {
        tournaments.get(tournamentId);
        return views(tournamentId, Entry.ofTournament(tournamentId));
    }

    /** One entry. */
    @Transactional
    public EntryView one(long tournamentId, long entryId) {
        tournaments.get(tournamentId);
        Entry entry = Entry.inTournament(tournamentId, entryId);
        return views(tournamentId, List.of(entry)).get(0);
    }

    /** These entries, in the order given. */
    @Transactional
    public List<EntryView> of(long tournamentId, List<Long> entryIds) {
        List<Entry> found =
                entryIds.stream().map(id -> Entry.<Entry>findById(id)).toList();
        return views(tournamentId, found);
    }

    private List<EntryView> views(long tournamentId, List<Entry> entries) {
        Map<Long, Seating.Seat> seats = seating.seatsInPlay(tournamentId);
        return entries.stream()
                .map(e -> {
                    Seating.Seat at = seats.get(e.id);
                    return EntryView.from(e, at == null ? null : at.table(), at == null ? null : at.seat());
                })
                .toList();
    }
}
