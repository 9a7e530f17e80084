package org.tavolo.poker.seating.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.LongStream;
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
import org.tavolo.poker.seating.OddTables;
import org.tavolo.poker.seating.SeatAssignment;
import org.tavolo.poker.seating.SeatDraw;
import org.tavolo.poker.seating.TablePlan;
import org.tavolo.poker.seating.TablePlanner;

/** A seat draw of 10,000 entries (goal: well under a second), Italian and Hold'em plans. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class SeatDrawBenchmark {

    private List<Long> entries;
    private long seed;

    @Setup
    public void setUp() {
        entries = LongStream.rangeClosed(1, 10_000).boxed().toList();
    }

    @Benchmark
    public List<SeatAssignment> italianDrawOfTenThousand() {
        TablePlan plan = TablePlanner.italian(entries.size(), OddTables.NONE);
        return SeatDraw.draw(entries, plan, seed++);
    }

    @Benchmark
    public List<SeatAssignment> holdemDrawOfTenThousand() {
        TablePlan plan = TablePlanner.holdem(entries.size(), 5, 10, 1_000);
        return SeatDraw.draw(entries, plan, seed++);
    }
}
