package org.tavolo.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
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

    @Test
    void everyChangeOfARegistrationRefreshesTheRegistrationsAndNothingElse() {
        for (String action : List.of(
                "registration-made",
                "registration-promoted",
                "registration-cancelled",
                "registration-confirmed",
                "registration-unconfirmed",
                "registration-checked-in",
                "registration-no-show",
                "registration-walk-in")) {
            assertEquals(Set.of(LiveEventName.REGISTRATIONS), LiveEventName.forAction(action), action);
        }
    }
}
