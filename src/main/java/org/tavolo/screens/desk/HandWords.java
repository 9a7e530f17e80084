package org.tavolo.screens.desk;

import java.util.Map;
import org.tavolo.result.HandName;
import org.tavolo.screens.Language;

/** A hand in the words a player accepts at the table: its category, with its rank for pairs, three and four of a kind ("coppia di Re"). */
final class HandWords {

    private static final Map<String, String[]> CATEGORY = Map.of(
            "HIGH_CARD", new String[] {"carta alta", "high card"},
            "ONE_PAIR", new String[] {"coppia", "pair"},
            "TWO_PAIR", new String[] {"doppia coppia", "two pair"},
            "THREE_OF_A_KIND", new String[] {"tris", "three of a kind"},
            "STRAIGHT", new String[] {"scala", "straight"},
            "FLUSH", new String[] {"colore", "flush"},
            "FULL_HOUSE", new String[] {"full", "full house"},
            "FOUR_OF_A_KIND", new String[] {"poker", "four of a kind"},
            "STRAIGHT_FLUSH", new String[] {"scala reale", "straight flush"});

    private static final Map<String, String[]> RANK = Map.ofEntries(
            Map.entry("TWO", new String[] {"2", "2"}),
            Map.entry("THREE", new String[] {"3", "3"}),
            Map.entry("FOUR", new String[] {"4", "4"}),
            Map.entry("FIVE", new String[] {"5", "5"}),
            Map.entry("SIX", new String[] {"6", "6"}),
            Map.entry("SEVEN", new String[] {"7", "7"}),
            Map.entry("EIGHT", new String[] {"8", "8"}),
            Map.entry("NINE", new String[] {"9", "9"}),
            Map.entry("TEN", new String[] {"10", "10"}),
            Map.entry("JACK", new String[] {"Fante", "Jack"}),
            Map.entry("QUEEN", new String[] {"Donna", "Queen"}),
            Map.entry("KING", new String[] {"Re", "King"}),
            Map.entry("ACE", new String[] {"Asso", "Ace"}));

    private HandWords() {}

    static String named(HandName hand, Language lang) {
        int l = lang.italian() ? 0 : 1;
        String category = CATEGORY.get(hand.category())[l];
        return switch (hand.category()) {
            case "ONE_PAIR", "THREE_OF_A_KIND", "FOUR_OF_A_KIND" ->
                category + (l == 0 ? " di " : " of ") + RANK.get(hand.rank())[l] + (l == 0 ? "" : "s");
            default -> category;
        };
    }
}
