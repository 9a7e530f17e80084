package org.tavolo.simulator;

import java.util.Set;
import org.tavolo.testing.Api;

/**
 * A hand sent late after the next game was drawn with no game number at all: an entry is bound to the game it was
 * typed in, so one that does not say it is refused rather than booked onto the current game.
 */
final class MissingBinding extends BadHand {

    @Override
    boolean fits(Tourney t) {
        return super.fits(t) && t.game >= 2;
    }

    @Override
    Api.Answer send(Doors doors) {
        return doors.organizer("POST", t.hands(plan.table()), plan.json("none", 0));
    }

    @Override
    Set<Integer> refusals() {
        return Set.of(400, 409);
    }

    @Override
    public String said() {
        return "a hand without its game number sent to " + t + " table " + plan.table();
    }
}
