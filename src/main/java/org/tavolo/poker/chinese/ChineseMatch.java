package org.tavolo.poker.chinese;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.poker.RuleViolation;

/**
 * A match of Chinese poker (docs/rules.md#chinese-tokens, #chinese-match): three deals among the same 2 to 4 players; each
 * player uses every token of his set exactly once over the match; collected token values are
 * victory points and the highest total wins.
 */
public final class ChineseMatch {

    public static final int DEALS = 3;

    private ChineseMatch() {}

    /**
     * Scores a whole match.
     *
     * @throws RuleViolation {@code wrong-deal-count}, {@code players-differ} or {@code token-used-twice}
     *                       (naming the {@code player}, the {@code token} and the {@code deal}), or any
     *                       refusal of {@link ChineseDeal#score} with the {@code deal} (0-based) added
     */
    public static MatchScore score(List<List<PlayerDeal>> deals, TokenSet tokenSet, TokenRule rule) {
        if (deals.size() != DEALS) {
            throw new RuleViolation(
                    "wrong-deal-count",
                    "A match is " + DEALS + " deals, not " + deals.size() + ".",
                    Map.of("field", "deals"));
        }
        List<String> players = deals.get(0).stream().map(PlayerDeal::player).toList();
        List<Map<String, List<Integer>>> tokens = new ArrayList<>();
        List<DealScore> scores = new ArrayList<>();
        for (int d = 0; d < DEALS; d++) {
            try {
                scores.add(ChineseDeal.score(deals.get(d), tokenSet, rule));
                Map<String, List<Integer>> placed = new LinkedHashMap<>();
                deals.get(d).forEach(p -> placed.put(p.player(), p.tokens()));
                checkNext(tokens, placed, tokenSet);
                tokens.add(placed);
            } catch (RuleViolation e) {
                throw e.with("deal", d);
            }
        }
        Map<String, Integer> points = new LinkedHashMap<>();
        players.forEach(p -> points.put(p, 0));
        scores.forEach(s -> s.collected().forEach((player, value) -> points.merge(player, value, Integer::sum)));
        int best = points.values().stream().mapToInt(Integer::intValue).max().orElseThrow();
        List<String> winners = points.entrySet().stream()
                .filter(e -> e.getValue() == best)
                .map(Map.Entry::getKey)
                .toList();
        return new MatchScore(scores, points, winners);
    }

    /**
     * The match rules a deal is held to against the deals of its match played before it: the players of the first
     * deal, and no token placed more often over the match than the set holds it. {@link #score} holds every deal to
     * them; a deal entered on its own is held to them when it is entered, so that a deal the match could not take is
     * refused then rather than at the third.
     *
     * @param earlier the tokens each player placed in each earlier deal, by player
     * @param next    the tokens each player places in this deal, by player, in the deal's order
     * @throws RuleViolation {@code players-differ} (field {@code players}) or {@code token-used-twice} (field
     *                       {@code tokens}, naming the {@code player} and the {@code token})
     */
    public static void checkNext(
            List<Map<String, List<Integer>>> earlier, Map<String, List<Integer>> next, TokenSet tokenSet) {
        if (earlier.isEmpty()) {
            return;
        }
        List<String> players = List.copyOf(earlier.get(0).keySet());
        List<String> here = List.copyOf(next.keySet());
        if (here.size() != players.size() || !here.containsAll(players)) {
            throw new RuleViolation(
                    "players-differ",
                    "Every deal of a match is played by the same players " + players + ", not " + here + ".",
                    Map.of("field", "players"));
        }
        for (Map.Entry<String, List<Integer>> player : next.entrySet()) {
            List<Integer> used = new ArrayList<>();
            earlier.forEach(deal -> used.addAll(deal.get(player.getKey())));
            for (Integer token : player.getValue()) {
                used.add(token);
                if (used.stream().filter(token::equals).count() > tokenSet.count(token)) {
                    throw new RuleViolation(
                            "token-used-twice",
                            player.getKey() + " places token " + token + " again: the set " + tokenSet.values()
                                    + " holds it " + tokenSet.count(token) + " time(s) and each token is used"
                                    + " once per match.",
                            Map.of("field", "tokens", "player", player.getKey(), "token", token));
                }
            }
        }
    }
}
