package org.tavolo.poker.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.poker.evaluation.Hands.cards;
import static org.tavolo.poker.evaluation.Hands.text;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.cards.Deck;

/** Showdowns: places, ties, winners of any subset of seats, cycles and bad input (docs/rules.md#cards, #italian). */
class ShowdownTest {

    private static Map<Integer, List<Card>> seats(Object... seatThenCards) {
        Map<Integer, List<Card>> seats = new LinkedHashMap<>();
        for (int i = 0; i < seatThenCards.length; i += 2) {
            seats.put((Integer) seatThenCards[i], cards((String) seatThenCards[i + 1]));
        }
        return seats;
    }

    @Test
    void holdemShowdownPlacesTheHandsAndReadsTheBestFive() {
        Showdown showdown = Showdown.of(
                Game.TEXAS_HOLDEM, RuleSet.international(), cards("Ah Kd 7c 7d 2s"), seats(1, "As 3c", 4, "Qh Qd"));
        assertEquals("Ah As 7c 7d Kd", text(showdown.hand(1).cards()));
        assertEquals("Qh Qd 7c 7d Ah", text(showdown.hand(4).cards()));
        assertEquals(HandCategory.TWO_PAIR, showdown.hand(4).category());
        assertEquals(Map.of(1, 1, 4, 2), showdown.ranking().places());
        assertEquals(new Verdict.Winners(List.of(1)), showdown.among(Set.of(1, 4)));
        assertEquals(new Verdict.Winners(List.of(4)), showdown.among(Set.of(4)));
    }

    @Test
    void threePairsPlayTheTopTwoWithTheBestKicker() {
        Showdown showdown =
                Showdown.of(Game.TEXAS_HOLDEM, RuleSet.international(), cards("Ah Kd 7c 7d 2s"), seats(1, "As Kc"));
        assertEquals("Ah As Kd Kc 7c", text(showdown.hand(1).cards()));
    }

    @Test
    void tiedHandsShareThePlaceAndTheNextTakesThePlaceAfterThem() {
        Showdown showdown = Showdown.of(
                Game.TEXAS_HOLDEM,
                RuleSet.international(),
                cards("Ah Kd Qc Js 9s"),
                seats(2, "Tc 3d", 5, "Th 4d", 7, "2c 3c"));
        Ranking ranking = showdown.ranking();
        assertEquals(Map.of(2, 1, 5, 1, 7, 3), ranking.places());
        assertEquals(List.of(2, 5), ranking.winners());
        assertEquals(Optional.empty(), ranking.cycle());
        assertEquals(new Verdict.Winners(List.of(2, 5)), showdown.among(Set.of(5, 2, 7)));
        assertEquals(new Verdict.Winners(List.of(7)), showdown.among(Set.of(7)));
    }

    @Test
    void heartsRoyalDiamondsKingHighAndSpadesMinimaFormACycleThatIsReportedNotDecided() {
        RuleSet rules = RuleSet.italian(Deck.ITALIAN_32);
        Showdown showdown = Showdown.of(
                Game.ITALIAN_DRAW,
                rules,
                List.of(),
                seats(1, "Ah Kh Qh Jh Th", 2, "Kd Qd Jd Td 9d", 3, "As 7s 8s 9s Ts"));
        Verdict verdict = showdown.among(Set.of(1, 2, 3));
        Verdict.Cycle cycle = assertCycle(verdict);
        assertEquals(3, cycle.seats().size());
        assertTrue(cycle.describe().contains("seat 1 beats seat 2"));
        assertTrue(cycle.describe().contains("seat 2 beats seat 3"));
        assertTrue(cycle.describe().contains("seat 3 beats seat 1"));
        Ranking ranking = showdown.ranking();
        assertEquals(Map.of(), ranking.places());
        assertEquals(List.of(), ranking.winners());
        assertTrue(ranking.cycle().isPresent());
        assertEquals(new Verdict.Winners(List.of(3)), showdown.among(Set.of(1, 3)));
        assertEquals(new Verdict.Winners(List.of(1)), showdown.among(Set.of(1, 2)));
        assertEquals(new Verdict.Winners(List.of(2)), showdown.among(Set.of(2, 3)));
    }

    private static Verdict.Cycle assertCycle(Verdict verdict) {
        assertTrue(verdict instanceof Verdict.Cycle, () -> "expected a cycle, got " + verdict);
        return (Verdict.Cycle) verdict;
    }

    @Test
    void aCardGivenTwiceAcrossBoardAndHandsNamesTheCardAndTheSeat() {
        RuleViolation e = assertThrows(
                RuleViolation.class,
                () -> Showdown.of(
                        Game.TEXAS_HOLDEM,
                        RuleSet.international(),
                        cards("Ah Kd 7c 7d 2s"),
                        seats(1, "As 3c", 4, "Qh 7d")));
        assertEquals("duplicate-card", e.code());
        assertEquals("7d", e.details().get("card"));
        assertEquals(4, e.details().get("seat"));
        assertEquals("the board", e.details().get("alsoIn"));
    }

    @Test
    void aCardOutsideTheShortDeckNamesTheCardAndTheSeat() {
        RuleViolation e = assertThrows(
                RuleViolation.class,
                () -> Showdown.of(
                        Game.ITALIAN_DRAW, RuleSet.italian(Deck.ITALIAN_32), List.of(), seats(3, "Ah Kh Qh Jh 6h")));
        assertEquals("card-not-in-deck", e.code());
        assertEquals("6h", e.details().get("card"));
        assertEquals(3, e.details().get("seat"));
    }

    @Test
    void aWrongNumberOfCardsNamesTheSeat() {
        RuleViolation e = assertThrows(
                RuleViolation.class,
                () -> Showdown.of(Game.OMAHA, RuleSet.international(), cards("Ah Kd 7c 7d 2s"), seats(6, "As 3c 4c")));
        assertEquals("wrong-card-count", e.code());
        assertEquals(6, e.details().get("seat"));
        assertEquals(4, e.details().get("expected"));
    }

    @Test
    void aShowdownNeedsAtLeastOneHand() {
        RuleViolation e = assertThrows(
                RuleViolation.class,
                () -> Showdown.of(Game.TEXAS_HOLDEM, RuleSet.international(), cards("Ah Kd 7c 7d 2s"), Map.of()));
        assertEquals("no-hands", e.code());
    }
}
