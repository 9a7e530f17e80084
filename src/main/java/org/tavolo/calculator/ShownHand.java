package org.tavolo.calculator;

import java.util.List;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.evaluation.HandCategory;
import org.tavolo.poker.evaluation.HandValue;

/**
 * A hand as the calculators show it: what it makes and its cards in reading order.
 *
 * @param category the kind of hand
 * @param cards    the cards, canonical notation, in reading order
 */
public record ShownHand(HandCategory category, List<String> cards) {

    static ShownHand from(HandValue hand) {
        return new ShownHand(
                hand.category(), hand.cards().stream().map(Card::toString).toList());
    }
}
