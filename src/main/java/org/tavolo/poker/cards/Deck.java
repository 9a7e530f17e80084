package org.tavolo.poker.cards;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tavolo.poker.RuleViolation;

/**
 * The decks of the rule book: the full 52 cards of international games and the Italian short
 * decks chosen by the number of players, four cards per player plus sixteen (docs/rules.md#italian:
 * 4 players 32 cards 7..A, 5 players 36 cards 6..A, 6 players 40 cards 5..A; and the project's
 * table of three, docs/rules.md#three-player-tables: 28 cards 8..A). A short deck keeps every suit and
 * drops the low ranks.
 */
public enum Deck {
    STANDARD_52(Rank.TWO),
    ITALIAN_40(Rank.FIVE),
    ITALIAN_36(Rank.SIX),
    ITALIAN_32(Rank.SEVEN),
    ITALIAN_28(Rank.EIGHT);

    private final Rank lowest;
    private final List<Card> cards;

    Deck(Rank lowest) {
        this.lowest = lowest;
        List<Card> all = new ArrayList<>();
        for (int index = lowest.ordinal() * 4; index < 52; index++) {
            all.add(Card.ofIndex(index));
        }
        this.cards = List.copyOf(all);
    }

    /**
     * The deck with the given number of cards.
     *
     * @throws RuleViolation {@code unknown-deck} for any size other than 52, 40, 36, 32 or 28
     */
    public static Deck ofSize(int size) {
        for (Deck deck : values()) {
            if (deck.size() == size) {
                return deck;
            }
        }
        throw new RuleViolation(
                "unknown-deck",
                "There is no deck of " + size + " cards: use 52, 40, 36, 32 or 28.",
                Map.of("field", "deck", "deck", size));
    }

    /** The lowest rank in the deck; with the ace it forms the lowest straight. */
    public Rank lowest() {
        return lowest;
    }

    public int size() {
        return cards.size();
    }

    public boolean contains(Card card) {
        return card.rank().compareTo(lowest) >= 0;
    }

    /** Every card of the deck, from the lowest rank up, spades to hearts within a rank. */
    public List<Card> cards() {
        return cards;
    }
}
