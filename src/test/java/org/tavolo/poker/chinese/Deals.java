package org.tavolo.poker.chinese;

import java.util.Arrays;
import java.util.List;
import org.tavolo.poker.cards.Card;

/** Hands of the tests, written as in the seed (000). */
final class Deals {

    private Deals() {}

    static List<Card> cards(String text) {
        return Card.parseAll(Arrays.asList(text.split(" ")));
    }

    static PlayerDeal play(String player, String first, String second, String third, Integer... tokens) {
        return new PlayerDeal(player, cards(first), cards(second), cards(third), List.of(tokens));
    }

    /** Flush, two pair of kings and sixes, pair of fives with A-Q-T: the seed's first way of splitting. */
    static PlayerDeal anna(Integer... tokens) {
        return play("Anna", "Kh Jh Th 3h 2h", "Kd Kc 6d 6s 4c", "5s 5c As Qc Ts", tokens);
    }

    /** Full house of aces, three eights, pair of fours. */
    static PlayerDeal bruno(Integer... tokens) {
        return play("Bruno", "Ad Ac Ah 9c 9d", "8c 8d 8s 7c 2c", "4h 4s Jd 9h 2d", tokens);
    }

    /** Queen-high straight, queens and sevens, pair of fives with 6-3-2. */
    static PlayerDeal carla(Integer... tokens) {
        return play("Carla", "Qd Jc Tc 9s 8h", "Qh Qs 7s 7h 3c", "5d 5h 6c 3s 2s", tokens);
    }
}
