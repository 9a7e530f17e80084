package org.tavolo.hand.italian;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.tavolo.ledger.CarriedPotMove;
import org.tavolo.poker.betting.OpeningRequirement;

/**
 * What the next Italian draw hand at a table plays for: the least pair that opens it
 * (docs/rules.md#opening) and the pot it carries (docs/rules.md#parol), read without taking the table's
 * lock, for screens that only show them.
 */
@ApplicationScoped
public class ItalianOpenings {

    /**
     * What the next hand of each table of a game plays for, read for all its tables at once: the least pair that
     * opens it ({@code JACK}, {@code QUEEN}, {@code KING} or {@code ACE}: jacks at a game's first hand and after an
     * opened one, one step up after each hand nobody opened) and the chips it carries. A table absent opens with
     * jacks and carries none.
     */
    public Map<Integer, NextHand> ofGame(long tournamentId, int game) {
        Map<Integer, OpeningRequirement> openings = ItalianHandRules.atTables(tournamentId, game);
        Map<Integer, Long> carried = CarriedPotMove.byTable(tournamentId, game);
        Map<Integer, NextHand> tables = new TreeMap<>();
        for (int table : union(openings.keySet(), carried.keySet())) {
            tables.put(
                    table,
                    new NextHand(
                            openings.getOrDefault(table, OpeningRequirement.FIRST)
                                    .minimumPair()
                                    .name(),
                            carried.getOrDefault(table, 0L)));
        }
        return tables;
    }

    /** A table's next hand: the least pair that opens it and the chips it carries into it. */
    public record NextHand(String pair, long carried) {}

    private static Set<Integer> union(Set<Integer> a, Set<Integer> b) {
        Set<Integer> all = new TreeSet<>(a);
        all.addAll(b);
        return all;
    }

    /** The pair that opens a game's first hand, named as {@link #ofGame} names it. */
    public String first() {
        return OpeningRequirement.FIRST.minimumPair().name();
    }
}
