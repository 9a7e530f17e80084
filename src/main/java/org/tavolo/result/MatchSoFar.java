package org.tavolo.result;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.chinese.TokenSet;

/**
 * The match rules a deal stored on its own is held to against the deals stored before it
 * (docs/rules.md#chinese-match, #chinese-tokens), so that a deal the match could not take is
 * refused when it is entered rather than at the third: the same players in every deal, and each
 * token of a player's set used once over the match. The third deal is checked again, with all of
 * the match's rules, when the match is recorded from the three.
 */
final class MatchSoFar {

    private MatchSoFar() {}

    /** Refuses {@code players-differ} or {@code token-used-twice}, naming the field of the new deal. */
    static void check(TokenSet tokens, List<MatchDeal> stored, RecordedDeal.Request deal) {
        if (stored.isEmpty()) {
            return;
        }
        Set<Long> players = entriesOf(stored.get(0).recorded().request());
        Set<Long> here = entriesOf(deal);
        if (!players.equals(here)) {
            throw new RuleViolation(
                    "players-differ",
                    "Every deal of a match is played by the same players " + players + ", not " + here + ".",
                    Map.of("field", "players"));
        }
        Map<Long, List<Integer>> left = new HashMap<>();
        players.forEach(p -> left.put(p, new ArrayList<>(tokens.values())));
        stored.forEach(
                d -> d.recorded().request().players().forEach(p -> p.tokens().forEach(left.get(p.entry())::remove)));
        for (int i = 0; i < deal.players().size(); i++) {
            RecordedDeal.Player player = deal.players().get(i);
            List<Integer> remaining = left.get(player.entry());
            for (Integer token : player.tokens()) {
                if (!remaining.remove(token)) {
                    throw new RuleViolation(
                            "token-used-twice",
                            "Entry " + player.entry() + " places token " + token + " again: the set "
                                    + tokens.values() + " holds it " + tokens.count(token)
                                    + " time(s), each token is used once per match, and the tokens left are "
                                    + left.get(player.entry()) + ".",
                            Map.of(
                                    "field",
                                    "players[" + i + "].tokens",
                                    "player",
                                    String.valueOf(player.entry()),
                                    "entry",
                                    player.entry(),
                                    "token",
                                    token));
                }
            }
        }
    }

    private static Set<Long> entriesOf(RecordedDeal.Request deal) {
        Set<Long> entries = new TreeSet<>();
        deal.players().forEach(p -> entries.add(p.entry()));
        return entries;
    }
}
