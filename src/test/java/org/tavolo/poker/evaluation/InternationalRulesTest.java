package org.tavolo.poker.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.poker.evaluation.Hands.cards;
import static org.tavolo.poker.evaluation.Hands.text;

import org.junit.jupiter.api.Test;
import org.tavolo.poker.evaluation.fast.InternationalEvaluator;

/** docs/rules.md#international (international ranking) and 2.3 (three-card hands). */
class InternationalRulesTest {

    private static final RuleSet RULES = RuleSet.international();

    private static HandValue hand(String cards) {
        return RULES.evaluate(cards(cards));
    }

    private static void assertBeats(String winner, String loser) {
        assertTrue(RULES.compare(hand(winner), hand(loser)) > 0, winner + " should beat " + loser);
        assertTrue(RULES.compare(hand(loser), hand(winner)) < 0, loser + " should lose to " + winner);
    }

    private static void assertTie(String a, String b) {
        assertEquals(0, RULES.compare(hand(a), hand(b)), a + " should tie " + b);
    }

    @Test
    void categoriesRankFromHighCardToStraightFlush() {
        String[] ascending = {
            "Ah Qd 9c 7s 3h",
            "2h 2d 9c 7s 3h",
            "2h 2d 3c 3s 9h",
            "2h 2d 2c 7s 3h",
            "2h 3d 4c 5s 6h",
            "2h 7h 9h Jh Kh",
            "2h 2d 2c 3s 3h",
            "2h 2d 2c 2s 3h",
            "2h 3h 4h 5h 6h"
        };
        for (int i = 0; i < ascending.length; i++) {
            assertEquals(HandCategory.values()[i], hand(ascending[i]).category());
            if (i > 0) {
                assertBeats(ascending[i], ascending[i - 1]);
            }
        }
    }

    @Test
    void suitsNeverBreakATie() {
        assertTie("Ah Kd Qc Js 9h", "As Kc Qd Jh 9s");
        assertTie("Ah Kh Qh Jh 9h", "As Ks Qs Js 9s");
        assertTie("9h 9d Ac Ks 7h", "9s 9c Ad Kh 7c");
    }

    @Test
    void wheelIsTheLowestStraightAndTheAceAlsoPlaysHigh() {
        HandValue wheel = hand("Ah 2d 3c 4s 5h");
        assertEquals(HandCategory.STRAIGHT, wheel.category());
        assertEquals("5h 4s 3c 2d Ah", text(wheel.cards()));
        assertBeats("2h 3d 4c 5s 6h", "Ah 2d 3c 4s 5h");
        assertBeats("Ah Kd Qc Js Th", "9h Kd Qc Js Th");
        assertBeats("2h 3h 4h 5h 6h", "Ah 2h 3h 4h 5h");
        assertEquals(HandCategory.HIGH_CARD, hand("Qh Kd Ac 2s 3h").category());
    }

    @Test
    void royalFlushIsTheStrongestClass() {
        assertEquals(InternationalEvaluator.CLASSES, hand("Ah Kh Qh Jh Th").strength());
        assertEquals(1, hand("7h 5d 4c 3s 2h").strength());
    }

    @Test
    void onePairComparesThePairThenThreeKickers() {
        assertBeats("9h 9d 4c 3s 2h", "8h 8d Ac Ks Qh");
        assertBeats("9h 9d Ac 3s 2h", "9s 9c Kd Qh Jh");
        assertBeats("9h 9d Ac Ks 3h", "9s 9c Ad Kh 2c");
    }

    @Test
    void twoPairComparesHighPairThenLowPairThenKicker() {
        assertBeats("Kh Kd 3c 3s 2h", "Qh Qd Jc Js Ah");
        assertBeats("Kh Kd 4c 4s 2h", "Ks Kc 3d 3h Ah");
        assertBeats("Kh Kd 4c 4s 6h", "Ks Kc 4d 4h 5h");
    }

    @Test
    void threeOfAKindComparesTheSetThenTwoKickers() {
        assertBeats("9h 9d 9c 3s 2h", "8h 8d 8c As Kh");
        assertBeats("9h 9d 9c As 3h", "9h 9d 9c Ks Qh");
        assertBeats("9h 9d 9c As 4h", "9h 9d 9c As 3h");
    }

    @Test
    void fullHouseComparesTheTripsThenThePair() {
        assertBeats("9h 9d 9c 2s 2h", "8h 8d 8c As Ah");
        assertBeats("9h 9d 9c 3s 3h", "9h 9d 9c 2s 2h");
    }

    @Test
    void fourOfAKindComparesTheQuadsThenTheKicker() {
        assertBeats("9h 9d 9c 9s 2h", "8h 8d 8c 8s Ah");
        assertBeats("9h 9d 9c 9s Ah", "9h 9d 9c 9s Kh");
    }

    @Test
    void flushAndHighCardCompareAllFiveCardsFromTheTop() {
        assertBeats("Ah Jh 9h 7h 3h", "Ks Qs Js 9s 7s");
        assertBeats("Ah Jh 9h 7h 3h", "Ad Jd 9d 7d 2d");
        assertBeats("Ah Jd 9c 7s 4h", "As Jc 9d 7h 3d");
    }

    @Test
    void threeCardHandsHaveNoStraightsOrFlushesAndTripAcesAreBest() {
        assertEquals(HandCategory.HIGH_CARD, hand("Qh Kh Ah").category());
        assertEquals(HandCategory.HIGH_CARD, hand("2h 3h 4h").category());
        assertEquals(HandCategory.ONE_PAIR, hand("Kh Kd 5c").category());
        HandValue tripAces = hand("Ah Ad Ac");
        assertEquals(HandCategory.THREE_OF_A_KIND, tripAces.category());
        assertTrue(RULES.compare(tripAces, hand("Kh Kd Kc")) > 0);
        assertTrue(RULES.compare(hand("Kh Kd 5c"), hand("Kh Kd 4c")) > 0);
        assertTrue(RULES.compare(hand("2h 2d 3c"), hand("Ah Kd Qc")) > 0);
    }

    @Test
    void threeCardHandComparesWithFiveCardHandByCategoryThenTheRanksBothHave() {
        assertTrue(RULES.compare(hand("Kh Kd 9c Ts 2h"), hand("Ks Kc 5d")) > 0);
        assertEquals(0, RULES.compare(hand("Kh Kd 9c 3s 2h"), hand("Ks Kc 9d")));
        assertTrue(RULES.compare(hand("Ks Kc Ad"), hand("Kh Kd 9c 3s 2h")) > 0);
        assertTrue(RULES.compare(hand("2h 2d 3c 3s 4h"), hand("Ah Ad Kc")) > 0);
        assertTrue(RULES.compare(hand("2h 2d 2c"), hand("Ah Ad Kc Ks Qh")) > 0);
        assertTrue(RULES.compare(hand("2h 3d 4c 5s 6h"), hand("Ah Ad Ac")) > 0);
        assertEquals(0, RULES.compare(hand("Ah Kd Qc 3s 2h"), hand("As Kh Qd")));
    }
}
