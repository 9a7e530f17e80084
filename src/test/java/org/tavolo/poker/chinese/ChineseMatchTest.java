package org.tavolo.poker.chinese;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.tavolo.poker.chinese.Deals.anna;
import static org.tavolo.poker.chinese.Deals.bruno;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;

/** docs/rules.md#chinese-tokens and #chinese-match: a match of three deals, every token used once, won on victory points. */
class ChineseMatchTest {

    @Test
    void matchOfThreeDealsIsWonOnVictoryPoints() {
        MatchScore match = ChineseMatch.score(
                List.of(
                        List.of(anna(0, 1, 4), bruno(2, 3, 0)),
                        List.of(anna(0, 1, 2), bruno(4, 1, 0)),
                        List.of(anna(2, 3, 3), bruno(1, 2, 3))),
                TokenSet.DEFAULT,
                TokenRule.BASE);

        assertEquals(
                List.of(Map.of("Anna", 4, "Bruno", 6), Map.of("Anna", 2, "Bruno", 6), Map.of("Anna", 6, "Bruno", 8)),
                match.deals().stream().map(DealScore::collected).toList());
        assertEquals(Map.of("Anna", 12, "Bruno", 20), match.victoryPoints());
        assertEquals(List.of("Bruno"), match.winners());
    }

    @Test
    void equalVictoryPointsShareTheWin() {
        // With a set of nothing but zeros every row is worth nothing: the match ends level and both share the win.
        TokenSet zeros = new TokenSet(List.of(0, 0, 0, 0, 0, 0, 0, 0, 0));
        MatchScore match = ChineseMatch.score(
                List.of(
                        List.of(anna(0, 0, 0), bruno(0, 0, 0)),
                        List.of(anna(0, 0, 0), bruno(0, 0, 0)),
                        List.of(anna(0, 0, 0), bruno(0, 0, 0))),
                zeros,
                TokenRule.VARIANT);
        assertEquals(List.of("Anna", "Bruno"), match.winners());
    }

    @Test
    void eachTokenIsUsedOncePerMatch() {
        RuleViolation e = assertThrows(
                RuleViolation.class,
                () -> ChineseMatch.score(
                        List.of(
                                List.of(anna(0, 1, 4), bruno(2, 3, 0)),
                                List.of(anna(0, 1, 2), bruno(4, 1, 0)),
                                List.of(anna(2, 3, 4), bruno(1, 2, 3))),
                        TokenSet.DEFAULT,
                        TokenRule.BASE));
        assertEquals("token-used-twice", e.code());
        assertEquals("Anna", e.details().get("player"));
        assertEquals(4, e.details().get("token"));
        assertEquals(2, e.details().get("deal"));
    }

    @Test
    void tokenSetIsConfigurable() {
        TokenSet ones = new TokenSet(List.of(1, 1, 1, 2, 2, 2, 3, 3, 3));
        MatchScore match = ChineseMatch.score(
                List.of(
                        List.of(anna(1, 2, 3), bruno(1, 2, 3)),
                        List.of(anna(1, 2, 3), bruno(1, 2, 3)),
                        List.of(anna(1, 2, 3), bruno(1, 2, 3))),
                ones,
                TokenRule.BASE);
        // Bruno takes the first two rows (1+1, 2+2), Anna the third (3+3), three times.
        assertEquals(Map.of("Anna", 18, "Bruno", 18), match.victoryPoints());
    }

    @Test
    void aMatchIsThreeDeals() {
        RuleViolation e = assertThrows(
                RuleViolation.class,
                () -> ChineseMatch.score(
                        List.of(List.of(anna(0, 1, 4), bruno(2, 3, 0))), TokenSet.DEFAULT, TokenRule.BASE));
        assertEquals("wrong-deal-count", e.code());
    }

    @Test
    void everyDealIsPlayedByTheSamePlayers() {
        PlayerDeal carla = Deals.carla(0, 1, 4);
        RuleViolation e = assertThrows(
                RuleViolation.class,
                () -> ChineseMatch.score(
                        List.of(
                                List.of(anna(0, 1, 4), bruno(2, 3, 0)),
                                List.of(carla, bruno(4, 1, 0)),
                                List.of(anna(2, 3, 3), bruno(1, 2, 3))),
                        TokenSet.DEFAULT,
                        TokenRule.BASE));
        assertEquals("players-differ", e.code());
        assertEquals(1, e.details().get("deal"));
    }

    @Test
    void aDealIsHeldToTheMatchAsSoonAsItIsEntered() {
        // the default set holds 0 0 1 1 2 2 3 3 4: Anna's 4 in the first deal leaves her none for the second
        List<Map<String, List<Integer>>> first = List.of(Map.of("Anna", List.of(0, 1, 4), "Bruno", List.of(2, 3, 0)));

        ChineseMatch.checkNext(List.of(), Map.of("Anna", List.of(4, 4, 4)), TokenSet.DEFAULT);
        ChineseMatch.checkNext(first, Map.of("Anna", List.of(0, 1, 2), "Bruno", List.of(4, 1, 0)), TokenSet.DEFAULT);
        RuleViolation again = assertThrows(
                RuleViolation.class,
                () -> ChineseMatch.checkNext(
                        first, Map.of("Anna", List.of(4, 1, 2), "Bruno", List.of(4, 1, 0)), TokenSet.DEFAULT));
        assertEquals("token-used-twice", again.code());
        assertEquals("Anna", again.details().get("player"));
        assertEquals(4, again.details().get("token"));
        RuleViolation other = assertThrows(
                RuleViolation.class,
                () -> ChineseMatch.checkNext(
                        first, Map.of("Anna", List.of(0, 1, 2), "Carla", List.of(4, 1, 0)), TokenSet.DEFAULT));
        assertEquals("players-differ", other.code());
    }

    @Test
    void aTokenSetHasNineTokens() {
        RuleViolation e = assertThrows(RuleViolation.class, () -> new TokenSet(List.of(0, 1, 2)));
        assertEquals("wrong-token-count", e.code());
        assertEquals("tokenSet", e.details().get("field"));
    }

    @Test
    void chineseTokensAreWorthZeroToFour() {
        assertEquals(List.of(0, 0, 0, 4, 4, 4, 4, 4, 4), new TokenSet(List.of(4, 4, 4, 4, 4, 4, 0, 0, 0)).values());
        RuleViolation five = assertThrows(RuleViolation.class, () -> new TokenSet(List.of(0, 0, 1, 1, 2, 2, 3, 3, 5)));
        assertEquals("invalid-token", five.code());
        assertEquals("tokenSet", five.details().get("field"));
        assertEquals(5, five.details().get("token"));
    }

    @Test
    void tokenValuesAreBounded() {
        RuleViolation e = assertThrows(
                RuleViolation.class, () -> new TokenSet(List.of(0, 0, 1, 1, 2, 2, 3, 3, Integer.MAX_VALUE)));
        assertEquals("invalid-token", e.code());
        RuleViolation negative =
                assertThrows(RuleViolation.class, () -> new TokenSet(List.of(-1, 0, 1, 1, 2, 2, 3, 3, 4)));
        assertEquals("invalid-token", negative.code());
    }
}
