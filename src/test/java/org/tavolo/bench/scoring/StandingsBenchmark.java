package org.tavolo.bench.scoring;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.tavolo.poker.scoring.Award;
import org.tavolo.poker.scoring.Finish;
import org.tavolo.poker.scoring.GameScore;
import org.tavolo.poker.scoring.PlacePoints;
import org.tavolo.poker.scoring.PointsSchemes;
import org.tavolo.poker.scoring.Qualifiers;
import org.tavolo.poker.scoring.Ranking;
import org.tavolo.poker.scoring.Standing;
import org.tavolo.poker.scoring.Standings;

/**
 * Standings for 1,000 players over the two games of an Italian round: every table of both games
 * ranked from its final stacks, places turned into points, the round's standings and the
 * qualifiers. Stacks are multiples of the 100 u chip drawn from a fixed seed, so ties (and shared
 * points) occur as they do at real tables.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class StandingsBenchmark {

    private static final int PLAYERS = 1_000;
    private static final int GAMES = 2;

    private final PointsSchemes schemes = PointsSchemes.defaults();
    private List<List<List<Finish<Integer>>>> tablesByGame;
    private List<GameScore<Integer>> scores;

    @Setup
    public void drawTwoGames() {
        Random random = new Random(20261122L);
        tablesByGame = new ArrayList<>();
        for (int game = 0; game < GAMES; game++) {
            List<Integer> players = new ArrayList<>();
            for (int p = 0; p < PLAYERS; p++) {
                players.add(p);
            }
            Collections.shuffle(players, random);
            tablesByGame.add(tables(players, random));
        }
        scores = scoresOf(tablesByGame);
    }

    /** 1,000 players: 200 tables of 5 (as the draw would seat them), with a bust-out now and then. */
    private static List<List<Finish<Integer>>> tables(List<Integer> players, Random random) {
        List<List<Finish<Integer>>> tables = new ArrayList<>();
        for (int start = 0; start < players.size(); start += 5) {
            List<Finish<Integer>> table = new ArrayList<>();
            for (int seat = 0; seat < 5; seat++) {
                int player = players.get(start + seat);
                table.add(
                        random.nextInt(10) == 0
                                ? Finish.eliminated(player, random.nextInt(40), 100L * (1 + random.nextInt(200)))
                                : Finish.withChips(player, 100L * (1 + random.nextInt(400))));
            }
            tables.add(table);
        }
        return tables;
    }

    private List<GameScore<Integer>> scoresOf(List<List<List<Finish<Integer>>>> games) {
        List<GameScore<Integer>> all = new ArrayList<>(PLAYERS * GAMES);
        for (List<List<Finish<Integer>>> tables : games) {
            for (List<Finish<Integer>> table : tables) {
                List<Award<Integer>> awards = PlacePoints.forTable(Ranking.italianTable(table), schemes);
                for (int i = 0; i < awards.size(); i++) {
                    Award<Integer> award = awards.get(i);
                    long chips = table.stream()
                            .filter(f -> f.player().equals(award.player()))
                            .findFirst()
                            .orElseThrow()
                            .chips();
                    all.add(new GameScore<>(award.player(), award.points(), chips));
                }
            }
        }
        return all;
    }

    /** From the final stacks of 400 tables to standings and qualifiers. */
    @Benchmark
    public Qualifiers<Integer> tablesToStandingsAndQualifiers() {
        return Qualifiers.select(Standings.of(scoresOf(tablesByGame)));
    }

    /** The standings alone, from 2,000 stored game results. */
    @Benchmark
    public List<Standing<Integer>> standingsFromGameResults() {
        return Standings.of(scores);
    }
}
