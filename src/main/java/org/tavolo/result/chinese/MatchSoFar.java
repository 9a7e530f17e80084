package org.tavolo.result.chinese;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.chinese.ChineseMatch;
import org.tavolo.poker.chinese.TokenSet;

/**
 * A deal stored on its own, held to the match's rules against the deals stored before it by the core's own check
 * ({@link ChineseMatch#checkNext}, docs/rules.md#chinese-match, #chinese-tokens): its refusals name the entry and
 * the field of the deal as entered. The third deal is checked again, with all of the match's rules, when the match
 * is recorded from the three.
 */
final class MatchSoFar {

    private MatchSoFar() {}

    /** Refuses {@code players-differ} or {@code token-used-twice}, naming the field of the new deal. */
    static void check(TokenSet tokens, List<MatchDeal> stored, RecordedDeal.Request deal) {
        List<Map<String, List<Integer>>> earlier = new ArrayList<>();
        stored.forEach(d -> earlier.add(tokensOf(d.recorded().request())));
        try {
            ChineseMatch.checkNext(earlier, tokensOf(deal), tokens);
        } catch (RuleViolation refused) {
            if (!refused.code().equals("token-used-twice")) {
                throw refused;
            }
            String player = (String) refused.details().get("player");
            List<RecordedDeal.Player> players = deal.players();
            int index = 0;
            while (!String.valueOf(players.get(index).entry()).equals(player)) {
                index++;
            }
            Long entry = players.get(index).entry();
            throw new RuleViolation(
                    refused.code(),
                    "Entry " + refused.getMessage(),
                    Map.of(
                            "field",
                            "players[" + index + "].tokens",
                            "player",
                            player,
                            "entry",
                            entry,
                            "token",
                            refused.details().get("token")));
        }
    }

    private static Map<String, List<Integer>> tokensOf(RecordedDeal.Request deal) {
        Map<String, List<Integer>> tokens = new LinkedHashMap<>();
        deal.players().forEach(p -> tokens.put(String.valueOf(p.entry()), p.tokens()));
        return tokens;
    }
}
