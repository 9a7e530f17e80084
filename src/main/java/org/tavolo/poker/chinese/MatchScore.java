package org.tavolo.poker.chinese;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A match of three deals: each deal's score, every player's victory points (the token values he
 * collected) and the winner or winners with the highest total (docs/rules.md#chinese-tokens, #chinese-match).
 */
public record MatchScore(List<DealScore> deals, Map<String, Integer> victoryPoints, List<String> winners) {

    public MatchScore {
        deals = List.copyOf(deals);
        victoryPoints = Collections.unmodifiableMap(new LinkedHashMap<>(victoryPoints));
        winners = List.copyOf(winners);
    }
}
