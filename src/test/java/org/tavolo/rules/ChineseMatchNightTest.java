package org.tavolo.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.Referee;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.cards.Card;
import org.tavolo.poker.chinese.ChineseMatch;
import org.tavolo.poker.chinese.DealScore;
import org.tavolo.poker.chinese.MatchScore;
import org.tavolo.poker.chinese.PlayerDeal;
import org.tavolo.poker.chinese.TokenRule;
import org.tavolo.poker.chinese.TokenSet;
import org.tavolo.poker.scoring.PlacePoints;
import org.tavolo.poker.scoring.PointsSchemes;
import org.tavolo.poker.scoring.Ranking;

/**
 * A Chinese poker match of two at one table, deal by deal (docs/rules.md#chinese-tokens, #chinese-match): each deal
 * scored as it is entered and held to the deals before it, the victory points added up after each, the match's
 * places and its points at the close.
 */
@Tag("rules")
class ChineseMatchNightTest {

    /** Flush, kings and sixes, pair of fives: the same three hands each deal. */
    private static PlayerDeal anna(Integer... tokens) {
        return play("Anna", "Kh Jh Th 3h 2h", "Kd Kc 6d 6s 4c", "5s 5c As Qc Ts", tokens);
    }

    /** Full house of aces, three eights, pair of fours. */
    private static PlayerDeal bruno(Integer... tokens) {
        return play("Bruno", "Ad Ac Ah 9c 9d", "8c 8d 8s 7c 2c", "4h 4s Jd 9h 2d", tokens);
    }

    private static PlayerDeal play(String player, String first, String second, String third, Integer... tokens) {
        return new PlayerDeal(player, cards(first), cards(second), cards(third), List.of(tokens));
    }

    private static List<Card> cards(String text) {
        return Card.parseAll(Arrays.asList(text.split(" ")));
    }

    @Test
    void aMatchOfThreeDealsIsWonOnVictoryPointsAddedUpDealByDeal() {
        List<List<PlayerDeal>> deals = List.of(
                List.of(anna(0, 1, 4), bruno(2, 3, 0)),
                List.of(anna(0, 1, 2), bruno(4, 1, 0)),
                List.of(anna(2, 3, 3), bruno(1, 2, 3)));
        List<Map<String, List<Integer>>> earlier = new ArrayList<>();
        Map<String, Integer> total = new LinkedHashMap<>();
        List<Map<String, Integer>> totals = new ArrayList<>();
        for (List<PlayerDeal> deal : deals) {
            Map<String, List<Integer>> tokens = new LinkedHashMap<>();
            deal.forEach(p -> tokens.put(p.player(), p.tokens()));
            ChineseMatch.checkNext(earlier, tokens, TokenSet.DEFAULT);
            DealScore score = Referee.scoreChineseDeal(deal, TokenSet.DEFAULT, TokenRule.BASE);
            score.collected().forEach((player, points) -> total.merge(player, points, Integer::sum));
            totals.add(Map.copyOf(total));
            earlier.add(tokens);
        }
        assertEquals(
                List.of(Map.of("Anna", 4, "Bruno", 6), Map.of("Anna", 6, "Bruno", 12), Map.of("Anna", 12, "Bruno", 20)),
                totals);

        MatchScore match = Referee.scoreChineseMatch(deals, TokenSet.DEFAULT, TokenRule.BASE);
        assertEquals(Map.of("Anna", 12, "Bruno", 20), match.victoryPoints());
        assertEquals(List.of("Bruno"), match.winners());

        // A tournament that scores a table of two 3/1.
        Map<String, Long> victoryPoints = new LinkedHashMap<>();
        match.victoryPoints().forEach((player, points) -> victoryPoints.put(player, (long) points));
        assertEquals(
                List.of("1 Bruno 3", "2 Anna 1"),
                TableNight.lines(PlacePoints.forTable(
                        Ranking.byVictoryPoints(victoryPoints),
                        PointsSchemes.ofWholePoints(Map.of(2, List.of(3, 1))))));
    }

    @Test
    void aDealThatPlacesATokenTheMatchAlreadyUsedUpIsRefusedWhenItIsEntered() {
        List<Map<String, List<Integer>>> earlier = List.of(
                Map.of("Anna", List.of(0, 1, 4), "Bruno", List.of(2, 3, 0)),
                Map.of("Anna", List.of(0, 1, 2), "Bruno", List.of(4, 1, 0)));

        RuleViolation refused = assertThrows(
                RuleViolation.class,
                () -> ChineseMatch.checkNext(
                        earlier, Map.of("Anna", List.of(2, 3, 4), "Bruno", List.of(1, 2, 3)), TokenSet.DEFAULT));
        assertEquals("token-used-twice", refused.code());
        assertEquals("Anna", refused.details().get("player"));
        assertEquals(4, refused.details().get("token"));
    }
}
