package org.tavolo.poker.scoring;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tavolo.poker.RuleViolation;

/**
 * Where a player stands when a table or a tournament is ranked: still holding chips, or
 * eliminated in a given hand. A player with chips always ranks above an eliminated one.
 *
 * @param player      who
 * @param chips       chips held now; zero for an eliminated player
 * @param elimination when the player busted, or {@code null} while the player has chips
 * @param <P>         how players are identified
 */
public record Finish<P>(P player, long chips, Elimination elimination) {

    public Finish {
        if (player == null) {
            throw new IllegalArgumentException("player is required");
        }
        if (elimination == null && chips <= 0) {
            throw new RuleViolation(
                    chips < 0 ? "negative-chips" : "zero-chips-without-elimination",
                    chips < 0
                            ? "A stack cannot be negative (" + chips + ")."
                            : "A player with no chips must be recorded as eliminated, with the hand it happened in.",
                    facts(player, chips));
        }
        if (elimination != null && chips != 0) {
            throw new RuleViolation(
                    "eliminated-with-chips",
                    "An eliminated player holds no chips, not " + chips + ".",
                    facts(player, chips));
        }
        if (elimination != null && elimination.chipsAtStartOfHand() <= 0) {
            throw new RuleViolation(
                    "negative-chips",
                    "A player busting in a hand had chips when it began.",
                    facts(player, elimination.chipsAtStartOfHand()));
        }
    }

    /** A player still in, with a positive stack. */
    public static <P> Finish<P> withChips(P player, long chips) {
        return new Finish<>(player, chips, null);
    }

    /** A player who busted in {@code hand}, having started it with {@code chipsAtStartOfHand}. */
    public static <P> Finish<P> eliminated(P player, long hand, long chipsAtStartOfHand) {
        return new Finish<>(player, 0, new Elimination(hand, chipsAtStartOfHand));
    }

    public boolean isEliminated() {
        return elimination != null;
    }

    /**
     * Best first (docs/rules.md#italian-tournament, #holdem-tournament): players with chips by chips; below them the eliminated,
     * the last to bust first, and players busting in the same hand by their chips when it began.
     * Players equal under this order share a place.
     */
    static <P> Comparator<Finish<P>> bestFirst() {
        return (a, b) -> {
            if (a.isEliminated() != b.isEliminated()) {
                return a.isEliminated() ? 1 : -1;
            }
            return a.isEliminated()
                    ? Elimination.BEST_FIRST.compare(a.elimination, b.elimination)
                    : Long.compare(b.chips, a.chips);
        };
    }

    private static Map<String, Object> facts(Object player, long chips) {
        Map<String, Object> facts = new LinkedHashMap<>();
        facts.put("player", player);
        facts.put("chips", chips);
        return facts;
    }
}
