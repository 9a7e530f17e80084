package org.tavolo.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.tavolo.testing.Json;

/**
 * One seeded night: an Italian tournament and a Hold'em freezeout opened by the organizer, then steps chosen at random
 * among the kinds that apply, each checked against the model and followed by the invariants
 * (docs/testing.md#the-night-simulator). The same seed and the same list of steps play the same night again.
 */
final class Night {

    /** A step as chosen: its kind and the seed of its own choices. */
    record Planned(String kind, long seed) {
        @Override
        public String toString() {
            return kind + ":" + seed;
        }
    }

    /** A night that failed: the steps played up to the failing one, what each did, and why it failed. */
    record Failure(long seed, List<Planned> steps, List<String> said, Throwable cause) {}

    private final long seed;
    private final Doors doors;
    private final StepKinds kinds;
    private final Model model = new Model();
    private final List<Planned> played = new ArrayList<>();
    private final List<String> said = new ArrayList<>();
    /** The milliseconds each kind of step took over the night, its checks included. */
    private final Map<String, Long> millisByKind = new TreeMap<>();

    Night(long seed, Doors doors, StepKinds kinds) {
        this.seed = seed;
        this.doors = doors;
        this.kinds = kinds;
    }

    /** Plays {@code steps} steps chosen at random; the failure, or null when every check held. */
    Failure play(int steps) {
        Random choices = new Random(seed ^ 0x5DEECE66DL);
        try {
            open();
            for (int i = 0; i < steps; i++) {
                List<StepKinds.Kind> fit = kinds.applicable(model);
                StepKinds.Kind kind = StepKinds.weighted(fit, choices);
                run(new Planned(kind.name(), choices.nextLong()));
            }
            Map<String, Integer> byKind = new TreeMap<>();
            played.forEach(p -> byKind.merge(p.kind(), 1, Integer::sum));
            System.out.println("night seed " + seed + ": " + played.size() + " of " + steps + " steps played " + byKind
                    + ", milliseconds by kind " + millisByKind);
            return null;
        } catch (AssertionError | RuntimeException e) {
            return new Failure(seed, List.copyOf(played), List.copyOf(said), e);
        }
    }

    /** Plays these steps in order (a step that no longer applies is left out); the failure, or null. */
    Failure replay(List<Planned> steps) {
        try {
            open();
            for (Planned step : steps) {
                run(step);
            }
            return null;
        } catch (AssertionError | RuntimeException e) {
            return new Failure(seed, List.copyOf(played), List.copyOf(said), e);
        }
    }

    private void open() {
        Random setup = new Random(seed);
        model.tournaments.add(Opening.open("ITALIAN_DRAW", 14, setup.nextLong(), doors));
        model.tournaments.add(Opening.open("TEXAS_HOLDEM", 17, setup.nextLong(), doors));
    }

    private void run(Planned planned) {
        Step step = kinds.named(planned.kind()).make().get();
        if (!step.applicable(model)) {
            return;
        }
        long started = System.nanoTime();
        doors.reseed(planned.seed());
        played.add(planned);
        said.add(planned.kind() + " …");
        Map<String, String> before = step.refused() ? doors.fingerprint() : null;
        step.perform(doors, model);
        said.set(said.size() - 1, planned + " " + step.said());
        step.expect(model);
        if (before != null) {
            Map<String, String> after = doors.fingerprint();
            if (!before.equals(after)) {
                throw new AssertionError("a refused entry changed data: " + changed(before, after));
            }
        }
        if (model.touched != null) {
            check(model.touched);
        }
        millisByKind.merge(planned.kind(), (System.nanoTime() - started) / 1_000_000, Long::sum);
    }

    private static String changed(Map<String, String> before, Map<String, String> after) {
        Map<String, String> out = new TreeMap<>();
        after.forEach((table, rows) -> {
            if (!Objects.equals(before.get(table), rows)) {
                out.put(table, before.get(table) + " → " + rows);
            }
        });
        return out.toString();
    }

