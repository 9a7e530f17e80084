package org.tavolo.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * A penalty given through the API, the table's last entry, voided by the organizer
 * (docs/results.md: {@code POST …/penalties/{penalty}/void}), then the void sent again: its reverse lines give each
 * stack back, {@code POT} chips leave the carried pot, {@code OUT_OF_PLAY} chips come back into play; the answer says
 * {@code voided}, each stack after is the model's, and the resend answers as the first void and changes nothing.
 */
final class PenaltyVoid implements Step {

    private Tourney t;
    private int table;
    private Sent penalty;
    private long id;
    private Api.Answer answer;
    private Api.Answer again;

    @Override
    public boolean applicable(Model model) {
        return model.any(t -> !voidable(t).isEmpty());
    }

    private static List<Integer> voidable(Tourney t) {
        return t.tablesWhoseLast(e -> e.kind().equals("penalty"));
    }

    @Override
    public void perform(Doors doors, Model model) {
        t = model.touch(doors.random(), x -> !voidable(x).isEmpty());
        table = Model.oneOf(doors.random(), voidable(t));
        penalty = t.last.get(table);
        id = Json.longAt(Json.of(penalty.answer()), "penalty");
        String path = "/api/tournaments/" + t.id + "/tables/" + table + "/penalties/" + id + "/void";
        answer = doors.organizer("POST", path, "{\"reason\": \"given to the wrong player\"}");
        again = doors.organizer("POST", path, "{\"reason\": \"given to the wrong player\"}");
    }

    @Override
    public void expect(Model model) {
        Night.equal(200, answer.status(), said() + ": " + answer.body());
        JsonNode voided = Json.of(answer.body());
        Night.equal(true, voided.path("voided").asBoolean(), said() + ": voided");
        for (JsonNode change : voided.path("stacks")) {
            long e = Json.longAt(change, "entry");
            Night.equal(
                    t.stacks.get(e) - penalty.deltas().getOrDefault(e, 0L),
                    Json.longAt(change, "after"),
                    said() + ": entry " + e + "'s stack after the void");
        }
        Night.equal(answer.status(), again.status(), said() + ": the void sent again");
        Night.equal(voided, Json.of(again.body()), said() + ": the void sent again answers as the first");
        JsonNode sent = Json.of(penalty.body());
        String to = sent.path("to").asText();
        long chips = sent.path("chips").asLong();
        penalty.deltas().forEach((entry, delta) -> t.stacks.merge(entry, -delta, Long::sum));
        if (to.equals("POT")) {
            t.carried.merge(table, -chips, Long::sum);
            if (t.carried.get(table) == 0) {
                t.carried.remove(table);
            }
        }
        if (to.equals("OUT_OF_PLAY")) {
            t.expected += chips;
        }
        t.last.remove(table);
        t.sent.remove(penalty);
    }

    @Override
    public String said() {
        return "void of penalty " + id + " ("
                + Json.of(penalty.body()).path("to").asText() + ") at " + t + " table " + table
                + " by the organizer, sent twice";
    }
}
