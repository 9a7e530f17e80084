package org.tavolo.simulator;

import java.util.Set;
import org.tavolo.testing.Api;

/**
 * A hand sent by the director of another table, through the API or through the desk's form: refused, nothing
 * changes; the desk answers a page, never JSON.
 */
final class DirectorElsewhere extends BadHand {

    private int from;
    private boolean page;

    @Override
    boolean fits(Tourney t) {
        return super.fits(t) && t.seats.size() >= 2;
    }

    @Override
    Api.Answer send(Doors doors) {
        from = t.seats.keySet().stream().filter(n -> n != plan.table()).toList().get(0);
        page = doors.random().nextBoolean();
        return page
                ? doors.page(t.cookie(from), "POST", t.desk(plan.table()) + "/hands", plan.form(t))
                : doors.director(t.director(from), "POST", t.hands(plan.table()), plan.json());
    }

    @Override
    Set<Integer> refusals() {
        return page ? Set.of(200, 403, 404) : Set.of(403, 404);
    }

    @Override
    public String said() {
        return "a hand at " + t + " table " + plan.table() + " sent by table " + from + "'s director"
                + (page ? " on the desk" : " through the API");
    }
}
