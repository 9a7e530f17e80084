package org.tavolo.room;

import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.tavolo.clock.ClockView;
import org.tavolo.live.AnnouncementView;
import org.tavolo.standing.StandingLine;
import org.tavolo.standing.StandingsView;
import org.tavolo.table.TableViews.MoveView;
import org.tavolo.table.TableViews.TableView;
import org.tavolo.tournament.TournamentView;

/** What each screen shows, gathered once per request. */
public final class RoomViews {

    private RoomViews() {}

    /**
     * The TV clock.
     *
     * @param gameNumber    the game being played (Italian rounds have {@code gamesPerRound} games)
     * @param periodEndsAt  when the running period ends (server time), null when not counting down
     * @param winner        the last player standing in a finished Hold'em tournament, else null
     * @param recentMoves   moves of the last minutes (balancing, table breaks), announced with the announcements
     */
    public record ClockScreen(
            TournamentView tournament,
            ClockView clock,
            int gameNumber,
            int gamesPerRound,
            Instant periodEndsAt,
            StandingLine winner,
            List<AnnouncementView> announcements,
            List<MoveView> recentMoves) {

        public boolean italian() {
            return tournament.format().name().equals("ITALIAN_DRAW");
        }

        public boolean finished() {
            return winner != null;
        }
    }

    /** Where a searched player sits. */
    public record Found(long entry, String playerName, String nickname, int table, int seat) {}

    /**
     * The seating.
     *
     * @param moved entries moved in the last minutes (highlighted)
     * @param query what was searched for, null when nothing
     * @param found the seats that match the search
     */
    public record SeatingScreen(
            TournamentView tournament,
            List<TableView> tables,
            int gameNumber,
            int gamesPerRound,
            Set<Long> moved,
            List<MoveView> recentMoves,
            String query,
            List<Found> found) {

        public boolean italian() {
            return tournament.format().name().equals("ITALIAN_DRAW");
        }

        /** Whether the seat of {@code entry} is one the search found. */
        public boolean isFound(long entry) {
            return found.stream().anyMatch(f -> f.entry() == entry);
        }
    }

    /** The standings of a round with the qualifiers' cut. */
    public record StandingsScreen(
            TournamentView tournament, StandingsView standings, Set<Long> qualified, int seats, boolean cutTie) {}

    /** One player's own page: where they sit and where they stand. */
    public record PlayerScreen(TournamentView tournament, long entry, String name, Found seat, StandingLine standing) {}
}
