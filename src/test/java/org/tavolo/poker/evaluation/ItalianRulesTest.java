package org.tavolo.poker.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.poker.evaluation.Hands.cards;
import static org.tavolo.poker.evaluation.Hands.text;

import org.junit.jupiter.api.Test;
import org.tavolo.poker.cards.Deck;

/** docs/rules.md#italian, one test per tie-break rule of the Italian short deck. */
class ItalianRulesTest {

    private static final RuleSet.Italian THIRTY_TWO = RuleSet.italian(Deck.ITALIAN_32);
    private static final RuleSet.Italian THIRTY_SIX = RuleSet.italian(Deck.ITALIAN_36);
    private static final RuleSet.Italian FORTY = RuleSet.italian(Deck.ITALIAN_40);
    private static final RuleSet.Italian TWENTY_EIGHT = RuleSet.italian(Deck.ITALIAN_28);

    private static HandValue hand(RuleSet rules, String cards) {
        return rules.evaluate(cards(cards));
    }

    private static void assertBeats(RuleSet rules, String winner, String loser) {
        HandValue w = hand(rules, winner);
        HandValue l = hand(rules, loser);
        assertTrue(rules.compare(w, l) > 0, winner + " should beat " + loser);
        assertTrue(rules.compare(l, w) < 0, loser + " should lose to " + winner);
    }

    @Test
    void flushBeatsFullHouseOnAShortDeck() {
        assertEquals(HandCategory.FLUSH, hand(THIRTY_TWO, "7s 8s Ts Js Ks").category());
        assertBeats(THIRTY_TWO, "7s 8s Ts Js Ks", "Ah Ad Ac Kh Kd");
        assertBeats(THIRTY_TWO, "7c 7d 7h 7s 8h", "Ah Kh Qh Jh 9h");
    }

    @Test
    void minimaStraightIsTheAceWithTheDecksFourLowestRanks() {
        HandValue thirtyTwo = hand(THIRTY_TWO, "Ah 7c 8d 9s Tc");
        assertEquals(HandCategory.STRAIGHT, thirtyTwo.category());
        assertEquals("Tc 9s 8d 7c Ah", text(thirtyTwo.cards()));
        assertEquals(HandCategory.STRAIGHT, hand(THIRTY_SIX, "Ah 6c 7d 8s 9c").category());
        assertEquals(HandCategory.STRAIGHT, hand(FORTY, "As 5c 6d 7s 8c").category());
        assertEquals(HandCategory.HIGH_CARD, hand(THIRTY_SIX, "Ah 7c 8d 9s Tc").category());
        assertEquals(HandCategory.HIGH_CARD, hand(FORTY, "Ah 6c 7d 8s 9c").category());
    }

    @Test
    void minimaRanksBelowEveryMediaAndMassimaIsTheHighest() {
        assertBeats(THIRTY_TWO, "7s 8s 9d Ts Jc", "Ah 7h 8h 9h Td");
        assertBeats(THIRTY_SIX, "6s 7c 8s 9s Ts", "Ah 6h 7h 8h 9d");
        assertBeats(THIRTY_TWO, "As Ks Qd Js Tc", "Kh Qh Jh Th 9d");
    }

    @Test
    void threePlayerMinimaIsTheAceWithEightNineTenJack() {
        HandValue minima = hand(TWENTY_EIGHT, "Ah 8c 9d Ts Jc");
        assertEquals(HandCategory.STRAIGHT, minima.category());
        assertEquals("Jc Ts 9d 8c Ah", text(minima.cards()));
        assertBeats(TWENTY_EIGHT, "8s 9s Td Js Qc", "Ah 8h 9h Th Jd");
        assertBeats(TWENTY_EIGHT, "Ah 8c 9d Ts Jc", "Ah Ad Ac 9h 8d");
        assertBeats(TWENTY_EIGHT, "As Ks Qd Js Tc", "Kh Qh Jh Th 9d");
    }

