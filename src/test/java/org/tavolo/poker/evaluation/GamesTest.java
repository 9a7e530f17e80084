package org.tavolo.poker.evaluation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.tavolo.poker.evaluation.Hands.cards;
import static org.tavolo.poker.evaluation.Hands.text;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.cards.Deck;

/** docs/rules.md#games: which cards form the hand in each game. */
class GamesTest {

    private static final RuleSet INTERNATIONAL = RuleSet.international();

    private static HandValue best(Game game, String board, String hole) {
        return game.best(game.italian() ? RuleSet.italian(Deck.ITALIAN_32) : INTERNATIONAL, cards(board), cards(hole));
    }

    private static Showdown showdown(Game game, String board, String... seatCards) {
        Map<Integer, List<Card>> hands = new LinkedHashMap<>();
        for (int i = 0; i < seatCards.length; i++) {
            hands.put(i + 1, cards(seatCards[i]));
        }
        return Showdown.of(game, INTERNATIONAL, cards(board), hands);
    }

    @Test
    void holdemTakesTheBestFiveOfSevenInAnyMix() {
        HandValue hand = best(Game.TEXAS_HOLDEM, "2h 7h 9c Kh Ts", "Ah 3h");
        assertEquals(HandCategory.FLUSH, hand.category());
        assertEquals("Ah Kh 7h 3h 2h", text(hand.cards()));
    }

    @Test
    void holdemBoardPlaysWhenNoHoleCardImprovesIt() {
        Showdown s = showdown(Game.TEXAS_HOLDEM, "Th Jh Qh Kh Ah", "2c 3d", "As Ks");
        assertEquals(new Verdict.Winners(List.of(1, 2)), s.among(Set.of(1, 2)));
        assertEquals("Ah Kh Qh Jh Th", text(s.hand(2).cards()));
        Showdown straight = showdown(Game.TEXAS_HOLDEM, "5c 6d 7h 8s 9c", "2c 3d", "Ah Kd");
        assertEquals(new Verdict.Winners(List.of(1, 2)), straight.among(Set.of(1, 2)));
    }

    @Test
    void kickerDecidesBetweenHandsPlayingQuadsOnTheBoard() {
        Showdown s = showdown(Game.TEXAS_HOLDEM, "7c 7d 7h 7s 2c", "Ah 3d", "Kh Qd");
        assertEquals(new Verdict.Winners(List.of(1)), s.among(Set.of(1, 2)));
        assertEquals("7c 7d 7h 7s Ah", text(s.hand(1).cards()));
        Showdown boardKicker = showdown(Game.TEXAS_HOLDEM, "7c 7d 7h 7s Qc", "Jh 3d", "Th 9d");
        assertEquals(new Verdict.Winners(List.of(1, 2)), boardKicker.among(Set.of(1, 2)));
    }

    @Test
    void omahaBoardFlushWithOneSuitedHoleCardIsNoFlush() {
        HandValue hand = best(Game.OMAHA, "2h 5h 9h Jh Kc", "Ah Ac Qd 3s");
        assertEquals(HandCategory.ONE_PAIR, hand.category());
        assertEquals("Ah Ac Kc Jh 9h", text(hand.cards()));
        assertEquals(
                HandCategory.FLUSH,
                best(Game.OMAHA, "2h 5h 9h Jc Kc", "Ah 3h Qd 3s").category());
    }

    @Test
    void omahaBoardQuadsPlayOnlyThreeOfThem() {
        HandValue hand = best(Game.OMAHA, "9s 9h 9d 9c 2s", "As Kd Qc Jh");
        assertEquals(HandCategory.THREE_OF_A_KIND, hand.category());
        assertEquals("9s 9h 9d As Kd", text(hand.cards()));
        assertEquals(
                HandCategory.FULL_HOUSE,
                best(Game.OMAHA, "9s 9h 9d 9c 2s", "2c 2d Qc Jh").category());
    }

    @Test
    void omahaStraightNeedingThreeHoleCardsIsNoStraight() {
        assertEquals(
                HandCategory.HIGH_CARD,
                best(Game.OMAHA, "Ts Jd 2c 3h 8c", "Qs Kd Ac 4h").category());
        HandValue hand = best(Game.OMAHA, "Ts Jd Qc 3h 8c", "Kd Ac 4h 5s");
        assertEquals(HandCategory.STRAIGHT, hand.category());
        assertEquals("Ac Kd Qc Jd Ts", text(hand.cards()));
    }

    @Test
    void sevenCardStudTakesTheBestFiveOfTheSeven() {
        HandValue hand = best(Game.SEVEN_CARD_STUD, "", "2c 3c 4c 5c Kd Kh 6c");
        assertEquals(HandCategory.STRAIGHT_FLUSH, hand.category());
        assertEquals("6c 5c 4c 3c 2c", text(hand.cards()));
    }

    @Test
    void italianDrawAndTeresinaRankTheFiveCardsByItalianRules() {
        assertEquals(
                HandCategory.FLUSH,
                best(Game.ITALIAN_DRAW, "", "7s 8s Ts Js Ks").category());
        RuleSet rules = RuleSet.italian(Deck.ITALIAN_32);
        Map<Integer, List<Card>> hands = new LinkedHashMap<>();
        hands.put(1, cards("Ah Ad Ac Kh Kd"));
        hands.put(2, cards("7s 8s Ts Js Ks"));
        assertEquals(
                new Verdict.Winners(List.of(2)),
                Showdown.of(Game.TERESINA, rules, List.of(), hands).among(Set.of(1, 2)));
    }

    @Test
    void italianGamesNeedTheDeckAndInternationalGamesTakeNoItalianOptions() {
        assertEquals(
                "missing-deck",
                assertThrows(RuleViolation.class, () -> Game.TERESINA.rules(null, null, null))
                        .code());
        assertEquals(
                "unknown-deck",
                assertThrows(RuleViolation.class, () -> Game.ITALIAN_DRAW.rules(52, null, null))
                        .code());
        RuleViolation option =
                assertThrows(RuleViolation.class, () -> Game.OMAHA.rules(null, FlushRule.CARDS_THEN_SUIT, null));
        assertEquals("option-not-applicable", option.code());
        assertEquals("flushRule", option.details().get("field"));
        RuleSet.Italian rules = (RuleSet.Italian) Game.ITALIAN_DRAW.rules(36, null, StraightFlushRule.ROYAL_CYCLE);
        assertEquals(Deck.ITALIAN_36, rules.deck());
        assertEquals(FlushRule.SUIT_FIRST, rules.flushRule());
        assertEquals(StraightFlushRule.ROYAL_CYCLE, rules.straightFlushRule());
        assertEquals(INTERNATIONAL, Game.TEXAS_HOLDEM.rules(52, null, null));
    }

    @Test
    void italianDrawAtATableOfThreeIsRankedOnTwentyEightCards() {
        RuleSet rules = Game.ITALIAN_DRAW.rules(28, null, null);
        assertEquals(Deck.ITALIAN_28, rules.deck());
        assertEquals(
                HandCategory.STRAIGHT,
                Game.ITALIAN_DRAW
                        .best(rules, List.of(), cards("Ah 8c 9d Ts Jc"))
                        .category());
    }
}
