package org.tavolo.poker.chinese;

import java.util.List;
import org.tavolo.poker.cards.Card;

/**
 * What one player lays down in one deal: his three hands, strongest first, and the token placed on
 * each (docs/rules.md#chinese-tokens).
 *
 * @param player his name
 * @param first  the first (strongest) hand
 * @param second the second hand
 * @param third  the third hand (three cards in a four-player deal)
 * @param tokens the tokens on the first, second and third hand, in that order
 */
public record PlayerDeal(String player, List<Card> first, List<Card> second, List<Card> third, List<Integer> tokens) {

    public PlayerDeal {
        first = List.copyOf(first);
        second = List.copyOf(second);
        third = List.copyOf(third);
        tokens = List.copyOf(tokens);
    }
}
