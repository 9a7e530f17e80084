package org.tavolo.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.UUID;
import org.tavolo.security.Directors;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * A hand the night plays at one table: every player with chips puts some in, one of them takes the pot (and what the
 * table carried), the others fold. The model's own settlement: the winner wins what the others put in, each other
 * player loses what he put in, and whoever put in his whole stack is out.
 *
 * <p>Italian: a player who cannot cover the ante and one chip unit (1,100) puts in what he has and cannot win
 * (docs/rules.md#covering-the-ante). Hold'em: at least the big blind of level 1, so that the blinds are covered. The
 * winner puts in at least as much as any other player, so that nothing is returned.
 */
record HandPlan(
        int table,
        int game,
        int button,
        int winner,
        Map<Integer, Long> put,
        boolean opened,
        String key,
        String expected,
        String opener) {

    static final long ANTE = 1_000;
    static final long COVER = 1_100;
    static final long BIG_BLIND = 50;

    /** The tables of {@code t} where a hand can be planned. */
    static List<Integer> tables(Tourney t) {
        return t.tablesInPlay().stream()
                .filter(table -> !able(t, table).isEmpty())
                .toList();
    }

    static HandPlan choose(Tourney t, Random random, boolean opened) {
        List<Integer> tables = tables(t);
        return chooseAt(t, tables.get(random.nextInt(tables.size())), random, opened);
    }

    /** A hand at this table of {@code t}. */
    static HandPlan chooseAt(Tourney t, int table, Random random, boolean opened) {
        List<Integer> able = able(t, table);
        int winner = able.get(random.nextInt(able.size()));
        long unit = t.italian() ? ANTE : BIG_BLIND;
        Map<Integer, Long> put = new TreeMap<>();
        for (int seat : t.withChips(table)) {
            long stack = t.stackAt(table, seat);
            boolean poor = !able.contains(seat);
            long in = poor || random.nextInt(5) == 0 ? stack : Math.min(stack, (1 + random.nextInt(4)) * unit);
            put.put(seat, in);
        }
        long most = put.values().stream().mapToLong(Long::longValue).max().orElse(0);
        long winnerPuts = Math.min(t.stackAt(table, winner), Math.max(most, put.get(winner)));
        put.replaceAll((seat, in) -> seat == winner ? winnerPuts : Math.min(in, winnerPuts));
        if (!opened) {
            put.replaceAll((seat, in) -> 0L);
        }
        int button = t.withChips(table).get(0);
        List<String> seen = new ArrayList<>();
        put.keySet()
                .forEach(seat -> seen.add("{\"seat\": %d, \"stack\": %d, \"entry\": %d}"
                        .formatted(seat, t.stackAt(table, seat), t.entryAt(table, seat))));
        return new HandPlan(
                table,
                t.game,
                button,
                winner,
                put,
                opened,
                UUID.randomUUID().toString(),
                "[" + String.join(", ", seen) + "]",
                null);
    }

    private static List<Integer> able(Tourney t, int table) {
        return t.withChips(table).stream()
                .filter(seat -> !t.italian() || t.stackAt(table, seat) >= COVER)
                .toList();
    }

    /**
     * The hand as the API takes it. {@code binding}: {@code "game"} names the game, {@code "none"} leaves it out,
     * {@code "null"} sends it as null; {@code gameNumber} is the game named. The players are named as they were seen
     * ({@code expected}: each seat's entry and stack), which a table's director must send (docs/errors.md).
     */
    String json(String binding, int gameNumber) {
        List<String> players = new ArrayList<>();
        put.forEach((seat, in) -> players.add(
                "{\"seat\": %d, \"contributed\": %d, \"folded\": %b}".formatted(seat, in, opened && seat != winner)));
        String bound =
                switch (binding) {
                    case "game" -> "\"gameNumber\": " + gameNumber + ", ";
                    case "null" -> "\"gameNumber\": null, ";
                    default -> "";
                };
        String open = (opened ? "" : "\"opened\": false, ") + (opener == null ? "" : "\"opener\": " + opener + ", ");
        return "{\"entryId\": \"%s\", \"button\": %d, %s%s\"expected\": %s, \"players\": [%s]}"
                .formatted(key, button, bound, open, expected, String.join(", ", players));
    }

    String json() {
        return json("game", game);
    }

    /** The hand as the desk's form posts it. */
    Map<String, List<String>> form(Tourney t) {
        Map<String, List<String>> form = new LinkedHashMap<>();
        form.put("entryId", List.of(key));
        form.put("button", List.of(String.valueOf(button)));
        form.put("gameNumber", List.of(String.valueOf(game)));
        form.put("action", List.of("confirm"));
        put.forEach((seat, in) -> {
            form.put("stack-" + seat, List.of(String.valueOf(t.stackAt(table, seat))));
            form.put("entry-" + seat, List.of(String.valueOf(t.entryAt(table, seat))));
            form.put("in-" + seat, List.of("on"));
            form.put("put-" + seat, List.of(String.valueOf(in)));
            if (seat != winner) {
                form.put("fold-" + seat, List.of("on"));
            }
        });
        return form;
    }

    /** Chips moved, by entry: the winner takes the others' chips and what the table carried. */
    Map<Long, Long> deltas(Tourney t) {
        Map<Long, Long> deltas = new LinkedHashMap<>();
        if (!opened) {
            return deltas;
        }
        long won = t.carried.getOrDefault(table, 0L);
        for (Map.Entry<Integer, Long> p : put.entrySet()) {
            if (p.getKey() != winner) {
                deltas.put(t.entryAt(table, p.getKey()), -p.getValue());
                won += p.getValue();
            }
        }
        deltas.put(t.entryAt(table, winner), won);
        return deltas;
    }

    /** The entries the hand puts out: those who lost their whole stack. */
    List<Long> out(Tourney t) {
        List<Long> out = new ArrayList<>();
        if (!opened) {
            return out;
        }
        put.forEach((seat, in) -> {
            if (seat != winner && in == t.stackAt(table, seat)) {
                out.add(t.entryAt(table, seat));
            }
        });
        return out;
    }

    /** Asserts that a hand's answer moved the stacks the model's way and put out whom the model puts out. */
    void agrees(Tourney t, JsonNode answer) {
        Map<Long, Long> deltas = deltas(t);
        for (JsonNode change : answer.get("stacks")) {
            long entry = Json.longAt(change, "entry");
            long before = t.stacks.get(entry);
            Night.equal(
                    before,
                    Json.longAt(change, "before"),
                    t + " hand at table " + table + ": entry " + entry + "'s stack before");
            Night.equal(
                    before + deltas.getOrDefault(entry, 0L),
                    Json.longAt(change, "after"),
                    t + " hand at table " + table + ": entry " + entry + "'s stack after " + answer);
        }
        List<Long> out = new ArrayList<>();
        answer.get("eliminated").forEach(e -> out.add(Json.longAt(e, "entry")));
        Night.equal(
                new java.util.TreeSet<>(out(t)),
                new java.util.TreeSet<>(out),
                t + " hand at table " + table + ": who is out");
    }

    /**
     * A hand the service answered through one of the doors: it must have been recorded; its answer agrees with the
     * model, which then moves on; when the floor moved players, the hands before name seats that changed hands.
     */
    void expectRecorded(Tourney t, String kind, Directors by, Api.Answer answer, JsonNode recorded, String said) {
        if (recorded == null) {
            throw new AssertionError(said + " answered " + answer.status() + ": " + answer.body());
        }
        recorded(t, recorded, kind, by, answer.status(), answer.body());
        if (recorded.path("moves").size() > 0) {
            t.last.clear();
        }
    }

    /** A hand the service recorded: its answer agrees with the model ({@link #agrees}), which then moves on. */
    void recorded(Tourney t, JsonNode recorded, String kind, Directors by, int status, String body) {
        agrees(t, recorded);
        record(
                t,
                new Sent(
                        kind,
                        table,
                        t.hands(table),
                        json(),
                        by,
                        status,
                        body,
                        Json.longAt(recorded, "hand"),
                        deltas(t),
                        out(t),
                        t.carried.getOrDefault(table, 0L)));
    }

    /** Moves the model on: the chips, who is out, what the table carries, the table's last entry. */
    void record(Tourney t, Sent sent) {
        t.apply(sent.deltas());
        if (opened) {
            t.carried.remove(table);
        }
        if (!sent.out().isEmpty()) {
            t.outInOrder.computeIfAbsent(table, k -> new ArrayList<>()).add(sent.out());
        }
        t.entered(sent);
    }
}
