package org.tavolo.simulator;

/**
 * The organizer opens a new tournament of the same format once one of the night's is over: an Italian round with
 * every game closed, a Hold'em freezeout with no table left to play.
 */
final class OpenTournament implements Step {

    private static final int MOST = 6;
    private Tourney done;
    private Tourney opened;

    @Override
    public boolean applicable(Model model) {
        return model.tournaments.size() < MOST && model.any(OpenTournament::over);
    }

    private static boolean over(Tourney t) {
        return !t.finished && (t.holdem() ? t.tablesInPlay().isEmpty() : t.game >= t.games && allClosed(t))
                || t.finished && !t.replaced;
    }

    private static boolean allClosed(Tourney t) {
        return t.closed.containsAll(t.seats.keySet());
    }

    @Override
    public void perform(Doors doors, Model model) {
        done = model.pick(doors.random(), OpenTournament::over);
        done.finished = true;
        done.replaced = true;
        opened = Opening.open(done.format, done.entries.size(), doors.random().nextLong(), doors);
        model.tournaments.add(opened);
        model.touched = opened;
    }

    @Override
    public void expect(Model model) {}

    @Override
    public String said() {
        return "after " + done + ", a new " + opened;
    }
}
