package org.tavolo.hand;

import java.util.List;
import org.tavolo.poker.cards.TypedCards;

/**
 * Cards as a page's field holds them ({@code 10♥ ah, Kd}), read as the deck's codes by the core's {@link
 * TypedCards}: the pages' way to it, since pages do not reach the poker core themselves. The page's script reads
 * the same fields offline with the same class compiled for the browser.
 */
public final class CardsAsTyped {

    private CardsAsTyped() {}

    /** The words of {@code typed}, each as the deck's code when it is a card, else as typed. */
    public static List<String> read(String typed) {
        return TypedCards.read(typed);
    }
}
