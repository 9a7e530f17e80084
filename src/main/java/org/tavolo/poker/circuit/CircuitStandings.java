package org.tavolo.poker.circuit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The circuit's standings (docs/rules.md#circuit): each player's total of their best N evenings' points; ties
 * broken by more evenings counted, then the better best evening, then shared; the top K qualify, a tie across
 * the K-th place qualifying all its players.
 */
public final class CircuitStandings {

    private CircuitStandings() {}

    /** The standings of these approved evenings under these rules, best first, each line with its rating. */
    public static List<CircuitLine> of(List<CircuitEvening> evenings, CircuitRules rules) {
        Map<String, Rating> ratings = PlackettLuce.replay(evenings);
        List<Season> seasons = seasons(evenings, rules.bestEvenings());
        seasons.sort(Season.BEST_FIRST.thenComparing(Season::card));
        List<CircuitLine> lines = new ArrayList<>(seasons.size());
        int place = 0;
        for (int i = 0; i < seasons.size(); i++) {
            Season season = seasons.get(i);
            boolean sharesAbove = i > 0 && Season.BEST_FIRST.compare(seasons.get(i - 1), season) == 0;
            boolean sharesBelow = i + 1 < seasons.size() && Season.BEST_FIRST.compare(season, seasons.get(i + 1)) == 0;
            place = sharesAbove ? place : i + 1;
            lines.add(new CircuitLine(
                    place,
                    season.card(),
                    season.total(),
                    season.evenings(),
                    season.countedIds(),
                    ratings.getOrDefault(season.card(), Rating.INITIAL),
                    place <= rules.qualifiers(),
                    sharesAbove || sharesBelow));
        }
        return lines;
    }

    /** Each player's evenings, scored, in the players' first appearance order. */
    private static List<Season> seasons(List<CircuitEvening> evenings, int bestEvenings) {
        List<CircuitEvening> inOrder = new ArrayList<>(evenings);
        inOrder.sort(PlackettLuce.EVENINGS);
        Map<String, List<Result>> byCard = new LinkedHashMap<>();
        for (int order = 0; order < inOrder.size(); order++) {
            CircuitEvening evening = inOrder.get(order);
            for (Map.Entry<String, Long> scored : points(evening).entrySet()) {
                byCard.computeIfAbsent(scored.getKey(), card -> new ArrayList<>())
                        .add(new Result(evening.id(), order, scored.getValue()));
            }
        }
        List<Season> seasons = new ArrayList<>(byCard.size());
        byCard.forEach((card, results) -> seasons.add(Season.of(card, results, bestEvenings)));
        return seasons;
    }

    /** Every player's points at an evening; a tie over places a..b scores the average place (a + b)/2. */
    static Map<String, Long> points(CircuitEvening evening) {
        int field = evening.places().size();
        int[] sharing = new int[field + 1];
        for (Finish finish : evening.places()) {
            sharing[finish.place()]++;
        }
        Map<String, Long> points = new LinkedHashMap<>();
        for (Finish finish : evening.places()) {
            int lastPlace = finish.place() + sharing[finish.place()] - 1;
            points.put(finish.card(), CircuitPoints.centiPoints(field, finish.place(), lastPlace));
        }
        return points;
    }

    /** A player's points at one evening, the evening's id and its rank in the circuit's order. */
    private record Result(long eveningId, int order, long centiPoints) {

        /** Better first; equal points by the earlier evening (date, then id), so that the counted list is stable. */
        static final Comparator<Result> BEST_FIRST = (x, y) -> x.centiPoints != y.centiPoints
                ? Long.compare(y.centiPoints, x.centiPoints)
                : Integer.compare(x.order, y.order);
    }

    /** A player's results, the best N counted. */
    private record Season(String card, int evenings, List<Result> counted, long total, long bestEvening) {

        /** Higher total, then more evenings counted, then the better best evening; equal seasons share a place. */
        static final Comparator<Season> BEST_FIRST = (x, y) -> {
            if (x.total != y.total) {
                return Long.compare(y.total, x.total);
            }
            if (x.counted.size() != y.counted.size()) {
                return Integer.compare(y.counted.size(), x.counted.size());
            }
            return Long.compare(y.bestEvening, x.bestEvening);
        };

        static Season of(String card, List<Result> results, int bestEvenings) {
            List<Result> sorted = new ArrayList<>(results);
            sorted.sort(Result.BEST_FIRST);
            List<Result> counted = List.copyOf(sorted.subList(0, Math.min(bestEvenings, sorted.size())));
            long total = 0;
            for (Result result : counted) {
                total += result.centiPoints();
            }
            return new Season(
                    card, results.size(), counted, total, counted.get(0).centiPoints());
        }

        List<Long> countedIds() {
            List<Long> ids = new ArrayList<>(counted.size());
            for (Result result : counted) {
                ids.add(result.eveningId());
            }
            return ids;
        }
    }
}
