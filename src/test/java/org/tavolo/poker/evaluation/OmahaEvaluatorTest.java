package org.tavolo.poker.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.poker.evaluation.Hands.cards;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.cards.Deck;
import org.tavolo.poker.evaluation.fast.InternationalEvaluator;
import org.tavolo.poker.evaluation.fast.OmahaEvaluator;

/** The six-read Omaha table gives the same strength as trying all sixty two-plus-three hands (docs/rules.md#games). */
class OmahaEvaluatorTest {

    private static int fast(List<Card> hole, List<Card> board) {
        return OmahaEvaluator.strength(
                hole.stream().mapToInt(Card::index).toArray(),
                board.stream().mapToInt(Card::index).toArray());
    }

    private static int byHand(List<Card> hole, List<Card> board) {
        return Game.OMAHA.best(RuleSet.international(), board, hole).strength();
    }

    @Test
    void omahaTableAgreesWithEverySixtyCombinationsOnRandomDeals() {
        assertAgreesOn(Deck.STANDARD_52.cards(), 50_000, 20261122L);
    }

    @Test
    void omahaTableAgreesWhenFlushesAreEverywhere() {
        List<Card> twoSuits = Deck.STANDARD_52.cards().stream()
                .filter(c -> c.suit().ordinal() >= 2)
                .toList();
        assertAgreesOn(twoSuits, 30_000, 7L);
    }

    @Test
    void omahaTrapsBoardFlushWithOneSuitedHoleCardAndBoardQuads() {
        assertEquals(
                byHand(cards("Ah Ac Qd 3s"), cards("2h 5h 9h Jh Kc")),
                fast(cards("Ah Ac Qd 3s"), cards("2h 5h 9h Jh Kc")));
        assertEquals(
                HandCategory.ONE_PAIR,
                InternationalEvaluator.category(fast(cards("Ah Ac Qd 3s"), cards("2h 5h 9h Jh Kc"))));
        assertEquals(
                HandCategory.THREE_OF_A_KIND,
                InternationalEvaluator.category(fast(cards("As Kd Qc Jh"), cards("9s 9h 9d 9c 2s"))));
    }

    @Test
    void omahaStraightFlushIsFoundAmongLowerBoardCardsThanTheTopFlush() {
        int straightFlush = fast(cards("8h 9h 2c 3c"), cards("5h 6h 7h Kh Ah"));
        assertEquals(HandCategory.STRAIGHT_FLUSH, InternationalEvaluator.category(straightFlush));
        assertEquals(byHand(cards("8h 9h 2c 3c"), cards("5h 6h 7h Kh Ah")), straightFlush);
        int flush = fast(cards("8h 2h 2c 3c"), cards("5h 6h 7h Kh Ah"));
        assertEquals(HandCategory.FLUSH, InternationalEvaluator.category(flush));
        assertEquals(byHand(cards("8h 2h 2c 3c"), cards("5h 6h 7h Kh Ah")), flush);
    }

    private static void assertAgreesOn(List<Card> deck, int deals, long seed) {
        Random random = new Random(seed);
        List<Card> shuffled = new ArrayList<>(deck);
        for (int i = 0; i < deals; i++) {
            Collections.shuffle(shuffled, random);
            List<Card> hole = shuffled.subList(0, 4);
            List<Card> board = shuffled.subList(4, 9);
            assertEquals(byHand(hole, board), fast(hole, board), () -> hole + " on " + board);
        }
    }
}
