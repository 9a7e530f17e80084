package org.tavolo.standing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tavolo.poker.scoring.GameScore;
import org.tavolo.poker.scoring.Points;
import org.tavolo.poker.scoring.Standing;
import org.tavolo.poker.scoring.Standings;
import org.tavolo.result.GameAtTable;
import org.tavolo.result.ResultStatus;
import org.tavolo.result.TableResultLine;

/**
 * The table results in force in one round, read once with the game and table of each line: the
 * standings are summed from them (docs/rules.md#standings) and each player's line lists the games
 * it counts, so a published list shows where every point came from.
 *
 * @param standings the round's standings, best first
 * @param games     each entry's games of the round, in game order; a game the player missed is absent;
 *                  null in Hold'em, whose standings come from finishing places
 */
record RoundResults(List<Standing<Long>> standings, Map<Long, List<StandingLine.Game>> games) {

    static RoundResults of(long tournamentId, int round, boolean victoryPoints) {
        List<TableResultLine> lines = TableResultLine.list(
                "from TableResultLine l join fetch l.result r"
                        + " where r.at.tournamentId = ?1 and r.round = ?2 and r.status = ?3 order by l.entry",
                tournamentId,
                round,
                ResultStatus.ACTIVE);
        List<GameScore<Long>> scores = new ArrayList<>();
        Map<Long, List<StandingLine.Game>> games = new TreeMap<>();
        for (TableResultLine line : lines) {
            scores.add(new GameScore<>(line.entry(), new Points(line.pointsUnits()), line.chips()));
            games.computeIfAbsent(line.entry(), e -> new ArrayList<>()).add(gameOf(line, victoryPoints));
        }
        games.values().forEach(list -> list.sort(Comparator.comparingInt(StandingLine.Game::game)));
        return new RoundResults(Standings.of(scores), games);
    }

    /** Hold'em standings, from finishing places: no games listed. */
    static RoundResults holdem(List<Standing<Long>> standings) {
        return new RoundResults(standings, null);
    }

    /** The games of an entry, empty when it has no result in the round; null in Hold'em. */
    List<StandingLine.Game> of(long entry) {
        return games == null ? null : games.getOrDefault(entry, List.of());
    }

    private static StandingLine.Game gameOf(TableResultLine line, boolean victoryPoints) {
        GameAtTable where = line.result().where();
        return new StandingLine.Game(
                where.game(),
                where.table(),
                line.place(),
                line.sharedBy() > 1,
                new Points(line.pointsUnits()).toDecimal(),
                victoryPoints ? null : line.chips(),
                victoryPoints ? line.chips() : null);
    }
}
