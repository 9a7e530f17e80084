package org.tavolo.championship;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * The ranking of a championship from its players' results at each of its tournaments, plain Java.
 * A season adds up the points of the evenings (only the best {@code bestOf} when set) and breaks
 * ties as docs/rules.md#season-table says; stages rank by the stage reached, then by the rank at
 * that stage.
 */
final class SeasonTable {

    private SeasonTable() {}

    /**
     * A player's result at one tournament: the points it earned there, as its standings publish them and its rank in that
     * tournament's standings; rank 0 for a player entered who has no result yet.
     */
    record Result(BigDecimal points, int rank) {
        static final Result ENTERED = new Result(BigDecimal.ZERO, 0);

        boolean isWin() {
            return rank == 1;
        }
    }

    /** One player's results, one per tournament in the table's order; null where the player was not there. */
    record Card(long player, List<Result> results) {}

    /**
     * One line of the table: {@code counted} are the indexes of the results the total adds up;
     * {@code stage} the last tournament the player was in, from 1; {@code tieBreak} what ranked it
     * apart from a line of the same total (null when no such line, or when they share the rank).
     */
    record Line(
            int rank,
            boolean shared,
            Card card,
            BigDecimal total,
            int played,
            Set<Integer> counted,
            int stage,
            TieBreak tieBreak) {

        Line withTieBreak(TieBreak decided) {
            return new Line(rank, shared, card, total, played, counted, stage, decided);
        }
    }

    /**
     * The rule that ranked a line apart from one of the same total (docs/rules.md#season-table),
     * with what each of the two had by that rule: evening wins or points; for the results from the
     * most recent evening back, {@code evening} is the index of the evening that decided and a null
     * value means no result there.
     */
    record TieBreak(SeasonStandingsView.TieBreakRule rule, BigDecimal own, BigDecimal other, Integer evening) {}

    /** The season table (docs/rules.md#season-table), each line tied on total saying what separated it. */
    static List<Line> season(List<Card> cards, Integer bestOf) {
        List<Line> ranked = ranked(cards.stream().map(c -> line(c, bestOf)).toList(), SEASON_ORDER);
        List<Line> out = new ArrayList<>(ranked.size());
        for (int i = 0; i < ranked.size(); i++) {
            TieBreak above = i > 0 ? tieBreak(ranked.get(i), ranked.get(i - 1)) : null;
            TieBreak below = i + 1 < ranked.size() ? tieBreak(ranked.get(i), ranked.get(i + 1)) : null;
            out.add(ranked.get(i).withTieBreak(above != null ? above : below));
        }
        return out;
    }

    /**
     * What ranked {@code line} apart from {@code other} when both have the same total: the first
     * rule after the total that tells them apart; null when the totals differ or the rank is shared.
     */
    static TieBreak tieBreak(Line line, Line other) {
        if (line.total().compareTo(other.total()) != 0 || line.rank() == other.rank()) {
            return null;
        }
        if (wins(line) != wins(other)) {
            return new TieBreak(
                    SeasonStandingsView.TieBreakRule.EVENING_WINS,
                    BigDecimal.valueOf(wins(line)),
                    BigDecimal.valueOf(wins(other)),
                    null);
        }
        if (bestResult(line).compareTo(bestResult(other)) != 0) {
            return new TieBreak(
                    SeasonStandingsView.TieBreakRule.BEST_RESULT, bestResult(line), bestResult(other), null);
        }
        for (int i = line.card().results().size() - 1; i >= 0; i--) {
            BigDecimal own = points(line, i);
            BigDecimal theirs = points(other, i);
            boolean same = own == null ? theirs == null : theirs != null && own.compareTo(theirs) == 0;
            if (!same) {
                return new TieBreak(SeasonStandingsView.TieBreakRule.RECENT_RESULT, own, theirs, i);
            }
        }
        return null;
    }

    private static BigDecimal points(Line l, int evening) {
        Result r = l.card().results().get(evening);
        return r == null ? null : r.points();
    }

    /** The table of a championship of stages: furthest stage first, then the rank at that stage. */
    static List<Line> stages(List<Card> cards) {
        return ranked(cards.stream().map(c -> line(c, null)).toList(), STAGES_ORDER);
    }

    private static Line line(Card card, Integer bestOf) {
        List<Integer> played = IntStream.range(0, card.results().size())
                .filter(i -> card.results().get(i) != null)
                .boxed()
                .toList();
        List<Integer> best = played.stream()
                .sorted(Comparator.<Integer, BigDecimal>comparing(
                                i -> card.results().get(i).points())
                        .reversed()
                        .thenComparing(Comparator.<Integer>reverseOrder()))
                .limit(bestOf == null ? Long.MAX_VALUE : bestOf)
                .toList();
        BigDecimal total =
                best.stream().map(i -> card.results().get(i).points()).reduce(BigDecimal.ZERO, BigDecimal::add);
        int stage = played.isEmpty() ? 0 : played.get(played.size() - 1) + 1;
        return new Line(0, false, card, total, played.size(), new HashSet<>(best), stage, null);
    }

    private static long wins(Line l) {
        return l.card().results().stream().filter(r -> r != null && r.isWin()).count();
    }

    private static BigDecimal bestResult(Line l) {
        return l.card().results().stream()
                .filter(r -> r != null)
                .map(Result::points)
                .max(Comparator.naturalOrder())
                .orElse(BigDecimal.ZERO);
    }

    /** From the most recent tournament back: a result beats no result, more points beat fewer. */
    private static int byRecentResults(Line a, Line b) {
        for (int i = a.card().results().size() - 1; i >= 0; i--) {
            Result ra = a.card().results().get(i);
            Result rb = b.card().results().get(i);
            int c = ra == null || rb == null
                    ? Boolean.compare(ra == null, rb == null)
                    : rb.points().compareTo(ra.points());
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    /** Best first: total, evening wins, best single result, then the results from the most recent evening back. */
    private static final Comparator<Line> SEASON_ORDER = Comparator.comparing(Line::total)
            .reversed()
            .thenComparing(Comparator.comparingLong(SeasonTable::wins).reversed())
            .thenComparing(Comparator.comparing(SeasonTable::bestResult).reversed())
            .thenComparing(SeasonTable::byRecentResults);

    /** Best first: the furthest stage, then the rank there (a player without a result yet after those ranked). */
    private static final Comparator<Line> STAGES_ORDER =
            Comparator.comparingInt(Line::stage).reversed().thenComparingInt(SeasonTable::rankAtStage);

    private static int rankAtStage(Line l) {
        if (l.stage() == 0) {
            return Integer.MAX_VALUE;
        }
        int rank = l.card().results().get(l.stage() - 1).rank();
        return rank == 0 ? Integer.MAX_VALUE : rank;
    }

    /** Sorted by {@code order}; lines it finds equal share the rank of the first of them. */
    private static List<Line> ranked(List<Line> lines, Comparator<Line> order) {
        List<Line> sorted = lines.stream()
                .sorted(order.thenComparingLong(l -> l.card().player()))
                .toList();
        List<Line> out = new ArrayList<>(sorted.size());
        for (int i = 0; i < sorted.size(); i++) {
            int first = i;
            while (first > 0 && order.compare(sorted.get(first - 1), sorted.get(i)) == 0) {
                first--;
            }
            boolean shared =
                    first < i || (i + 1 < sorted.size() && order.compare(sorted.get(i), sorted.get(i + 1)) == 0);
            Line l = sorted.get(i);
            out.add(new Line(first + 1, shared, l.card(), l.total(), l.played(), l.counted(), l.stage(), null));
        }
        return out;
    }
}
