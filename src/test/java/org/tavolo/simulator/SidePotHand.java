package org.tavolo.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import org.tavolo.security.Directors;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * An Italian hand settled at a showdown of three with side pots (docs/rules.md#side-pots): the shortest of the three
 * goes all in, the two others put in more (a side pot between them), the rest of the table puts in the ante and
 * folds (or, short of the ante and a chip unit, everything). The three show four aces, kings full and three jacks,
 * dealt among them at random. The model lays the pots out by contribution itself: each layer to the best hand among
 * the players still in who reached it; so the all-in player may win the main pot and lose the side pot, a bet
 * nobody matched goes back. Through the API, by the organizer or the table's director; checked as a hand.
 */
final class SidePotHand implements Step {

    private static final List<List<String>> CARDS = List.of(
            List.of("Ah", "Ad", "Ac", "As", "Kh"),
            List.of("Kd", "Kc", "Ks", "Qh", "Qd"),
            List.of("Jh", "Jd", "Jc", "10h", "Qs"));

    private Tourney t;
    private int table;
    private final Map<Integer, Long> put = new TreeMap<>();
    /** Seat → the strength of the hand shown (0 best); the seats that fold are not here. */
    private final Map<Integer, Integer> shows = new TreeMap<>();

    private Map<Long, Long> deltas;
    private List<Long> out;
    private String body;
    private String door;
    private Api.Answer answer;

    @Override
    public boolean applicable(Model model) {
        return model.any(SidePotHand::fits);
    }

    private static boolean fits(Tourney t) {
        return !t.finished && t.italian() && !tables(t).isEmpty();
    }

    private static List<Integer> tables(Tourney t) {
        return t.tablesInPlay().stream()
                .filter(table -> t.carried.getOrDefault(table, 0L) == 0)
                .filter(table -> t.withChips(table).stream()
                                .filter(s -> t.stackAt(table, s) >= 2 * HandPlan.COVER)
                                .count()
                        >= 3)
                .toList();
    }

    @Override
    public void perform(Doors doors, Model model) {
        t = model.touch(doors.random(), SidePotHand::fits);
        table = Model.oneOf(doors.random(), tables(t));
        List<Integer> able = new ArrayList<>(t.withChips(table).stream()
                .filter(s -> t.stackAt(table, s) >= 2 * HandPlan.COVER)
                .toList());
        java.util.Collections.shuffle(able, doors.random());
        List<Integer> three = new ArrayList<>(able.subList(0, 3));
        three.sort((a, b) -> Long.compare(t.stackAt(table, a), t.stackAt(table, b)));
        long shortest = t.stackAt(table, three.get(0));
        long cap = Math.min(t.stackAt(table, three.get(1)), t.stackAt(table, three.get(2)));
        long units = (cap - shortest) / 100;
        long bigger = shortest + 100 * (units == 0 ? 0 : 1 + doors.random().nextInt((int) Math.min(units, 40)));
        long biggest = Math.min(cap, bigger + 100L * doors.random().nextInt(3));
        List<Integer> strengths = new ArrayList<>(List.of(0, 1, 2));
        java.util.Collections.shuffle(strengths, doors.random());
        for (int seat : t.withChips(table)) {
            long stack = t.stackAt(table, seat);
            put.put(seat, stack < HandPlan.COVER ? stack : HandPlan.ANTE);
        }
        put.put(three.get(0), shortest);
        put.put(three.get(1), bigger);
        put.put(three.get(2), biggest);
        for (int i = 0; i < 3; i++) {
            shows.put(three.get(i), strengths.get(i));
        }
        settle();
        int button = t.withChips(table).get(0);
        List<String> players = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        put.forEach((seat, in) -> {
            Integer strength = shows.get(seat);
            players.add(
                    strength == null
                            ? "{\"seat\": %d, \"contributed\": %d, \"folded\": true}".formatted(seat, in)
                            : "{\"seat\": %d, \"contributed\": %d, \"folded\": false, \"cards\": [%s]}"
                                    .formatted(seat, in, quoted(CARDS.get(strength))));
            seen.add("{\"seat\": %d, \"stack\": %d, \"entry\": %d}"
                    .formatted(seat, t.stackAt(table, seat), t.entryAt(table, seat)));
        });
        body = "{\"entryId\": \"%s\", \"button\": %d, \"gameNumber\": %d, \"expected\": [%s], \"players\": [%s]}"
                .formatted(UUID.randomUUID(), button, t.game, String.join(", ", seen), String.join(", ", players));
        boolean director = doors.random().nextBoolean();
        door = director ? "director" : "organizer";
        answer = director
                ? doors.director(t.director(table), "POST", t.hands(table), body)
                : doors.organizer("POST", t.hands(table), body);
    }

    private static String quoted(List<String> cards) {
        return String.join(", ", cards.stream().map(c -> "\"" + c + "\"").toList());
    }

    /** The model's own pots: each layer of contributions to the best hand still in that reached it. */
    private void settle() {
        Map<Integer, Long> won = new TreeMap<>();
        long below = 0;
        for (long level : new TreeSet<>(put.values())) {
            if (level == 0) {
                continue;
            }
            long pot = 0;
            Integer best = null;
            for (Map.Entry<Integer, Long> p : put.entrySet()) {
                pot += Math.max(0, Math.min(p.getValue(), level) - below);
                Integer strength = shows.get(p.getKey());
                if (strength != null && p.getValue() >= level && (best == null || strength < shows.get(best))) {
                    best = p.getKey();
                }
            }
            won.merge(best, pot, Long::sum);
            below = level;
        }
        deltas = new LinkedHashMap<>();
        out = new ArrayList<>();
        put.forEach((seat, in) -> {
            long net = won.getOrDefault(seat, 0L) - in;
            if (net != 0) {
                deltas.put(t.entryAt(table, seat), net);
            }
            if (net == -t.stackAt(table, seat)) {
                out.add(t.entryAt(table, seat));
            }
        });
    }

    @Override
    public void expect(Model model) {
        if (answer.status() != 200) {
            throw new AssertionError(said() + " answered " + answer.status() + ": " + answer.body());
        }
        JsonNode recorded = Json.of(answer.body());
        for (JsonNode change : recorded.get("stacks")) {
            long entry = Json.longAt(change, "entry");
            Night.equal(
                    t.stacks.get(entry) + deltas.getOrDefault(entry, 0L),
                    Json.longAt(change, "after"),
                    said() + ": entry " + entry + "'s stack after " + recorded);
        }
        List<Long> gone = new ArrayList<>();
        recorded.get("eliminated").forEach(e -> gone.add(Json.longAt(e, "entry")));
        Night.equal(new TreeSet<>(out), new TreeSet<>(gone), said() + ": who is out");
        Directors by = door.equals("organizer") ? null : t.director(table);
        Sent sent = new Sent(
                "hand",
                table,
                t.hands(table),
                body,
                by,
                answer.status(),
                answer.body(),
                Json.longAt(recorded, "hand"),
                deltas,
                out,
                0L);
        t.apply(deltas);
        if (!out.isEmpty()) {
            t.outInOrder.computeIfAbsent(table, k -> new ArrayList<>()).add(out);
        }
        t.entered(sent);
        if (recorded.path("moves").size() > 0) {
            t.last.clear();
        }
    }

    @Override
    public String said() {
        return "showdown of three with side pots at " + t + " table " + table + " by the " + door + ": " + put
                + ", hands shown (0 best) " + shows;
    }
}
