package org.tavolo.simulator;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * The long run of the night simulator, on demand only (its name keeps it out of the suites, SuiteSplit.AT_SCALE):
 * {@code -Dnights=N} nights of {@code -Dnights.steps} steps (1,000 unless told) from {@code -Dnights.seed} on, each
 * night's seed the one before plus one; {@code -Dnights.kinds=all} (or some of their names) plays the kinds that fail today too;
 * {@code -Dnights.minutes=M} starts no night once M minutes have passed (the nights started are played out). Prints the
 * steps played and the time taken (docs/testing.md#the-long-run). {@code -Dnights.kill=true} plays the nights against
 * the packaged service run as a child process ({@link ChildService}), which {@link ServiceKill} kills with SIGKILL
 * and starts again at random moments.
 */
@QuarkusTest
class NightSimulatorScaleTest {

    @Inject
    DataSource database;

    @Test
    void manySeededNightsKeepChipsBindingsAndResultsWhateverTheirStepsAndDoors() {
        if (Boolean.getBoolean("nights.kill")) {
            try (ChildService child = ChildService.start()) {
                play();
            }
        } else {
            play();
        }
    }

    private void play() {
        int nights = Integer.getInteger("nights", 10);
        int steps = Integer.getInteger("nights.steps", 1_000);
        long first = Long.getLong("nights.seed", 1L);
        long started = System.nanoTime();
        double minutes = Double.parseDouble(System.getProperty("nights.minutes", "0"));
        for (int i = 0; i < nights; i++) {
            if (minutes > 0 && (System.nanoTime() - started) / 60e9 >= minutes) {
                System.out.printf(
                        "NightSimulatorScaleTest: %.1f minutes passed, %d nights of %d played%n", minutes, i, nights);
                return;
            }
            Nights.play(database, first + i, steps);
            System.out.printf(
                    "NightSimulatorScaleTest: night %d of %d (seed %d) passed, %d steps in all, %.1f s%n",
                    i + 1, nights, first + i, (long) (i + 1) * steps, (System.nanoTime() - started) / 1e9);
        }
    }
}
