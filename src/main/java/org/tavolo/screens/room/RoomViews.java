package org.tavolo.screens.room;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tavolo.ledger.EliminationView;
import org.tavolo.screens.Language;
import org.tavolo.screens.TieBreakWords;
import org.tavolo.standing.StandingLine;
import org.tavolo.standing.StandingsView;
import org.tavolo.table.SeatChange;
import org.tavolo.table.TableViews.MoveView;
import org.tavolo.table.TableViews.TableView;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentView;

/** What each screen shows, gathered once per request. */
public final class RoomViews {

    private RoomViews() {}

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

    /**
     * The standings of a round with the qualifiers' cut.
     *
     * @param games   the games of the round with a result, in order: a column each (none in Hold'em)
     * @param through the players already qualified whatever the round's last game brings (docs/rules.md#outlook)
     * @param out     the players who can no longer qualify
     */
    public record StandingsScreen(
            TournamentView tournament,
            StandingsView standings,
            Set<Long> qualified,
            int seats,
            boolean cutTie,
            List<Integer> games,
            Set<Long> through,
            Set<Long> out,
            Map<Long, EliminationView> eliminated,
            ZoneId zone) {

        /** Whether some player is already through or already out whatever the last game brings (a legend is due). */
        public boolean marks() {
            return !through.isEmpty() || !out.isEmpty();
        }

        /** A Hold'em tournament: places, chips and players out, no rounds, games or per-game points. */
        public boolean holdem() {
            return standings.format() == TournamentFormat.TEXAS_HOLDEM;
        }

        /** Whether a league scheme gives points to some player (Hold'em shows the column only then). */
        public boolean leaguePoints() {
            return standings.standings().stream()
                    .anyMatch(l -> l.points() != null && l.points().signum() > 0);
        }

        /** How {@code line}'s player went out (Hold'em), null while in play or when nothing on record tells it. */
        public EliminationView outOf(StandingLine line) {
            return eliminated.get(line.entry());
        }

        /** A moment as the club's clock read it, empty when not known. */
        public String time(Instant at) {
            return clockTime(at, zone);
        }

        /** What {@code line}'s player did in {@code game}, null for a game they did not play. */
        public StandingLine.Game game(StandingLine line, int game) {
            return gameOf(line, game);
        }

        /** In words, what ranked {@code line} apart from a line of the same points; null when nothing did. */
        public String tieBreak(StandingLine line, Language lang) {
            return TieBreakWords.of(line, lang);
        }
    }

    /**
     * One player's own page: where they sit, where they stand and what each game of the round gave them.
     *
     * @param change how the player came to their seat when it changed (a move, a break, a draw), or null
     * @param game   the game being played (the last one drawn), 0 before the draw
     * @param zone   the club's time zone, for the times the page tells
     */
    public record PlayerScreen(
            TournamentView tournament,
            long entry,
            String name,
            Found seat,
            StandingLine standing,
            SeatChange change,
            List<EliminationView> eliminations,
            int game,
            ZoneId zone) {

        /** When the seat changed, as the club's clock read: {@code 21:04}. */
        public String changedAt() {
            return change == null ? "" : clockTime(change.at(), zone);
        }

        /** A moment as the club's clock read it, empty when not known. */
        public String time(Instant at) {
            return clockTime(at, zone);
        }

        /**
         * This player's own elimination in the game being played, null while they have chips in it: a player out of
         * an earlier game of an Italian or Chinese round plays the next one, so is not out (Hold'em is one game).
         */
        public EliminationView out() {
            return eliminations.stream()
                    .filter(e -> e.entry() == entry)
                    .filter(e -> !byGame() || e.game() == game)
                    .findFirst()
                    .orElse(null);
        }

        /** Whether eliminations are told by game: Hold'em is one game, and names none. */
        public boolean byGame() {
            return !tournament.format().name().equals("TEXAS_HOLDEM");
        }

        /** The games of the round the player has a result in. */
        public List<StandingLine.Game> games() {
            return standing == null || standing.byGame() == null ? List.of() : standing.byGame();
        }
    }

    /** A moment as the club's clock reads it, the same in both languages: {@code 21:04}. */
    static String clockTime(Instant at, ZoneId zone) {
        return at == null ? "" : DateTimeFormatter.ofPattern("HH:mm").format(at.atZone(zone));
    }

    private static StandingLine.Game gameOf(StandingLine line, int game) {
        if (line.byGame() == null) {
            return null;
        }
        return line.byGame().stream().filter(g -> g.game() == game).findFirst().orElse(null);
    }
}
