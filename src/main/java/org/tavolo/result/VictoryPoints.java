package org.tavolo.result;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.PositiveOrZero;
import java.util.List;
import java.util.Map;
import org.tavolo.common.chips.Chips;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.chinese.TokenRule;
import org.tavolo.poker.chinese.TokenSet;
import org.tavolo.tournament.TournamentSettings;

/** A player's victory points after the three deals of a Chinese poker match (docs/rules.md#chinese-tokens). */
public record VictoryPoints(
        @NotNull Long entry,
        @NotNull @PositiveOrZero @Max(Chips.MAX) Long points) {

    /**
     * docs/rules.md#chinese-tokens: victory points are tokens collected, so a table's totals are bounded by the
     * tokens played. Refuses a player's total above what one player can collect, then a sum above every token of
     * the table, naming the field.
     */
    static void requirePossible(TournamentSettings settings, List<VictoryPoints> lines) {
        TokenSet tokens = new TokenSet(settings.chineseTokens());
        TokenRule rule = settings.chineseVariant() ? TokenRule.VARIANT : TokenRule.BASE;
        int players = lines.size();
        long most = tokens.mostForOnePlayer(players, rule);
        long sum = 0;
        for (int i = 0; i < players; i++) {
            long points = lines.get(i).points();
            if (points > most) {
                throw new RuleViolation(
                        "victory-points-exceed-tokens",
                        "Entry " + lines.get(i).entry() + " has " + points
                                + " victory points, more than one player of a"
                                + " table of " + players + " can collect with the tokens " + tokens.values() + " ("
                                + most + "; docs/rules.md#chinese-tokens).",
                        Map.of(
                                "field",
                                "victoryPoints[" + i + "].points",
                                "entry",
                                lines.get(i).entry(),
                                "most",
                                most));
            }
            sum += points;
        }
        long inPlay = tokens.inPlay(players);
        if (sum > inPlay) {
            throw new RuleViolation(
                    "victory-points-exceed-tokens",
                    "The victory points add up to " + sum + ", more than the " + inPlay + " tokens " + players
                            + " players bet over a match (" + players + " × " + tokens.sum()
                            + "; docs/rules.md#chinese-tokens).",
                    Map.of("field", "victoryPoints", "sum", sum, "most", inPlay));
        }
    }
}
