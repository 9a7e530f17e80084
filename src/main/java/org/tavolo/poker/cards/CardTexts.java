package org.tavolo.poker.cards;

import java.util.List;
import org.tavolo.poker.RuleViolation;

/**
 * Cards written as text in a hand (a player's shown cards, the board), read with a refusal that
 * names where the bad card stands: {@code players[i].cards} and the seat, or {@code board}. Absent
 * cards are none.
 */
public final class CardTexts {

    private CardTexts() {}

    /** The cards shown by the player at {@code seat}, the {@code index}-th player of the hand. */
    public static List<Card> ofPlayer(List<String> texts, int seat, int index) {
        if (texts == null) {
            return List.of();
        }
        try {
            return Card.parseAll(texts);
        } catch (RuleViolation e) {
            RuleViolation atSeat = e.with("seat", seat);
            throw atSeat.details().containsKey("field") ? atSeat : atSeat.with("field", "players[" + index + "].cards");
        }
    }

    /** The community cards. */
    public static List<Card> ofBoard(List<String> texts) {
        if (texts == null) {
            return List.of();
        }
        try {
            return Card.parseAll(texts);
        } catch (RuleViolation e) {
            throw e.with("field", "board");
        }
    }
}
