package org.tavolo.tournament;

import java.time.LocalDate;
import java.util.List;

/**
 * The club's tournaments as the public looks for them: tonight's first (the last announced first),
 * then the coming ones (soonest first), then the last ones played (most recent first).
 */
public record TournamentCalendar(
        LocalDate today, List<TournamentView> tonight, List<TournamentView> coming, List<TournamentView> played) {

    /** How many of tonight's, coming and played tournaments the front page lists. */
    static final int LISTED = 20;

    static TournamentCalendar of(LocalDate today) {
        return new TournamentCalendar(
                today,
                views(Tournament.listOn(today, LISTED)),
                views(Tournament.listAfter(today, LISTED)),
                views(Tournament.listBefore(today, LISTED)));
    }

    private static List<TournamentView> views(List<Tournament> tournaments) {
        return tournaments.stream().map(TournamentView::from).toList();
    }

    public boolean empty() {
        return tonight.isEmpty() && coming.isEmpty() && played.isEmpty();
    }
}
