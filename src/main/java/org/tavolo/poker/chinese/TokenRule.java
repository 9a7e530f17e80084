package org.tavolo.poker.chinese;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** How the tokens of one row are shared out once its hands are ranked (docs/rules.md#chinese-tokens, a configurable decision). */
public enum TokenRule {

    /**
     * The best hand collects every token placed on the row, its own included. Tied winners each
     * take back only their own token; the other tokens of the row are discarded (000).
     */
    BASE {
        @Override
        public Share share(List<List<String>> ranking, Map<String, Integer> tokens) {
            Map<String, Integer> collected = nothingCollected(tokens);
            List<String> best = ranking.get(0);
            int all = tokens.values().stream().mapToInt(Integer::intValue).sum();
            if (best.size() == 1) {
                collected.put(best.get(0), all);
                return new Share(collected, 0);
            }
            best.forEach(player -> collected.put(player, tokens.get(player)));
            return new Share(
                    collected, all - best.stream().mapToInt(tokens::get).sum());
        }
    },

    /**
     * The best hand collects its own token and the second's; the second collects the third's; the
     * third the fourth's (000 "VARIANTE"). Ties (a decision): tied players form one group; a group's
     * tokens go to the group directly above it, the top group keeps its own; when the group above
     * has two or more players, those tokens are discarded instead.
     */
    VARIANT {
        @Override
        public Share share(List<List<String>> ranking, Map<String, Integer> tokens) {
            Map<String, Integer> collected = nothingCollected(tokens);
            ranking.get(0).forEach(player -> collected.put(player, tokens.get(player)));
            int discarded = 0;
            for (int i = 1; i < ranking.size(); i++) {
                int groupTokens = ranking.get(i).stream().mapToInt(tokens::get).sum();
                List<String> above = ranking.get(i - 1);
                if (above.size() == 1) {
                    collected.merge(above.get(0), groupTokens, Integer::sum);
                } else {
                    discarded += groupTokens;
                }
            }
            return new Share(collected, discarded);
        }
    };

    /**
     * Shares out one row's tokens.
     *
     * @param ranking the players in groups of equal hands, best group first
     * @param tokens  the token each player placed on the row
     */
    public abstract Share share(List<List<String>> ranking, Map<String, Integer> tokens);

    private static Map<String, Integer> nothingCollected(Map<String, Integer> tokens) {
        Map<String, Integer> collected = new LinkedHashMap<>();
        tokens.keySet().forEach(player -> collected.put(player, 0));
        return collected;
    }

    /**
     * Who collects what from one row, and what is discarded; together they are every token placed.
     *
     * @param collected token values each player collects (victory points), 0 for nothing
     * @param discarded the value of the tokens nobody collects
     */
    public record Share(Map<String, Integer> collected, int discarded) {}
}
