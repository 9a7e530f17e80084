package org.tavolo.tournament;

import java.time.Instant;
import java.time.LocalDate;

/** A tournament as clients see it; {@code drawnAt} is set once the first seat draw is made. */
public record TournamentView(
        long id,
        String name,
        TournamentFormat format,
        LocalDate date,
        String venue,
        Instant createdAt,
        Instant drawnAt) {

    /** Whether the seats are drawn. */
    public boolean drawn() {
        return drawnAt != null;
    }

    public static TournamentView from(Tournament t) {
        return new TournamentView(t.id, t.name(), t.format(), t.date(), t.venue(), t.createdAt(), t.drawnAt());
    }
}
