package org.tavolo.poker.scoring;

import java.util.Comparator;

/**
 * When a player ran out of chips: the hand it happened in (hands are numbered in the order they
 * were played, so a later hand has a larger number) and the chips the player had when that hand
 * began, which orders players busting in the same hand (docs/rules.md#holdem-tournament).
 *
 * @param hand               the number of the hand the player busted in
 * @param chipsAtStartOfHand the player's stack when that hand began
 */
public record Elimination(long hand, long chipsAtStartOfHand) {

    /** Best first: busted later, then (same hand) more chips at the start of that hand. */
    static final Comparator<Elimination> BEST_FIRST = Comparator.comparingLong(Elimination::hand)
            .thenComparingLong(Elimination::chipsAtStartOfHand)
            .reversed();
}
