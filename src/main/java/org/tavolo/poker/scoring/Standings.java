package org.tavolo.poker.scoring;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Standings of a round. */
public final class Standings {

    private Standings() {}

    /**
     * Standings from every game result of a round (docs/rules.md#italian-tournament): by total points, then total
     * chips (across tables too), and players still equal share the rank.
     */
    public static <P> List<Standing<P>> of(Collection<GameScore<P>> results) {
        Map<P, Total<P>> totals = new LinkedHashMap<>();
        for (GameScore<P> result : results) {
            totals.computeIfAbsent(result.player(), Total::new).add(result);
        }
        Comparator<Total<P>> bestFirst = Comparator.<Total<P>>comparingLong(t -> t.points)
                .thenComparingLong(t -> t.chips)
                .reversed();
        List<Standing<P>> standings = new ArrayList<>(totals.size());
        for (Place<P> place : Ranking.rank(totals.values(), bestFirst, t -> t.player)) {
            Total<P> total = totals.get(place.player());
            standings.add(new Standing<>(
                    place.place(), place.sharedBy(), total.player, new Points(total.points), total.chips, total.games));
        }
        return List.copyOf(standings);
    }

    private static final class Total<P> {
        private final P player;
        private long points;
        private long chips;
        private int games;

        Total(P player) {
            this.player = player;
        }

        void add(GameScore<P> result) {
            points = Math.addExact(points, result.points().units());
            chips = Math.addExact(chips, result.chips());
            games++;
        }
    }
}