    /**
     * The invariants of one tournament: nobody holds two seats and, while two players have chips, everyone with chips
     * is seated; each stack the API
     * answers equals the model's and the ledger's rows in the database; the chips in play equal the model's
     * (expected, in stacks, carried, none held); Italian standings equal the results in force.
     */
    void check(Tourney t) {
        if (t.finished) {
            return;
        }
        Opening.readSeats(t, doors);
        Set<Long> seated = new HashSet<>();
        t.seats.values().forEach(bySeat -> bySeat.values().forEach(e -> {
            if (!seated.add(e)) {
                throw new AssertionError(t + ": entry " + e + " holds two seats " + t.seats);
            }
        }));
        // a Hold'em tournament with one player left has its winner: the tables are closed
        boolean over = t.stacks.values().stream().filter(chips -> chips > 0).count() < 2;
        t.stacks.forEach((entry, chips) -> {
            if (!over && chips > 0 && !seated.contains(entry)) {
                throw new AssertionError(t + ": entry " + entry + " has " + chips + " chips and no seat");
            }
        });
        for (int table : t.seats.keySet()) {
            JsonNode stacks = doors.read("/api/tournaments/" + t.id + "/tables/" + table + "/stacks?players=true");
            for (JsonNode seat : stacks.get("seats")) {
                long entry = Json.longAt(seat, "entry");
                long chips = Json.longAt(seat, "chips");
                equal(t.stacks.get(entry), chips, t + " table " + table + " entry " + entry + ": the API's stack");
            }
        }
        Map<Long, Long> net = doors.ledgerNet(t.id, t.game);
        t.stacks.forEach((entry, chips) ->
                equal(chips, t.starting + net.getOrDefault(entry, 0L), t + " entry " + entry + ": the ledger's stack"));
        JsonNode chips = doors.read("/api/tournaments/" + t.id + "/chips?game=" + t.game);
        long inStacks = t.stacks.values().stream().mapToLong(Long::longValue).sum();
        long carried = t.carried.values().stream().mapToLong(Long::longValue).sum();
        equal(t.expected, Json.longAt(chips, "expected"), t + ": chips expected");
        equal(inStacks, Json.longAt(chips, "inStacks"), t + ": chips in stacks");
        equal(carried, Json.longAt(chips, "carriedInPots"), t + ": chips carried to next hands");
        equal(0L, Json.longAt(chips, "heldInPots"), t + ": chips held for a ruling");
        equal(t.expected, inStacks + carried, t + ": the model's own chips");
        if (t.italian()) {
            checkStandings(t);
        }
    }

    /**
     * The standings equal the points of the results in force, added up per entry. Points are exact in the service
     * (thirds included, poker/scoring/Points) and said to the hundredth: each result's points are rounded, the
     * standings' total is rounded once (5.33 + 3.33 read 8.66 where the standings say 8.67), so each entry's total may
     * differ from the sum read by half a hundredth per result and once more for its own rounding.
     */
    private void checkStandings(Tourney t) {
        Map<Long, BigDecimal> expected = new HashMap<>();
        Map<Long, Integer> results = new HashMap<>();
        for (JsonNode result : doors.read("/api/tournaments/" + t.id + "/results")) {
            if (!"ACTIVE".equals(result.path("status").asText())) {
                continue;
            }
            for (JsonNode place : result.get("places")) {
                long entry = Json.longAt(place, "entry");
                expected.merge(entry, Json.decimalAt(place, "points"), BigDecimal::add);
                results.merge(entry, 1, Integer::sum);
            }
        }
        Map<Long, BigDecimal> actual = new HashMap<>();
        for (JsonNode line :
                doors.read("/api/tournaments/" + t.id + "/standings").get("standings")) {
            long entry = Json.longAt(line, "entry");
            BigDecimal points = Json.decimalAt(line, "points");
            if (points.signum() != 0 || expected.containsKey(entry)) {
                actual.put(entry, points);
            }
        }
        boolean same = expected.keySet().equals(actual.keySet());
        for (Map.Entry<Long, BigDecimal> e : expected.entrySet()) {
            BigDecimal off = e.getValue()
                    .subtract(actual.getOrDefault(e.getKey(), BigDecimal.ZERO))
                    .abs();
            BigDecimal allowed = new BigDecimal("0.005").multiply(BigDecimal.valueOf(results.get(e.getKey()) + 1L));
            same &= off.compareTo(allowed) <= 0;
        }
        if (!same) {
            throw new AssertionError(t + ": standings " + actual + " where the results in force give " + expected);
        }
    }

    static void equal(Object expected, Object actual, String what) {
        if (!Objects.equals(expected, actual)) {
            throw new AssertionError(what + ": " + actual + " where the model has " + expected);
        }
    }
}
