package org.tavolo.poker.evaluation;

import java.util.List;
import org.tavolo.poker.cards.Card;

/**
 * One evaluated hand: its category, its cards in reading order and a strength for comparing it.
 *
 * <p>The cards read as the category does: bigger groups first, then higher ranks, and within a
 * group in the order they were given (so {@code Ah As 7c 7d Kd} for aces and sevens with a king);
 * straights from the top card down, the ace last in the lowest straight.
 *
 * <p>{@code strength} orders hands of the same size under the same rule set, higher is better, but
 * it is not the whole story: always compare through {@link RuleSet#compare}, which also knows the
 * Italian straight-flush exceptions (docs/rules.md#italian) and the three-card against five-card rule
 * (docs/rules.md#three-card).
 */
public record HandValue(HandCategory category, List<Card> cards, int strength) {

    public HandValue {
        cards = List.copyOf(cards);
    }

    @Override
    public String toString() {
        return category + " " + cards;
    }
}
