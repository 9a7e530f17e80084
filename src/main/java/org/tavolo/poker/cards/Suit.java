package org.tavolo.poker.cards;

/**
 * The four suits, declared from the weakest to the strongest of the Italian suit order
 * hearts &gt; diamonds &gt; clubs &gt; spades ("Come Quando Fuori Piove", docs/rules.md#italian), so that
 * {@code compareTo} is that order. International rules never compare suits (docs/rules.md#international).
 */
public enum Suit {
    SPADES('s'),
    CLUBS('c'),
    DIAMONDS('d'),
    HEARTS('h');

    private static final Suit[] ALL = values();

    private final char symbol;

    Suit(char symbol) {
        this.symbol = symbol;
    }

    /** The canonical lower-case letter: {@code h d c s}. */
    public char symbol() {
        return symbol;
    }

    /** The suit with the given ordinal, {@code 0} for spades up to {@code 3} for hearts. */
    public static Suit ofOrdinal(int ordinal) {
        return ALL[ordinal];
    }

    /** @return the suit for {@code h d c s} in any case, or {@code null} */
    static Suit fromSymbol(char symbol) {
        char c = Character.toLowerCase(symbol);
        for (Suit suit : ALL) {
            if (suit.symbol == c) {
                return suit;
            }
        }
        return null;
    }
}
