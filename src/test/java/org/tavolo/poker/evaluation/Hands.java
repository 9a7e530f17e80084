package org.tavolo.poker.evaluation;

import java.util.Arrays;
import java.util.List;
import org.tavolo.poker.cards.Card;

/** Test shorthand: {@code cards("Ah Kd 7c")}. */
final class Hands {

    private Hands() {}

    static List<Card> cards(String text) {
        if (text.isBlank()) {
            return List.of();
        }
        return Arrays.stream(text.trim().split("\\s+")).map(Card::parse).toList();
    }

    static String text(List<Card> cards) {
        return String.join(" ", cards.stream().map(Card::toString).toList());
    }
}
