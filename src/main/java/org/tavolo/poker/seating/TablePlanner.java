package org.tavolo.poker.seating;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.tavolo.poker.RuleViolation;

/** Splits a number of players into tables, one rule per format. */
public final class TablePlanner {

    private TablePlanner() {}

    /**
     * Italian draw poker: tables of 4 or 5, using only as many tables of 5 as needed (docs/rules.md#italian-tournament).
     * Counts that cannot be split that way (1–3, 6, 7, 11) are refused with the nearest counts that
     * work, unless the organizer allows one exceptional table of 3 or 6. Larger tables come first.
     */
    public static TablePlan italian(int players, OddTables odd) {
        Optional<List<Integer>> regular = fourAndFive(players);
        if (regular.isPresent()) {
            return plan(regular.get());
        }
        if (odd == OddTables.ALLOW_SIX || odd == OddTables.ALLOW_THREE_OR_SIX) {
            Optional<List<Integer>> withSix = players == 6 ? Optional.of(List.of()) : fourAndFive(players - 6);
            if (withSix.isPresent()) {
                return plan(with(withSix.get(), 6));
            }
        }
        if (odd == OddTables.ALLOW_THREE || odd == OddTables.ALLOW_THREE_OR_SIX) {
            Optional<List<Integer>> withThree = players == 3 ? Optional.of(List.of()) : fourAndFive(players - 3);
            if (withThree.isPresent()) {
                return plan(with(withThree.get(), 3));
            }
        }
        int below = players - 1;
        while (below > 0 && fourAndFive(below).isEmpty()) {
            below--;
        }
        int above = players + 1;
        while (fourAndFive(above).isEmpty()) {
            above++;
        }
        String works = below > 0 ? below + " or " + above : String.valueOf(above);
        throw new RuleViolation(
                "impossible-table-plan",
                players + " players cannot be seated at tables of 4 or 5; " + works
                        + " players can. Add or remove players, or allow a table of 3 or 6.",
                Map.of("players", players, "workingCounts", below > 0 ? List.of(below, above) : List.of(above)));
    }

    /**
     * Texas Hold'em: the fewest tables that seat everyone within {@code maxSeats}, sizes differing by
     * at most one, no table below {@code minSeats}, at most {@code maxTables} tables (docs/rules.md#holdem-tournament).
     */
    public static TablePlan holdem(int players, int minSeats, int maxSeats, int maxTables) {
        if (players < minSeats) {
            throw new RuleViolation(
                    "impossible-table-plan",
                    "A Hold'em table needs at least " + minSeats + " players; " + players + " are entered.",
                    Map.of("players", players, "minSeats", minSeats));
        }
        int tables = (players + maxSeats - 1) / maxSeats;
        if (tables > maxTables) {
            throw new RuleViolation(
                    "impossible-table-plan",
                    players + " players need " + tables + " tables of at most " + maxSeats + "; the tournament allows "
                            + maxTables + " (at most " + maxTables * maxSeats + " players).",
                    Map.of("players", players, "maxPlayers", maxTables * maxSeats));
        }
        List<Integer> sizes = balanced(players, tables);
        if (sizes.get(sizes.size() - 1) < minSeats) {
            throw new RuleViolation(
                    "impossible-table-plan",
                    players + " players at " + tables + " tables leaves a table of " + sizes.get(sizes.size() - 1)
                            + ", below the minimum of " + minSeats + ".",
                    Map.of("players", players, "minSeats", minSeats));
        }
        return plan(sizes);
    }

    /**
     * Chinese poker: tables of 4, with tables of 3 where needed (docs/rules.md#chinese-match: 2–4 players a match).
     * Two players alone make one table of 2; 1 and 5 players cannot be seated.
     */
    public static TablePlan chinese(int players) {
        if (players == 2) {
            return plan(List.of(2));
        }
        int threes = (4 - players % 4) % 4;
        if (players < 2 || 3 * threes > players) {
            throw new RuleViolation(
                    "impossible-table-plan",
                    players + " players cannot be seated at tables of 4 (3 where needed); 2, 3, 4 or 6 or more can.",
                    Map.of("players", players, "workingCounts", players < 2 ? List.of(2) : List.of(4, 6)));
        }
        List<Integer> sizes = new ArrayList<>(Collections.nCopies((players - 3 * threes) / 4, 4));
        sizes.addAll(Collections.nCopies(threes, 3));
        return plan(sizes);
    }

    /** {@code players} split as evenly as possible into {@code tables}, larger tables first. */
    public static List<Integer> balanced(int players, int tables) {
        List<Integer> sizes = new ArrayList<>(tables);
        for (int t = 0; t < tables; t++) {
            sizes.add(players / tables + (t < players % tables ? 1 : 0));
        }
        return sizes;
    }

    /** Fewest fives: 5b ≡ n (mod 4), so b = n mod 4; empty when the fours would be negative. */
    private static Optional<List<Integer>> fourAndFive(int players) {
        if (players < 4) {
            return Optional.empty();
        }
        int fives = players % 4;
        int fours = (players - 5 * fives) / 4;
        if (fours < 0) {
            return Optional.empty();
        }
        List<Integer> sizes = new ArrayList<>(Collections.nCopies(fives, 5));
        sizes.addAll(Collections.nCopies(fours, 4));
        return Optional.of(sizes);
    }

    private static List<Integer> with(List<Integer> sizes, int odd) {
        List<Integer> all = new ArrayList<>(sizes);
        all.add(odd);
        return all.stream().sorted(Collections.reverseOrder()).collect(Collectors.toList());
    }

    private static TablePlan plan(List<Integer> sizes) {
        return new TablePlan(sizes);
    }
}
