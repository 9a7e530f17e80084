package org.tavolo.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * The table's director posts the desk's correction form for the last hand, which the organizer entered through the
 * API: only the director's own last hand is corrected from the desk (docs/director-page.md), so the form is refused
 * with a page and nothing changes.
 */
final class CorrectAnothersHand implements Step {

    private Tourney t;
    private int table;
    private Sent hand;
    private int winner;
    private Api.Answer answer;

    @Override
    public boolean applicable(Model model) {
        return model.any(t -> !tables(t).isEmpty());
    }

    @Override
    public boolean refused() {
        return true;
    }

    private static List<Integer> tables(Tourney t) {
        return t.tablesWhoseLast(e -> e.kind().equals("hand")
                && e.by() == null
                && !e.deltas().isEmpty()
                && e.out().isEmpty());
    }

    @Override
    public void perform(Doors doors, Model model) {
        t = model.touch(doors.random(), x -> !tables(x).isEmpty());
        table = Model.oneOf(doors.random(), tables(t));
        hand = t.last.get(table);
        JsonNode sent = Json.of(hand.body());
        JsonNode answered = Json.of(hand.answer());
        List<Integer> seats = new ArrayList<>();
        sent.get("players").forEach(p -> seats.add((int) Json.longAt(p, "seat")));
        winner = seats.get(doors.random().nextInt(seats.size()));
        Map<String, List<String>> form = new LinkedHashMap<>();
        form.put("entryId", List.of(UUID.randomUUID().toString()));
        form.put("button", List.of(sent.path("button").asText()));
        form.put("gameNumber", List.of(String.valueOf(t.game)));
        form.put("correct", List.of(String.valueOf(hand.id())));
        form.put("correct-no", List.of(answered.path("handNo").asText()));
        form.put("correct-reason", List.of("wrong winner"));
        form.put("action", List.of("confirm"));
        for (JsonNode p : sent.get("players")) {
            int seat = (int) Json.longAt(p, "seat");
            long entry = t.entryAt(table, seat);
            long before = t.stacks.get(entry) - hand.deltas().getOrDefault(entry, 0L);
            form.put("stack-" + seat, List.of(String.valueOf(before)));
            form.put("entry-" + seat, List.of(String.valueOf(entry)));
            form.put("in-" + seat, List.of("on"));
            form.put("put-" + seat, List.of(p.path("contributed").asText()));
            if (seat != winner) {
                form.put("fold-" + seat, List.of("on"));
            }
        }
        answer = doors.page(t.cookie(table), "POST", t.desk(table) + "/correction", form);
    }

    @Override
    public void expect(Model model) {
        if (answer.status() == 303) {
            throw new AssertionError(
                    said() + " was accepted: " + answer.headers().firstValue("Location"));
        }
    }

    @Override
    public String said() {
        return "the director of " + t + " table " + table + " corrects the organizer's hand " + hand.id()
                + " on the desk, seat " + winner + " winning";
    }
}
