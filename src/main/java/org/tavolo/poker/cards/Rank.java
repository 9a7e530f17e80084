package org.tavolo.poker.cards;

/**
 * The thirteen ranks, lowest first, so that {@code compareTo} follows the order of play
 * (the ace plays low only inside the lowest straight, which the evaluator handles).
 */
public enum Rank {
    TWO('2'),
    THREE('3'),
    FOUR('4'),
    FIVE('5'),
    SIX('6'),
    SEVEN('7'),
    EIGHT('8'),
    NINE('9'),
    TEN('T'),
    JACK('J'),
    QUEEN('Q'),
    KING('K'),
    ACE('A');

    private static final Rank[] ALL = values();

    private final char symbol;

    Rank(char symbol) {
        this.symbol = symbol;
    }

    /** The canonical one-letter symbol: {@code 2..9, T, J, Q, K, A}. */
    public char symbol() {
        return symbol;
    }

    /** The rank with the given ordinal, {@code 0} for the two up to {@code 12} for the ace. */
    public static Rank ofOrdinal(int ordinal) {
        return ALL[ordinal];
    }

    /**
     * Reads a rank as docs/rules.md#cards writes it: {@code 2-9}, {@code T} or {@code 10}, {@code J Q K A},
     * and the Italian {@code R} (re, king) and {@code F} (fante, jack), any case. {@code D} (donna)
     * is not a rank: it would read like diamonds.
     *
     * @return the rank, or {@code null} when the text is not one
     */
    static Rank fromText(String text) {
        if (text.equals("10")) {
            return TEN;
        }
        if (text.length() != 1) {
            return null;
        }
        char c = Character.toUpperCase(text.charAt(0));
        return switch (c) {
            case 'R' -> KING;
            case 'F' -> JACK;
            default -> {
                for (Rank rank : ALL) {
                    if (rank.symbol == c) {
                        yield rank;
                    }
                }
                yield null;
            }
        };
    }
}