    @Test
    void threePlayerTableKeepsTheItalianOrderFlushAboveFullHouseBelowFourOfAKind() {
        assertBeats(TWENTY_EIGHT, "8s 9s Js Qs As", "Ah Ad Ac Kh Kd");
        assertBeats(TWENTY_EIGHT, "8c 8d 8h 8s 9h", "Ah Kh Qh Jh 9h");
        assertBeats(TWENTY_EIGHT, "8h 9h Th Jh Ah", "Ks Kh Kd Kc 9c");
    }

    @Test
    void threePlayerHeartsRoyalLosesOnlyToTheSpadesMinimaOfTwentyEightCards() {
        assertBeats(TWENTY_EIGHT, "As 8s 9s Ts Js", "Ah Kh Qh Jh Th");
        assertBeats(TWENTY_EIGHT, "Ah Kh Qh Jh Th", "Ad 8d 9d Td Jd");
    }

    @Test
    void highCardComparesTheFiveCardsFromTheTopThenTheSuitOfTheTopCard() {
        assertBeats(THIRTY_TWO, "As Qc Tc 9s 7d", "Ah Qd 9h 8d 7h");
        assertBeats(THIRTY_TWO, "Ah Qc Tc 9s 7d", "As Qd Th 9d 7h");
        assertBeats(THIRTY_TWO, "Ad Qs Ts 9c 7s", "Ac Qh Th 9h 7h");
    }

    @Test
    void onePairComparesThePairThenTheKickersFromTheTop() {
        assertBeats(THIRTY_TWO, "Js Jc 9s 8c 7s", "Th Td Ah Kh Qd");
        assertBeats(THIRTY_TWO, "Js Jc As 8c 7s", "Jh Jd Kh Qh Td");
        assertBeats(THIRTY_TWO, "Js Jc As Ks 8s", "Jh Jd Ah Kh 7h");
    }

    @Test
    void onePairTieGoesToTheSuitOfTheHighestKicker() {
        assertBeats(THIRTY_TWO, "9s 9c Ah Kc 8s", "9h 9d As Kh 8h");
        assertBeats(THIRTY_TWO, "9s 9c Ad Ks 7s", "9h 9d Ac Kh 7h");
    }

    @Test
    void twoPairComparesHighPairThenLowPairThenFifthCard() {
        assertBeats(THIRTY_TWO, "As Ac 7s 7c 8d", "Kh Kd Qh Qd Jh");
        assertBeats(THIRTY_TWO, "As Ac 9s 9c 8d", "Ah Ad 8h 8d Kh");
        assertBeats(THIRTY_TWO, "As Ac 9s 9c Qd", "Ah Ad 9h 9d Jh");
    }

    @Test
    void twoPairTieGoesToTheSuitOfTheFifthCard() {
        assertBeats(THIRTY_TWO, "As Ac 9s 9c Qh", "Ah Ad 9h 9d Qd");
        assertBeats(THIRTY_TWO, "Ah Ad 9h 9d Qc", "As Ac 9s 9c Qs");
    }

    @Test
    void threeOfAKindFullHouseAndFourOfAKindAreDecidedByTheRankOfTheSet() {
        assertBeats(THIRTY_TWO, "8s 8c 8d 7s 9c", "7h 7d 7c Ah Kd");
        assertBeats(THIRTY_TWO, "8s 8c 8d 7s 7c", "7h 7d 7c Ah Ad");
        assertBeats(THIRTY_TWO, "8s 8c 8d 8h 7c", "7h 7d 7c 7s Ad");
    }

    @Test
    void straightComparesTheTopCardThenTheSuitOfTheTopCard() {
        assertBeats(THIRTY_TWO, "8s 9s Td Js Qc", "7h 8h 9h Th Jd");
        assertBeats(THIRTY_TWO, "8s 9s Td Js Qh", "8h 9h Th Jd Qd");
        assertBeats(THIRTY_TWO, "Ac 7s 8s 9d Th", "Ad 7h 8h 9h Ts");
    }

