package org.tavolo.poker.betting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.cards.Deck;
import org.tavolo.poker.cards.Rank;
import org.tavolo.poker.evaluation.HandValue;
import org.tavolo.poker.evaluation.RuleSet;

/** docs/rules.md#opening (003 «Punto minimo», «Mancata apertura», «Il piatto di "parol"»). */
class OpeningRequirementTest {

    private static HandValue hand(String cards) {
        return RuleSet.italian(Deck.ITALIAN_32).evaluate(Card.parseAll(List.of(cards.split(" "))));
    }

    @Test
    void theOpeningStartsAtAPairOfJacks() {
        assertEquals(Rank.JACK, OpeningRequirement.FIRST.minimumPair());
    }

    @Test
    void handsNobodyOpensRaiseTheOpeningToQueensKingsAcesTwiceThenBackToKings() {
        List<Rank> seen = new ArrayList<>();
        OpeningRequirement opening = OpeningRequirement.FIRST;
        for (int hand = 0; hand < 11; hand++) {
            seen.add(opening.minimumPair());
            opening = opening.afterHandNobodyOpened();
        }
        assertEquals(
                List.of(
                        Rank.JACK,
                        Rank.QUEEN,
                        Rank.KING,
                        Rank.ACE,
                        Rank.ACE,
                        Rank.KING,
                        Rank.ACE,
                        Rank.ACE,
                        Rank.KING,
                        Rank.ACE,
                        Rank.ACE),
                seen);
    }

    @Test
    void anOpenedHandBringsTheOpeningBackToJacks() {
        OpeningRequirement aces = OpeningRequirement.FIRST
                .afterHandNobodyOpened()
                .afterHandNobodyOpened()
                .afterHandNobodyOpened();
        assertEquals(Rank.ACE, aces.minimumPair());
        assertEquals(OpeningRequirement.FIRST, aces.afterOpenedHand());
    }

    @Test
    void aParolPotIsReplayedWithKingsToOpen() {
        assertEquals(Rank.KING, OpeningRequirement.parolPot().minimumPair());
        assertEquals(
                Rank.ACE, OpeningRequirement.parolPot().afterHandNobodyOpened().minimumPair());
    }

    @Test
    void aPairAtLeastTheMinimumOrAnyBetterHandOpens() {
        OpeningRequirement queens = OpeningRequirement.FIRST.afterHandNobodyOpened();
        assertTrue(OpeningRequirement.FIRST.opensWith(hand("Jh Jd 7c 8s 9h")));
        assertFalse(OpeningRequirement.FIRST.opensWith(hand("Th Td 7c 8s Ah")));
        assertFalse(queens.opensWith(hand("Jh Jd 7c 8s Ah")));
        assertTrue(queens.opensWith(hand("Qh Qd 7c 8s 9h")));
        assertTrue(queens.opensWith(hand("7h 7d 8c 8s 9h")));
        assertFalse(queens.opensWith(hand("Ah Kd 7c 8s 9h")));
    }
}
