package org.tavolo.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * The director corrects his own last hand on the desk (docs/director-page.md#correcting-the-last-hand): the same
 * players put in new amounts and another winner takes the pot, previewed first, then confirmed. The correction is
 * accepted; its preview's new stacks are those it recorded; the chips end as if the corrected hand had been entered
 * first (the model undoes the wrong hand, as a void does, then plays the new one), who went out included.
 */
final class OwnCorrection implements Step {

    private Tourney t;
    private int table;
    private Sent wrong;
    private HandPlan plan;
    private Api.Answer preview;
    private Api.Answer answer;
    private JsonNode recorded;

    @Override
    public boolean applicable(Model model) {
        return model.any(t -> !correctable(t).isEmpty());
    }

    /** The tables whose last entry is an opened hand of their director's, with nothing carried into it. */
    private static List<Integer> correctable(Tourney t) {
        return t.tablesWhoseLast(e -> e.kind().endsWith("hand")
                && e.by() != null
                && e.carried() == 0
                && !e.deltas().isEmpty()
                && (t.italian() || e.out().isEmpty())
                // a player of the hand moved to another table since (a Hold'em table balanced after busts elsewhere):
                // a correction keeps the hand's players, and the service refuses one at a table he has left (409
                // correction-changes-players, said in words on the desk), which this kind does not play
                && t.seats
                        .getOrDefault(e.table(), new java.util.TreeMap<>())
                        .values()
                        .containsAll(e.deltas().keySet()));
    }

    @Override
    public void perform(Doors doors, Model model) {
        t = model.touch(doors.random(), x -> !correctable(x).isEmpty());
        table = Model.oneOf(doors.random(), correctable(t));
        wrong = t.last.get(table);
        // the model as before the wrong hand: the correction starts from there
        Map<Long, Long> back = new LinkedHashMap<>();
        wrong.deltas().forEach((entry, delta) -> back.put(entry, -delta));
        t.apply(back);
        if (!wrong.out().isEmpty()) {
            t.outInOrder.getOrDefault(table, new ArrayList<>()).remove(wrong.out());
        }
        t.last.remove(table);
        t.sent.remove(wrong);
        plan = HandPlan.chooseAt(t, table, doors.random(), true);
        Map<String, List<String>> form = plan.form(t);
        form.put("correct", List.of(String.valueOf(wrong.id())));
        form.put("correct-no", List.of(Json.of(wrong.answer()).path("handNo").asText()));
        form.put("correct-reason", List.of("wrong winner"));
        form.put("action", List.of("preview"));
        preview = doors.page(t.cookie(table), "POST", t.desk(table) + "/correction", form);
        form.put("action", List.of("confirm"));
        answer = doors.page(t.cookie(table), "POST", t.desk(table) + "/correction", form);
        recorded = doors.handRedirectedTo(t.id, answer);
    }

    @Override
    public void expect(Model model) {
        if (preview.status() != 200) {
            throw new AssertionError(said() + ": the preview answered " + preview.status() + ": "
                    + PreviewedHand.refusal(preview.body()));
        }
        if (recorded == null) {
            throw new AssertionError(said() + " answered " + answer.status() + ": " + answer.body());
        }
        Map<Integer, Long> stored = new TreeMap<>();
        for (JsonNode change : recorded.get("stacks")) {
            long entry = Json.longAt(change, "entry");
            t.seats.get(table).forEach((seat, e) -> {
                if (e == entry) {
                    stored.put(seat, Json.longAt(change, "after"));
                }
            });
        }
        Night.equal(
                stored,
                PreviewedHand.previewedStacks(preview.body()),
                said() + ": the correction's preview against what it recorded");
        plan.agrees(t, recorded);
        plan.record(
                t,
                new Sent(
                        "page-hand",
                        table,
                        t.hands(table),
                        plan.json(),
                        t.director(table),
                        answer.status(),
                        answer.body(),
                        Json.longAt(recorded, "hand"),
                        plan.deltas(t),
                        plan.out(t),
                        0L));
        if (recorded.path("moves").size() > 0) {
            t.last.clear();
        }
    }

    @Override
    public String said() {
        return "the director of " + t + " table " + table + " corrects his hand " + wrong.id() + " on the desk: "
                + (plan == null ? "" : plan.put() + ", seat " + plan.winner() + " wins");
    }
}
