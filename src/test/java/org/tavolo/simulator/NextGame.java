package org.tavolo.simulator;

import org.tavolo.testing.Api;

/** The organizer draws the next game of an Italian round once every table closed the current one. */
final class NextGame implements Step {

    private Tourney t;
    private Api.Answer answer;

    @Override
    public boolean applicable(Model model) {
        return model.any(NextGame::due);
    }

    private static boolean due(Tourney t) {
        return !t.finished && t.italian() && t.game < t.games && t.closed.containsAll(t.seats.keySet());
    }

    @Override
    public void perform(Doors doors, Model model) {
        t = model.touch(doors.random(), NextGame::due);
        answer = doors.organizer(
                "POST", "/api/tournaments/" + t.id + "/draws/next-game", "{\"game\": " + (t.game + 1) + "}");
    }

    @Override
    public void expect(Model model) {
        Night.equal(201, answer.status(), said() + ": " + answer.body());
        t.game++;
        t.newGame();
        t.seats.clear();
    }

    @Override
    public String said() {
        return "next game of " + t;
    }
}
