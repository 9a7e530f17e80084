package org.tavolo.poker.betting;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.settlement.Contribution;
import org.tavolo.poker.settlement.ItalianStakes;

/**
 * A hand as entered, against the stacks its players had when it began: the refusals that need nothing but
 * those stacks and what each player put in. A hand's preview and its recording both make them, before the
 * hand is settled. A refusal names the seat and the entered player ({@code players[2].contributed}).
 *
 * @param stacks  every seated player's chips when the hand began, by seat
 * @param players the players of the hand, in the order entered
 */
public record HandAgainstStacks(Map<Integer, Long> stacks, List<Part> players) {

    public HandAgainstStacks {
        stacks = Collections.unmodifiableMap(new TreeMap<>(stacks));
        players = List.copyOf(players);
    }

    /**
     * One player's part as entered.
     *
     * @param seat        the seat
     * @param contributed the chips put in, ante and blinds included
     * @param folded      whether the player gave up the hand
     * @param showsCards  whether cards were entered for the player
     */
    public record Part(int seat, long contributed, boolean folded, boolean showsCards) {}

    /** Each player sits at the table, has chips left, and put in no more than their stack. */
    public void requireStacksCover() {
        for (int i = 0; i < players.size(); i++) {
            Part p = players.get(i);
            Long stack = stacks.get(p.seat());
            if (stack == null) {
                throw new RuleViolation(
                        "seat-empty",
                        "Nobody sits at seat " + p.seat() + " of this table.",
                        Map.of("seat", p.seat(), "field", "players[" + i + "].seat"));
            }
            if (stack == 0) {
                throw new RuleViolation(
                        "player-out-of-chips",
                        "Seat " + p.seat() + " has no chips left.",
                        Map.of("seat", p.seat(), "field", "players[" + i + "].seat"));
            }
            if (p.contributed() > stack) {
                throw new RuleViolation(
                        "contribution-exceeds-stack",
                        "Seat " + p.seat() + " put in more than their stack: " + p.contributed() + ", with " + stack
                                + " in front of them.",
                        Map.of("seat", p.seat(), "field", "players[" + i + "].contributed", "stack", stack));
            }
        }
    }

    /** docs/rules.md#betting-limits: every player owes the ante unless it is all they have. */
    public void requirePossible(long ante) {
        for (int i = 0; i < players.size(); i++) {
            Part p = players.get(i);
            int index = i;
            BettingLimits.impossible(p.contributed(), stacks.get(p.seat()), ante)
                    .ifPresent(refused -> {
                        Map<String, Object> facts = new LinkedHashMap<>(refused.details());
                        facts.put("seat", p.seat());
                        facts.put("field", "players[" + index + "].contributed");
                        throw new RuleViolation(
                                refused.code(), "Seat " + p.seat() + ": " + refused.getMessage(), facts);
                    });
        }
    }

    /**
     * docs/rules.md#covering-the-ante (003): a seated player whose chips do not cover the ante and the least
     * opening is out of the game and puts their remaining chips into the pot. The hand must say so, entering
     * that seat folded with its whole stack; an entry that lets the seat play, or leaves it out, is refused
     * naming the seat.
     */
    public void requireAnteCovered(ItalianStakes stakes) {
        stacks.forEach((seat, stack) -> {
            if (stack == 0 || stakes.canPlay(stack)) {
                return;
            }
            Contribution due = stakes.outOfTheGame(seat, stack);
            int index = indexOf(seat);
            Part entered = index < 0 ? null : players.get(index);
            if (entered != null && entered.folded() && entered.contributed() == due.amount()) {
                return;
            }
            long needed = stakes.ante() + stakes.opening();
            throw new RuleViolation(
                    "cannot-cover-ante",
                    "Seat " + seat + " has " + stack + ", less than the ante and the opening (" + needed
                            + "): that seat is out of the game and its " + stack + " go into this pot. Enter seat "
                            + seat + " folded, contributing " + stack + ".",
                    Map.of(
                            "seat",
                            seat,
                            "stack",
                            stack,
                            "needed",
                            needed,
                            "field",
                            index < 0 ? "players" : "players[" + index + "]"));
        });
    }

    /**
     * docs/rules.md#covering-the-ante (003 «Resti»): a player still in at the end of an opened hand covered the
     * ante and the opening; less is refused naming the seat.
     */
    public void requireOpeningCalled(long due) {
        for (int i = 0; i < players.size(); i++) {
            Part p = players.get(i);
            if (!p.folded() && p.contributed() < due) {
                throw new RuleViolation(
                        "impossible-contribution",
                        "Seat " + p.seat() + " is still in at the end of the hand, so it covered the ante and the "
                                + "opening (" + due + "); seat " + p.seat() + " put in " + p.contributed() + ".",
                        Map.of(
                                "seat",
                                p.seat(),
                                "contributed",
                                p.contributed(),
                                "forcedBet",
                                due,
                                "field",
                                "players[" + i + "].contributed"));
            }
        }
    }

    /**
     * docs/rules.md#opening: a hand nobody opened moves no chips and shows no cards (the antes stay in the pot and
     * are entered with the hand that opens it).
     */
    public void requireNothingMoved() {
        for (int i = 0; i < players.size(); i++) {
            Part p = players.get(i);
            if (p.contributed() != 0 || p.showsCards()) {
                throw new RuleViolation(
                        "passed-hand-moves-chips",
                        "Nobody opened this hand: no chips move and no cards are shown (the antes stay in the pot and "
                                + "are entered with the hand that opens it); seat " + p.seat() + " has "
                                + (p.showsCards() ? "cards." : p.contributed() + " put in."),
                        Map.of(
                                "seat",
                                p.seat(),
                                "field",
                                "players[" + i + "]." + (p.showsCards() ? "cards" : "contributed")));
            }
        }
    }

    private int indexOf(int seat) {
        for (int i = 0; i < players.size(); i++) {
            if (players.get(i).seat() == seat) {
                return i;
            }
        }
        return -1;
    }
}
