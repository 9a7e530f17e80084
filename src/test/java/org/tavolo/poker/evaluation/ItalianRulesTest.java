package org.tavolo.poker.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.poker.evaluation.Hands.cards;
import static org.tavolo.poker.evaluation.Hands.text;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tavolo.poker.cards.Deck;

/** docs/rules.md#italian, one test per tie-break rule of the Italian short deck. */
class ItalianRulesTest {

    private static final RuleSet.Italian THIRTY_TWO = RuleSet.italian(Deck.ITALIAN_32);
    private static final RuleSet.Italian THIRTY_SIX = RuleSet.italian(Deck.ITALIAN_36);
    private static final RuleSet.Italian FORTY = RuleSet.italian(Deck.ITALIAN_40);
    private static final RuleSet.Italian TWENTY_EIGHT = RuleSet.italian(Deck.ITALIAN_28);

    /** Each case's name: which hand beats which. */
    private static final String BEATS = "{arguments}: the first beats the second";

    /** The Italian rules on a deck of this many cards, with the default tie rules. */
    private static RuleSet.Italian italian(int cards) {
        return RuleSet.italian(Deck.ofSize(cards));
    }

    private static HandValue hand(RuleSet rules, String cards) {
        return rules.evaluate(cards(cards));
    }

    private static void assertBeats(RuleSet rules, String winner, String loser) {
        HandValue w = hand(rules, winner);
        HandValue l = hand(rules, loser);
        assertTrue(rules.compare(w, l) > 0, winner + " should beat " + loser);
        assertTrue(rules.compare(l, w) < 0, loser + " should lose to " + winner);
    }

