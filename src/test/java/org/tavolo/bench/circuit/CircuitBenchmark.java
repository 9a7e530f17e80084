package org.tavolo.bench.circuit;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
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
import org.tavolo.poker.circuit.CircuitEvening;
import org.tavolo.poker.circuit.CircuitLine;
import org.tavolo.poker.circuit.CircuitRules;
import org.tavolo.poker.circuit.CircuitStandings;
import org.tavolo.poker.circuit.Finish;
import org.tavolo.poker.circuit.PlackettLuce;
import org.tavolo.poker.circuit.Rating;
import org.tavolo.poker.circuit.TableFinish;

/**
 * A circuit recomputed after an approval: 300 clubs × 40 evenings × 16 players (12,000 evenings), each evening
 * three games of four tables of four (144,000 rated matches), standings of the best 20 evenings with 64
 * qualifiers. Each club has 30 regulars; a seat in four goes to a visitor from anywhere in the circuit. Places
 * are drawn from a fixed seed, a tie now and then.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
@Fork(
        value = 1,
        jvmArgs = {"-Xms2g", "-Xmx2g"})
public class CircuitBenchmark {

    private static final int CLUBS = 300;
    private static final int EVENINGS_PER_CLUB = 40;
    private static final int PLAYERS = 16;
    private static final int REGULARS = 30;
    private static final int GAMES = 3;
    private static final int AT_A_TABLE = 4;

    private final CircuitRules rules = new CircuitRules(20, 64);
    private List<CircuitEvening> evenings;

    @Setup
    public void drawTheSeason() {
        Random random = new Random(20261208L);
        evenings = new ArrayList<>(CLUBS * EVENINGS_PER_CLUB);
        LocalDate opening = LocalDate.of(2027, 1, 1);
        long id = 1;
        for (int week = 0; week < EVENINGS_PER_CLUB; week++) {
            for (int club = 0; club < CLUBS; club++) {
                List<String> field = field(club, random);
                LocalDate date = opening.plusDays(7L * week + club % 7);
                evenings.add(new CircuitEvening(id++, date, ranked(field, random), tables(field, random)));
            }
        }
    }

    /** Sixteen different cards: the club's regulars, a seat in four to a visitor. */
    private static List<String> field(int club, Random random) {
        List<String> field = new ArrayList<>(PLAYERS);
        while (field.size() < PLAYERS) {
            int home = random.nextInt(4) == 0 ? random.nextInt(CLUBS) : club;
            String card = "C" + home + "-" + random.nextInt(REGULARS);
            if (!field.contains(card)) {
                field.add(card);
            }
        }
        return field;
    }

    /** The cards in a random order, places as 1, 2, 2, 4: one pair in ten ties. */
    private static List<Finish> ranked(List<String> cards, Random random) {
        List<String> order = new ArrayList<>(cards);
        Collections.shuffle(order, random);
        List<Finish> finishes = new ArrayList<>(order.size());
        for (int i = 0; i < order.size(); i++) {
            boolean tie = i > 0 && random.nextInt(10) == 0;
            finishes.add(new Finish(order.get(i), tie ? finishes.get(i - 1).place() : i + 1));
        }
        return finishes;
    }

    private static List<TableFinish> tables(List<String> field, Random random) {
        List<TableFinish> tables = new ArrayList<>();
        for (int game = 1; game <= GAMES; game++) {
            List<String> seating = new ArrayList<>(field);
            Collections.shuffle(seating, random);
            for (int table = 0; table < PLAYERS / AT_A_TABLE; table++) {
                List<String> atTable = seating.subList(table * AT_A_TABLE, (table + 1) * AT_A_TABLE);
                tables.add(new TableFinish(game, table + 1, ranked(atTable, random)));
            }
        }
        return tables;
    }

    /** What the hub recomputes after an approval: the standings, each line with its rating. */
    @Benchmark
    public List<CircuitLine> standingsAndRatingsOfTwelveThousandEvenings() {
        return CircuitStandings.of(evenings, rules);
    }

    /** The rating's share of it: 144,000 matches replayed. */
    @Benchmark
    public Map<String, Rating> ratingsAloneOfTwelveThousandEvenings() {
        return PlackettLuce.replay(evenings);
    }
}
