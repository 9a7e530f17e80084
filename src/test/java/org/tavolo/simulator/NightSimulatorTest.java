package org.tavolo.simulator;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import javax.sql.DataSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The short run of the night simulator in every build: three fixed nights of 90 steps each, with the kinds of steps
 * that pass today (docs/testing.md#the-short-run-and-the-long-run). A failure prints the seed and the shortest list of
 * steps that still fails. {@code -Dnights.seed=S} plays that one night instead (with {@code -Dnights.replay=…}, those
 * steps only).
 */
@QuarkusTest
class NightSimulatorTest {

    private static final long FIRST = 20261207L;

    @Inject
    DataSource database;

    @ParameterizedTest
    @ValueSource(longs = {FIRST, 7L, 1952L})
    void aSeededNightKeepsChipsBindingsAndResultsWhateverItsStepsAndDoors(long seed) {
        Long asked = Long.getLong("nights.seed");
        assumeTrue(asked == null || seed == FIRST, "one night is asked for");
        Nights.play(database, asked == null ? seed : asked, Integer.getInteger("nights.steps", 90));
    }
}
