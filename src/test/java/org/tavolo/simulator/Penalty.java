package org.tavolo.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.tavolo.security.Directors;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * A penalty of any kind (docs/rules.md#penalties), through the API or the desk's form: to the next hand's pot (the
 * table carries it until a hand is won), split among the other players, out of play (the chips in play drop), or a
 * hand sat out (no chips). Never more than the player has, so nobody goes out.
 */
final class Penalty implements Step {

    private static final String[] KINDS = {"POT", "PLAYERS", "OUT_OF_PLAY", "SKIP_HAND"};
    private Tourney t;
    private int table;
    private int seat;
    private long entry;
    private String to;
    private long chips;
    private String door;
    private String body;
    private Api.Answer answer;
    private Map<Long, Long> deltas;

    @Override
    public boolean applicable(Model model) {
        return model.any(t -> !t.finished && !t.tablesInPlay().isEmpty());
    }

    @Override
    public void perform(Doors doors, Model model) {
        t = model.touch(doors.random(), x -> !x.finished && !x.tablesInPlay().isEmpty());
        table = t.anyTable(doors.random());
        List<Integer> seats = t.withChips(table);
        seat = Model.oneOf(doors.random(), seats);
        entry = t.entryAt(table, seat);
        long stack = t.stackAt(table, seat);
        boolean everyoneHasChips = seats.size() == t.seats.get(table).size();
        to = KINDS[doors.random().nextInt(KINDS.length)];
        if (to.equals("PLAYERS") && !everyoneHasChips) {
            to = "OUT_OF_PLAY";
        }
        long unit = to.equals("PLAYERS") ? 100L * (seats.size() - 1) : 100;
        long most = (stack - 1) / unit;
        if (to.equals("SKIP_HAND") || most < 1) {
            to = "SKIP_HAND";
            chips = 0;
        } else {
            chips = unit * (1 + doors.random().nextInt((int) Math.min(most, 5)));
        }
        deltas = deltas(seats);
        String key = UUID.randomUUID().toString();
        body =
                "{\"entryId\": \"%s\", \"entry\": %d, \"seat\": %d, \"chips\": %d, \"to\": \"%s\", \"reason\": \"night\", \"gameNumber\": %d}"
                        .formatted(key, entry, seat, chips, to, t.game);
        int how = doors.random().nextInt(3);
        String path = "/api/tournaments/" + t.id + "/tables/" + table + "/penalties";
        if (how == 2) {
            door = "page";
            Map<String, List<String>> form = new LinkedHashMap<>();
            form.put("entryId", List.of(key));
            form.put("seat", List.of(String.valueOf(seat)));
            form.put("entry-" + seat, List.of(String.valueOf(entry)));
            form.put("chips", List.of(to.equals("SKIP_HAND") ? "" : String.valueOf(chips)));
            form.put("to", List.of(to));
            form.put("reason", List.of("night"));
            form.put("gameNumber", List.of(String.valueOf(t.game)));
            answer = doors.page(t.cookie(table), "POST", t.desk(table) + "/penalties", form);
        } else {
            door = how == 0 ? "organizer" : "director";
            answer = how == 0
                    ? doors.organizer("POST", path, body)
                    : doors.director(t.director(table), "POST", path, body);
        }
    }

    private Map<Long, Long> deltas(List<Integer> seats) {
        Map<Long, Long> out = new LinkedHashMap<>();
        if (chips == 0) {
            return out;
        }
        out.put(entry, -chips);
        if (to.equals("PLAYERS")) {
            long each = chips / (seats.size() - 1);
            seats.stream().filter(s -> s != seat).forEach(s -> out.put(t.entryAt(table, s), each));
        }
        return out;
    }

    @Override
    public void expect(Model model) {
        int wanted = door.equals("page") ? 303 : 201;
        if (answer.status() != wanted && !(wanted == 201 && answer.status() == 200)) {
            throw new AssertionError(said() + " answered " + answer.status() + ": " + answer.body());
        }
        if (!door.equals("page")) {
            JsonNode given = Json.of(answer.body());
            for (JsonNode change : given.get("stacks")) {
                long e = Json.longAt(change, "entry");
                Night.equal(
                        t.stacks.get(e) + deltas.getOrDefault(e, 0L),
                        Json.longAt(change, "after"),
                        said() + ": entry " + e + "'s stack after");
            }
        }
        long carriedBefore = t.carried.getOrDefault(table, 0L);
        t.apply(deltas);
        if (to.equals("POT")) {
            t.carried.merge(table, chips, Long::sum);
        }
        if (to.equals("OUT_OF_PLAY")) {
            t.expected -= chips;
        }
        Directors by = door.equals("director") ? t.director(table) : null;
        t.entered(
                door.equals("page") ? "page-penalty" : "penalty",
                table,
                "/penalties",
                body,
                by,
                answer,
                deltas,
                carriedBefore);
    }

    @Override
    public String said() {
        return "penalty " + to + " of " + chips + " for seat " + seat + " at " + t + " table " + table + " by the "
                + door;
    }
}
