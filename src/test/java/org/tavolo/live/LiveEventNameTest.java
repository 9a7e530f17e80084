package org.tavolo.live;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Which screens re-read after which change of the audit trail. */
class LiveEventNameTest {

    @Test
    void aGamesDrawOrItsKeptSeatsRefreshTheClockWhichRestartsForThatGame() {
        assertTrue(LiveEventName.forAction("seats-drawn").contains(LiveEventName.CLOCK));
        assertTrue(LiveEventName.forAction("seats-kept").contains(LiveEventName.CLOCK));
        assertTrue(LiveEventName.forAction("draw-undone").contains(LiveEventName.CLOCK));
    }

    @Test
    void theRoundsNextRoundMadeRefreshesTheClockWhichMovesOnToIt() {
        assertTrue(LiveEventName.forAction("next-round-made").contains(LiveEventName.CLOCK));
    }
}
