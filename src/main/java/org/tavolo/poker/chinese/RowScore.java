package org.tavolo.poker.chinese;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How one row of one deal was scored.
 *
 * @param row       which hands were compared
 * @param ranking   the players in groups of equal hands, best first
 * @param tokens    the token each player placed on this row
 * @param collected token values each player collected from it
 * @param discarded the value of tokens nobody collected (ties, docs/rules.md#chinese-tokens)
 */
public record RowScore(
        Row row,
        List<List<String>> ranking,
        Map<String, Integer> tokens,
        Map<String, Integer> collected,
        int discarded) {

    public RowScore {
        ranking = ranking.stream().map(List::copyOf).toList();
        tokens = Collections.unmodifiableMap(new LinkedHashMap<>(tokens));
        collected = Collections.unmodifiableMap(new LinkedHashMap<>(collected));
    }

    /** The best hand or hands of the row. */
    public List<String> winners() {
        return ranking.get(0);
    }
}
