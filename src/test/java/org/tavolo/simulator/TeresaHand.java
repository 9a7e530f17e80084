package org.tavolo.simulator;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tavolo.security.Directors;
import org.tavolo.testing.Api;

/**
 * The Teresa after a full (docs/rules.md#teresa-after-full; the night's Italian tournaments play it, {@link Opening}):
 * an Italian hand in which one player shows a full house (aces over kings) against another's two pair, the others
 * putting in the ante and folding, then at once a Teresina hand at the same table, whatever the hour, with half the
 * ante (500): one player's three aces against another's two pair, the others folding after the ante. Each through the
 * API, by the organizer or the table's director. The model settles both as any hand (the first takes what the table
 * carried); the Teresina leaves nothing carried. Played where nobody can go out.
 */
final class TeresaHand implements Step {

    private static final long TERESINA_ANTE = HandPlan.ANTE / 2;
    private static final List<List<String>> FULL =
            List.of(List.of("Ah", "Ad", "Ac", "Ks", "Kd"), List.of("Qh", "Qd", "8c", "8d", "10s"));
    private static final List<List<String>> TERESINA =
            List.of(List.of("Ah", "Ad", "Ac", "9s", "8s"), List.of("Kh", "Kd", "10c", "10d", "Js"));

    private Tourney t;
    private int table;
    private final List<ShownHand> hands = new ArrayList<>();
    private final List<Map<Long, Long>> deltas = new ArrayList<>();
    private final List<Directors> by = new ArrayList<>();
    private final List<Api.Answer> answers = new ArrayList<>();
    private final List<String> who = new ArrayList<>();

    @Override
    public boolean applicable(Model model) {
        return model.any(TeresaHand::fits);
    }

    private static boolean fits(Tourney t) {
        return !t.finished && t.italian() && !tables(t).isEmpty();
    }

    /** The tables where every player in play covers the ante, a bet of 3,000 and the Teresina's ante and bet. */
    private static List<Integer> tables(Tourney t) {
        return t.tablesInPlay().stream()
                .filter(table -> t.withChips(table).stream().allMatch(s -> t.stackAt(table, s) >= 8_000))
                .toList();
    }

    @Override
    public void perform(Doors doors, Model model) {
        t = model.touch(doors.random(), TeresaHand::fits);
        table = Model.oneOf(doors.random(), tables(t));
        long carried = t.carried.getOrDefault(table, 0L);
        play(doors, HandPlan.ANTE, FULL, carried, "");
        if (answers.get(0).status() != 200) {
            return;
        }
        t.apply(deltas.get(0));
        play(doors, TERESINA_ANTE, TERESINA, 0, "\"game\": \"TERESINA\", ");
        // the model as before the step: expect moves it on
        Map<Long, Long> back = new LinkedHashMap<>();
        deltas.get(0).forEach((entry, delta) -> back.put(entry, -delta));
        t.apply(back);
    }

    /** One hand: two players show (the first one's cards win), the others put in the ante and fold. */
    private void play(Doors doors, long ante, List<List<String>> cards, long carried, String extra) {
        List<Integer> seats = new ArrayList<>(t.withChips(table));
        Collections.shuffle(seats, doors.random());
        int winner = seats.get(0);
        int loser = seats.get(1);
        long bet = ante + 500L * (1 + doors.random().nextInt(5));
        Map<Integer, Long> put = new TreeMap<>();
        t.withChips(table).forEach(s -> put.put(s, ante));
        put.put(winner, bet);
        put.put(loser, bet);
        ShownHand hand = ShownHand.of(t, table, put, Map.of(winner, cards.get(0), loser, cards.get(1)), extra);
        Map<Long, Long> moved = new LinkedHashMap<>();
        long won = carried;
        for (Map.Entry<Integer, Long> p : put.entrySet()) {
            if (p.getKey() != winner) {
                moved.put(t.entryAt(table, p.getKey()), -p.getValue());
                won += p.getValue();
            }
        }
        moved.put(t.entryAt(table, winner), won);
        Directors director = doors.random().nextBoolean() ? t.director(table) : null;
        hands.add(hand);
        deltas.add(moved);
        by.add(director);
        who.add("seat " + winner + " beats seat " + loser + " " + put + " by the "
                + (director == null ? "organizer" : "director"));
        answers.add(hand.send(doors, t, director));
    }

    @Override
    public void expect(Model model) {
        hands.get(0).recorded(t, answers.get(0), deltas.get(0), by.get(0), "full", said() + ": the hand with a full");
        t.carried.remove(table);
        hands.get(1).recorded(t, answers.get(1), deltas.get(1), by.get(1), "teresina", said() + ": the Teresina");
    }

    @Override
    public String said() {
        return "a full then the Teresa at " + t + " table " + table + ": " + who;
    }
}
