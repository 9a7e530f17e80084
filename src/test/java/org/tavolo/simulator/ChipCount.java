package org.tavolo.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.tavolo.security.Directors;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * A director's count of one or two stacks, with the stack each replaces, through the API or the desk's count form: the
 * stacks become the counts, and the chips the game should hold move by the difference (a flagged change).
 */
final class ChipCount implements Step {

    private Tourney t;
    private int table;
    private final Map<Integer, Long> counted = new LinkedHashMap<>();
    private String door;
    private String body;
    private Api.Answer answer;

    @Override
    public boolean applicable(Model model) {
        return model.any(t -> !t.finished && !t.tablesInPlay().isEmpty());
    }

    @Override
    public void perform(Doors doors, Model model) {
        t = model.touch(doors.random(), x -> !x.finished && !x.tablesInPlay().isEmpty());
        table = t.anyTable(doors.random());
        List<Integer> seats = new ArrayList<>(t.withChips(table));
        int how = doors.random().nextInt(3);
        int many = 1 + doors.random().nextInt(2);
        for (int i = 0; i < many; i++) {
            int seat = seats.remove(doors.random().nextInt(seats.size()));
            long stack = t.stackAt(table, seat);
            counted.put(seat, Math.max(100, stack + 100L * (doors.random().nextInt(11) - 5)));
        }
        String key = UUID.randomUUID().toString();
        List<String> lines = new ArrayList<>();
        counted.forEach((seat, chips) -> lines.add("{\"seat\": %d, \"chips\": %d, \"expected\": %d, \"entry\": %d}"
                .formatted(seat, chips, t.stackAt(table, seat), t.entryAt(table, seat))));
        body = "{\"countId\": \"%s\", \"reason\": \"recount\", \"gameNumber\": %d, \"counts\": [%s]}"
                .formatted(key, t.game, String.join(", ", lines));
        String path = "/api/tournaments/" + t.id + "/tables/" + table + "/chip-counts";
        if (how == 2) {
            door = "page";
            Map<String, List<String>> form = new LinkedHashMap<>();
            form.put("countId", List.of(key));
            form.put("reason", List.of("recount"));
            form.put("action", List.of("confirm"));
            form.put("gameNumber", List.of(String.valueOf(t.game)));
            t.seats.get(table).forEach((seat, entry) -> {
                long stack = t.stacks.get(entry);
                form.put("count-" + seat, List.of(String.valueOf(counted.getOrDefault(seat, stack))));
                form.put("expected-" + seat, List.of(String.valueOf(stack)));
                form.put("entry-" + seat, List.of(String.valueOf(entry)));
            });
            answer = doors.page(t.cookie(table), "POST", t.desk(table) + "/counts", form);
        } else {
            door = how == 0 ? "organizer" : "director";
            answer = how == 0
                    ? doors.organizer("POST", path, body)
                    : doors.director(t.director(table), "POST", path, body);
        }
    }

    @Override
    public void expect(Model model) {
        int wanted = door.equals("page") ? 303 : 200;
        if (answer.status() != wanted && !(wanted == 200 && answer.status() == 201)) {
            throw new AssertionError(said() + " answered " + answer.status() + ": " + answer.body());
        }
        Map<Long, Long> deltas = new LinkedHashMap<>();
        counted.forEach((seat, chips) -> deltas.put(t.entryAt(table, seat), chips - t.stackAt(table, seat)));
        if (!door.equals("page")) {
            JsonNode given = Json.of(answer.body());
            Night.equal(true, given.size() > 0, said() + ": an answer");
        }
        t.apply(deltas);
        t.expected += deltas.values().stream().mapToLong(Long::longValue).sum();
        Directors by = door.equals("director") ? t.director(table) : null;
        t.entered(
                door.equals("page") ? "page-count" : "count",
                table,
                "/chip-counts",
                body,
                by,
                answer,
                deltas,
                t.carried.getOrDefault(table, 0L));
    }

    @Override
    public String said() {
        return "count " + counted + " at " + t + " table " + table + " by the " + door;
    }
}
