package org.tavolo.poker.chinese;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.tavolo.poker.chinese.Deals.anna;
import static org.tavolo.poker.chinese.Deals.bruno;
import static org.tavolo.poker.chinese.Deals.cards;
import static org.tavolo.poker.chinese.Deals.carla;
import static org.tavolo.poker.chinese.Deals.play;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.evaluation.HandCategory;

/** docs/rules.md#chinese-tokens: one deal of Chinese poker, its hands and its tokens. */
class ChineseDealTest {

    /** What each row paid each player, first row first. */
    private static List<Map<String, Integer>> collectedByRow(DealScore score) {
        return score.rows().stream().map(RowScore::collected).toList();
    }

    @Test
    void bestHandOfEachRowCollectsEveryTokenPlacedOnIt() {
        DealScore score = ChineseDeal.score(
                List.of(anna(0, 1, 4), bruno(2, 3, 0), carla(1, 2, 3)), TokenSet.DEFAULT, TokenRule.BASE);

        assertEquals(
                List.of(List.of("Bruno"), List.of("Anna"), List.of("Carla")),
                score.rows().get(0).ranking());
        assertEquals(
                List.of(List.of("Anna"), List.of("Carla"), List.of("Bruno")),
                score.rows().get(2).ranking());
        assertEquals(
                List.of(
                        Map.of("Anna", 0, "Bruno", 3, "Carla", 0),
                        Map.of("Anna", 0, "Bruno", 6, "Carla", 0),
                        Map.of("Anna", 7, "Bruno", 0, "Carla", 0)),
                collectedByRow(score));
        assertEquals(Map.of("Anna", 7, "Bruno", 9, "Carla", 0), score.collected());
    }

    @Test
    void variantEachHandCollectsTheTokenOfTheHandJustBelow() {
        DealScore score = ChineseDeal.score(
                List.of(anna(0, 1, 4), bruno(2, 3, 0), carla(1, 2, 3)), TokenSet.DEFAULT, TokenRule.VARIANT);

        // First row: Bruno keeps his 2 and takes Anna's 0; Anna takes Carla's 1. Third row: Anna keeps her 4 and takes
        // Carla's 3; Carla takes Bruno's 0.
        assertEquals(
                List.of(
                        Map.of("Anna", 1, "Bruno", 2, "Carla", 0),
                        Map.of("Anna", 2, "Bruno", 4, "Carla", 0),
                        Map.of("Anna", 7, "Bruno", 0, "Carla", 0)),
                collectedByRow(score));
        assertEquals(Map.of("Anna", 10, "Bruno", 6, "Carla", 0), score.collected());
    }

    @Test
    void tiedWinnersTakeBackOnlyTheirOwnTokens() {
        // Same straight in different suits on the first row: Anna and Bruno tie, Carla's token is discarded.
        PlayerDeal anna = play("Anna", "9h 8h 7h 6h 5d", "Kd Kc 6d 6s 4c", "5s 5c As Qc Ts", 3, 1, 4);
        PlayerDeal bruno = play("Bruno", "9c 8c 7c 6c 5h", "8d 8s 7d 2c 2d", "4h 4s Jd 9d 3d", 2, 3, 0);
        PlayerDeal carla = play("Carla", "Ad Ac Kh Ks Qd", "Qh Qs 7s 3h 3c", "Jh Js 4d 3s 2s", 1, 2, 3);
        DealScore score = ChineseDeal.score(List.of(anna, bruno, carla), TokenSet.DEFAULT, TokenRule.BASE);

        RowScore first = score.rows().get(0);
        assertEquals(List.of("Anna", "Bruno"), first.winners());
        assertEquals(Map.of("Anna", 3, "Bruno", 2, "Carla", 0), first.collected());
        assertEquals(1, first.discarded());
    }

    @Test
    void fourPlayersPlayAThreeCardThirdHand() {
        PlayerDeal anna = play("Anna", "Kh Jh Th 3h 2h", "Kd Kc 5s 5c 4c", "As Qc Ts", 0, 1, 2);
        PlayerDeal bruno = play("Bruno", "Ad Ac Ah 9c 9d", "8c 8d 8s 7c 2c", "4h 4s Jd", 0, 1, 2);
        PlayerDeal carla = play("Carla", "Qd Jc Tc 9s 8h", "Qh Qs 7s 7h 3c", "5d 5h 6c", 0, 1, 2);
        PlayerDeal dario = play("Dario", "6s 6h 6d Ks Js", "3s 3d 2s 2d 9h", "Td 7d 4d", 0, 1, 2);
        DealScore score = ChineseDeal.score(List.of(anna, bruno, carla, dario), TokenSet.DEFAULT, TokenRule.BASE);

        assertEquals(
                List.of(List.of("Carla"), List.of("Bruno"), List.of("Anna"), List.of("Dario")),
                score.rows().get(2).ranking());
        assertEquals(
                HandCategory.ONE_PAIR,
                score.hands().get("Carla").hand(Row.THIRD).category());
    }

