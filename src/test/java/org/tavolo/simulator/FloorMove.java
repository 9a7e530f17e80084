package org.tavolo.simulator;

import java.util.ArrayList;
import java.util.List;
import org.tavolo.testing.Api;

/**
 * The floor at a Hold'em tournament: a player moved by hand to an open seat of another table, or the tables balanced
 * (and broken when too few are left). Stacks follow the players: every check after it holds by entry.
 */
final class FloorMove implements Step {

    private Tourney t;
    private String did;
    private Api.Answer answer;

    @Override
    public boolean applicable(Model model) {
        return model.any(FloorMove::fits);
    }

    private static boolean fits(Tourney t) {
        return !t.finished && t.holdem() && t.tablesInPlay().size() >= 2;
    }

    @Override
    public void perform(Doors doors, Model model) {
        t = model.touch(doors.random(), FloorMove::fits);
        List<String> open = new ArrayList<>(t.empty);
        if (open.isEmpty() || doors.random().nextInt(3) == 0) {
            did = "balance";
            answer = doors.organizer("POST", "/api/tournaments/" + t.id + "/balance", null);
            return;
        }
        String to = open.get(doors.random().nextInt(open.size()));
        int toTable = Integer.parseInt(to.substring(0, to.indexOf('/')));
        int toSeat = Integer.parseInt(to.substring(to.indexOf('/') + 1));
        List<Long> others = new ArrayList<>();
        t.seats.forEach((table, bySeat) -> {
            if (table != toTable) {
                others.addAll(bySeat.values());
            }
        });
        long entry = others.get(doors.random().nextInt(others.size()));
        did = "entry " + entry + " moved to table " + toTable + " seat " + toSeat;
        answer = doors.organizer(
                "POST",
                "/api/tournaments/" + t.id + "/moves",
                "{\"entryId\": %d, \"toTable\": %d, \"toSeat\": %d}".formatted(entry, toTable, toSeat));
    }

    @Override
    public void expect(Model model) {
        int wanted = did.equals("balance") ? 200 : 201;
        Night.equal(wanted, answer.status(), said() + ": " + answer.body());
        t.last.clear(); // the hands before name seats that changed hands
    }

    @Override
    public String said() {
        return "floor at " + t + ": " + did;
    }
}
