package org.tavolo.screens.desk;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Cards typed as text, as a keyboard or the card grid fills a seat's field: {@code Ah Kd 9c}, separated by
 * spaces or commas, in any case, {@code 10} or {@code T} for the ten, the suit as a letter ({@code s h d c})
 * or a glyph ({@code ♠ ♥ ♦ ♣}). Each word becomes the deck's code ({@code Th}); a word that is no card is
 * kept as typed, so the hand service refuses it by name.
 */
final class TypedCards {

    private TypedCards() {}

    static List<String> read(String typed) {
        List<String> cards = new ArrayList<>();
        if (typed == null) {
            return cards;
        }
        for (String word : typed.strip().split("[\\s,;]+")) {
            if (!word.isEmpty()) {
                cards.add(code(word));
            }
        }
        return cards;
    }

    static String code(String word) {
        String w = word.replace("\u2660", "s")
                .replace("\u2665", "h")
                .replace("\u2666", "d")
                .replace("\u2663", "c")
                .replace("\u2664", "s")
                .replace("\u2661", "h")
                .replace("\u2662", "d")
                .replace("\u2667", "c");
        if (w.length() < 2) {
            return word;
        }
        String rank = w.substring(0, w.length() - 1).toUpperCase(Locale.ROOT);
        String suit = w.substring(w.length() - 1).toLowerCase(Locale.ROOT);
        if (rank.equals("10")) {
            rank = "T";
        }
        if (!rank.matches("[2-9TJQKA]") || !suit.matches("[shdc]")) {
            return word;
        }
        return rank + suit;
    }
}
