package org.tavolo.simulator;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;
import org.tavolo.security.Directors;
import org.tavolo.testing.Api;

/**
 * One tournament of the night as the model has it: the current game, its seats (as the service drew them), every
 * entry's stack in the game, the chips the game should hold, what each table carries to its next hand, who went out
 * at each table and in which order, and the entries a step may send again.
 */
final class Tourney {

    final long id;
    final String format;
    final long starting;
    final int games;
    final List<Long> entries;
    int game = 1;
    /** Table → seat → entry, as the service seated them (read again after a draw or a floor move). */
    final Map<Integer, TreeMap<Integer, Long>> seats = new TreeMap<>();

    /** The open seats, as "table/seat". */
    final List<String> empty = new ArrayList<>();

    final Map<Long, Long> stacks = new HashMap<>();
    final Map<Integer, Long> carried = new HashMap<>();
    final Set<Integer> closed = new HashSet<>();
    final Map<Integer, List<List<Long>>> outInOrder = new HashMap<>();
    /** The chips the game should hold: started, less what left play, plus what counts changed. */
    long expected;
    /** Table → the last entry the night recorded there in this game (null: none, or one the model cannot undo). */
    final Map<Integer, Sent> last = new HashMap<>();
    /** Entries recorded in this game that a step may send again with the same key. */
    final List<Sent> sent = new ArrayList<>();

    final Map<Integer, Directors> directors = new HashMap<>();
    final Map<Integer, String> cookies = new HashMap<>();
    boolean finished;
    /** Whether the night opened another tournament of the format after this one. */
    boolean replaced;

    Tourney(long id, String format, long starting, int games, List<Long> entries) {
        this.id = id;
        this.format = format;
        this.starting = starting;
        this.games = games;
        this.entries = List.copyOf(entries);
        newGame();
    }

    boolean italian() {
        return format.equals("ITALIAN_DRAW");
    }

    boolean holdem() {
        return format.equals("TEXAS_HOLDEM");
    }

    /** Everyone starts the game with the starting stack (Italian: each game; docs/rules.md#italian-tournament). */
    void newGame() {
        stacks.clear();
        entries.forEach(e -> stacks.put(e, starting));
        expected = starting * entries.size();
        carried.clear();
        closed.clear();
        outInOrder.clear();
        last.clear();
        sent.clear();
    }

    /** The tables where a hand can be played now: not closed, two players with chips at least. */
    List<Integer> tablesInPlay() {
        return seats.keySet().stream()
                .filter(t -> !closed.contains(t))
                .filter(t -> withChips(t).size() >= 2)
                .toList();
    }

    /** The seats of a table whose players still have chips, in seat order. */
    List<Integer> withChips(int table) {
        List<Integer> out = new ArrayList<>();
        seats.getOrDefault(table, new TreeMap<>()).forEach((seat, entry) -> {
            if (stacks.getOrDefault(entry, 0L) > 0) {
                out.add(seat);
            }
        });
        return out;
    }

    long stackAt(int table, int seat) {
        return stacks.get(seats.get(table).get(seat));
    }

    Long entryAt(int table, int seat) {
        return seats.get(table).get(seat);
    }

    int anyTable(Random random) {
        List<Integer> tables = tablesInPlay();
        return tables.get(random.nextInt(tables.size()));
    }

    /** The open tables, while the tournament is under way, whose last entry is one that {@code which} accepts. */
    List<Integer> tablesWhoseLast(Predicate<Sent> which) {
        if (finished) {
            return List.of();
        }
        return last.entrySet().stream()
                .filter(e -> !closed.contains(e.getKey()))
                .filter(e -> which.test(e.getValue()))
                .map(Map.Entry::getKey)
                .toList();
    }

    /** An entry sent, recorded as its table's last. */
    void entered(Sent entry) {
        last.put(entry.table(), entry);
        sent.add(entry);
    }

    /**
     * An entry that is not a hand (a count, a penalty), sent to {@code resource} of its table through the API or the
     * desk, recorded as the table's last: it moved {@code deltas} and put nobody out.
     */
    void entered(
            String kind,
            int table,
            String resource,
            String body,
            Directors by,
            Api.Answer answer,
            Map<Long, Long> deltas,
            long carried) {
        entered(new Sent(
                kind,
                table,
                "/api/tournaments/" + id + "/tables/" + table + resource,
                body,
                by,
                answer.status(),
                answer.body(),
                0,
                deltas,
                List.of(),
                carried));
    }

    /** Moves chips: {@code deltas} by entry. */
    void apply(Map<Long, Long> deltas) {
        deltas.forEach((entry, delta) -> stacks.merge(entry, delta, Long::sum));
    }

    /** The director of one table, issued by the organizer the first time the night needs it. */
    Directors director(int table) {
        return directors.computeIfAbsent(table, t -> Directors.issue(id, t));
    }

    /** The director's session on the desk, signed in the first time the night needs it. */
    String cookie(int table) {
        return cookies.computeIfAbsent(table, t -> director(t).signIn());
    }

    String hands(int table) {
        return "/api/tournaments/" + id + "/tables/" + table + "/hands";
    }

    String desk(int table) {
        return "/director/tournaments/" + id + "/tables/" + table;
    }

    @Override
    public String toString() {
        return format + " " + id + " game " + game;
    }
}
