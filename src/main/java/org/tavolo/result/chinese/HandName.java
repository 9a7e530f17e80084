package org.tavolo.result.chinese;

import org.tavolo.poker.evaluation.HandValue;

/**
 * A hand as a page names it: its category and the rank of its first card in reading order, by the
 * core's names ({@code ONE_PAIR}, {@code KING}: a pair of kings).
 */
public record HandName(String category, String rank) {

    static HandName of(HandValue hand) {
        return new HandName(hand.category().name(), hand.cards().get(0).rank().name());
    }
}
