package org.tavolo.simulator;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tavolo.security.Directors;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * An Italian hand that goes to parol and the replay that settles it (docs/rules.md#parol), one after the other at one
 * table, each through the API by the organizer or the table's director. In the parol hand every player in play puts
 * in the ante, two or more stay with an opening of 1,000 or 2,000, and everyone passes the word: nothing is won, every
 * chip put in goes to the table's carried pot. The replay takes no ante: its winner bets the pot in play (the least
 * bet), with his buy-back (what the players who stayed put in over what he put in) if he folded in the parol hand;
 * now and then a second player calls and both show their cards (three aces beat a pair of kings); the others put in
 * nothing. The buy-back joins the replayed pot, not the betting, so a caller who bought back in and loses it loses
 * his buy-back too ({@link #buyBackLost()}). The model: the parol hand moves every contribution to the carried pot; the replay's winner
 * takes the carried pot and what the caller put in. Played where nobody can go out in either hand.
 */
final class ParolHand implements Step {

    private static final List<String> ACES = List.of("Ah", "Ad", "Ac", "10s", "Js");
    private static final List<String> KINGS = List.of("Kh", "Kd", "8c", "9d", "Qs");

    private final boolean lostBuyBack;
    private Tourney t;
    private int table;
    private long pot;
    private int winner;
    private Integer caller;
    private Directors parolBy;
    private Directors replayBy;
    private ShownHand parol;
    private ShownHand replay;
    private Api.Answer parolAnswer;
    private Api.Answer replayAnswer;
    private Map<Long, Long> parolDeltas;
    private Map<Long, Long> replayDeltas;

    /**
     * {@code lostBuyBack}: the caller always folded in the parol hand, bought back in and loses the replay (three
     * players in play at least); otherwise a caller stayed in the parol hand, and only the winner may have bought
     * back in.
     */
    ParolHand(boolean lostBuyBack) {
        this.lostBuyBack = lostBuyBack;
    }

    static ParolHand settled() {
        return new ParolHand(false);
    }

    static ParolHand buyBackLost() {
        return new ParolHand(true);
    }

    @Override
    public boolean applicable(Model model) {
        return model.any(this::fits);
    }

    private boolean fits(Tourney t) {
        return !t.finished
                && t.italian()
                && tables(t).stream()
                        .anyMatch(table -> !lostBuyBack || t.withChips(table).size() >= 3);
    }

    /**
     * The tables where the pot is not yet carried, every player in play has more than the ante and an opening of 2,000
     * (nobody puts his whole stack into a pot nobody wins), and two of them cover, besides, a buy-back and the largest
     * pot the parol hand can make.
     */
    private static List<Integer> tables(Tourney t) {
        return t.tablesInPlay().stream()
                .filter(table -> t.carried.getOrDefault(table, 0L) == 0)
                .filter(table -> t.withChips(table).stream().allMatch(s -> t.stackAt(table, s) > 3_000))
                .filter(table -> rich(t, table).size() >= 2)
                .toList();
    }

    private static List<Integer> rich(Tourney t, int table) {
        long most = 3_000L * t.withChips(table).size() + 5_000;
        return t.withChips(table).stream()
                .filter(s -> t.stackAt(table, s) >= most)
                .toList();
    }

    @Override
    public void perform(Doors doors, Model model) {
        t = model.touch(doors.random(), this::fits);
        List<Integer> tables = tables(t).stream()
                .filter(x -> !lostBuyBack || t.withChips(x).size() >= 3)
                .toList();
        table = tables.get(doors.random().nextInt(tables.size()));
        List<Integer> seats = t.withChips(table);
        List<Integer> covering = new ArrayList<>(rich(t, table));
        Collections.shuffle(covering, doors.random());
        winner = covering.get(0);
        caller = lostBuyBack || doors.random().nextInt(3) != 0 ? covering.get(1) : null;
        long opening = 1_000L * (1 + doors.random().nextInt(2));
        List<Integer> others = new ArrayList<>(seats);
        others.remove(caller);
        Collections.shuffle(others, doors.random());
        List<Integer> stayed = new ArrayList<>();
        if (caller != null && !lostBuyBack) {
            stayed.add(caller);
            stayed.addAll(others.subList(0, 1 + doors.random().nextInt(others.size())));
        } else {
            stayed.addAll(others.subList(0, 2 + doors.random().nextInt(others.size() - 1)));
        }
        Map<Integer, Long> put = new TreeMap<>();
        seats.forEach(s -> put.put(s, HandPlan.ANTE + (stayed.contains(s) ? opening : 0)));
        pot = put.values().stream().mapToLong(Long::longValue).sum();
        Map<Integer, List<String>> passed = new TreeMap<>();
        stayed.forEach(seat -> passed.put(seat, List.of()));
        parol = ShownHand.of(t, table, put, passed, "\"parol\": true, ");
        parolDeltas = new LinkedHashMap<>();
        put.forEach((seat, in) -> parolDeltas.put(t.entryAt(table, seat), -in));
        parolBy = doors.random().nextBoolean() ? t.director(table) : null;
        parolAnswer = parol.send(doors, t, parolBy);
        if (parolAnswer.status() != 200) {
            return;
        }
        // the model after the parol hand: the replay is bound to the stacks it left
        t.apply(parolDeltas);
        Map<Integer, Long> bets = new TreeMap<>();
        seats.forEach(s -> bets.put(s, 0L));
        bets.put(winner, pot + (stayed.contains(winner) ? 0 : opening));
        Map<Integer, List<String>> shows = new TreeMap<>();
        shows.put(winner, ACES);
        if (caller != null) {
            bets.put(caller, pot + (stayed.contains(caller) ? 0 : opening));
            shows.put(caller, KINGS);
        }
        replay = ShownHand.of(t, table, bets, shows, "");
        replayDeltas = new LinkedHashMap<>();
        long won = pot;
        if (caller != null) {
            replayDeltas.put(t.entryAt(table, caller), -bets.get(caller));
            won += bets.get(caller);
        }
        replayDeltas.put(t.entryAt(table, winner), won);
        replayBy = doors.random().nextBoolean() ? t.director(table) : null;
        replayAnswer = replay.send(doors, t, replayBy);
        // the model as before the step: expect moves it on
        Map<Long, Long> back = new LinkedHashMap<>();
        parolDeltas.forEach((entry, delta) -> back.put(entry, -delta));
        t.apply(back);
    }

    @Override
    public void expect(Model model) {
        var answer = parol.recorded(t, parolAnswer, parolDeltas, parolBy, "parol", said() + ": the parol hand");
        Night.equal(
                pot, Json.longAt(answer.get("carriedPot"), "after"), said() + ": the pot carried after the parol hand");
        t.carried.merge(table, pot, Long::sum);
        answer = replay.recorded(t, replayAnswer, replayDeltas, replayBy, "parol-replay", said() + ": the replay");
        Night.equal(pot, Json.longAt(answer.get("carriedPot"), "before"), said() + ": the pot carried into the replay");
        Night.equal(0L, Json.longAt(answer.get("carriedPot"), "after"), said() + ": the pot carried after the replay");
        t.carried.remove(table);
    }

    @Override
    public String said() {
        return "parol at " + t + " table " + table + " (" + (parol == null ? "" : parol.put()) + ", by the "
                + (parolBy == null ? "organizer" : "director") + "), then its replay of " + pot + " won by seat "
                + winner + (caller == null ? " uncalled" : " against seat " + caller) + " (by the "
                + (replayBy == null ? "organizer" : "director") + ")";
    }
}