    @Test
    void flushOfTheHigherSuitWinsByDefaultThenTheCards() {
        assertEquals(FlushRule.SUIT_FIRST, THIRTY_TWO.flushRule());
        assertBeats(THIRTY_TWO, "7h 8h 9h Jh Qh", "8s 9s Js Qs As");
        assertBeats(FORTY, "5h 6h 8h 9h Jh", "5c 6c 8c 9c Jc");
        assertBeats(FORTY, "5h 9h Th Kh Ah", "6h 7h 8h Jh Qh");
    }

    @Test
    void flushCardsThenSuitComparesTheCardsFromTheTopBeforeTheSuit() {
        RuleSet.Italian rules = THIRTY_TWO.withFlushRule(FlushRule.CARDS_THEN_SUIT);
        assertBeats(rules, "8s 9s Js Qs As", "7h 8h 9h Jh Qh");
        assertBeats(rules, "7h 8h 9h Jh Ah", "7d 8d 9d Jd Ad");
        assertBeats(rules, "7s 8s 9s Qs As", "7h 8h 9h Jh Ah");
    }

    @Test
    void straightFlushComparesTheTopCardThenTheSuit() {
        assertBeats(THIRTY_TWO, "8s 9s Ts Js Qs", "7h 8h 9h Th Jh");
        assertBeats(THIRTY_TWO, "8h 9h Th Jh Qh", "8d 9d Td Jd Qd");
        assertBeats(THIRTY_TWO, "7c 8c 9c Tc Jc", "As 7s 8s 9s Ts");
        assertBeats(THIRTY_TWO, "Ad Kd Qd Jd Td", "Ac Kc Qc Jc Tc");
    }

    @Test
    void heartsRoyalFlushLosesOnlyToTheSpadesMinimaStraightFlush() {
        assertEquals(StraightFlushRule.HEARTS_ROYAL_EXCEPTION, THIRTY_TWO.straightFlushRule());
        String heartsRoyal = "Ah Kh Qh Jh Th";
        assertBeats(THIRTY_TWO, "As 7s 8s 9s Ts", heartsRoyal);
        assertBeats(THIRTY_TWO, heartsRoyal, "Ad 7d 8d 9d Td");
        assertBeats(THIRTY_TWO, heartsRoyal, "As Ks Qs Js Ts");
        assertBeats(THIRTY_TWO, heartsRoyal, "Kd Qd Jd Td 9d");
        assertBeats(THIRTY_SIX, "As 6s 7s 8s 9s", heartsRoyal);
        assertBeats(FORTY, "As 5s 6s 7s 8s", heartsRoyal);
        assertBeats(THIRTY_TWO, "Ad 7d 8d 9d Td", "As 7s 8s 9s Ts");
        assertBeats(THIRTY_TWO, "Kd Qd Jd Td 9d", "As 7s 8s 9s Ts");
    }

    @Test
    void royalCycleMassimaBeatsMediaMinimaBeatsMassimaMediaBeatsMinima() {
        RuleSet.Italian rules = THIRTY_TWO.withStraightFlushRule(StraightFlushRule.ROYAL_CYCLE);
        assertBeats(rules, "As Ks Qs Js Ts", "Kh Qh Jh Th 9h");
        assertBeats(rules, "Ac 7c 8c 9c Tc", "Ah Kh Qh Jh Th");
        assertBeats(rules, "7s 8s 9s Ts Js", "Ah 7h 8h 9h Th");
        assertBeats(rules, "Ah Kh Qh Jh Th", "As Ks Qs Js Ts");
        assertBeats(rules, "Ad 7d 8d 9d Td", "Ac 7c 8c 9c Tc");
        assertBeats(rules, "8c 9c Tc Jc Qc", "7h 8h 9h Th Jh");
        assertBeats(rules, "8h 9h Th Jh Qh", "8d 9d Td Jd Qd");
        assertBeats(rules, "7s 8s 9s Ts Js", "Qc Qd Qh Qs Ac");
    }
}