    @Test
    void fiveCardThirdHandIsRefusedWithFourPlayers() {
        PlayerDeal anna = play("Anna", "Kh Jh Th 3h 2h", "Kd Kc 5s 5c 4c", "As Qc Ts 2c 3c", 0, 1, 2);
        PlayerDeal bruno = play("Bruno", "Ad Ac Ah 9c 9d", "8c 8d 8s 7c 2d", "4h 4s Jd", 0, 1, 2);
        PlayerDeal carla = play("Carla", "Qd Jc Tc 9s 8h", "Qh Qs 7s 7h 3d", "5d 5h 6c", 0, 1, 2);
        PlayerDeal dario = play("Dario", "Kd Ks 6d 6s 6h", "Js Jd 2s 9h 3s", "Td 8s 7d", 0, 1, 2);
        RuleViolation e = assertThrows(
                RuleViolation.class,
                () -> ChineseDeal.score(List.of(anna, bruno, carla, dario), TokenSet.DEFAULT, TokenRule.BASE));
        assertEquals("wrong-card-count", e.code());
        assertEquals("third", e.details().get("field"));
        assertEquals("Anna", e.details().get("player"));
    }

    @Test
    void handsOutOfDecreasingOrderAreRefusedNamingTheRows() {
        // The seed's two pair placed first and the flush second.
        PlayerDeal anna = play("Anna", "Kd Kc 6d 6s 4c", "Kh Jh Th 3h 2h", "5s 5c As Qc Ts", 0, 1, 4);
        RuleViolation e = assertThrows(
                RuleViolation.class,
                () -> ChineseDeal.score(List.of(anna, bruno(2, 3, 0)), TokenSet.DEFAULT, TokenRule.BASE));
        assertEquals("hands-out-of-order", e.code());
        assertEquals(List.of("first", "second"), e.details().get("rows"));
        assertEquals("Anna", e.details().get("player"));
    }

    @Test
    void threeCardFrontHandAboveTheSecondHandIsOutOfOrder() {
        // Pair of kings in three cards beats the pair of fives in the second hand (docs/rules.md#three-card).
        PlayerDeal anna = play("Anna", "Ah Ad 9h 9d 2h", "5s 5c 4c 3h 2c", "Kh Kc Ts", 0, 1, 2);
        RuleViolation e = assertThrows(
                RuleViolation.class, () -> ThreeHands.arrange(anna.first(), anna.second(), anna.third(), 4));
        assertEquals("hands-out-of-order", e.code());
        assertEquals(List.of("second", "third"), e.details().get("rows"));
    }

    @Test
    void equalHandsInTwoRowsAreInOrder() {
        ThreeHands hands =
                ThreeHands.arrange(cards("Kh Kd 5h 4d 2c"), cards("Ks Kc 5s 4c 2h"), cards("Qh Qd 9s 8c 7c"), 2);
        assertEquals(HandCategory.ONE_PAIR, hands.hand(Row.SECOND).category());
    }

    @Test
    void cardGivenTwiceIsRefusedNamingPlayerAndCard() {
        PlayerDeal copy = play("Bruno", "Ad Ac Ah 9c 9d", "8c 8d 8s 7c 2c", "4h 4s Jd 9h Kh", 2, 3, 0);
        RuleViolation e = assertThrows(
                RuleViolation.class,
                () -> ChineseDeal.score(List.of(anna(0, 1, 4), copy), TokenSet.DEFAULT, TokenRule.BASE));
        assertEquals("duplicate-card", e.code());
        assertEquals("Kh", e.details().get("card"));
        assertEquals("Bruno", e.details().get("player"));
        assertEquals("third", e.details().get("field"));
    }

    @Test
    void aTokenThePlayerDoesNotHaveIsRefused() {
        RuleViolation e = assertThrows(
                RuleViolation.class,
                () -> ChineseDeal.score(List.of(anna(4, 4, 0), bruno(2, 3, 0)), TokenSet.DEFAULT, TokenRule.BASE));
        assertEquals("token-not-in-set", e.code());
        assertEquals(4, e.details().get("token"));
        assertEquals("Anna", e.details().get("player"));
    }

    @Test
    void oneTokenOnEachOfTheThreeHands() {
        RuleViolation e = assertThrows(
                RuleViolation.class,
                () -> ChineseDeal.score(List.of(anna(0, 1), bruno(2, 3, 0)), TokenSet.DEFAULT, TokenRule.BASE));
        assertEquals("wrong-token-count", e.code());
        assertEquals("tokens", e.details().get("field"));
    }

    @Test
    void twoToFourPlayers() {
        RuleViolation e = assertThrows(
                RuleViolation.class, () -> ChineseDeal.score(List.of(anna(0, 1, 4)), TokenSet.DEFAULT, TokenRule.BASE));
        assertEquals("wrong-player-count", e.code());
    }

    @Test
    void aPlayerNameGivenTwiceIsRefused() {
        PlayerDeal other = play("Anna", "Ad Ac Ah 9c 9d", "8c 8d 8s 7c 2c", "4h 4s Jd 9h 2d", 2, 3, 0);
        RuleViolation e = assertThrows(
                RuleViolation.class,
                () -> ChineseDeal.score(List.of(anna(0, 1, 4), other), TokenSet.DEFAULT, TokenRule.BASE));
        assertEquals("duplicate-player", e.code());
    }
}
