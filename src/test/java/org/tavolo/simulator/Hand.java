package org.tavolo.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import org.tavolo.security.Directors;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * A hand played at a table of one format, sent through one of three doors chosen at random: the API as the organizer,
 * the API as the table's director, or the desk's hand form with the director's session. Italian hands are now and
 * then hands nobody opened (nessuno apre), which move no chips.
 */
abstract class Hand implements Step {

    private final String format;
    private Tourney t;
    private HandPlan plan;
    private String door;
    private Api.Answer answer;
    private JsonNode recorded;

    Hand(String format) {
        this.format = format;
    }

    @Override
    public boolean applicable(Model model) {
        return model.any(this::fits);
    }

    private boolean fits(Tourney t) {
        return !t.finished && t.format.equals(format) && !HandPlan.tables(t).isEmpty();
    }

    @Override
    public void perform(Doors doors, Model model) {
        t = model.touch(doors.random(), this::fits);
        boolean opened = !t.italian() || doors.random().nextInt(8) != 0;
        plan = HandPlan.choose(t, doors.random(), opened);
        int how = doors.random().nextInt(opened ? 3 : 2);
        Directors director = how == 0 ? null : t.director(plan.table());
        if (how == 2) {
            door = "page";
            answer = doors.page(t.cookie(plan.table()), "POST", t.desk(plan.table()) + "/hands", plan.form(t));
            recorded = doors.handRedirectedTo(t.id, answer);
        } else {
            door = how == 0 ? "organizer" : "director";
            answer = director == null
                    ? doors.organizer("POST", t.hands(plan.table()), plan.json())
                    : doors.director(director, "POST", t.hands(plan.table()), plan.json());
            if (answer.status() == 200) {
                recorded = Json.of(answer.body());
            }
        }
    }

    @Override
    public void expect(Model model) {
        Directors by = door.equals("organizer") ? null : t.director(plan.table());
        plan.expectRecorded(t, door.equals("page") ? "page-hand" : "hand", by, answer, recorded, said());
    }

    @Override
    public String said() {
        return (plan.opened() ? "hand" : "nessuno apre") + " at " + t + " table " + plan.table() + " by the " + door
                + ": " + plan.put() + ", seat " + plan.winner() + " wins";
    }
}