    @ParameterizedTest(name = BEATS)
    @CsvSource(delimiter = '>', textBlock = """
            7s 8s Ts Js Ks > Ah Ad Ac Kh Kd
            7c 7d 7h 7s 8h > Ah Kh Qh Jh 9h
            """)
    void flushBeatsFullHouseOnAShortDeck(String winner, String loser) {
        assertEquals(HandCategory.FLUSH, hand(THIRTY_TWO, "7s 8s Ts Js Ks").category());
        assertBeats(THIRTY_TWO, winner, loser);
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

    @ParameterizedTest(name = BEATS)
    @CsvSource(delimiter = '>', textBlock = """
            32 > 7s 8s 9d Ts Jc > Ah 7h 8h 9h Td
            36 > 6s 7c 8s 9s Ts > Ah 6h 7h 8h 9d
            32 > As Ks Qd Js Tc > Kh Qh Jh Th 9d
            """)
    void minimaRanksBelowEveryMediaAndMassimaIsTheHighest(int deck, String winner, String loser) {
        assertBeats(italian(deck), winner, loser);
    }

    @ParameterizedTest(name = BEATS)
    @CsvSource(delimiter = '>', textBlock = """
            8s 9s Td Js Qc > Ah 8h 9h Th Jd
            Ah 8c 9d Ts Jc > Ah Ad Ac 9h 8d
            As Ks Qd Js Tc > Kh Qh Jh Th 9d
            """)
    void threePlayerMinimaIsTheAceWithEightNineTenJack(String winner, String loser) {
        HandValue minima = hand(TWENTY_EIGHT, "Ah 8c 9d Ts Jc");
        assertEquals(HandCategory.STRAIGHT, minima.category());
        assertEquals("Jc Ts 9d 8c Ah", text(minima.cards()));
        assertBeats(TWENTY_EIGHT, winner, loser);
    }

    @ParameterizedTest(name = BEATS)
    @CsvSource(delimiter = '>', textBlock = """
            8s 9s Js Qs As > Ah Ad Ac Kh Kd
            8c 8d 8h 8s 9h > Ah Kh Qh Jh 9h
            8h 9h Th Jh Ah > Ks Kh Kd Kc 9c
            """)
    void threePlayerTableKeepsTheItalianOrderFlushAboveFullHouseBelowFourOfAKind(String winner, String loser) {
        assertBeats(TWENTY_EIGHT, winner, loser);
    }

    @ParameterizedTest(name = BEATS)
    @CsvSource(delimiter = '>', textBlock = """
            As 8s 9s Ts Js > Ah Kh Qh Jh Th
            Ah Kh Qh Jh Th > Ad 8d 9d Td Jd
            """)
    void threePlayerHeartsRoyalLosesOnlyToTheSpadesMinimaOfTwentyEightCards(String winner, String loser) {
        assertBeats(TWENTY_EIGHT, winner, loser);
    }

    @ParameterizedTest(name = BEATS)
    @CsvSource(delimiter = '>', textBlock = """
            As Qc Tc 9s 7d > Ah Qd 9h 8d 7h
            Ah Qc Tc 9s 7d > As Qd Th 9d 7h
            Ad Qs Ts 9c 7s > Ac Qh Th 9h 7h
            """)
    void highCardComparesTheFiveCardsFromTheTopThenTheSuitOfTheTopCard(String winner, String loser) {
        assertBeats(THIRTY_TWO, winner, loser);
    }

    @ParameterizedTest(name = BEATS)
    @CsvSource(delimiter = '>', textBlock = """
            Js Jc 9s 8c 7s > Th Td Ah Kh Qd
            Js Jc As 8c 7s > Jh Jd Kh Qh Td
            Js Jc As Ks 8s > Jh Jd Ah Kh 7h
            """)
    void onePairComparesThePairThenTheKickersFromTheTop(String winner, String loser) {
        assertBeats(THIRTY_TWO, winner, loser);
    }

    @ParameterizedTest(name = BEATS)
    @CsvSource(delimiter = '>', textBlock = """
            9s 9c Ah Kc 8s > 9h 9d As Kh 8h
            9s 9c Ad Ks 7s > 9h 9d Ac Kh 7h
            """)
    void onePairTieGoesToTheSuitOfTheHighestKicker(String winner, String loser) {
        assertBeats(THIRTY_TWO, winner, loser);
    }

    @ParameterizedTest(name = BEATS)
    @CsvSource(delimiter = '>', textBlock = """
            As Ac 7s 7c 8d > Kh Kd Qh Qd Jh
            As Ac 9s 9c 8d > Ah Ad 8h 8d Kh
            As Ac 9s 9c Qd > Ah Ad 9h 9d Jh
            """)
    void twoPairComparesHighPairThenLowPairThenFifthCard(String winner, String loser) {
        assertBeats(THIRTY_TWO, winner, loser);
    }

    @ParameterizedTest(name = BEATS)
    @CsvSource(delimiter = '>', textBlock = """
            As Ac 9s 9c Qh > Ah Ad 9h 9d Qd
            Ah Ad 9h 9d Qc > As Ac 9s 9c Qs
            """)
    void twoPairTieGoesToTheSuitOfTheFifthCard(String winner, String loser) {
        assertBeats(THIRTY_TWO, winner, loser);
    }

    @ParameterizedTest(name = BEATS)
    @CsvSource(delimiter = '>', textBlock = """
            8s 8c 8d 7s 9c > 7h 7d 7c Ah Kd
            8s 8c 8d 7s 7c > 7h 7d 7c Ah Ad
            8s 8c 8d 8h 7c > 7h 7d 7c 7s Ad
            """)
    void threeOfAKindFullHouseAndFourOfAKindAreDecidedByTheRankOfTheSet(String winner, String loser) {
        assertBeats(THIRTY_TWO, winner, loser);
    }

    @ParameterizedTest(name = BEATS)
    @CsvSource(delimiter = '>', textBlock = """
            8s 9s Td Js Qc > 7h 8h 9h Th Jd
            8s 9s Td Js Qh > 8h 9h Th Jd Qd
            Ac 7s 8s 9d Th > Ad 7h 8h 9h Ts
            """)
    void straightComparesTheTopCardThenTheSuitOfTheTopCard(String winner, String loser) {
        assertBeats(THIRTY_TWO, winner, loser);
    }

    @ParameterizedTest(name = BEATS)
    @CsvSource(delimiter = '>', textBlock = """
            32 > 7h 8h 9h Jh Qh > 8s 9s Js Qs As
            40 > 5h 6h 8h 9h Jh > 5c 6c 8c 9c Jc
            40 > 5h 9h Th Kh Ah > 6h 7h 8h Jh Qh
            """)
    void flushOfTheHigherSuitWinsByDefaultThenTheCards(int deck, String winner, String loser) {
        assertEquals(FlushRule.SUIT_FIRST, THIRTY_TWO.flushRule());
        assertBeats(italian(deck), winner, loser);
    }

    @ParameterizedTest(name = BEATS)
    @CsvSource(delimiter = '>', textBlock = """
            8s 9s Js Qs As > 7h 8h 9h Jh Qh
            7h 8h 9h Jh Ah > 7d 8d 9d Jd Ad
            7s 8s 9s Qs As > 7h 8h 9h Jh Ah
            """)
    void flushCardsThenSuitComparesTheCardsFromTheTopBeforeTheSuit(String winner, String loser) {
        RuleSet.Italian rules = THIRTY_TWO.withFlushRule(FlushRule.CARDS_THEN_SUIT);
        assertBeats(rules, winner, loser);
    }

    @ParameterizedTest(name = BEATS)
    @CsvSource(delimiter = '>', textBlock = """
            8s 9s Ts Js Qs > 7h 8h 9h Th Jh
            8h 9h Th Jh Qh > 8d 9d Td Jd Qd
            7c 8c 9c Tc Jc > As 7s 8s 9s Ts
            Ad Kd Qd Jd Td > Ac Kc Qc Jc Tc
            """)
    void straightFlushComparesTheTopCardThenTheSuit(String winner, String loser) {
        assertBeats(THIRTY_TWO, winner, loser);
    }

    @ParameterizedTest(name = BEATS)
    @CsvSource(delimiter = '>', textBlock = """
            32 > As 7s 8s 9s Ts > Ah Kh Qh Jh Th
            32 > Ah Kh Qh Jh Th > Ad 7d 8d 9d Td
            32 > Ah Kh Qh Jh Th > As Ks Qs Js Ts
            32 > Ah Kh Qh Jh Th > Kd Qd Jd Td 9d
            36 > As 6s 7s 8s 9s > Ah Kh Qh Jh Th
            40 > As 5s 6s 7s 8s > Ah Kh Qh Jh Th
            32 > Ad 7d 8d 9d Td > As 7s 8s 9s Ts
            32 > Kd Qd Jd Td 9d > As 7s 8s 9s Ts
            """)
    void heartsRoyalFlushLosesOnlyToTheSpadesMinimaStraightFlush(int deck, String winner, String loser) {
        assertEquals(StraightFlushRule.HEARTS_ROYAL_EXCEPTION, THIRTY_TWO.straightFlushRule());
        assertBeats(italian(deck), winner, loser);
    }

    @ParameterizedTest(name = BEATS)
    @CsvSource(delimiter = '>', textBlock = """
            As Ks Qs Js Ts > Kh Qh Jh Th 9h
            Ac 7c 8c 9c Tc > Ah Kh Qh Jh Th
            7s 8s 9s Ts Js > Ah 7h 8h 9h Th
            Ah Kh Qh Jh Th > As Ks Qs Js Ts
            Ad 7d 8d 9d Td > Ac 7c 8c 9c Tc
            8c 9c Tc Jc Qc > 7h 8h 9h Th Jh
            8h 9h Th Jh Qh > 8d 9d Td Jd Qd
            7s 8s 9s Ts Js > Qc Qd Qh Qs Ac
            """)
    void royalCycleMassimaBeatsMediaMinimaBeatsMassimaMediaBeatsMinima(String winner, String loser) {
        RuleSet.Italian rules = THIRTY_TWO.withStraightFlushRule(StraightFlushRule.ROYAL_CYCLE);
        assertBeats(rules, winner, loser);
    }
}
