package org.tavolo.simulator;

import org.tavolo.testing.Api;

/**
 * A hand the service must refuse, changing nothing: the night compares every table's rows before and after it. Each
 * subclass says what is wrong with it and which statuses refuse it.
 */
abstract class BadHand implements Step {

    Tourney t;
    HandPlan plan;
    Api.Answer answer;

    /** Whether {@code t} allows this bad hand now. */
    boolean fits(Tourney t) {
        return !t.finished && !HandPlan.tables(t).isEmpty();
    }

    /** Sends the bad hand built on {@code plan}. */
    abstract Api.Answer send(Doors doors);

    /** The statuses that refuse it. */
    abstract java.util.Set<Integer> refusals();

    @Override
    public boolean applicable(Model model) {
        return model.any(this::fits);
    }

    @Override
    public boolean refused() {
        return true;
    }

    @Override
    public void perform(Doors doors, Model model) {
        t = model.touch(doors.random(), this::fits);
        plan = HandPlan.choose(t, doors.random(), true);
        answer = send(doors);
    }

    @Override
    public void expect(Model model) {
        if (!refusals().contains(answer.status())) {
            throw new AssertionError(said() + " answered " + answer.status() + " where one of " + refusals()
                    + " refuses it: " + answer.body());
        }
    }
}
