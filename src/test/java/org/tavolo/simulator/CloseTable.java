package org.tavolo.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * An Italian table's close: the director asks for the preview on the desk, then the close is confirmed on the desk or
 * by the organizer through the API. What was recorded must be what the preview showed (place, name and points, line by
 * line), and follow the model's order: players with chips by their stacks, then those out, the first out last
 * (docs/rules.md#italian-tournament). {@code afterBusts}: only tables where two players or more went out, whose
 * preview is compared in every case (elsewhere it is compared where one player went out at most).
 */
class CloseTable implements Step {

    private static final Pattern PLACE = Pattern.compile("<li>(\\d+)° (.+?) · [^<]*? · ([\\d.,]+) punt[oi]</li>");

    private final boolean afterBusts;
    private Tourney t;
    private int table;
    private String door;
    private List<String> previewed;
    private Api.Answer confirmed;

    CloseTable(boolean afterBusts) {
        this.afterBusts = afterBusts;
    }

    @Override
    public boolean applicable(Model model) {
        return model.any(t -> !closable(t).isEmpty());
    }

    private List<Integer> closable(Tourney t) {
        if (t.finished || !t.italian()) {
            return List.of();
        }
        return t.seats.keySet().stream()
                .filter(table -> !t.closed.contains(table))
                .filter(table -> t.carried.getOrDefault(table, 0L) == 0)
                .filter(table -> !afterBusts || busts(t, table) >= 2)
                .toList();
    }

    private static int busts(Tourney t, int table) {
        return t.outInOrder.getOrDefault(table, List.of()).stream()
                .mapToInt(List::size)
                .sum();
    }

    /** The table as the page's close form sends it hidden: each seat's entry and stack. */
    private void seen(Map<String, List<String>> form) {
        t.seats.get(table).forEach((seat, entry) -> {
            form.put("entry-" + seat, List.of(String.valueOf(entry)));
            form.put("stack-" + seat, List.of(String.valueOf(t.stacks.get(entry))));
        });
    }

    @Override
    public void perform(Doors doors, Model model) {
        t = model.touch(doors.random(), x -> !closable(x).isEmpty());
        table = Model.oneOf(doors.random(), closable(t));
        Map<String, List<String>> ask = new LinkedHashMap<>();
        ask.put("action", List.of("preview"));
        ask.put("gameNumber", List.of(String.valueOf(t.game)));
        ask.put("lang", List.of("it"));
        seen(ask);
        Api.Answer preview = doors.page(t.cookie(table), "GET", t.desk(table) + "/close", ask);
        previewed = new ArrayList<>();
        Matcher line = PLACE.matcher(preview.body());
        while (line.find()) {
            previewed.add(line.group(1) + " " + line.group(2) + " " + points(line.group(3)));
        }
        if (doors.random().nextBoolean()) {
            door = "page";
            Map<String, List<String>> confirm = new LinkedHashMap<>();
            confirm.put("action", List.of("confirm"));
            confirm.put("gameNumber", List.of(String.valueOf(t.game)));
            seen(confirm);
            confirmed = doors.page(t.cookie(table), "POST", t.desk(table) + "/close", confirm);
        } else {
            door = "organizer";
            confirmed = doors.organizer(
                    "POST", "/api/tournaments/" + t.id + "/tables/" + table + "/games/" + t.game + "/result", "{}");
        }
        recordedNow = doors.read("/api/tournaments/" + t.id + "/results");
    }

    private JsonNode recordedNow;

    private static String points(String typed) {
        return shown(new java.math.BigDecimal(typed.replace(".", "").replace(',', '.')));
    }

    /** Points as the desk shows them: to one decimal (a third of a place's points reads 5,3). */
    private static String shown(java.math.BigDecimal points) {
        return points.setScale(1, java.math.RoundingMode.HALF_UP)
                .stripTrailingZeros()
                .toPlainString();
    }

    @Override
    public void expect(Model model) {
        int wanted = door.equals("page") ? 303 : 201;
        Night.equal(wanted, confirmed.status(), said() + ": " + confirmed.body());
        JsonNode result = null;
        for (JsonNode r : recordedNow) {
            if ("ACTIVE".equals(r.path("status").asText())
                    && Json.longAt(r, "table") == table
                    && Json.longAt(r, "game") == t.game) {
                result = r;
            }
        }
        if (result == null) {
            throw new AssertionError(said() + ": no result in force for the table");
        }
        List<String> recorded = new ArrayList<>();
        Map<Long, Integer> placeOf = new HashMap<>();
        for (JsonNode p : result.get("places")) {
            recorded.add(
                    Json.longAt(p, "place") + " " + p.path("name").asText() + " " + shown(Json.decimalAt(p, "points")));
            placeOf.put(Json.longAt(p, "entry"), (int) Json.longAt(p, "place"));
        }
        if (afterBusts || busts(t, table) <= 1) {
            // players who share a place may be listed in any order
            Night.equal(
                    new java.util.TreeSet<>(previewed),
                    new java.util.TreeSet<>(recorded),
                    said() + ": the places recorded against those previewed");
        }
        ordered(placeOf);
        t.closed.add(table);
        t.last.remove(table);
        t.sent.removeIf(s -> s.table() == table);
        if (t.closed.containsAll(t.seats.keySet()) && t.game >= t.games) {
            t.finished = true;
        }
    }

    /** Whoever the model ranks above another has the better place. */
    private void ordered(Map<Long, Integer> placeOf) {
        List<Long> players = new ArrayList<>(t.seats.get(table).values());
        Night.equal(
                new java.util.TreeSet<>(players),
                new java.util.TreeSet<>(placeOf.keySet()),
                said() + ": the players placed");
        for (long a : players) {
            for (long b : players) {
                if (rank(a) < rank(b) && placeOf.get(a) >= placeOf.get(b)) {
                    throw new AssertionError(said() + ": entry " + a + " (" + t.stacks.get(a) + " chips) placed "
                            + placeOf.get(a) + ", entry " + b + " (" + t.stacks.get(b) + ") placed " + placeOf.get(b)
                            + "; out in order " + t.outInOrder.get(table));
                }
            }
        }
    }

    /** A rank that only orders: chips first (more is better), then the later out the better. */
    private double rank(long entry) {
        long chips = t.stacks.get(entry);
        if (chips > 0) {
            return -chips;
        }
        List<List<Long>> out = t.outInOrder.getOrDefault(table, List.of());
        for (int i = 0; i < out.size(); i++) {
            if (out.get(i).contains(entry)) {
                return 1.0e15 - i;
            }
        }
        return 2.0e15;
    }

    @Override
    public String said() {
        return "close of " + t + " table " + table + " by the " + door + " (previewed " + previewed + ")";
    }
}
