package org.tavolo.simulator;

import java.util.Set;
import org.tavolo.testing.Api;

/**
 * A hand sent late after the next game was drawn with {@code "gameNumber": null}: a null number is refused
 * (docs/errors.md), never taken for the current game.
 */
final class NullBinding extends BadHand {

    @Override
    boolean fits(Tourney t) {
        return super.fits(t) && t.game >= 2;
    }

    @Override
    Api.Answer send(Doors doors) {
        return doors.organizer("POST", t.hands(plan.table()), plan.json("null", 0));
    }

    @Override
    Set<Integer> refusals() {
        return Set.of(400, 409);
    }

    @Override
    public String said() {
        return "a hand with a null game number sent to " + t + " table " + plan.table();
    }
}
