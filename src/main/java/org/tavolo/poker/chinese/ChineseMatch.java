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
        Map<String, List<Integer>> used = new LinkedHashMap<>();
        List<DealScore> scores = new ArrayList<>();
        for (int d = 0; d < DEALS; d++) {
            try {
                scores.add(ChineseDeal.score(deals.get(d), tokenSet, rule));
                checkSamePlayers(players, deals.get(d));
                for (PlayerDeal player : deals.get(d)) {
                    checkUsedOnce(player, used.computeIfAbsent(player.player(), p -> new ArrayList<>()), tokenSet);
                }
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

    private static void checkSamePlayers(List<String> players, List<PlayerDeal> deal) {
        List<String> here = deal.stream().map(PlayerDeal::player).toList();
        if (here.size() != players.size() || !here.containsAll(players)) {
            throw new RuleViolation(
                    "players-differ",
                    "Every deal of a match is played by the same players " + players + ", not " + here + ".",
                    Map.of("field", "players"));
        }
    }

    /** docs/rules.md#chinese-tokens: over the match, every token of the set is used exactly once. */
    private static void checkUsedOnce(PlayerDeal player, List<Integer> usedSoFar, TokenSet tokenSet) {
        for (Integer token : player.tokens()) {
            usedSoFar.add(token);
            long times = usedSoFar.stream().filter(token::equals).count();
            if (times > tokenSet.count(token)) {
                throw new RuleViolation(
                        "token-used-twice",
                        player.player() + " places token " + token + " again: the set "
                                + tokenSet.values() + " holds it " + tokenSet.count(token)
                                + " time(s) and each token is used"
                                + " once per match.",
                        Map.of("field", "tokens", "player", player.player(), "token", token));
            }
        }
    }
}
