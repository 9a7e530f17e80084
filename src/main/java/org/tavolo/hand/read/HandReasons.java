package org.tavolo.hand.read;

import java.util.List;
import java.util.Map;
import org.tavolo.hand.HandAnswer;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.cards.Rank;
import org.tavolo.poker.cards.Suit;
import org.tavolo.poker.evaluation.HandCategory;
import org.tavolo.poker.evaluation.HandValue;

/**
 * Why one shown hand beats another, in the words a player accepts at the table: the categories
 * when they differ ("colore batte full"), else the first card in reading order that decides
 * ("coppia di Re: 9 di fiori batte 9 di picche" when the suit breaks the tie, docs/rules.md#italian).
 */
public final class HandReasons {

    private static final Map<HandCategory, String[]> CATEGORY = Map.of(
            HandCategory.HIGH_CARD, new String[] {"carta alta", "high card"},
            HandCategory.ONE_PAIR, new String[] {"coppia", "pair"},
            HandCategory.TWO_PAIR, new String[] {"doppia coppia", "two pair"},
            HandCategory.THREE_OF_A_KIND, new String[] {"tris", "three of a kind"},
            HandCategory.STRAIGHT, new String[] {"scala", "straight"},
            HandCategory.FLUSH, new String[] {"colore", "flush"},
            HandCategory.FULL_HOUSE, new String[] {"full", "full house"},
            HandCategory.FOUR_OF_A_KIND, new String[] {"poker", "four of a kind"},
            HandCategory.STRAIGHT_FLUSH, new String[] {"scala reale", "straight flush"});

    private static final Map<Rank, String[]> RANK = Map.ofEntries(
            Map.entry(Rank.TWO, new String[] {"2", "2"}),
            Map.entry(Rank.THREE, new String[] {"3", "3"}),
            Map.entry(Rank.FOUR, new String[] {"4", "4"}),
            Map.entry(Rank.FIVE, new String[] {"5", "5"}),
            Map.entry(Rank.SIX, new String[] {"6", "6"}),
            Map.entry(Rank.SEVEN, new String[] {"7", "7"}),
            Map.entry(Rank.EIGHT, new String[] {"8", "8"}),
            Map.entry(Rank.NINE, new String[] {"9", "9"}),
            Map.entry(Rank.TEN, new String[] {"10", "10"}),
            Map.entry(Rank.JACK, new String[] {"Fante", "Jack"}),
            Map.entry(Rank.QUEEN, new String[] {"Donna", "Queen"}),
            Map.entry(Rank.KING, new String[] {"Re", "King"}),
            Map.entry(Rank.ACE, new String[] {"Asso", "Ace"}));

    private static final Map<Suit, String[]> SUIT = Map.of(
            Suit.HEARTS, new String[] {"cuori", "hearts"},
            Suit.DIAMONDS, new String[] {"quadri", "diamonds"},
            Suit.CLUBS, new String[] {"fiori", "clubs"},
            Suit.SPADES, new String[] {"picche", "spades"});

    private HandReasons() {}

    /** Why {@code winner} beats {@code other}; null when they are equal card for card. */
    public static String why(HandValue winner, HandValue other, boolean italian) {
        return why(winner.category(), winner.cards(), other.category(), other.cards(), italian);
    }

    /** Why a hand shown in a hand's answer beats another; null when they are equal card for card. */
    public static String why(HandAnswer.ShownHand winner, HandAnswer.ShownHand other, boolean italian) {
        return why(
                winner.category(),
                Card.parseAll(winner.cards()),
                other.category(),
                Card.parseAll(other.cards()),
                italian);
    }

    private static String why(HandCategory winner, List<Card> a, HandCategory other, List<Card> b, boolean italian) {
        int l = italian ? 0 : 1;
        String beats = italian ? " batte " : " beats ";
        if (winner != other) {
            return CATEGORY.get(winner)[l] + beats + CATEGORY.get(other)[l];
        }
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            if (a.get(i).rank() != b.get(i).rank()) {
                return named(winner, a, l) + ": " + RANK.get(a.get(i).rank())[l] + beats
                        + RANK.get(b.get(i).rank())[l];
            }
        }
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            if (single(a, i) && a.get(i).suit() != b.get(i).suit()) {
                return named(winner, a, l) + ": " + card(a.get(i), l) + beats + card(b.get(i), l);
            }
        }
        return null;
    }

    /**
     * Whether the card at {@code i} is the only one of its rank: the suit that breaks a tie is that
     * of the highest such card (the top kicker of a pair, the fifth card of two pair, the top card
     * of a straight, docs/rules.md#italian).
     */
    private static boolean single(List<Card> cards, int i) {
        return cards.stream().filter(c -> c.rank() == cards.get(i).rank()).count() == 1;
    }

    /** A hand's category, with its rank for pairs, three and four of a kind ("coppia di Re"). */
    public static String named(HandValue hand, boolean italian) {
        return named(hand.category(), hand.cards(), italian ? 0 : 1);
    }

    /** A hand shown in a hand's answer, in words. */
    public static String named(HandAnswer.ShownHand hand, boolean italian) {
        return named(hand.category(), Card.parseAll(hand.cards()), italian ? 0 : 1);
    }

    /**
     * A hand named by the core's names of its category and of the rank of its first card ({@code ONE_PAIR},
     * {@code KING}: "coppia di Re"), in words.
     */
    public static String named(String category, String rank, boolean italian) {
        return named(HandCategory.valueOf(category), Rank.valueOf(rank), italian ? 0 : 1);
    }

    private static String named(HandCategory category, List<Card> cards, int l) {
        return named(category, cards.get(0).rank(), l);
    }

    private static String named(HandCategory category, Rank first, int l) {
        String words = CATEGORY.get(category)[l];
        return switch (category) {
            case ONE_PAIR, THREE_OF_A_KIND, FOUR_OF_A_KIND ->
                words + (l == 0 ? " di " : " of ") + RANK.get(first)[l] + (l == 0 ? "" : "s");
            default -> words;
        };
    }

    private static String card(Card card, int l) {
        return RANK.get(card.rank())[l] + (l == 0 ? " di " : " of ") + SUIT.get(card.suit())[l];
    }

    /** A card as the page shows it: rank and suit symbol ({@code K♥}). */
    public static String label(String code) {
        Card card = Card.parse(code);
        String rank =
                card.rank() == Rank.TEN ? "10" : String.valueOf(card.rank().symbol());
        String suit =
                switch (card.suit()) {
                    case HEARTS -> "♥";
                    case DIAMONDS -> "♦";
                    case CLUBS -> "♣";
                    case SPADES -> "♠";
                };
        return rank + suit;
    }
}
