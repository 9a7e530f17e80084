package org.tavolo.poker.chinese;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.evaluation.HandValue;
import org.tavolo.poker.evaluation.RuleSet;

/**
 * One player's cards split into three hands, in decreasing order: first ≥ second ≥ third
 * (docs/rules.md#chinese-tokens). With two or three players each hand has five cards; with four players the third
 * has three (docs/rules.md#games, 000). Ranked by the International rules; a three-card hand against a
 * five-card one by docs/rules.md#three-card.
 */
public final class ThreeHands {

    private static final RuleSet RULES = RuleSet.international();

    private final Map<Row, HandValue> hands;

    private ThreeHands(Map<Row, HandValue> hands) {
        this.hands = hands;
    }

    /**
     * Evaluates the three hands and checks their sizes and their order.
     *
     * @param players how many play the deal (2 to 4): decides the size of the third hand
     * @throws RuleViolation {@code wrong-card-count} naming the {@code field} (the row), or
     *                       {@code hands-out-of-order} naming the {@code rows} that break the order
     */
    public static ThreeHands arrange(List<Card> first, List<Card> second, List<Card> third, int players) {
        Map<Row, List<Card>> cards = new EnumMap<>(Row.class);
        cards.put(Row.FIRST, first);
        cards.put(Row.SECOND, second);
        cards.put(Row.THIRD, third);
        Map<Row, HandValue> hands = new EnumMap<>(Row.class);
        cards.forEach((row, rowCards) -> {
            int expected = cardsIn(row, players);
            if (rowCards.size() != expected) {
                throw new RuleViolation(
                        "wrong-card-count",
                        "The " + row.label() + " hand has " + expected + " cards with " + players + " players, not "
                                + rowCards.size() + ".",
                        Map.of("field", row.label(), "expected", expected, "actual", rowCards.size()));
            }
            try {
                hands.put(row, RULES.evaluate(rowCards));
            } catch (RuleViolation e) {
                throw e.with("field", row.label());
            }
        });
        checkOrder(hands, Row.FIRST, Row.SECOND);
        checkOrder(hands, Row.SECOND, Row.THIRD);
        return new ThreeHands(hands);
    }

    /** Cards in a hand: five, except the third hand of a four-player deal, which has three (docs/rules.md#games). */
    public static int cardsIn(Row row, int players) {
        return row == Row.THIRD && players == 4 ? 3 : 5;
    }

    private static void checkOrder(Map<Row, HandValue> hands, Row higher, Row lower) {
        if (RULES.compare(hands.get(higher), hands.get(lower)) < 0) {
            throw new RuleViolation(
                    "hands-out-of-order",
                    "The " + lower.label() + " hand (" + describe(hands.get(lower))
                            + ") beats the " + higher.label() + " hand (" + describe(hands.get(higher))
                            + "): the three hands must be in decreasing order, first ≥ second ≥ third.",
                    Map.of("field", lower.label(), "rows", List.of(higher.label(), lower.label())));
        }
    }

    private static String describe(HandValue hand) {
        return hand.category().name().toLowerCase().replace('_', ' ') + " "
                + String.join(" ", hand.cards().stream().map(Card::toString).toList());
    }

    public HandValue hand(Row row) {
        return hands.get(row);
    }

    /** Positive when this player's hand in {@code row} beats the other's, zero when they tie. */
    int compare(Row row, ThreeHands other) {
        return RULES.compare(hand(row), other.hand(row));
    }

    /** Every card of the three hands. */
    public List<Card> cards() {
        return hands.values().stream().flatMap(h -> h.cards().stream()).toList();
    }
}
