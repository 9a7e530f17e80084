package org.tavolo.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.tavolo.table.FloorFixtures.entries;
import static org.tavolo.table.FloorFixtures.tournament;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.OptimisticLockException;
import java.time.Instant;
import org.hibernate.StaleStateException;
import org.junit.jupiter.api.Test;
import org.tavolo.clock.ClockService;
import org.tavolo.clock.TournamentClock;
import org.tavolo.entry.Entry;
import org.tavolo.player.Player;
import org.tavolo.poker.clock.ClockStatus;
import org.tavolo.testing.Api;
import org.tavolo.tournament.TournamentService;

/**
 * Two organizers at once: the second commit finds the first one's change and fails whole, so no
 * half-applied change is ever stored (the API answers it with 409 concurrent-change).
 */
@QuarkusTest
class ConcurrentFloorTest {

    @Inject
    TournamentService tournaments;

    @Inject
    SeatDraws draws;

    @Inject
    ClockService clocks;

    @Test
    void aRegistrationRacingTheDrawLosesWholeAndTheDrawStands() {
        long t = tournament("ITALIAN_DRAW");
        entries(t, 8);
        long latecomer = FloorFixtures.player("Racer");
        RuntimeException lost = assertThrows(
                RuntimeException.class, () -> QuarkusTransaction.requiringNew().run(() -> {
                    tournaments.getForChange(t); // the first organizer starts registering...
                    Entry.enter(t, Player.findById(latecomer), Instant.now()).persist();
                    QuarkusTransaction.requiringNew()
                            .run(() -> draws.firstDraw(t, 7L)); // ...while the second draws and commits
                }));
        assertStale(lost);
        assertEquals(8, Api.sizeOf("/api/tournaments/{id}/entries", t));
        assertEquals(8, FloorFixtures.seating(t).size());
    }

    @Test
    void twoClockActionsAtOnceKeepOnlyOne() {
        long t = tournament("TEXAS_HOLDEM");
        clocks.start(t);
        RuntimeException lost = assertThrows(
                RuntimeException.class, () -> QuarkusTransaction.requiringNew().run(() -> {
                    TournamentClock mine = TournamentClock.<TournamentClock>findById(t);
                    mine.state(); // loaded by the first organizer
                    QuarkusTransaction.requiringNew().run(() -> clocks.pause(t)); // the second one pauses first
                    clocks.pause(t); // the first one's pause is stale
                }));
        assertStale(lost);
        assertEquals(ClockStatus.PAUSED, clocks.read(t).status());
    }

    /** The loser failed on the version check (what ProblemMapper answers with 409), not on something else. */
    private static void assertStale(Throwable lost) {
        for (Throwable cause = lost; cause != null; cause = cause.getCause()) {
            if (cause instanceof OptimisticLockException || cause instanceof StaleStateException) {
                return;
            }
        }
        throw new AssertionError("expected an optimistic-lock failure", lost);
    }
}
