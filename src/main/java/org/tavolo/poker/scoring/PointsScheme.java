package org.tavolo.poker.scoring;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.tavolo.poker.RuleViolation;

/**
 * Points for each place at a table, best place first (docs/rules.md#italian-tournament: 10/6/3/1 at a 4-player table,
 * 12/8/5/3/1 at a 5-player table; for Hold'em, an optional league scheme). Places beyond the
 * list score nothing. A later place never scores more than an earlier one.
 *
 * @param byPlace points for place 1, 2, …
 */
public record PointsScheme(List<Points> byPlace) {

    public PointsScheme {
        byPlace = List.copyOf(byPlace);
        if (byPlace.isEmpty()) {
            throw new RuleViolation(
                    "points-scheme-empty",
                    "A points scheme gives points to at least the first place.",
                    Map.of("field", "points"));
        }
        for (int i = 0; i < byPlace.size(); i++) {
            Points points = byPlace.get(i);
            if (points.units() < 0) {
                throw new RuleViolation(
                        "points-scheme-negative",
                        "Place " + (i + 1) + " cannot score negative points.",
                        Map.of("field", "points", "place", i + 1));
            }
            if (i > 0 && points.compareTo(byPlace.get(i - 1)) > 0) {
                throw new RuleViolation(
                        "points-scheme-not-decreasing",
                        "Place " + (i + 1) + " scores " + points + ", more than place " + i + " (" + byPlace.get(i - 1)
                                + ").",
                        Map.of("field", "points", "place", i + 1));
            }
        }
    }

    /** A scheme in whole points, e.g. {@code wholePoints(10, 6, 3, 1)}. */
    public static PointsScheme wholePoints(long... points) {
        return new PointsScheme(Arrays.stream(points).mapToObj(Points::of).toList());
    }

    /** The points of one place; zero beyond the scheme. */
    public Points forPlace(int place) {
        if (place < 1) {
            throw new IllegalArgumentException("places start at 1: " + place);
        }
        return place <= byPlace.size() ? byPlace.get(place - 1) : Points.ZERO;
    }

    /**
     * What each of {@code sharedBy} players tied on places {@code firstPlace} onwards receives:
     * the points of the places they occupy, shared equally (docs/rules.md#italian-tournament).
     */
    public Points share(int firstPlace, int sharedBy) {
        Points total = Points.ZERO;
        for (int place = firstPlace; place < firstPlace + sharedBy; place++) {
            total = total.plus(forPlace(place));
        }
        return total.dividedBy(sharedBy);
    }
}
