package org.tavolo.poker.settlement;

/**
 * What one player put in the pot during a hand, blinds and antes included, and whether he folded.
 * A folded player's chips stay in the pots, but he can win nothing (docs/rules.md#side-pots). Part of
 * it may be dead money, the big blind's ante (docs/rules.md#big-blind-ante): not part of his live bet,
 * it goes to the main pot and never comes back to him as uncalled.
 *
 * @param seat   the player's seat, numbered clockwise
 * @param amount chips put in this hand, dead money included
 * @param folded whether the player gave up the hand
 * @param dead   the part of {@code amount} that is dead money (0 but for the big blind's ante)
 */
public record Contribution(int seat, long amount, boolean folded, long dead) {

    /** A contribution that is all live bet. */
    public Contribution(int seat, long amount, boolean folded) {
        this(seat, amount, folded, 0);
    }

    /** A player still in the hand. */
    public static Contribution live(int seat, long amount) {
        return new Contribution(seat, amount, false);
    }

    /** A player who folded (or is out of the game) and leaves his chips in the pot. */
    public static Contribution folded(int seat, long amount) {
        return new Contribution(seat, amount, true);
    }

    /** The same contribution with {@code chips} of it posted as dead money. */
    public Contribution withDead(long chips) {
        return new Contribution(seat, amount, folded, chips);
    }

    public boolean live() {
        return !folded;
    }

    /** The live bet: what was put in less the dead money. */
    long bet() {
        return amount - dead;
    }

    Contribution less(long returned) {
        return new Contribution(seat, amount - returned, folded, dead);
    }
}
