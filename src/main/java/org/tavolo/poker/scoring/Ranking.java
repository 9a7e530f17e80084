package org.tavolo.poker.scoring;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.tavolo.poker.RuleViolation;

/**
 * Turns results into places; players equal under the rule share the places they occupy. Tied
 * players are listed in the order they were given.
 */
public final class Ranking {

    private Ranking() {}

    /**
     * The table at the end of an Italian game (docs/rules.md#italian-tournament): by chips; players with no chips
     * below those with chips, the first eliminated last; players busting in the same hand by
     * their chips when it began (docs/rules.md#holdem-tournament). Equal chips share the place.
     */
    public static <P> List<Place<P>> italianTable(Collection<Finish<P>> table) {
        return rank(table, Finish.bestFirst(), Finish::player);
    }

    /**
     * Hold'em finishing places (docs/rules.md#holdem-tournament), reverse order of elimination: of a field of
     * {@code field.size()} entrants, everyone eliminated has a place, those busting in one hand
     * ordered by their chips when it began (equal chips share the place). The players still in
     * share the places left above them and get none yet, except the winner once one is left.
     */
    public static <P> List<Place<P>> holdemFinishingPlaces(Collection<Finish<P>> field) {
        List<Place<P>> all = rank(field, Finish.bestFirst(), Finish::player);
        long stillIn = field.stream().filter(f -> !f.isEliminated()).count();
        if (stillIn == 1) {
            return all;
        }
        return all.subList((int) stillIn, all.size());
    }

    /**
     * A Chinese poker table after its match (docs/rules.md#chinese-tokens, #chinese-match): more victory points, better
     * place; equal victory points share the place.
     */
    public static <P> List<Place<P>> byVictoryPoints(Map<P, Long> victoryPoints) {
        List<Map.Entry<P, Long>> scores = List.copyOf(victoryPoints.entrySet());
        return rank(scores, Map.Entry.<P, Long>comparingByValue().reversed(), Map.Entry::getKey);
    }

    /**
     * Sorts best first and gives each group of equals one shared place, the next group starting
     * after the places the previous one occupies.
     */
    static <T, P> List<Place<P>> rank(Collection<T> results, Comparator<? super T> bestFirst, Function<T, P> player) {
        requireDistinct(results, player);
        List<T> sorted = new ArrayList<>(results);
        sorted.sort(bestFirst);
        List<Place<P>> places = new ArrayList<>(sorted.size());
        int groupStart = 0;
        for (int i = 1; i <= sorted.size(); i++) {
            if (i == sorted.size() || bestFirst.compare(sorted.get(groupStart), sorted.get(i)) != 0) {
                int sharedBy = i - groupStart;
                for (int j = groupStart; j < i; j++) {
                    places.add(new Place<>(player.apply(sorted.get(j)), groupStart + 1, sharedBy));
                }
                groupStart = i;
            }
        }
        return List.copyOf(places);
    }

    private static <T, P> void requireDistinct(Collection<T> results, Function<T, P> player) {
        Set<P> seen = new HashSet<>();
        for (T result : results) {
            P who = player.apply(result);
            if (!seen.add(who)) {
                throw new RuleViolation(
                        "duplicate-player",
                        "Player " + who + " appears twice in one ranking.",
                        Map.of("player", String.valueOf(who)));
            }
        }
    }
}
