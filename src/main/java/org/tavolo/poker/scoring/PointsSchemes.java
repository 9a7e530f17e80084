package org.tavolo.poker.scoring;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tavolo.poker.RuleViolation;

/**
 * The points scheme for each table size of an Italian tournament (docs/rules.md#italian-tournament, a tournament
 * setting). The defaults are those of the club regulation: 10/6/3/1 at four players,
 * 12/8/5/3/1 at five. A table of another size (3 or 6, allowed explicitly by the organizer)
 * needs its own scheme.
 *
 * @param byTableSize the scheme for each number of players at a table
 */
public record PointsSchemes(Map<Integer, PointsScheme> byTableSize) {

    public PointsSchemes {
        byTableSize = Map.copyOf(byTableSize);
    }

    /** The club regulation's schemes in whole points: 4 players 10/6/3/1, 5 players 12/8/5/3/1 (docs/rules.md#italian-tournament). */
    public static final Map<Integer, List<Integer>> RULE_BOOK =
            Map.of(4, List.of(10, 6, 3, 1), 5, List.of(12, 8, 5, 3, 1));

    /** The rule book's schemes ({@link #RULE_BOOK}). */
    public static PointsSchemes defaults() {
        return ofWholePoints(RULE_BOOK);
    }

    /** Schemes given in whole points per place, as tournament settings hold them. */
    public static PointsSchemes ofWholePoints(Map<Integer, List<Integer>> byTableSize) {
        Map<Integer, PointsScheme> schemes = new TreeMap<>();
        byTableSize.forEach((size, points) -> schemes.put(
                size,
                PointsScheme.wholePoints(
                        points.stream().mapToLong(Integer::longValue).toArray())));
        return new PointsSchemes(schemes);
    }

    /** These schemes, with those of {@code others} set over them size by size. */
    public PointsSchemes withAll(PointsSchemes others) {
        Map<Integer, PointsScheme> all = new TreeMap<>(byTableSize);
        all.putAll(others.byTableSize);
        return new PointsSchemes(all);
    }

    /** These schemes with one table size set (or replaced). */
    public PointsSchemes with(int tableSize, PointsScheme scheme) {
        Map<Integer, PointsScheme> all = new TreeMap<>(byTableSize);
        all.put(tableSize, scheme);
        return new PointsSchemes(all);
    }

    /** The scheme for a table of this many players; refused when the tournament has none for that size. */
    public PointsScheme forTableSize(int players) {
        PointsScheme scheme = byTableSize.get(players);
        if (scheme == null) {
            throw new RuleViolation(
                    "no-points-scheme",
                    "There is no points scheme for a table of " + players + " players; the tournament has schemes for "
                            + new TreeMap<>(byTableSize).keySet() + ".",
                    Map.of("tableSize", players));
        }
        return scheme;
    }
}
