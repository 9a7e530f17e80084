package org.tavolo.poker.chinese;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How one deal was scored: each row, the hands that were compared, and the token values each player
 * collected over the three rows (his victory points from this deal).
 */
public record DealScore(List<RowScore> rows, Map<String, ThreeHands> hands, Map<String, Integer> collected) {

    public DealScore {
        rows = List.copyOf(rows);
        hands = Collections.unmodifiableMap(new LinkedHashMap<>(hands));
        collected = Collections.unmodifiableMap(new LinkedHashMap<>(collected));
    }
}
