package org.tavolo.standing;

import io.quarkus.hibernate.orm.panache.Panache;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.poker.scoring.GameScore;
import org.tavolo.poker.scoring.Points;
import org.tavolo.poker.scoring.Standing;
import org.tavolo.poker.scoring.Standings;
import org.tavolo.result.ResultStatus;

/**
 * The table results in force in one round, read once with the game and table of each line and the
 * name of each player: the standings are summed from them (docs/rules.md#standings) and each
 * player's line lists the games it counts, so a published list shows where every point came from.
 *
 * @param standings the round's standings, best first
 * @param games     each entry's games of the round, in game order; a game the player missed is absent;
 *                  null in Hold'em, whose standings come from finishing places
 * @param names     who each entry is
 */
record RoundResults(
        List<Standing<Long>> standings, Map<Long, List<StandingLine.Game>> games, Map<Long, PlayerName> names) {

    /**
     * One query, read as projections (no entity is loaded, nothing is checked for changes): the
     * lines in force, each with its game, its table and its player's name. Ordered here, not by the
     * database: by entry (the order the standings list players who share a rank), then by game.
     */
    private static final String LINES_IN_FORCE = "select new org.tavolo.standing.RoundLine("
            + "l.entry, r.at.game, r.at.table, l.place, l.sharedBy, l.pointsUnits, l.chips, p.name, p.nickname)"
            + " from TableResultLine l join l.result r"
            + " left join Entry e on e.id = l.entry and e.tournamentId = ?1 left join e.player p"
            + " where r.at.tournamentId = ?1 and r.round = ?2 and r.status = ?3";

    private static final Comparator<RoundLine> BY_ENTRY_THEN_GAME =
            Comparator.comparingLong(RoundLine::entry).thenComparingInt(RoundLine::game);

    static RoundResults of(long tournamentId, int round, boolean victoryPoints) {
        List<RoundLine> lines = new ArrayList<>(Panache.getEntityManager()
                .createQuery(LINES_IN_FORCE, RoundLine.class)
                .setParameter(1, tournamentId)
                .setParameter(2, round)
                .setParameter(3, ResultStatus.ACTIVE)
                .getResultList());
        lines.sort(BY_ENTRY_THEN_GAME);
        List<GameScore<Long>> scores = new ArrayList<>(lines.size());
        Map<Long, List<StandingLine.Game>> games = new HashMap<>();
        Map<Long, PlayerName> names = new HashMap<>();
        for (RoundLine line : lines) {
            scores.add(new GameScore<>(line.entry(), new Points(line.pointsUnits()), line.chips()));
            games.computeIfAbsent(line.entry(), e -> new ArrayList<>(2)).add(gameOf(line, victoryPoints));
            names.putIfAbsent(line.entry(), new PlayerName(line.name(), line.nickname()));
        }
        return new RoundResults(Standings.of(scores), games, names);
    }

    /** Hold'em standings, from finishing places: no games listed. */
    static RoundResults holdem(List<Standing<Long>> standings, Map<Long, PlayerName> names) {
        return new RoundResults(standings, null, names);
    }

    /** The games of an entry, empty when it has no result in the round; null in Hold'em. */
    List<StandingLine.Game> of(long entry) {
        return games == null ? null : games.getOrDefault(entry, List.of());
    }

    /** The line of one player's standing, named and with its games. */
    StandingLine line(Standing<Long> standing, boolean victoryPoints) {
        return StandingLine.from(standing, victoryPoints, names.get(standing.player()), of(standing.player()));
    }

    private static StandingLine.Game gameOf(RoundLine line, boolean victoryPoints) {
        return new StandingLine.Game(
                line.game(),
                line.table(),
                line.place(),
                line.sharedBy() > 1,
                new Points(line.pointsUnits()).toDecimal(),
                victoryPoints ? null : line.chips(),
                victoryPoints ? line.chips() : null);
    }
}
