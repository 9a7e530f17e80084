package org.tavolo.poker.cards;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tavolo.poker.RuleViolation;

/**
 * One playing card. {@link #toString()} is the canonical notation of docs/rules.md#cards ({@code Ah},
 * {@code Td}, {@code 7c}); {@link #parse} also reads {@code 10d}, any case, and the Italian
 * {@code R}/{@code F} for king and jack.
 *
 * <p>Each card also has an {@link #index()} from 0 to 51 ({@code rank * 4 + suit}) that the
 * evaluator uses for its tables; {@link #ofIndex} returns the shared instance.
 */
public record Card(Rank rank, Suit suit) {

    private static final Card[] BY_INDEX = new Card[52];

    static {
        for (Rank rank : Rank.values()) {
            for (Suit suit : Suit.values()) {
                Card card = new Card(rank, suit);
                BY_INDEX[card.index()] = card;
            }
        }
    }

    public Card {
        if (rank == null || suit == null) {
            throw new IllegalArgumentException("A card needs a rank and a suit");
        }
    }

    public static Card of(Rank rank, Suit suit) {
        return BY_INDEX[rank.ordinal() * 4 + suit.ordinal()];
    }

    /** The card with the given {@link #index()}. */
    public static Card ofIndex(int index) {
        return BY_INDEX[index];
    }

    /** {@code rank * 4 + suit}: 0 is the two of spades, 51 the ace of hearts. */
    public int index() {
        return rank.ordinal() * 4 + suit.ordinal();
    }

    /**
     * Reads one card in the notation of docs/rules.md#cards.
     *
     * @throws RuleViolation {@code unknown-card}, naming the {@code card} as given
     */
    public static Card parse(String text) {
        if (text == null) {
            throw unknown(null);
        }
        String trimmed = text.strip();
        if (trimmed.length() < 2 || trimmed.length() > 3) {
            throw unknown(text);
        }
        Rank rank = Rank.fromText(trimmed.substring(0, trimmed.length() - 1));
        Suit suit = Suit.fromSymbol(trimmed.charAt(trimmed.length() - 1));
        if (rank == null || suit == null) {
            throw unknown(text);
        }
        return of(rank, suit);
    }

    /** Reads several cards; the first that is not a card is reported as {@link #parse} does. */
    public static List<Card> parseAll(List<String> texts) {
        List<Card> cards = new ArrayList<>(texts.size());
        for (String text : texts) {
            cards.add(parse(text));
        }
        return List.copyOf(cards);
    }

    private static RuleViolation unknown(String text) {
        return new RuleViolation(
                "unknown-card",
                "'" + text
                        + "' is not a card: write the rank (2-9, T or 10, J, Q, K, A; R and F also read as king and jack)"
                        + " followed by the suit (h, d, c, s), e.g. Ah, 10d, 7c.",
                text == null ? Map.of() : Map.of("card", text));
    }

    @Override
    public String toString() {
        return new String(new char[] {rank.symbol(), suit.symbol()});
    }
}
