package org.tavolo.poker.evaluation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.cards.Rank;

/**
 * How a hand of five (or three) cards reads, before any rule set weighs it: its category in the
 * international sense, its cards in reading order and the ranks that break ties, in order. The plain,
 * obviously correct reading that the fast tables are built from and checked against.
 *
 * @param category  the category, international naming
 * @param cards     the cards in reading order (see {@link HandValue})
 * @param tieRanks  rank ordinals that decide between hands of the category, most significant first
 */
record Reading(HandCategory category, List<Card> cards, int[] tieRanks) {

    /**
     * Reads a hand of five cards (straights and flushes count) or three cards (they do not,
     * docs/rules.md#three-card). The lowest straight is the ace with the four lowest ranks of the deck, which
     * {@code lowest} names (docs/rules.md#international wheel, #italian minima).
     */
    static Reading of(List<Card> hand, Rank lowest) {
        int[] counts = new int[13];
        for (Card card : hand) {
            counts[card.rank().ordinal()]++;
        }
        List<Card> ordered = new ArrayList<>(hand);
        ordered.sort(Comparator.<Card>comparingInt(c -> -counts[c.rank().ordinal()])
                .thenComparing(c -> -c.rank().ordinal()));
        if (hand.size() == 5) {
            boolean flush = hand.stream().allMatch(c -> c.suit() == hand.get(0).suit());
            int top = straightTop(ordered, counts, lowest);
            if (top >= 0) {
                if (ordered.get(0).rank() == Rank.ACE && top != Rank.ACE.ordinal()) {
                    ordered.add(ordered.remove(0));
                }
                return new Reading(
                        flush ? HandCategory.STRAIGHT_FLUSH : HandCategory.STRAIGHT,
                        List.copyOf(ordered),
                        new int[] {top});
            }
            if (flush) {
                return new Reading(HandCategory.FLUSH, List.copyOf(ordered), distinctRanks(ordered));
            }
        }
        return new Reading(byGroups(counts), List.copyOf(ordered), distinctRanks(ordered));
    }

    /** The top rank of the straight, the low ace counting below the deck's lowest rank; or -1. */
    private static int straightTop(List<Card> ordered, int[] counts, Rank lowest) {
        for (int count : counts) {
            if (count > 1) {
                return -1;
            }
        }
        int high = ordered.get(0).rank().ordinal();
        int second = ordered.get(1).rank().ordinal();
        int low = ordered.get(4).rank().ordinal();
        if (high - low == 4) {
            return high;
        }
        boolean minima = high == Rank.ACE.ordinal() && low == lowest.ordinal() && second == lowest.ordinal() + 3;
        return minima ? second : -1;
    }

    private static HandCategory byGroups(int[] counts) {
        int pairs = 0;
        int trips = 0;
        for (int count : counts) {
            if (count == 4) {
                return HandCategory.FOUR_OF_A_KIND;
            }
            if (count == 3) {
                trips++;
            } else if (count == 2) {
                pairs++;
            }
        }
        if (trips == 1) {
            return pairs == 1 ? HandCategory.FULL_HOUSE : HandCategory.THREE_OF_A_KIND;
        }
        return pairs == 2 ? HandCategory.TWO_PAIR : pairs == 1 ? HandCategory.ONE_PAIR : HandCategory.HIGH_CARD;
    }

    private static int[] distinctRanks(List<Card> ordered) {
        return ordered.stream().mapToInt(c -> c.rank().ordinal()).distinct().toArray();
    }
}
