package org.tavolo.poker.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.Referee;
import org.tavolo.poker.Referee.HandToSettle;
import org.tavolo.poker.Referee.PlayerInHand;
import org.tavolo.poker.cards.Card;

/**
 * docs/rules.md#straight-flushes, 001: «Di solito ci si accorda sul fatto che, se nella stessa mano si scontrano due
 * Scale Reali, i giocatori che le possiedono si dividono il piatto». Under {@code SPLIT} any two straight flushes tie
 * and split the pot with the odd-chip rule.
 */
class StraightFlushSplitTest {

    private static final RuleSet.Italian SPLIT =
            (RuleSet.Italian) Game.ITALIAN_DRAW.rules(32, null, StraightFlushRule.SPLIT);

    private static HandValue hand(String cards) {
        return SPLIT.evaluate(Card.parseAll(List.of(cards.split(" "))));
    }

    @Test
    void anyTwoStraightFlushesTieUnderSplit() {
        HandValue heartsRoyal = hand("Ah Kh Qh Jh Th");
        HandValue spadesMinima = hand("As 7s 8s 9s Ts");
        HandValue diamondsMedia = hand("Kd Qd Jd Td 9d");
        HandValue clubsMedia = hand("8c 9c Tc Jc Qc");

        assertEquals(0, SPLIT.compare(heartsRoyal, spadesMinima));
        assertEquals(0, SPLIT.compare(spadesMinima, diamondsMedia));
        assertEquals(0, SPLIT.compare(diamondsMedia, clubsMedia));
        assertEquals(0, SPLIT.compare(clubsMedia, heartsRoyal));
    }

    @Test
    void aStraightFlushStillBeatsFourOfAKindUnderSplit() {
        assertTrue(SPLIT.compare(hand("7s 8s 9s Ts Js"), hand("Ac Ad Ah As Kc")) > 0);
        assertTrue(SPLIT.compare(hand("Ac Ad Ah As Kc"), hand("Kc Kd Kh Ks Ad")) > 0);
    }

    /**
     * Seat 3's ♠ minima would beat seat 2's ♥ royal by default; under SPLIT they share the 2,100 u, 21 cips: the odd
     * cip goes to seat 2, the first to the left of the button.
     */
    @Test
    void twoStraightFlushesSplitThePotWithTheOddChipRule() {
        List<PlayerInHand> players = List.of(
                new PlayerInHand(1, 100, true, List.of()),
                new PlayerInHand(2, 1_000, false, Card.parseAll(List.of("Ah", "Kh", "Qh", "Jh", "Th"))),
                new PlayerInHand(3, 1_000, false, Card.parseAll(List.of("As", "7s", "8s", "9s", "Ts"))));
        Map<Integer, Long> payouts = Referee.settle(
                        new HandToSettle(Game.ITALIAN_DRAW, SPLIT, List.of(1, 2, 3, 4), 1, 100, List.of(), players))
                .settlement()
                .payouts();

        assertEquals(Map.of(1, 0L, 2, 1_100L, 3, 1_000L), payouts);
    }
}
