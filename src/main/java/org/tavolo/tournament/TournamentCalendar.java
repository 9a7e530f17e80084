package org.tavolo.tournament;

import java.time.LocalDate;
import java.util.List;

/**
 * The club's tournaments as the public looks for them: tonight's first, then the coming ones
 * (soonest first), then the last ones played (most recent first).
 */
public record TournamentCalendar(
        LocalDate today, List<TournamentView> tonight, List<TournamentView> coming, List<TournamentView> played) {

    /** How many coming and played tournaments the front page lists. */
    static final int LISTED = 20;

    static TournamentCalendar of(LocalDate today) {
        List<TournamentView> fromToday = Tournament.listFrom(today, LISTED + 50).stream()
                .map(TournamentView::from)
                .toList();
        return new TournamentCalendar(
                today,
                fromToday.stream().filter(t -> t.date().equals(today)).toList(),
                fromToday.stream()
                        .filter(t -> t.date().isAfter(today))
                        .limit(LISTED)
                        .toList(),
                Tournament.listBefore(today, LISTED).stream()
                        .map(TournamentView::from)
                        .toList());
    }

    public boolean empty() {
        return tonight.isEmpty() && coming.isEmpty() && played.isEmpty();
    }
}
