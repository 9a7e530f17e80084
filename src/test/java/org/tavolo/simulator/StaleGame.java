package org.tavolo.simulator;

import java.util.Set;
import org.tavolo.testing.Api;

/** A hand of the game before, sent late (as a queued entry is) after the next game was drawn: 409, nothing changes. */
final class StaleGame extends BadHand {

    @Override
    boolean fits(Tourney t) {
        return super.fits(t) && t.game >= 2;
    }

    @Override
    Api.Answer send(Doors doors) {
        return doors.organizer("POST", t.hands(plan.table()), plan.json("game", t.game - 1));
    }

    @Override
    Set<Integer> refusals() {
        return Set.of(409);
    }

    @Override
    public String said() {
        return "a hand of game " + (t.game - 1) + " sent to " + t + " table " + plan.table();
    }
}
