package org.tavolo.standing;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.tavolo.entry.Entry;
import org.tavolo.poker.scoring.Outlook;
import org.tavolo.poker.scoring.Points;
import org.tavolo.poker.scoring.PointsSchemes;
import org.tavolo.poker.scoring.Qualifiers;
import org.tavolo.poker.scoring.Standing;
import org.tavolo.result.PointsSchemeService;
import org.tavolo.table.GameLifecycle;
import org.tavolo.table.GameRecords;
import org.tavolo.table.GameStage;
import org.tavolo.table.PokerTable;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;

/**
 * What the round's last game must bring each player (docs/rules.md#outlook): the round's points so
 * far, read from the standings in force ({@link StandingService}, kept while nothing changed them), the
 * tables of the last game that are still to be recorded, and the standings' number of qualifiers, handed
 * to the core's {@link Outlook}.
 */
@ApplicationScoped
public class OutlookService {

    private final TournamentService tournaments;
    private final GameLifecycle games;
    private final GameRecords records;
    private final PointsSchemeService schemes;
    private final StandingService standings;

    OutlookService(
            TournamentService tournaments,
            GameLifecycle games,
            GameRecords records,
            PointsSchemeService schemes,
            StandingService standings) {
        this.tournaments = tournaments;
        this.games = games;
        this.records = records;
        this.schemes = schemes;
        this.standings = standings;
    }

    /** The outlook of one entry of the tournament (404 for an entry of another tournament). */
    public OutlookView of(long tournamentId, long entryId) {
        Tournament tournament = tournaments.get(tournamentId);
        Entry.inTournament(tournamentId, entryId);
        LastGame game = lastGame(tournament);
        if (game == null || !game.tableOf().containsKey(entryId)) {
            return OutlookView.unknown(entryId);
        }
        return view(entryId, game, decided(tournamentId, game));
    }

    /**
     * The outlook of every player seated for the round's last game, read once for all of them (empty while that
     * game is not drawn, and in Hold'em): the round's points, the tables and the qualifiers are loaded once, and
     * each player's outlook is the core's enumeration of the tables' orders.
     */
    public Map<Long, OutlookView> all(long tournamentId) {
        Tournament tournament = tournaments.get(tournamentId);
        LastGame game = lastGame(tournament);
        if (game == null) {
            return Map.of();
        }
        QualifiersView decided = decided(tournamentId, game);
        Map<Long, OutlookView> all = new HashMap<>();
        for (long entry : game.tableOf().keySet()) {
            all.put(entry, view(entry, game, decided));
        }
        return all;
    }

    /**
     * The qualifiers once every table of the last game is recorded: the standings, chips included, have decided who
     * is through, who is out and who is tied at the cut; null while a table still plays.
     */
    private QualifiersView decided(long tournamentId, LastGame game) {
        return game.openTables().isEmpty() ? standings.qualifiers(tournamentId, 1, null) : null;
    }

    /** The core's outlook while a table of the last game plays; what the standings decided once none does. */
    private static OutlookView view(long entry, LastGame game, QualifiersView decided) {
        Integer table = game.tableOf().get(entry);
        if (decided != null) {
            return OutlookView.decided(entry, game.number(), table, game.qualifiers(), decided);
        }
        Outlook outlook = Outlook.of(
                entry, game.totals(), game.openTables(), game.byTableSize()::forTableSize, game.qualifiers());
        return OutlookView.of(entry, game.number(), table, game.qualifiers(), outlook);
    }

    /**
     * The tournament's last game as the outlook reads it: its number, each seated player's table, the tables
     * still to be recorded, the round's points so far (0 for a seated player without any), the standings'
     * number of qualifiers and the points by table size.
     */
    private record LastGame(
            int number,
            Map<Long, Integer> tableOf,
            List<List<Long>> openTables,
            Map<Long, Points> totals,
            int qualifiers,
            PointsSchemes byTableSize) {}

    /**
     * The last game of the round; null while it is not drawn (Chinese poker: while an earlier match of the
     * round is still open at a table) and in Hold'em.
     */
    private LastGame lastGame(Tournament tournament) {
        if (tournament.format() == TournamentFormat.TEXAS_HOLDEM) {
            return null;
        }
        int last = tournament.settings().gamesPerRound();
        GameStage stage = games.of(tournament);
        boolean chinese = tournament.format() == TournamentFormat.CHINESE_POKER;
        if (stage.game() == 0 || (!chinese && stage.game() < last)) {
            return null;
        }
        Set<Integer> closed = new HashSet<>(chinese ? records.closedTables(tournament.id, last) : stage.closed());
        if (chinese && !earlierMatchesRecorded(tournament, stage, last)) {
            return null;
        }
        List<List<Long>> open = new ArrayList<>();
        Map<Long, Integer> tableOf = new HashMap<>();
        for (PokerTable table : PokerTable.inPlay(tournament.id)) {
            List<Long> seated = new ArrayList<>(new TreeSet<>(table.seats().values()));
            seated.forEach(e -> tableOf.put(e, table.number()));
            if (!closed.contains(table.number())) {
                open.add(seated);
            }
        }
        Map<Long, Points> totals = new HashMap<>();
        for (Standing<Long> s : standings.results(tournament.id, 1).standings()) {
            totals.put(s.player(), s.points());
        }
        tableOf.keySet().forEach(e -> totals.putIfAbsent(e, Points.ZERO));
        return new LastGame(
                last,
                tableOf,
                List.copyOf(open),
                totals,
                qualifiers(tournament, totals.size()),
                schemes.tableSchemes(tournament));
    }

    /** The standings' number: the organizer's, at most the field, or ⌈N/3⌉ (docs/rules.md#qualifiers). */
    private static int qualifiers(Tournament tournament, int players) {
        Integer setting = tournament.settings().qualifiers();
        return setting != null ? Math.min(setting, players) : Qualifiers.defaultSeats(players);
    }

    private boolean earlierMatchesRecorded(Tournament tournament, GameStage stage, int last) {
        for (int match = 1; match < last; match++) {
            if (!records.closedTables(tournament.id, match).containsAll(stage.tables())) {
                return false;
            }
        }
        return true;
    }
}
