package org.tavolo.simulator;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import javax.sql.DataSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The short run of the night simulator in every build: a few fixed nights of about a hundred steps each, with the
 * kinds of steps that pass today (docs/testing.md#the-night-simulator). A failure prints the seed and the shortest
 * list of steps that still fails.
 */
@QuarkusTest
class NightSimulatorTest {

    @Inject
    DataSource database;

    @ParameterizedTest
    @ValueSource(longs = {20261207L, 7L, 1952L})
    void aSeededNightKeepsChipsBindingsAndResultsWhateverItsStepsAndDoors(long seed) {
        Nights.play(
                database,
                Long.getLong("nights.seed", seed),
                Integer.getInteger("nights.steps", 100),
                "all".equals(System.getProperty("nights.kinds")));
    }
}
