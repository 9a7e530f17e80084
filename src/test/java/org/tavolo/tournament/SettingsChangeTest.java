package org.tavolo.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.betting.BettingStructure;
import org.tavolo.poker.clock.AfterLast;

/** A change of the settings names only what changes; the API's merge patch and the console's form both send one. */
class SettingsChangeTest {

    private static final TournamentSettings ITALIAN = TournamentSettings.defaultsFor(TournamentFormat.ITALIAN_DRAW);

    @Test
    void aChangeReplacesTheSettingsItNamesAndKeepsTheRest() {
        SettingsChange change = new SettingsChange(
                30_000L,
                null,
                2_000L,
                null,
                null,
                null,
                Optional.of(4),
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null);
        TournamentSettings after = change.applyTo(ITALIAN);
        assertEquals(30_000, after.startingStack());
        assertEquals(2_000, after.ante());
        assertEquals(4, after.qualifiers());
        assertEquals(ITALIAN.chipUnit(), after.chipUnit());
        assertEquals(ITALIAN.clock(), after.clock());
        assertEquals(ITALIAN.pointsByTableSize(), after.pointsByTableSize());
    }

    @Test
    void anEmptyOptionalRemovesAnOptionalSettingAndItsDefaultReturns() {
        TournamentSettings four = new SettingsChange(
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        Optional.of(4),
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        Optional.of(BettingStructure.NO_LIMIT),
                        null,
                        null,
                        null,
                        null,
                        null,
                        null)
                .applyTo(ITALIAN);
        SettingsChange removal = new SettingsChange(
                null,
                null,
                null,
                null,
                null,
                null,
                Optional.empty(),
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                Optional.empty(),
                null,
                null,
                null,
                null,
                null,
                null);
        TournamentSettings after = removal.applyTo(four);
        assertNull(after.qualifiers());
        assertEquals(BettingStructure.POT_LIMIT, after.bettingStructure());
    }

    @Test
    void theClockAndThePointsAreChangedEntryByEntry() {
        Map<Integer, List<Integer>> points = new HashMap<>();
        points.put(5, null);
        SettingsChange change = new SettingsChange(
                null,
                null,
                null,
                null,
                null,
                points,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                new SettingsChange.Clock(null, AfterLast.STAY_AT_LAST_LEVEL),
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null);
        TournamentSettings after = change.applyTo(ITALIAN);
        assertEquals(ITALIAN.clock().periods(), after.clock().periods());
        assertEquals(AfterLast.STAY_AT_LAST_LEVEL, after.clock().afterLast());
        assertEquals(
                ITALIAN.pointsByTableSize().get(4), after.pointsByTableSize().get(4));
        assertEquals(false, after.pointsByTableSize().containsKey(5));
    }
}
