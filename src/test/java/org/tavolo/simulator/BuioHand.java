package org.tavolo.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import org.tavolo.security.Directors;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * An Italian hand opened blind (docs/rules.md#buio): a buio of 1,000 over the ante by the first player in play left
 * of the button, or a controbuio of 2,000 by the player to his left (three players in play at least, the buio seat
 * having put in the ante and the buio). The others put in the ante and fold, or call the blind opening; the winner
 * puts in at least as much as anyone. Through the API, by the organizer or the table's director. Played only where
 * every player in play covers the ante and twice the controbuio, so that nobody is put out by the opening.
 */
final class BuioHand implements Step {

    private static final long COVERS = HandPlan.ANTE + 4_000;

    private Tourney t;
    private HandPlan plan;
    private String kind;
    private String door;
    private Api.Answer answer;
    private JsonNode recorded;

    @Override
    public boolean applicable(Model model) {
        return model.any(BuioHand::fits);
    }

    private static boolean fits(Tourney t) {
        return !t.finished && t.italian() && !tables(t).isEmpty();
    }

    private static List<Integer> tables(Tourney t) {
        return t.tablesInPlay().stream()
                .filter(table -> t.withChips(table).size() >= 3)
                .filter(table -> t.withChips(table).stream().allMatch(s -> t.stackAt(table, s) >= COVERS))
                .toList();
    }

    @Override
    public void perform(Doors doors, Model model) {
        t = model.touch(doors.random(), BuioHand::fits);
        int table = Model.oneOf(doors.random(), tables(t));
        List<Integer> seats = t.withChips(table);
        int button = seats.get(0);
        int buio = seats.get(1);
        int contro = seats.get(2);
        boolean controbuio = doors.random().nextBoolean();
        kind = controbuio ? "CONTROBUIO" : "BUIO";
        long opening = controbuio ? 2_000 : 1_000;
        int opener = controbuio ? contro : buio;
        int winner = seats.get(doors.random().nextInt(seats.size()));
        Map<Integer, Long> put = new TreeMap<>();
        for (int seat : seats) {
            long least = seat == opener ? HandPlan.ANTE + opening : HandPlan.ANTE;
            if (controbuio && seat == buio) {
                least = HandPlan.ANTE + 1_000;
            }
            boolean calls = doors.random().nextBoolean();
            put.put(seat, Math.max(least, calls ? HandPlan.ANTE + opening : HandPlan.ANTE));
        }
        put.put(winner, HandPlan.ANTE + opening);
        List<String> seen = new ArrayList<>();
        put.keySet()
                .forEach(seat -> seen.add("{\"seat\": %d, \"stack\": %d, \"entry\": %d}"
                        .formatted(seat, t.stackAt(table, seat), t.entryAt(table, seat))));
        plan = new HandPlan(
                table,
                t.game,
                button,
                winner,
                put,
                true,
                UUID.randomUUID().toString(),
                "[" + String.join(", ", seen) + "]",
                "{\"seat\": %d, \"amount\": %d, \"kind\": \"%s\"}".formatted(opener, opening, kind));
        boolean director = doors.random().nextBoolean();
        door = director ? "director" : "organizer";
        answer = director
                ? doors.director(t.director(table), "POST", t.hands(table), plan.json())
                : doors.organizer("POST", t.hands(table), plan.json());
        if (answer.status() == 200) {
            recorded = Json.of(answer.body());
        }
    }

    @Override
    public void expect(Model model) {
        Directors by = door.equals("organizer") ? null : t.director(plan.table());
        plan.expectRecorded(t, "hand", by, answer, recorded, said());
    }

    @Override
    public String said() {
        return "hand opened " + kind + " at " + t + " table " + plan.table() + " by the " + door + ": " + plan.put()
                + ", button " + plan.button() + ", seat " + plan.winner() + " wins";
    }
}
