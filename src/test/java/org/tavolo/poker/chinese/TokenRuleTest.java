package org.tavolo.poker.chinese;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tavolo.testing.Cases;

/** docs/rules.md#chinese-tokens: how one row's tokens are shared, base rule and variant, with their tie rules. */
@ExtendWith(Cases.class)
class TokenRuleTest {

    private static Map<String, Integer> tokens(Object... playerThenToken) {
        Map<String, Integer> tokens = new LinkedHashMap<>();
        for (int i = 0; i < playerThenToken.length; i += 2) {
            tokens.put((String) playerThenToken[i], (Integer) playerThenToken[i + 1]);
        }
        return tokens;
    }

    @Test
    void baseRuleBestHandCollectsEveryToken() {
        TokenRule.Share share =
                TokenRule.BASE.share(List.of(List.of("B"), List.of("A"), List.of("C")), tokens("A", 1, "B", 0, "C", 4));
        assertEquals(Map.of("A", 0, "B", 5, "C", 0), share.collected());
        assertEquals(0, share.discarded());
    }

    @Test
    void baseRuleTiedWinnersTakeBackTheirOwnAndTheRestIsDiscarded() {
        TokenRule.Share share = TokenRule.BASE.share(
                List.of(List.of("A", "B"), List.of("C", "D")), tokens("A", 1, "B", 3, "C", 4, "D", 2));
        assertEquals(Map.of("A", 1, "B", 3, "C", 0, "D", 0), share.collected());
        assertEquals(6, share.discarded());
    }

    @Test
    void variantChainsEachTokenToTheHandJustAbove() {
        TokenRule.Share share = TokenRule.VARIANT.share(
                List.of(List.of("A"), List.of("B"), List.of("C"), List.of("D")),
                tokens("A", 1, "B", 2, "C", 3, "D", 4));
        assertEquals(Map.of("A", 3, "B", 3, "C", 4, "D", 0), share.collected());
        assertEquals(0, share.discarded());
    }

    @Test
    void variantTiedGroupPassesItsTokensToTheSingleHandAbove() {
        TokenRule.Share share = TokenRule.VARIANT.share(
                List.of(List.of("A"), List.of("B", "C"), List.of("D")), tokens("A", 1, "B", 2, "C", 3, "D", 4));
        // A keeps 1 and takes B's 2 and C's 3; B and C, tied, would take D's 4: discarded.
        assertEquals(Map.of("A", 6, "B", 0, "C", 0, "D", 0), share.collected());
        assertEquals(4, share.discarded());
    }

    @Test
    void variantTiedTopGroupKeepsItsOwnAndDiscardsTheTokensBelow() {
        TokenRule.Share share = TokenRule.VARIANT.share(
                List.of(List.of("A", "B"), List.of("C"), List.of("D")), tokens("A", 1, "B", 2, "C", 3, "D", 4));
        assertEquals(Map.of("A", 1, "B", 2, "C", 4, "D", 0), share.collected());
        assertEquals(3, share.discarded());
    }

    /** 1000 rankings of four players, each with the players' tokens and a rule to share them by. */
    static Stream<Arguments> rankings(TestInfo property) {
        return Cases.of(
                property,
                1000,
                random -> Arguments.of(
                        ranking(random),
                        Cases.listOf(random, 4, 4, r -> Cases.between(r, 0, 4)),
                        TokenRule.values()[random.nextInt(TokenRule.values().length)]));
    }

    /** Four players in groups of equal hands, best first: 2 to 4 groups of 1 to 4, cut where the players run out. */
    static List<List<String>> ranking(Random random) {
        List<Integer> sizes = Cases.listOf(random, 2, 4, r -> Cases.between(r, 1, 4));
        List<List<String>> groups = new ArrayList<>();
        int player = 0;
        for (int size : sizes) {
            List<String> group = new ArrayList<>();
            for (int i = 0; i < size && player < 4; i++) {
                group.add("P" + player++);
            }
            if (!group.isEmpty()) {
                groups.add(group);
            }
        }
        return groups;
    }

    @ParameterizedTest
    @MethodSource("rankings")
    void everyTokenIsCollectedOrDiscardedNeverBoth(List<List<String>> ranking, List<Integer> values, TokenRule rule) {
        Map<String, Integer> tokens = new LinkedHashMap<>();
        int i = 0;
        for (List<String> group : ranking) {
            for (String player : group) {
                tokens.put(player, values.get(i++));
            }
        }
        TokenRule.Share share = rule.share(ranking, tokens);
        int placed = tokens.values().stream().mapToInt(Integer::intValue).sum();
        int collected =
                share.collected().values().stream().mapToInt(Integer::intValue).sum();
        assertEquals(placed, collected + share.discarded());
        assertEquals(tokens.keySet(), share.collected().keySet());
        // Nobody below the top group keeps his own token: what he collects comes from the group just below.
        for (int g = 1; g < ranking.size(); g++) {
            for (String player : ranking.get(g)) {
                int expected = rule == TokenRule.BASE || ranking.get(g).size() > 1 || g + 1 == ranking.size()
                        ? 0
                        : ranking.get(g + 1).stream().mapToInt(tokens::get).sum();
                assertEquals(expected, share.collected().get(player), player + " in " + ranking);
            }
        }
    }
}
