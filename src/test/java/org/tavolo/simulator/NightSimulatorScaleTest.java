package org.tavolo.simulator;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * The long run of the night simulator, on demand only (its name keeps it out of the suites, SuiteSplit.AT_SCALE):
 * {@code -Dnights=N} nights of {@code -Dnights.steps} steps (1,000 unless told) from {@code -Dnights.seed} on, each
 * night's seed the one before plus one; {@code -Dnights.kinds=all} (or some of their names) plays the kinds that fail today too. Prints the
 * steps played and the time taken (docs/testing.md#the-long-run).
 */
@QuarkusTest
class NightSimulatorScaleTest {

    @Inject
    DataSource database;

    @Test
    void manySeededNightsKeepChipsBindingsAndResultsWhateverTheirStepsAndDoors() {
        int nights = Integer.getInteger("nights", 10);
        int steps = Integer.getInteger("nights.steps", 1_000);
        long first = Long.getLong("nights.seed", 1L);
        long started = System.nanoTime();
        for (int i = 0; i < nights; i++) {
            Nights.play(database, first + i, steps);
            System.out.printf(
                    "NightSimulatorScaleTest: night %d of %d (seed %d) passed, %d steps in all, %.1f s%n",
                    i + 1, nights, first + i, (long) (i + 1) * steps, (System.nanoTime() - started) / 1e9);
        }
    }
}
