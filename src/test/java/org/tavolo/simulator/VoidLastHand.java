package org.tavolo.simulator;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.testing.Api;

/**
 * The table's last hand voided, by the organizer through the API or by the director who entered it on the desk: its
 * chips go back and whoever it put out is back in play (docs/results.md#voiding-a-hand).
 */
final class VoidLastHand implements Step {

    private Tourney t;
    private int table;
    private Sent hand;
    private String door;
    private Api.Answer answer;

    @Override
    public boolean applicable(Model model) {
        return model.any(t -> !voidable(t).isEmpty());
    }

    private static List<Integer> voidable(Tourney t) {
        return t.tablesWhoseLast(e -> e.kind().endsWith("hand")
                && e.carried() == 0
                && (t.italian() || e.out().isEmpty()));
    }

    @Override
    public void perform(Doors doors, Model model) {
        t = model.touch(doors.random(), x -> !voidable(x).isEmpty());
        table = Model.oneOf(doors.random(), voidable(t));
        hand = t.last.get(table);
        if (hand.by() != null && doors.random().nextBoolean()) {
            door = "page";
            Map<String, List<String>> form = new LinkedHashMap<>();
            form.put("kind", List.of("HAND"));
            form.put("entry", List.of(String.valueOf(hand.id())));
            form.put("reason", List.of("wrong winner"));
            form.put("gameNumber", List.of(String.valueOf(t.game)));
            answer = doors.page(t.cookie(table), "POST", t.desk(table) + "/void", form);
        } else {
            door = "organizer";
            answer = doors.organizer(
                    "POST", "/api/tournaments/" + t.id + "/hands/" + hand.id() + "/void", "{\"reason\": \"night\"}");
        }
    }

    @Override
    public void expect(Model model) {
        int wanted = door.equals("page") ? 303 : 200;
        Night.equal(wanted, answer.status(), said() + ": " + answer.body());
        Map<Long, Long> back = new LinkedHashMap<>();
        hand.deltas().forEach((entry, delta) -> back.put(entry, -delta));
        t.apply(back);
        if (!hand.out().isEmpty()) {
            t.outInOrder.getOrDefault(table, new java.util.ArrayList<>()).remove(hand.out());
        }
        t.last.remove(table);
        t.sent.remove(hand);
    }

    @Override
    public String said() {
        return "void of hand " + hand.id() + " at " + t + " table " + table + " by the " + door;
    }
}
