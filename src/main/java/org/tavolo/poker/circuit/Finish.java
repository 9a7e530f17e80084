package org.tavolo.poker.circuit;

import java.util.Map;
import org.tavolo.poker.RuleViolation;

/**
 * A player's place (1 = first; equal places are ties) — at a table of a game, or in an evening's final order.
 *
 * @param card  the player's circuit card
 * @param place 1 for first; players sharing a place are tied (places as 1, 2, 2, 4)
 */
public record Finish(String card, int place) {

    public Finish {
        if (card == null || card.isBlank()) {
            throw new IllegalArgumentException("card is required");
        }
        if (place < 1) {
            throw new RuleViolation(
                    "circuit-place", "A place is 1 or more, not " + place + ".", Map.of("card", card, "place", place));
        }
    }
}
