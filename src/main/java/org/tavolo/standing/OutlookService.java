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
 * far, the tables of the last game that are still to be recorded, and the standings' number of
 * qualifiers, handed to the core's {@link Outlook}.
 */
@ApplicationScoped
public class OutlookService {

    private final TournamentService tournaments;
    private final GameLifecycle games;
    private final GameRecords records;
    private final PointsSchemeService schemes;

    OutlookService(
            TournamentService tournaments, GameLifecycle games, GameRecords records, PointsSchemeService schemes) {
        this.tournaments = tournaments;
        this.games = games;
        this.records = records;
        this.schemes = schemes;
    }

    /** The outlook of one entry of the tournament (404 for an entry of another tournament). */
    public OutlookView of(long tournamentId, long entryId) {
        Tournament tournament = tournaments.get(tournamentId);
        Entry.inTournament(tournamentId, entryId);
        return of(tournament).getOrDefault(entryId, OutlookView.unknown(entryId));
    }

    /**
     * The outlook of every player of the tournament's last game, by entry; empty while that game is not
     * drawn (Chinese poker: while an earlier match of the round is still open at a table) and in Hold'em.
     */
    public Map<Long, OutlookView> of(Tournament tournament) {
        if (tournament.format() == TournamentFormat.TEXAS_HOLDEM) {
            return Map.of();
        }
        int last = tournament.settings().gamesPerRound();
        GameStage stage = games.of(tournament);
        boolean chinese = tournament.format() == TournamentFormat.CHINESE_POKER;
        if (stage.game() == 0 || (!chinese && stage.game() < last)) {
            return Map.of();
        }
        Set<Integer> closed = new HashSet<>(chinese ? records.closedTables(tournament.id, last) : stage.closed());
        if (chinese && !earlierMatchesRecorded(tournament, stage, last)) {
            return Map.of();
        }
        Map<Integer, List<Long>> open = new HashMap<>();
        Map<Long, Integer> tableOf = new HashMap<>();
        for (PokerTable table : PokerTable.inPlay(tournament.id)) {
            List<Long> seated = new ArrayList<>(new TreeSet<>(table.seats().values()));
            seated.forEach(e -> tableOf.put(e, table.number()));
            if (!closed.contains(table.number())) {
                open.put(table.number(), seated);
            }
        }
        RoundResults results =
                RoundResults.of(tournament.id, 1, tournament.format().victoryPoints());
        Map<Long, Points> totals = new HashMap<>();
        for (Standing<Long> s : results.standings()) {
            totals.put(s.player(), s.points());
        }
        tableOf.keySet().forEach(e -> totals.putIfAbsent(e, Points.ZERO));
        int qualifiers = qualifiers(tournament, totals.size());
        PointsSchemes byTableSize = schemes.tableSchemes(tournament);
        List<List<Long>> tables = List.copyOf(open.values());
        Map<Long, OutlookView> outlooks = new HashMap<>();
        for (Long entry : tableOf.keySet()) {
            Outlook outlook = Outlook.of(entry, totals, tables, byTableSize::forTableSize, qualifiers);
            outlooks.put(entry, OutlookView.of(entry, last, tableOf.get(entry), qualifiers, outlook));
        }
        return outlooks;
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
