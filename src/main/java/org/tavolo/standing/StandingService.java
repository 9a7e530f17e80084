package org.tavolo.standing;

import java.util.List;

import jakarta.enterprise.context.ApplicationScoped;

import org.tavolo.poker.scoring.GameScore;
import org.tavolo.poker.scoring.Points;
import org.tavolo.poker.scoring.Qualifiers;
import org.tavolo.poker.scoring.Standing;
import org.tavolo.poker.scoring.Standings;
import org.tavolo.result.TableResult;
import org.tavolo.result.TableResultLine;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;

/**
 * Standings and qualifiers of a round, computed from the table results in force each time they
 * are asked for, so a correction or a void shows at once.
 */
@ApplicationScoped
public class StandingService {

    private final TournamentService tournaments;

    StandingService(TournamentService tournaments) {
        this.tournaments = tournaments;
    }

    /** Total points, then total chips (victory points for Chinese poker), then shared rank (RULES.md 5.1). */
    public StandingsView standings(long tournamentId, int round) {
        Tournament tournament = tournaments.get(tournamentId);
        List<StandingLine> lines = compute(tournamentId, round).stream()
                .map(s -> StandingLine.from(s, usesVictoryPoints(tournament))).toList();
        return new StandingsView(tournamentId, tournament.format(), round, lines.size(), lines);
    }

    /** ⌈N/3⌉ qualifiers, or {@code count}; a tie across the cut is reported (RULES.md 5.1). */
    public QualifiersView qualifiers(long tournamentId, int round, Integer count) {
        Tournament tournament = tournaments.get(tournamentId);
        List<Standing<Long>> standings = compute(tournamentId, round);
        if (standings.isEmpty()) {
            return new QualifiersView(tournamentId, round, 0, 0, List.of(), null);
        }
        Qualifiers<Long> selected = count == null ? Qualifiers.select(standings) : Qualifiers.select(standings, count);
        boolean vp = usesVictoryPoints(tournament);
        QualifiersView.CutTie tie = selected.cutTie()
                .map(t -> new QualifiersView.CutTie(t.firstPlace(), t.lastPlace(), t.seatsLeft(),
                        t.tied().stream().map(s -> StandingLine.from(s, vp)).toList()))
                .orElse(null);
        return new QualifiersView(tournamentId, round, standings.size(), selected.seats(),
                selected.qualified().stream().map(s -> StandingLine.from(s, vp)).toList(), tie);
    }

    private static List<Standing<Long>> compute(long tournamentId, int round) {
        List<GameScore<Long>> scores = TableResult.activeLines(tournamentId, round).stream()
                .map(StandingService::scoreOf)
                .toList();
        return Standings.of(scores);
    }

    private static GameScore<Long> scoreOf(TableResultLine line) {
        return new GameScore<>(line.entry(), new Points(line.pointsUnits()), line.chips());
    }

    private static boolean usesVictoryPoints(Tournament tournament) {
        return tournament.format() == TournamentFormat.CHINESE_POKER;
    }
}
