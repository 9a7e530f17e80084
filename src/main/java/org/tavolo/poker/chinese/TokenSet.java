package org.tavolo.poker.chinese;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.tavolo.poker.RuleViolation;

/**
 * The tokens each player bets with over a match (docs/rules.md#chinese-tokens): one on each of his three hands in
 * each of three deals, so nine tokens, each used exactly once. The default set is
 * 0, 0, 1, 1, 2, 2, 3, 3, 4 (a decision: the seed only says "values between 0 and 4").
 *
 * @param values the nine token values, in increasing order
 */
public record TokenSet(List<Integer> values) {

    /** Tokens per match: three hands times three deals. */
    public static final int SIZE = Row.values().length * ChineseMatch.DEALS;

    /** The highest token value: the tokens are worth 0 to 4 (docs/rules.md#chinese-tokens). */
    public static final int MAX_VALUE = 4;

    public static final TokenSet DEFAULT = new TokenSet(List.of(0, 0, 1, 1, 2, 2, 3, 3, 4));

    public TokenSet {
        if (values.size() != SIZE) {
            throw new RuleViolation(
                    "wrong-token-count",
                    "A token set has " + SIZE + " tokens (three hands in each of three" + " deals), not "
                            + values.size() + ".",
                    Map.of("field", "tokenSet"));
        }
        List<Integer> sorted = new ArrayList<>(values);
        for (Integer value : sorted) {
            if (value == null || value < 0 || value > MAX_VALUE) {
                throw new RuleViolation(
                        "invalid-token",
                        "A token is worth 0 to " + MAX_VALUE + " (docs/rules.md#chinese-tokens), not " + value + ".",
                        value == null ? Map.of("field", "tokenSet") : Map.of("field", "tokenSet", "token", value));
            }
        }
        Collections.sort(sorted);
        values = List.copyOf(sorted);
    }

    /** The sum of one player's tokens. */
    public long sum() {
        return values.stream().mapToLong(Integer::longValue).sum();
    }

    /**
     * The most victory points the {@code players} of a table can collect together over a match: every token played,
     * none collected twice (docs/rules.md#chinese-tokens).
     */
    public long inPlay(int players) {
        return players * sum();
    }

    /**
     * The most victory points one player of a table of {@code players} can collect over a match
     * (docs/rules.md#chinese-tokens). Base rule: the best hand of a row collects every token on it, so a player who
     * wins all nine rows collects every token played. Variant: the best collects his own token and the second's, so
     * at most his own nine and, once on each of his nine hands, one token of another player: the nine highest
     * of theirs.
     */
    public long mostForOnePlayer(int players, TokenRule rule) {
        if (rule == TokenRule.BASE || players < 2) {
            return inPlay(players);
        }
        List<Integer> others = new ArrayList<>();
        for (int i = 1; i < players; i++) {
            others.addAll(values);
        }
        others.sort(Collections.reverseOrder());
        return sum()
                + others.subList(0, SIZE).stream().mapToLong(Integer::longValue).sum();
    }

    /** How many tokens of this value a player has. */
    public int count(int value) {
        return Collections.frequency(values, value);
    }
}
