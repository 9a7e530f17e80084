package org.tavolo.poker.evaluation;

import org.tavolo.poker.cards.Card;

/**
 * The Italian strength written straight from docs/rules.md#italian, card by card: the oracle the Italian tables
 * are checked against. The category in the Italian order, the tie ranks, then the suit that decides.
 */
final class ItalianPlainStrength {

    private ItalianPlainStrength() {}

    /** docs/rules.md#italian: the Italian category order, the tie ranks, then the suit that decides. */
    static int of(Reading reading, FlushRule flushRule) {
        int[] ranks = reading.tieRanks();
        int suit = decidingCard(reading).suit().ordinal();
        int[] fields =
                switch (reading.category()) {
                    case THREE_OF_A_KIND, FULL_HOUSE, FOUR_OF_A_KIND -> new int[] {ranks[0] + 1};
                    case FLUSH ->
                        flushRule == FlushRule.SUIT_FIRST
                                ? new int[] {suit, ranks[0] + 1, ranks[1] + 1, ranks[2] + 1, ranks[3] + 1, ranks[4] + 1}
                                : new int[] {ranks[0] + 1, ranks[1] + 1, ranks[2] + 1, ranks[3] + 1, ranks[4] + 1, suit
                                };
                    default -> withSuit(ranks, suit);
                };
        int key = italianOrder(reading.category());
        for (int i = 0; i < 6; i++) {
            key = key * 16 + (i < fields.length ? fields[i] : 0);
        }
        return key;
    }

    /** Italian category order, lowest first: the flush sits above the full house (docs/rules.md#italian). */
    static int italianOrder(HandCategory category) {
        return switch (category) {
            case FULL_HOUSE -> HandCategory.FLUSH.ordinal();
            case FLUSH -> HandCategory.FULL_HOUSE.ordinal();
            default -> category.ordinal();
        };
    }

    /**
     * The card whose suit breaks a tie under Italian rules (docs/rules.md#italian): the top card of a high card
     * hand or straight, the highest kicker of a pair, the fifth card of two pair, any card of a flush.
     */
    static Card decidingCard(Reading reading) {
        return switch (reading.category()) {
            case ONE_PAIR -> reading.cards().get(2);
            case TWO_PAIR -> reading.cards().get(4);
            default -> reading.cards().get(0);
        };
    }

    private static int[] withSuit(int[] ranks, int suit) {
        int[] fields = new int[ranks.length + 1];
        for (int i = 0; i < ranks.length; i++) {
            fields[i] = ranks[i] + 1;
        }
        fields[ranks.length] = suit;
        return fields;
    }
}
