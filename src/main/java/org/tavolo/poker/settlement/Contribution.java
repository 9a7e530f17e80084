package org.tavolo.poker.settlement;

/**
 * What one player put in the pot during a hand, blinds and antes included, and whether he folded.
 * A folded player's chips stay in the pots, but he can win nothing (docs/rules.md#side-pots).
 *
 * @param seat   the player's seat, numbered clockwise
 * @param amount chips put in this hand
 * @param folded whether the player gave up the hand
 */
public record Contribution(int seat, long amount, boolean folded) {

    /** A player still in the hand. */
    public static Contribution live(int seat, long amount) {
        return new Contribution(seat, amount, false);
    }

    /** A player who folded (or is out of the game) and leaves his chips in the pot. */
    public static Contribution folded(int seat, long amount) {
        return new Contribution(seat, amount, true);
    }

    public boolean live() {
        return !folded;
    }

    Contribution less(long returned) {
        return new Contribution(seat, amount - returned, folded);
    }
}
