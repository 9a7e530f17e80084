package org.tavolo.poker.cards;

import java.util.ArrayList;
import java.util.List;

/**
 * Cards typed as text, as a keyboard or the card grid fills a seat's field: {@code Ah Kd 9c}, separated by
 * spaces, commas or semicolons, in any case, {@code 10} or {@code T} for the ten, the suit as a letter
 * ({@code s h d c}) or a glyph ({@code ♠ ♥ ♦ ♣}, outlined or filled). Each word becomes the deck's code
 * ({@code Th}); a word that is no card is kept as typed, so whoever reads the cards ({@link Card#parse})
 * refuses it by name. The table page reads its fields with it on the server, and the page's script, offline,
 * with the same class compiled for the browser.
 */
public final class TypedCards {

    private static final String RANKS = "23456789TJQKA";
    private static final String SUITS = "shdc";

    private TypedCards() {}

    /** The words of {@code typed}, each as the deck's code when it is a card; none for null or blank. */
    public static List<String> read(String typed) {
        List<String> cards = new ArrayList<>();
        if (typed == null) {
            return cards;
        }
        StringBuilder word = new StringBuilder();
        for (int i = 0; i <= typed.length(); i++) {
            char c = i < typed.length() ? typed.charAt(i) : ' ';
            if (Character.isWhitespace(c) || c == ',' || c == ';') {
                if (word.length() > 0) {
                    cards.add(code(word.toString()));
                    word.setLength(0);
                }
            } else {
                word.append(c);
            }
        }
        return cards;
    }

    /** One word as the deck's code ({@code 10♥} → {@code Th}), or the word as typed when it is no card. */
    public static String code(String word) {
        if (word.length() < 2) {
            return word;
        }
        char suit = suit(word.charAt(word.length() - 1));
        String rank = word.substring(0, word.length() - 1);
        if (rank.equals("10")) {
            rank = "T";
        }
        if (rank.length() != 1 || suit == 0) {
            return word;
        }
        char r = Character.toUpperCase(rank.charAt(0));
        return RANKS.indexOf(r) < 0 ? word : "" + r + suit;
    }

    private static char suit(char typed) {
        switch (typed) {
            case '\u2660', '\u2664':
                return 's';
            case '\u2665', '\u2661':
                return 'h';
            case '\u2666', '\u2662':
                return 'd';
            case '\u2663', '\u2667':
                return 'c';
            default:
                char lower = Character.toLowerCase(typed);
                return SUITS.indexOf(lower) < 0 ? 0 : lower;
        }
    }
}
